/* What the game says and where it goes: the file of METRO_SPEECH (every
 * utterance), speech-dispatcher and the page's live region (the setting). */
#include "speech/speech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/i18n.h"
#include "input/prefs.h"
#include "speech/speech_spd.h"
#include "speech/speech_watch.h"
#include "speech/speech_words.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
/* The page's live region (web/index.html, role="status"): a screen reader
 * reads each new text; the same text twice is made new by a trailing space. */
EM_JS(void, speech_live_region, (const char *text), {
    var el = document.getElementById('speech');
    if (!el) return;
    var t = UTF8ToString(text);
    /* '==' (two strings): clang-format splits JavaScript's '===' in two. */
    el.textContent = (el.textContent == t) ? t + ' ' : t;
})
#endif

struct ui_speech {
    char file[1024]; /* METRO_SPEECH: every utterance appended, one a line */
    ui_spd *spd;     /* speech-dispatcher while the setting is on */
    bool spd_tried;  /* opened once: a missing library is said once */
    char last[UI_SPEECH_LEN];
    ui_speech_seen seen; /* what the last frame showed (speech_watch.c) */
};

struct ui_speech *ui_speech_new(void)
{
    struct ui_speech *sp = calloc(1, sizeof *sp);
    const char *file = getenv("METRO_SPEECH");
    if (sp && file) snprintf(sp->file, sizeof sp->file, "%s", file);
    if (sp) ui_speech_seen_reset(&sp->seen); /* inline: the watch calls this file */
    return sp;
}

void ui_speech_free(struct ui_speech *sp)
{
    if (!sp) return;
    ui_spd_close(sp->spd);
    free(sp);
}

bool ui_speech_active(const ui_app *a)
{
    return a->res.speech && (a->ui.setup.speech || a->res.speech->file[0]);
}

ui_speech_seen *ui_speech_seen_of(ui_app *a)
{
    return &a->res.speech->seen;
}

const char *ui_speech_last(const ui_app *a)
{
    return a->res.speech ? a->res.speech->last : "";
}

/* One line of the file: appended and closed at once, so a test reading it
 * while the game runs (or after a kill) sees every whole line. */
static void to_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "a");
    if (!f) return;
    fprintf(f, "%s\n", text);
    fclose(f);
}

static void say(ui_app *a, const char *text)
{
    struct ui_speech *sp = a->res.speech;
    if (!text[0]) return;
    if (sp->file[0]) to_file(sp->file, text);
    if (!a->ui.setup.speech) return;
    if (!sp->spd_tried) sp->spd = ui_spd_open(), sp->spd_tried = true;
    ui_spd_say(sp->spd, ui_language_code(ui_i18n_current()), text);
#ifdef __EMSCRIPTEN__
    speech_live_region(text);
#endif
}

void ui_speech_event(ui_app *a, const ui_say *ev)
{
    if (!ui_speech_active(a)) return;
    char text[UI_SPEECH_LEN];
    ui_speech_words(a, ev, text, sizeof text);
    /* one line a message: a log line's parts are joined by spaces */
    for (char *c = text; *c; c++)
        if (*c == '\n' || *c == '\r') *c = ' ';
    if (!text[0]) return;
    snprintf(a->res.speech->last, sizeof a->res.speech->last, "%s", text);
    say(a, text);
}

void ui_speech_move(ui_app *a, const metro_state *before, const metro_move *m)
{
    ui_speech_event(a, &(ui_say){.kind = UI_SAY_MOVE, .before = before, .move = m});
}

void ui_speech_toggle(ui_app *a)
{
    a->ui.setup.speech = !a->ui.setup.speech;
    /* said when turned on, and once more when turned off: the last thing heard */
    bool on = a->ui.setup.speech;
    a->ui.setup.speech = true;
    ui_speech_event(a, &(ui_say){.kind = UI_SAY_SWITCH, .seat = on});
    a->ui.setup.speech = on;
    ui_prefs_save(a);
}

bool ui_speech_key(ui_app *a, int key)
{
    if (key == UI_SPEECH_KEY_TOGGLE)
        ui_speech_toggle(a);
    else if (key == UI_SPEECH_KEY_BOARD)
        ui_speech_event(a, &(ui_say){.kind = UI_SAY_BOARD});
    else if (key == UI_SPEECH_KEY_SCORES)
        ui_speech_event(a, &(ui_say){.kind = UI_SAY_SCORES});
    else if (key == UI_SPEECH_KEY_REPEAT && ui_speech_active(a))
        say(a, a->res.speech->last);
    else
        return false;
    return true;
}
