/* The speech room's sentences for moves, turns, the gate, the tile in hand,
 * a module's choice and the results: whole formats in the catalogue, so
 * each language orders its words. */
#include "speech/speech_words.h"

#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "i18n/module_words.h"
#include "modules/ui_module.h"

/* enum of the free orientation's quarter turns (ui_state.rot) */
static const char *const turn_words[4] = {N_("not turned"), N_("turned a quarter right"),
                                          N_("turned half round"), N_("turned a quarter left")};

static void names_of(const ui_app *a, const char *names[METRO_MAX_PLAYERS])
{
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = a->game->seat[p].name;
}

/* The move as the log says it, with the points always named: a lay that
 * closes no line says so, so a listener never waits for a number. */
static int move_words(const ui_app *a, const ui_say *ev, char *out, size_t n)
{
    const char *names[METRO_MAX_PLAYERS];
    names_of(a, names);
    char log[UI_LOG_LINE];
    ui_log_words(ev->before, &a->game->state, ev->move, names, log, sizeof log);
    int closed = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++)
        closed += ev->before->line[i].status != METRO_LINE_DONE &&
                  a->game->state.line[i].status == METRO_LINE_DONE;
    if (closed || ev->move->kind != METRO_MOVE_LAY) return snprintf(out, n, "%s.", log);
    /* TRANSLATORS: a move in the log's words ("Ada lays a tile on C4"), when it closed no line */
    return snprintf(out, n, _("%s: no line complete, 0 points."), log);
}

/* The tile in hand: which of the hand, its tracks, how it is turned. */
static int tile_words(const ui_app *a, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int tile = ui_current_tile(a);
    if (tile < 0) return n ? (out[0] = 0) : 0;
    char tracks[256];
    ui_speech_tile_words(tile, tracks, sizeof tracks);
    size_t done = 0, *at = &done;
    if (s->drawn != METRO_NO_TILE)
        UI_SAY_APPEND(_("Drawn tile: %s"), tracks);
    else if (s->hand_size > 1)
        UI_SAY_APPEND(_("Tile %d of %d: %s"), a->ui.sel + 1, (int)s->hand_size, tracks);
    else
        UI_SAY_APPEND(_("Your tile: %s"), tracks);
    if (s->cfg.free_orientation) UI_SAY_APPEND(", %s", _(turn_words[a->ui.rot & 3]));
    UI_SAY_APPEND(".");
    return (int)(done < n ? done : n ? n - 1 : 0);
}

/* A module's choice: each move it allows now, in its screen's words. */
static int prompt_words(const ui_app *a, char *out, size_t n)
{
    static metro_move moves[METRO_MAX_MOVES]; /* large: not on the stack */
    const metro_state *s = &a->game->state;
    int count = metro_legal_moves(s, moves), said = 0;
    size_t done = 0, *at = &done;
    UI_SAY_APPEND("%s", _("Choose:"));
    for (int i = 0; i < count && said < 12; i++) {
        if (moves[i].kind != METRO_MOVE_MODULE) continue;
        char words[160];
        ui_modules_move_words(s, &moves[i], UI_MOVE_ASKED, words, sizeof words);
        UI_SAY_APPEND("%s %s", said++ ? ";" : "", words);
    }
    UI_SAY_APPEND(".");
    return said ? (int)(done < n ? done : n ? n - 1 : 0) : (n ? (out[0] = 0) : 0);
}

int ui_speech_secret_words(const ui_app *a, int seat, char *out, size_t n)
{
    if (!ui_may_act(a) || seat < 0 || ui_private_seat(a) != seat) return n ? (out[0] = 0) : 0;
    return ui_modules_secret_words(a, seat, out, n);
}

/* Whose turn, the tile, a choice; the seat's secrets when they are new to
 * it (its first turn, a swap, points or chips since): F5 says them again. */
static int turn_words_of(const ui_app *a, int seat, bool secrets_too, char *out, size_t n)
{
    char tile[400] = "", prompt[600] = "", secrets[600] = "";
    tile_words(a, tile, sizeof tile);
    if (a->game->state.pending) prompt_words(a, prompt, sizeof prompt);
    if (secrets_too) ui_speech_secret_words(a, seat, secrets, sizeof secrets);
    /* TRANSLATORS: a player's name, then the tile in hand or a choice to make */
    int k = snprintf(out, n, _("%s, your turn. %s%s"), a->game->seat[seat].name, tile, prompt);
    if (secrets[0] && k >= 0 && (size_t)k < n)
        k += snprintf(out + k, n - (size_t)k, " %s", secrets);
    return k;
}

/* F5: the scores, and to the seat whose hand is shown its own secrets. */
static int scores_words(const ui_app *a, char *out, size_t n)
{
    char secrets[600];
    int k = ui_speech_scores(a, out, n);
    if (ui_speech_secret_words(a, a->game->state.current, secrets, sizeof secrets) && k >= 0 &&
        (size_t)k < n)
        k += snprintf(out + k, n - (size_t)k, " %s", secrets);
    return k;
}

/* The final scores, best first. */
static int results_words(const ui_app *a, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int score[METRO_MAX_PLAYERS], order[METRO_MAX_PLAYERS], players = s->cfg.players;
    metro_final_scores(s, score);
    for (int p = 0; p < players; p++) order[p] = p;
    for (int i = 1; i < players; i++) /* insertion sort: six seats at most */
        for (int j = i; j > 0 && score[order[j]] > score[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
    size_t done = 0, *at = &done;
    UI_SAY_APPEND("%s", _("Game over."));
    for (int i = 0; i < players; i++) {
        int p = order[i];
        const char *points = ui_trn("%s: %d point.", "%s: %d points.", score[p]);
        if (!points) continue; /* never: gcc's sanitizer builds cannot tell */
        UI_SAY_APPEND(" ");
        UI_SAY_APPEND(points, a->game->seat[p].name, score[p]);
    }
    return (int)(done < n ? done : n ? n - 1 : 0);
}

/* The newest hint of the log (ui_log_hint): the asker's own words. */
static int hint_words(const ui_app *a, char *out, size_t n)
{
    for (int i = a->ui.n_log - 1; i >= 0; i--)
        if (a->ui.log_hints >> i & 1u) return snprintf(out, n, "%s", a->ui.log[i]);
    return n ? (out[0] = 0) : 0;
}

int ui_speech_words(const ui_app *a, const ui_say *ev, char *out, size_t n)
{
    const char *name =
        ev->seat >= 0 && ev->seat < METRO_MAX_PLAYERS ? a->game->seat[ev->seat].name : "";
    switch (ev->kind) {
    case UI_SAY_MOVE:
        return move_words(a, ev, out, n);
    case UI_SAY_TURN:
        return turn_words_of(a, ev->seat, ev->sq == 1, out, n);
    case UI_SAY_GATE:
        return snprintf(out, n, _("Pass the screen to %s. %s, press Enter to see your tiles."),
                        name, name);
    case UI_SAY_END_TURN:
        return snprintf(out, n, "%s", _("Your move is made. Press Enter to end your turn."));
    case UI_SAY_TILE:
        return tile_words(a, out, n);
    case UI_SAY_PROMPT:
        return prompt_words(a, out, n);
    case UI_SAY_SQUARE:
        return ui_speech_square(a, ev->sq, out, n);
    case UI_SAY_BOARD:
        return ui_speech_board(a, out, n);
    case UI_SAY_SCORES:
        return scores_words(a, out, n);
    case UI_SAY_RESULTS:
        return results_words(a, out, n);
    case UI_SAY_NOTICE:
        return snprintf(out, n, "%s", a->ui.notice);
    case UI_SAY_FOCUS:
        return ui_speech_focus_words(a, out, n);
    case UI_SAY_HINT:
        return hint_words(a, out, n);
    case UI_SAY_SWITCH:
        return snprintf(out, n, "%s",
                        ev->seat ? _("Speech on. F3 describes the board, F4 repeats, F5 scores.")
                                 : _("Speech off."));
    }
    return n ? (out[0] = 0) : 0;
}
