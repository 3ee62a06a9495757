/* The application object: made, started with the player's files, freed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/app.h"
#include "core/layout.h"
#include "platform/asset_dir.h"
#include "files/autosave.h"
#include "lesson/tutorial.h"
#include "files/files_dialog.h"
#include "play/history.h"
#include "i18n/i18n.h"
#include "metro/ai.h"
#include "i18n/module_words.h"
#include "printable.h"
#include "harness/script.h"
#include "speech/speech.h"
#include "online/online_link.h"

ui_app *ui_app_new(SDL_Renderer *r, char *err, size_t errlen)
{
    ui_app *a = calloc(1, sizeof *a);
    if (!a) return snprintf(err, errlen, "out of memory"), NULL;
    a->game = calloc(1, sizeof *a->game);
    a->res.laid = ui_layout_value_new();
    if (a->res.laid) a->frame = &a->res.laid->frame;
    char fonts[1024];
    if (!ui_asset_path("fonts", fonts, sizeof fonts)) {
        snprintf(err, errlen,
                 "cannot find the game's fonts (set METRO_ASSETS to its assets folder)");
        ui_app_free(a);
        return NULL;
    }
    a->res.d = a->game && a->res.laid ? ui_draw_new(r, fonts, err, errlen) : NULL;
    a->res.art = ui_tileart_new(r);
    a->res.speech = ui_speech_new();
    a->res.say_move = ui_speech_move;
    if (!a->res.d || !a->res.art || !a->res.speech) {
        ui_app_free(a);
        return NULL;
    }
    ui_setup_default(&a->ui.setup);
    metro_config cfg;
    metro_config_default(&cfg, 4);
    metro_game_new(a->game, &cfg, err, errlen);
    a->ui.focus = UI_FOCUS_NONE, a->ui.pointer.hover_sq = -1, a->ui.pointer.cursor_sq = 0,
    a->ui.hover_line = -1;
    a->ui.hint_sq = a->ui.hint_tile = -1, a->ui.turn_seat = -1;
    a->dpi = 1, a->ai_delay = 450;
    ui_after_state_change(a);
    return a;
}

void ui_app_free(ui_app *a)
{
    if (!a) return;
    ui_online_free(a);
    ui_worker_free(a->res.worker);
    ui_files_free(a);
    ui_sound_free(a->res.sound);
    ui_speech_free(a->res.speech);
    ui_render_forget(a);
    ui_history_free(a);
    ui_tileart_free(a->res.art);
    ui_draw_free(a->res.d);
    free(a->game);
    free(a->tutor_keep);
    ui_layout_value_free(a->res.laid);
    free(a);
}

void ui_app_start(ui_app *a)
{
    char path[1100], err[400];
    bool bad = false;
    ui_places_prepare();
    if (ui_config_path("setup.txt", path, sizeof path) && access(path, F_OK) == 0 &&
        ui_setup_load(&a->ui.setup, path, err, sizeof err)) {
        fprintf(stderr, "metro: ignoring bad settings: %s\n", err);
        bad = true;
    }
    /* --lang, then the choice remembered in the settings, then the system's
     * preferred language, then English (docs/ui.md). */
    const char *lang = a->ui.setup.lang[0] ? a->ui.setup.lang : ui_i18n_system();
    if (!ui_i18n_pinned() && !ui_i18n_use(lang, err, sizeof err))
        fprintf(stderr, "metro: %s\n", err);
    if (bad) { /* said in the language just chosen */
        snprintf(a->ui.notice, sizeof a->ui.notice, "%s",
                 _("Settings file ignored (see terminal)"));
        a->ui.notice_until = 6000;
    }
    /* the seed field shows the remembered seed (Start reads the field) */
    snprintf(a->ui.seed_text, sizeof a->ui.seed_text, "%llu", (unsigned long long)a->ui.setup.seed);
    ui_autosave_startup(a);
    ui_online_startup(a);
    ui_online_link_begin(a);       /* metro --join, the page's ?join= */
    a->res.sound = ui_sound_new(); /* after the settings: they hold the volume */
    ui_sound_set_volume(a->res.sound, a->ui.setup.volume, a->ui.setup.muted);
}
