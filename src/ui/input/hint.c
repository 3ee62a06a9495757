/* The hint (H): the strongest computer player's move for the person at the
 * screen. It is shown (the tile chosen and turned, the keyboard cursor on
 * its square, so Enter lays it) and said once in the log; asked again in
 * the same position it is shown again, without asking or logging again. */
#include <stdio.h>

#include "core/app.h"
#include "input/hint.h"
#include "i18n/module_words.h"
#include "i18n/i18n.h"
#include "lesson/tutorial.h"
#include "metro/ai.h"
#include "modules/ui_module.h"

/* The position the last hint was given in: the game's generation (new,
 * load, undo) and its move count. */
static bool hint_given_here(const ui_app *a)
{
    return a->hint_gen == a->game_gen + 1 && a->hint_cursor == a->game->cursor;
}

/* Tile and turn chosen, the cursor on the square; its words, if asked. */
static void show(ui_app *a, const metro_move *m, char *says, size_t n)
{
    const metro_state *s = &a->game->state;
    if (m->kind == METRO_MOVE_LAY) {
        int base = m->from == METRO_FROM_DRAWN ? s->drawn : s->hand[s->current][m->from];
        if (m->from != METRO_FROM_DRAWN) a->ui.sel = m->from;
        for (int r = 0; r < 4 && s->cfg.free_orientation; r++)
            if (metro_tile_rotate(base, r) == m->tile) a->ui.rot = r;
        a->ui.hint_sq = m->sq, a->ui.hint_tile = m->tile;
        a->ui.pointer.cursor_sq = m->sq, a->ui.pointer.keyboard = true;
        char sq[4];
        metro_square_name(m->sq, sq);
        snprintf(says, n, _("Hint: lay the highlighted tile on %s (Enter lays it)"), sq);
    } else if (m->kind == METRO_MOVE_MODULE) { /* e.g. a share swap */
        char words[160];
        ui_modules_move_words(s, m, UI_MOVE_ASKED, words, sizeof words);
        ui_modules_hint(a, m); /* what it names lights up, as after a click */
        snprintf(says, n, _("Hint: %s"), words);
    } else {
        snprintf(says, n, "%s", _("Hint: draw a tile (D)")); /* the key, as Enter above */
    }
}

void ui_hint_start(ui_app *a)
{
    if (a->ui.tutor.step && ui_tutorial_refuses(a, UI_ACT_HINT)) return;
    if (hint_given_here(a)) { /* the same advice: shown, not said again */
        char says[200];
        show(a, &a->hint_move, says, sizeof says);
        return;
    }
    if (!a->res.worker || !metro_ai_count()) return;
    const char *name = metro_ai_best()->name; /* the hint asks the strongest player */
    a->ui.ai_busy = ui_worker_start(a->res.worker, &a->game->state, name, 12345u + a->game->cursor,
                                    a->anim_div > 1, a->res.ev_ai, 1);
    a->ai_gen = a->game_gen, a->ai_cursor = a->game->cursor; /* answers to older asks are dropped */
}

void ui_hint_answer(ui_app *a, const metro_move *m)
{
    char says[200];
    show(a, m, says, sizeof says);
    ui_log_hint(a, "%s", says); /* in hotseat, the asker's alone */
    a->hint_move = *m, a->hint_gen = a->game_gen + 1, a->hint_cursor = a->game->cursor;
}
