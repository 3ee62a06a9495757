/* The choices the window remembers in its settings file (setup.txt),
 * changed from input: each is heard or seen at once, then saved. */
#include <stdio.h>

#include "core/app.h"
#include "i18n/file_words.h"
#include "i18n/i18n.h"
#include "input/notice.h"
#include "input/prefs.h"

void ui_prefs_save(ui_app *a)
{
    char path[1100], err[300], words[160], said[200];
    if (!ui_config_path("setup.txt", path, sizeof path)) return;
    int cause = ui_setup_save(&a->ui.setup, path, err, sizeof err);
    if (!cause) return;
    ui_not_written_words(cause, path, err, words, sizeof words);
    snprintf(said, sizeof said, _("Settings not saved: %.120s"), words);
    ui_notice(a, said);
}

/* The settings remember the language (lang=), over the system's. */
void ui_prefs_language(ui_app *a, int lang)
{
    char err[300];
    const char *code = ui_language_code(lang);
    if (!ui_i18n_use(code, err, sizeof err)) {
        fprintf(stderr, "metro: %s\n", err);
        ui_notice(a, err);
        return;
    }
    snprintf(a->ui.setup.lang, sizeof a->ui.setup.lang, "%s", code);
    ui_render_forget(a); /* the cached layer holds words */
    ui_prefs_save(a);
}

void ui_prefs_sound(ui_app *a, bool toggle_mute, int step)
{
    ui_setup *s = &a->ui.setup;
    if (toggle_mute)
        s->muted = !s->muted;
    else if (!s->muted)
        s->volume = s->volume + 10 * step < 0     ? 0
                    : s->volume + 10 * step > 100 ? 100
                                                  : s->volume + 10 * step;
    ui_sound_set_volume(a->res.sound, s->volume, s->muted);
    ui_sound_play(a->res.sound, UI_SFX_LAY); /* a sample of the new loudness */
    ui_prefs_save(a);
}

void ui_prefs_line_colours(ui_app *a)
{
    a->ui.setup.line_colours = (a->ui.setup.line_colours + 1) % UI_LINES_MODES;
    ui_prefs_save(a);
}

void ui_prefs_palette(ui_app *a)
{
    a->ui.setup.palette = (a->ui.setup.palette + 1) % UI_PALETTES;
    ui_render_forget(a); /* the cached layer holds the old colours */
    ui_prefs_save(a);
}

void ui_prefs_confirm_turn(ui_app *a)
{
    a->ui.setup.confirm_turn = (a->ui.setup.confirm_turn + 1) % UI_CONFIRM_MODES;
    ui_prefs_save(a);
}

void ui_prefs_line_values(ui_app *a)
{
    a->ui.setup.line_values = !a->ui.setup.line_values;
    ui_prefs_save(a);
}

/* The layout shows less where the window has no room (render.c): the
 * notice then says what this window shows, so that a bigger size that
 * changes nothing on screen is not silent (issue 37, item 6). */
void ui_prefs_scale(ui_app *a, int step)
{
    int s = step ? a->ui.setup.scale + step * UI_SCALE_STEP : 100;
    if (s < UI_SCALE_MIN) s = UI_SCALE_MIN;
    if (s > UI_SCALE_MAX) s = UI_SCALE_MAX;
    char says[160];
    if (s == a->ui.setup.scale) {
        if (step) {
            snprintf(says, sizeof says,
                     step > 0 ? _("Size %d %% is the largest") : _("Size %d %% is the smallest"),
                     s);
            ui_notice(a, says);
        }
        return;
    }
    a->ui.setup.scale = s;
    ui_layout_frame(a); /* the size search: what this window shows of it */
    if (a->lay.shown < s)
        snprintf(says, sizeof says, _("Size %d %% — here %d %%: the window is too small"), s,
                 a->lay.shown);
    else if (a->lay.shown > s)
        snprintf(says, sizeof says, _("Size %d %% — here %d %%: words stay readable (11 px)"), s,
                 a->lay.shown);
    else
        snprintf(says, sizeof says, _("Size %d %%"), s);
    ui_notice(a, says);
    ui_prefs_save(a);
}
