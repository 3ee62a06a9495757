/* The board in words: the square under the keyboard cursor (what is on it,
 * the lines waiting there, what a lay there would score and for whom), the
 * open lines (F3) and the scores (F5). Public things only: the tile a lay
 * would use is the hand's, said only while that hand is shown. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "speech/speech_words.h"

/* The sides of a square, clockwise from the top (enum metro_side). */
static const char *const side_words[4] = {N_("top side"), N_("right side"), N_("bottom side"),
                                          N_("left side")};

/* A track entering by side `in` (row) and leaving by side `out` (column),
 * sides clockwise from the top. */
static const char *const track_words[4][4] = {
    {N_("top back to top"), N_("top to right"), N_("top to bottom"), N_("top to left")},
    {N_("right to top"), N_("right back to right"), N_("right to bottom"), N_("right to left")},
    {N_("bottom to top"), N_("bottom to right"), N_("bottom back to bottom"), N_("bottom to left")},
    {N_("left to top"), N_("left to right"), N_("left to bottom"), N_("left back to left")},
};

int ui_speech_tile_words(int tile, char *out, size_t n)
{
    size_t done = 0, *at = &done;
    if (n) out[0] = 0;
    for (int side = 0; side < 4; side++)
        UI_SAY_APPEND("%s%s", side ? ", " : "", _(track_words[side][metro_tile_exit(tile, side)]));
    return (int)(done < n ? done : n ? n - 1 : 0);
}

#define RETURN_DONE return (int)(done < n ? done : n ? n - 1 : 0)

static void names_of(const ui_app *a, const char *names[METRO_MAX_PLAYERS])
{
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = a->game->seat[p].name;
}

/* "Ada 3 points, the teal company 2 points", or "" when nobody scores. */
static void gains_words(const ui_app *a, const int gains[METRO_MAX_ACCOUNTS], char *out, size_t n)
{
    const char *names[METRO_MAX_PLAYERS];
    names_of(a, names);
    size_t done = 0, *at = &done;
    out[0] = 0;
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) {
        if (!gains[k]) continue;
        char who[96];
        ui_owner_words(k, names, who, sizeof who);
        UI_SAY_APPEND("%s", done ? ", " : "");
        UI_SAY_APPEND(ui_trn("%s %d point", "%s %d points", gains[k]), who, gains[k]);
    }
}

/* A lay of the tile in hand on sq: legal, and then what it scores. */
static void lay_words(const ui_app *a, int sq, int tile, char *out, size_t n, size_t *at)
{
    const metro_state *s = &a->game->state;
    metro_state after = *s; /* a plain value: the engine plays it on the copy */
    metro_move m = {.kind = METRO_MOVE_LAY,
                    .tile = (uint8_t)tile,
                    .sq = (uint8_t)sq,
                    .from = (uint8_t)(s->drawn != METRO_NO_TILE ? METRO_FROM_DRAWN : a->ui.sel)};
    int err = metro_apply(&after, &m);
    if (err != METRO_OK) {
        int why = metro_lay_error(s, tile, sq);
        UI_SAY_APPEND(_(" Not here: %s."), _(metro_error_text(why ? why : err)));
        return;
    }
    int gains[METRO_MAX_ACCOUNTS];
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) gains[k] = after.score[k] - s->score[k];
    char who[400];
    gains_words(a, gains, who, sizeof who);
    if (who[0])
        UI_SAY_APPEND(_(" Laying here scores: %s."), who);
    else
        UI_SAY_APPEND("%s", _(" Laying here scores nothing yet."));
}

/* What the modules show on sq (a tourist, a sight's field), as their hover
 * bubble says it over the square's centre in the last frame. */
static void module_words(const ui_app *a, int sq, char *out, size_t n, size_t *at)
{
    const ui_layout *l = &a->lay;
    char words[200];
    if (ui_speech_module_words(a, l->bx + ((float)metro_col(sq) + 0.5f) * l->ts,
                               l->by + ((float)metro_row(sq) + 0.5f) * l->ts, words, sizeof words))
        UI_SAY_APPEND(" %s", words);
}

int ui_speech_square(const ui_app *a, int sq, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    const char *names[METRO_MAX_PLAYERS];
    names_of(a, names);
    char name[4], words[256];
    metro_square_name(sq, name);
    size_t done = 0, *at = &done;
    if (metro_is_centre(sq) && s->cell[sq] == METRO_NO_TILE) {
        UI_SAY_APPEND(_("%s: the central station."), name);
        RETURN_DONE;
    }
    if (s->cell[sq] != METRO_NO_TILE) {
        ui_speech_tile_words(s->cell[sq], words, sizeof words);
        UI_SAY_APPEND(_("%s: a tile, %s."), name, words);
        module_words(a, sq, out, n, at);
        RETURN_DONE;
    }
    UI_SAY_APPEND(_("%s: empty."), name);
    module_words(a, sq, out, n, at);
    for (int side = 0; side < 4; side++) {
        int id = s->wait[sq][side];
        if (id == METRO_NO_LINE || s->line[id].owner < 0) continue;
        ui_line_name(s, id, names, words, sizeof words);
        /* TRANSLATORS: a line ("Ada's line from 12"), then a side ("left side") */
        UI_SAY_APPEND(_(" %s waits here, %s."), words, _(side_words[side]));
    }
    int tile = ui_current_tile(a); /* -1 unless the hand is shown */
    if (tile >= 0) lay_words(a, sq, tile, out, n, at);
    RETURN_DONE;
}

int ui_speech_board(const ui_app *a, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    const char *names[METRO_MAX_PLAYERS];
    names_of(a, names);
    size_t done = 0, *at = &done;
    int left = s->tiles_total - s->tiles_laid, open = 0;
    UI_SAY_APPEND(ui_trn("%d tile laid, %d to go.", "%d tiles laid, %d to go.", s->tiles_laid),
                  (int)s->tiles_laid, left);
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *ln = &s->line[id];
        if (ln->status != METRO_LINE_OPEN || ln->entries == 0 || ln->owner < 0) continue;
        char line[160], sq[4];
        ui_line_name(s, id, names, line, sizeof line);
        metro_square_name(ln->head_sq, sq);
        UI_SAY_APPEND(" ");
        /* TRANSLATORS: a line ("Ada's line from 12"), a square, a side, its worth */
        UI_SAY_APPEND(ui_trn("%s waits at %s, %s, worth %d point.",
                             "%s waits at %s, %s, worth %d points.", ln->entries),
                      line, sq, _(side_words[ln->head_side & 3]), (int)ln->entries);
        open++;
    }
    if (!open) UI_SAY_APPEND(" %s", _("No open line has a tile yet."));
    RETURN_DONE;
}

int ui_speech_scores(const ui_app *a, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    const char *names[METRO_MAX_PLAYERS];
    names_of(a, names);
    size_t done = 0, *at = &done;
    UI_SAY_APPEND("%s", _("Scores:"));
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) {
        if (k >= s->cfg.players && (k < METRO_ACCOUNT_COMPANY0 || !s->score[k])) continue;
        char who[96];
        ui_owner_words(k, names, who, sizeof who);
        UI_SAY_APPEND(" ");
        UI_SAY_APPEND(ui_trn("%s %d point.", "%s %d points.", s->score[k]), who, (int)s->score[k]);
    }
    if (!metro_over(s)) {
        UI_SAY_APPEND(" ");
        UI_SAY_APPEND(_("%s to move."), names[ui_turn_seat_shown(a)]);
    }
    RETURN_DONE;
}
