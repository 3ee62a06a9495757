/* Module panel headings that never run into their note: the note is drawn
 * first and the title gets what room is left. */
#include <string.h>

#include "modules/panel_heading.h"
#include "core/widgets.h"

/* The room the note leaves the title on its line. */
static float note_width(const ui_app *a, ui_canvas *cv, float w, const char *note)
{
    int px = (int)(a->lay.unit * 0.72f);
    return w - (float)ui_text_width(cv->d, UI_REGULAR, px, note) - 0.6f * a->lay.unit;
}

/* Draws the note; returns the room left for the title. */
static float note_room(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *note)
{
    float u = a->lay.unit;
    if (!note || !note[0]) return w;
    int px = (int)(u * 0.72f);
    ui_text(cv->d, UI_REGULAR, px, x + w, y + 0.15f * u, UI_RIGHT, UI_DIM(cv->d), note);
    return w - (float)ui_text_width(cv->d, UI_REGULAR, px, note) - 0.6f * u;
}

float ui_panel_heading(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *title,
                       const char *note)
{
    int px = (int)(a->lay.unit * 0.9f);
    float title_w = (float)ui_text_width(cv->d, UI_BOLD, px, title), below = 0;
    if (note && note[0] &&
        title_w > note_width(a, cv, w, note)) { /* the note on a line of its own */
        below = 1.1f * a->lay.unit;
        note_room(a, cv, x, y + below, w, note);
    } else {
        note_room(a, cv, x, y, w, note);
    }
    ui_words_fit(a, cv, UI_BOLD, px, x, y, UI_LEFT, UI_INK, title, w);
    return below;
}

void ui_panel_heading_name(const ui_app *a, ui_canvas *cv, float x, float y, float w,
                           const char *format, const char *name, const char *note)
{
    float room = note_room(a, cv, x, y, w, note);
    const char *at = strstr(format, "%s");
    char prefix[96], line[192];
    int px = (int)(a->lay.unit * 0.9f);
    if (!at) { /* a catalogue without the placeholder: the words alone */
        ui_words_fit(a, cv, UI_BOLD, px, x, y, UI_LEFT, UI_INK, format, room);
        return;
    }
    size_t len = (size_t)(at - format) < sizeof prefix ? (size_t)(at - format) : sizeof prefix - 1;
    memcpy(prefix, format, len);
    prefix[len] = '\0';
    ui_fit_name(a, cv, UI_BOLD, px, prefix, name, at + 2, room, line, sizeof line);
    /* the name cut whole and the words still too long (the text floor in a
     * narrow panel): the line is cut at its end */
    ui_text_fit(a, cv, UI_BOLD, px, x, y, UI_LEFT, UI_INK, line, room);
}
