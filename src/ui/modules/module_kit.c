/* Services for the modules' screens (src/ui/modules/): their hit rects,
 * whose secrets show, whether the human may act, playing a module move, and
 * a small selection that lives as long as the position it was made in. */
#include <assert.h>
#include <stdio.h>

#include "i18n/i18n.h"
#include "modules/ui_module.h"

/* A module hit: UI_ACT_MODULE_WIDGET with (list index, action, arg) packed. */
int ui_module_hit_arg(const struct ui_module *m, int action, int arg)
{
    int index = 0;
    while (index < ui_module_count() && ui_module_get(index) != m) index++;
    return index << 16 | (action & 255) << 8 | (arg & 255);
}

void ui_module_hit(const ui_app *a, ui_canvas *cv, const struct ui_module *m, float x, float y,
                   float w, float h, int action, int arg)
{
    ui_hit_add(a, cv, x, y, w, h, UI_ACT_MODULE_WIDGET, ui_module_hit_arg(m, action, arg));
}

int ui_private_seat(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (ui_human_count(a) == 1)
        for (int p = 0; p < s->cfg.players; p++)
            if (ui_seat_human(a, p)) return p;
    return ui_hand_visible(a) ? s->current : -1;
}

void ui_module_secret_drawn(const ui_app *a, ui_canvas *cv, int account)
{
    if (account >= 0 && account < METRO_MAX_ACCOUNTS) cv->frame->secrets_drawn |= 1u << account;
}

const void *ui_module_scratch(const ui_app *a, const struct ui_module *m)
{
    int slot = ui_module_slot(m);
    assert(slot >= 0 && slot < UI_MODULE_SLOTS);
    return a->frame->module_scratch[slot].bytes;
}

bool ui_module_my_turn(const ui_app *a)
{
    return ui_may_act(a) && a->game->state.drawn == METRO_NO_TILE; /* before a draw only */
}

static void refused(ui_app *a, const char *why)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", _(why)); /* a module's marked reason */
    a->ui.notice_until = a->now + 3000;
}

bool ui_module_play(ui_app *a, const metro_move *m)
{
    char why[200] = "";
    int rc = metro_move_check(&a->game->state, m, why, sizeof why);
    if (!rc) rc = ui_play_move(a, m, true);
    if (rc) {
        refused(a, why[0] ? why : metro_error_text(rc));
        return false;
    }
    a->last_move_at = a->now;
    return true;
}

bool ui_module_play_text(ui_app *a, const char *text)
{
    metro_move m;
    char why[200] = "";
    if (metro_move_parse(&a->game->state, text, &m, why, sizeof why)) {
        refused(a, why[0] ? why : N_("not a move"));
        return false;
    }
    return ui_module_play(a, &m);
}

bool ui_module_text_legal(const metro_state *s, const char *text)
{
    metro_move m;
    char why[120];
    return !metro_move_parse(s, text, &m, why, sizeof why) &&
           !metro_move_check(s, &m, why, sizeof why);
}

/* mod_sel_gen is game_gen + 1 so that a zeroed app selects nothing. */
int ui_module_sel(const ui_app *a, int which)
{
    return a->ui.mod_sel_gen == a->game_gen + 1 ? a->ui.mod_sel[which] : -1;
}

void ui_module_select_none(ui_app *a)
{
    a->ui.mod_sel_gen = a->game_gen + 1;
    for (int i = 0; i < UI_MOD_SEL; i++) a->ui.mod_sel[i] = -1;
}

void ui_module_select(ui_app *a, int which, int value)
{
    if (a->ui.mod_sel_gen != a->game_gen + 1) ui_module_select_none(a);
    a->ui.mod_sel[which] = value;
}
