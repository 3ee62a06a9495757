/* The set-up screen's actions: players, hand, cities and their options,
 * seats, names and seed, Start and Resume (the action table, actions.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/app.h"
#include "files/autosave.h"
#include "i18n/file_words.h"
#include "i18n/i18n.h"
#include "input/act.h"
#include "input/notice.h"
#include "input/prefs.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "views/city_card.h"

void ui_act_players(ui_app *a, int count)
{
    a->ui.setup.players = count;
    ui_setup_players_changed(&a->ui.setup);
}

void ui_act_hand(ui_app *a, int size)
{
    a->ui.setup.hand_size = size;
}

void ui_act_free_orient(ui_app *a, int arg)
{
    (void)arg;
    a->ui.setup.free_orientation = !a->ui.setup.free_orientation;
}

void ui_act_module(ui_app *a, int slot)
{
    ui_setup_module_toggle(&a->ui.setup, slot);
    if (ui_city_card_chosen(a, slot)) ui_prefs_save(a); /* its card shows once */
}

/* A module's option one lower (step -1), higher (1) or switched (0). */
static void module_option(ui_app *a, int slot, int step)
{
    const struct metro_module *m = metro_module_get(slot);
    if (!m) return;
    int *v = &a->ui.setup.module_option[slot];
    if (!step)
        *v = *v == m->option.max ? m->option.min : m->option.max;
    else
        *v += step;
    if (*v < m->option.min) *v = m->option.min;
    if (*v > m->option.max) *v = m->option.max;
    ui_setup_players_changed(&a->ui.setup); /* an option may depend on the player count */
}

void ui_act_option_less(ui_app *a, int slot)
{
    module_option(a, slot, -1);
}

void ui_act_option_more(ui_app *a, int slot)
{
    module_option(a, slot, 1);
}

void ui_act_option_switch(ui_app *a, int slot)
{
    module_option(a, slot, 0);
}

/* Human -> every level, weakest first -> (hosting online: Open) -> Human. */
void ui_act_controller(ui_app *a, int seat)
{
    char *c = a->ui.setup.controller[seat];
    int n = metro_ai_count(), next = 0;
    for (int i = 0; i < n; i++)
        if (metro_ai_get(i) == metro_ai_find(c)) next = i + 1;
    const char *after_ais = a->ui.host_mode ? "open" : "human";
    snprintf(c, METRO_CONTROLLER_LEN, "%s",
             !strcmp(c, "open") ? "human"
             : next < n         ? metro_ai_get(next)->name
                                : after_ais);
}

void ui_act_name(ui_app *a, int seat)
{
    a->ui.focus = UI_FOCUS_NAME, a->ui.focus_seat = seat;
}

void ui_act_seed_random(ui_app *a, int arg)
{
    (void)arg;
    ui_setup *s = &a->ui.setup;
    s->random_seed = !s->random_seed;
    snprintf(a->ui.seed_text, sizeof a->ui.seed_text, "%llu", (unsigned long long)s->seed);
    if (!s->random_seed) a->ui.focus = UI_FOCUS_SEED; /* a seed is what comes next */
}

void ui_act_seed(ui_app *a, int arg)
{
    (void)arg;
    a->ui.focus = UI_FOCUS_SEED;
}

void ui_act_start(ui_app *a, int arg)
{
    (void)arg;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) /* an emptied name field */
        if (!a->ui.setup.name[p][0])
            snprintf(a->ui.setup.name[p], METRO_NAME_LEN, _("Player %d"), p + 1);
    ui_setup s = a->ui.setup;
    if (s.random_seed)
        s.seed = (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter();
    else
        a->ui.setup.seed = s.seed = strtoull(a->ui.seed_text, NULL, 10);
    ui_prefs_save(a);
    a->ui.focus = UI_FOCUS_NONE;
    if (a->ui.host_mode) { /* the embedded host plays this set-up; its lobby opens */
        ui_online_host(a);
        return;
    }
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) /* open seats wait only for online players */
        if (!strcmp(s.controller[p], "open"))
            snprintf(s.controller[p], METRO_CONTROLLER_LEN, "%s", "human");
    ui_start_game(a, &s);
}

void ui_act_resume(ui_app *a, int arg)
{
    (void)arg;
    char path[1100], err[400];
    int problem = 0;
    if (!ui_autosave_back_to_game(a) && ui_data_path("autosave.metro", path, sizeof path) &&
        (problem = ui_app_load(a, path, err, sizeof err))) {
        char says[200];
        ui_not_loaded_words(problem, path, err, says, sizeof says);
        ui_notice(a, says);
    }
}

void ui_act_palette(ui_app *a, int arg)
{
    (void)arg;
    ui_prefs_palette(a);
}

void ui_act_language(ui_app *a, int lang)
{
    ui_prefs_language(a, lang);
}
