/* The first lesson (tutorial.h): the steps' boards, what each waits for,
 * the hints after a wrong action, and putting the game in progress aside. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/ai.h"
#include "lesson/tutorial.h"

/* The lesson's deal: only the deck's order (the drawing step's tile) comes
 * from it; the boards and hand tiles are the steps' own. */
enum { LESSON_SEED = 2027 };

/* A step: its title, the board it starts from (tiles laid in turn, "RC:tile"
 * with row and column digits), the learner's hand tile, the square to lay
 * on (RC, -1: any legal one), the station to point at and the square it
 * warns of (-1 none). Each board grows from the one before, so the lesson
 * reads as one game. */
typedef struct step {
    const char *title;
    const char *board;
    const char *hand;
    int target, station, bad;
    bool suggested; /* the target is a suggestion: any legal square will do */
} step;

#define BOARD_2 "72:aaaa 62:aaaa 52:aaaa 75:aaaa 65:aaaa"
#define BOARD_3 BOARD_2 " 42:bcbc 41:aaaa"
#define BOARD_4 BOARD_3 " 40:aacb 74:aaaa 64:aaaa"
#define BOARD_5 BOARD_4 " 54:aaaa"
#define BOARD_6 BOARD_5 " 01:cbaa"

static const step steps[UI_TUTOR_STEPS] = {
    {N_("Lay a tile"), "", "aaaa", 72, 19, -1, false},
    {N_("Follow a line"), BOARD_2, "aaaa", -1, 19, -1, false},
    {N_("Complete a line"), BOARD_3, "aacb", 40, 19, -1, false},
    {N_("The centre doubles"), BOARD_4, "aaaa", 54, 21, -1, false},
    {N_("No one-tile lines"), BOARD_5, "cbaa", 1, 8, 0, true},
    {N_("Draw from the deck"), BOARD_6, "aaaa", -1, 0, -1, false},
};

/* The step's station of the corner it warns of (step 5): the line of the
 * top station turns into the left one. */
enum { STEP3_END = 13, STEP5_INTO = 9 };

/* The gentle hints after a wrong action; HINT_RULE + an engine error
 * says the rule the lay broke. */
enum {
    HINT_NONE,
    HINT_SQUARE,     /* not the highlighted square */
    HINT_POINT,      /* a tile laid while the step asks to point */
    HINT_ONE_TILE,   /* the corner step 5 warns of */
    HINT_DRAW_FIRST, /* the hand tile, while step 6 asks to draw */
    HINT_DONE,       /* anything after the step is done */
    HINT_BUTTONS,    /* undo, the menu, a hint: not in the lesson */
    HINT_RULE = 100,
};

/* What is put aside while the lesson uses the board. */
struct ui_tutor_keep {
    metro_game game;
    char log[UI_LOG][UI_LOG_LINE];
    int n_log;
    unsigned log_hints;
    bool game_live, unsaved, stats_counted;
};

static int rc_square(int rc)
{
    return rc < 0 ? -1 : metro_sq(rc / 10, rc % 10);
}

/* Lays the board's tiles in turn, each from the hand of the seat to move. */
static void lay_board(metro_state *s, const char *board)
{
    for (const char *p = board; *p;) {
        int rc;
        char letters[5];
        int used = 0;
        if (sscanf(p, "%d:%4s%n", &rc, letters, &used) != 2) break;
        p += used;
        while (*p == ' ') p++;
        int tile = metro_tile_from_letters(letters);
        s->hand[s->current][0] = (uint8_t)tile;
        metro_move m = {METRO_MOVE_LAY, (uint8_t)tile, (uint8_t)rc_square(rc), 0, 0, 0, 0, 0};
        if (metro_apply(s, &m))
            fprintf(stderr, "metro: lesson board: %d:%s refused\n", rc, letters);
    }
}

void ui_tutorial_goto(ui_app *a, int n)
{
    if (n < 1 || n > UI_TUTOR_STEPS) return;
    const step *st = &steps[n - 1];
    metro_config cfg;
    metro_config_default(&cfg, 2);
    cfg.seed = LESSON_SEED;
    char err[200];
    metro_game *g = a->game;
    if (metro_game_new(g, &cfg, err, sizeof err)) return;
    /* the learner under their set-up name, the other seat a fixed one */
    const char *name = a->ui.setup.name[0];
    if (name[0])
        snprintf(g->seat[0].name, METRO_NAME_LEN, "%s", name);
    else
        snprintf(g->seat[0].name, METRO_NAME_LEN, _("Player %d"), 1);
    snprintf(g->seat[1].name, METRO_NAME_LEN, "%s", strcmp(name, "Ada") ? "Ada" : "Ben");
    snprintf(g->seat[0].controller, METRO_CONTROLLER_LEN, "%s", "human");
    /* a computer seat that never moves: every step ends on the learner's turn */
    snprintf(g->seat[1].controller, METRO_CONTROLLER_LEN, "%s",
             metro_ai_count() ? metro_ai_get(0)->name : "human");
    metro_state *s = &g->state;
    lay_board(s, st->board);
    s->current = 0, s->drawn = METRO_NO_TILE;
    s->hand[0][0] = (uint8_t)metro_tile_from_letters(st->hand);
    g->initial = *s; /* the prepared board is where this step's record starts */
    g->n_moves = g->cursor = 0;
    a->ui.tutor = (ui_tutor){.step = n};
    a->ui.screen = UI_PLAY, a->ui.overlay = UI_OV_NONE;
    a->ui.n_log = a->n_anim = 0;
    a->ui.sel = 0, a->ui.rot = 0, a->ui.revealed = false;
    a->ui.pointer.hover_sq = -1, a->ui.pointer.keyboard = false;
    a->ui.pointer.cursor_sq = rc_square(st->target >= 0 ? st->target : 0);
    ui_log(a, _("First lesson, step %d: %s"), n, _(st->title));
    ui_after_state_change(a);
}

void ui_tutorial_start(ui_app *a)
{
    if (a->tutor_keep || ui_online_active(a)) return; /* online moves would go to the host */
    struct ui_tutor_keep *k = malloc(sizeof *k);
    if (!k) {
        snprintf(a->ui.notice, sizeof a->ui.notice, "%s", _("Out of memory"));
        a->ui.notice_until = a->now + 3000;
        return;
    }
    k->game = *a->game;
    memcpy(k->log, a->ui.log, sizeof k->log);
    k->n_log = a->ui.n_log, k->log_hints = a->ui.log_hints;
    k->game_live = a->game_live;
    k->unsaved = a->autosaved_gen != a->game_gen; /* a failed write: tried again later */
    k->stats_counted = a->ui.stats_counted;
    a->tutor_keep = k;
    a->ui.stats_counted = true; /* belt and braces: a lesson never reaches the statistics */
    ui_tutorial_goto(a, 1);
}

void ui_tutorial_leave(ui_app *a)
{
    struct ui_tutor_keep *k = a->tutor_keep;
    if (!a->ui.tutor.step) return;
    a->ui.tutor = (ui_tutor){0};
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
    if (!k) return;
    *a->game = k->game;
    memcpy(a->ui.log, k->log, sizeof k->log);
    a->ui.n_log = k->n_log, a->ui.log_hints = k->log_hints;
    a->n_anim = 0;
    a->ui.stats_counted = k->stats_counted;
    a->ui.pointer.hover_sq = -1, a->ui.hover_line = -1;
    ui_after_state_change(a);
    /* the game is back as it was on disk: no autosave for it unless one was
     * owed (the blank game behind a fresh set-up screen is never written) */
    a->autosaved_gen = k->unsaved ? a->game_gen - 1 : a->game_gen;
    a->game_live = k->game_live;
    free(k);
    a->tutor_keep = NULL;
}

void ui_tutorial_action(ui_app *a, int action)
{
    int n = a->ui.tutor.step;
    if (action == UI_ACT_TUTOR_START) {
        ui_tutorial_start(a);
    } else if (action == UI_ACT_TUTOR_BACK && n > 1) {
        ui_tutorial_goto(a, n - 1);
    } else if (action == UI_ACT_TUTOR_NEXT && n && a->ui.tutor.done) {
        if (n < UI_TUTOR_STEPS) {
            ui_tutorial_goto(a, n + 1);
            return;
        }
        ui_tutorial_leave(a);
        snprintf(a->ui.notice, sizeof a->ui.notice, "%s", _("Lesson complete: have a good game!"));
        a->ui.notice_until = a->now + 4000;
    } else if (action == UI_ACT_TUTOR_LEAVE) {
        ui_tutorial_leave(a);
    }
}

/* The game's buttons and keys the lesson has no use for. */
static bool lesson_refuses(int action)
{
    switch (action) {
    case UI_ACT_UNDO:
    case UI_ACT_REDO:
    case UI_ACT_HINT:
    case UI_ACT_MENU:
    case UI_ACT_MENU_ITEM:
    case UI_ACT_PLAY_AGAIN:
    case UI_ACT_NEW_SETUP:
    case UI_ACT_RESUME:
    case UI_ACT_START:
        return true;
    default:
        return false;
    }
}

bool ui_tutorial_refuses(ui_app *a, int action)
{
    if (!lesson_refuses(action)) return false;
    a->ui.tutor.hint = HINT_BUTTONS;
    return true;
}

bool ui_tutorial_offers(const ui_app *a, int action)
{
    const ui_tutor *t = &a->ui.tutor;
    if (!t->step) return true;
    if (action == UI_ACT_DRAW) return t->step == UI_TUTOR_STEPS && !t->done && !t->drawn;
    return !lesson_refuses(action);
}

bool ui_tutorial_lay(ui_app *a, int sq, int tile)
{
    ui_tutor *t = &a->ui.tutor;
    const step *st = &steps[t->step - 1];
    const metro_state *s = &a->game->state;
    int err = metro_lay_error(s, tile, sq);
    if (t->done)
        t->hint = HINT_DONE;
    else if (t->step == 2)
        t->hint = HINT_POINT;
    else if (t->step == 6 && !t->drawn)
        t->hint = HINT_DRAW_FIRST;
    else if (sq == rc_square(st->bad))
        t->hint = HINT_ONE_TILE;
    else if (st->target >= 0 && !st->suggested && sq != rc_square(st->target))
        t->hint = HINT_SQUARE;
    else if (err)
        t->hint = HINT_RULE + err;
    else
        return true;
    return false;
}

bool ui_tutorial_draw(ui_app *a)
{
    ui_tutor *t = &a->ui.tutor;
    if (t->step == 6 && !t->done) return true;
    t->hint = t->done ? HINT_DONE : HINT_BUTTONS;
    return false;
}

/* Points the lay just made scored for the learner (lines completed by it). */
static int points_now(const metro_state *s)
{
    int pts = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++)
        if (s->line[i].status == METRO_LINE_DONE && s->line[i].last_lay == s->tiles_laid &&
            s->line[i].owner == 0)
            pts += s->line[i].points;
    return pts;
}

void ui_tutorial_moved(ui_app *a, const metro_move *m)
{
    ui_tutor *t = &a->ui.tutor;
    t->hint = HINT_NONE;
    if (m->kind == METRO_MOVE_DRAW) {
        t->drawn = true;
        return;
    }
    t->done = true;
    t->points = points_now(&a->game->state);
    /* the other seat never moves in the lesson: the learner's turn again,
     * so no computer seat starts thinking */
    a->game->state.current = 0;
    /* and no new tile in hand: the board would show where it may go, as
     * if the step asked for another lay. A drawn tile's lay (step 6) keeps
     * the hand tile, as the step says; ui_current_tile offers it nowhere. */
    if (m->from != METRO_FROM_DRAWN) a->game->state.hand[0][0] = METRO_NO_TILE;
    ui_after_state_change(a);
}

void ui_tutorial_hovered(ui_app *a)
{
    ui_tutor *t = &a->ui.tutor;
    if (t->step == 2 && !t->done && a->ui.hover_line == steps[1].station - 1)
        t->done = true, t->hint = HINT_NONE;
}

static void hint_words(const ui_app *a, const step *st, char *out, size_t n)
{
    int h = a->ui.tutor.hint;
    char sq[4] = "";
    if (st->target >= 0) metro_square_name(rc_square(st->target), sq);
    if (h >= HINT_RULE) {
        snprintf(out, n, "%s", _(metro_error_text(h - HINT_RULE)));
    } else if (h == HINT_SQUARE) {
        snprintf(out, n, _("Not there: lay your tile on the highlighted square %s."), sq);
    } else if (h == HINT_POINT) {
        snprintf(out, n, _("No tile this time: point at station %d with the mouse."), st->station);
    } else if (h == HINT_ONE_TILE) {
        char bad[4];
        metro_square_name(rc_square(st->bad), bad);
        snprintf(out, n,
                 _("Refused: on %s the tile would make a one-tile line. Try another square."), bad);
    } else if (h == HINT_DRAW_FIRST) {
        snprintf(out, n, "%s", _("This time draw first: press Draw (D)."));
    } else if (h == HINT_DONE) {
        snprintf(out, n, "%s",
                 a->ui.tutor.step == UI_TUTOR_STEPS ? _("This step is done: press Finish.")
                                                    : _("This step is done: press Next."));
    } else if (h == HINT_BUTTONS) {
        snprintf(out, n, "%s",
                 _("In the lesson, use its buttons: Previous, Next or Leave the lesson."));
    } else {
        out[0] = '\0';
    }
}

/* The step's instruction, or what the learner saw once it is done. */
/* Steps 1 to 3: a lay, a line followed, a line completed; sq the target. */
static void first_words(const ui_app *a, const step *st, const char *sq, char *out, size_t n)
{
    const ui_tutor *t = &a->ui.tutor;
    switch (t->step) {
    case 1:
        if (t->done)
            snprintf(out, n, _("Well done! The line of your station %d now runs into the board."),
                     st->station);
        else
            snprintf(out, n,
                     _("Your tile is in your hand, on the right. Click the highlighted square %s "
                       "to lay it there. A tile goes on the border or next to a tile already "
                       "laid."),
                     sq);
        break;
    case 2: {
        int tiles = a->game->state.line[st->station - 1].entries;
        if (t->done)
            snprintf(out, n,
                     ui_trn("This line runs through %d tile so far. When it reaches a station "
                            "or the centre it is complete and scores 1 point per tile.",
                            "This line runs through %d tiles so far. When it reaches a station "
                            "or the centre it is complete and scores 1 point per tile.",
                            tiles),
                     tiles);
        else
            snprintf(out, n,
                     _("Every station round the board starts a line; the yellow ones are "
                       "yours. Point at station %d below the board: its line lights up."),
                     st->station);
        break;
    }
    case 3:
        if (t->done)
            snprintf(out, n,
                     ui_trn("Complete! The line scores %d point, one per tile it runs through.",
                            "Complete! The line scores %d points, one per tile it runs through.",
                            t->points),
                     t->points);
        else
            snprintf(out, n,
                     _("Your line from station %d waits at %s. Lay your tile there: the line "
                       "reaches station %d and is complete."),
                     st->station, sq, STEP3_END);
        break;
    default:
        break;
    }
}

/* Steps 4 on: the centre, the one-tile line, drawing; other the square
 * where the tile may not go. */
static void later_words(const ui_app *a, const step *st, const char *sq, const char *other,
                        char *out, size_t n)
{
    const ui_tutor *t = &a->ui.tutor;
    switch (t->step) {
    case 4:
        if (t->done)
            snprintf(out, n,
                     ui_trn("Into the centre: %d point, twice the tiles of the line.",
                            "Into the centre: %d points, twice the tiles of the line.", t->points),
                     t->points);
        else
            snprintf(out, n,
                     _("A line that ends at the central station scores double. Lay your tile "
                       "on %s: the line of station %d runs into the centre."),
                     sq, st->station);
        break;
    case 5:
        if (t->done)
            snprintf(out, n, "%s",
                     _("Only a tile that cannot go anywhere else may make a one-tile line."));
        else
            snprintf(out, n,
                     _("On the corner %s this tile would turn the line of station %d straight "
                       "into station %d: a line one tile long. That is not allowed while the "
                       "tile fits anywhere else. Lay it on another square, %s for example."),
                     other, st->station, STEP5_INTO, sq);
        break;
    default:
        if (t->done)
            snprintf(out, n, "%s",
                     _("That is the whole game: lay tiles, complete lines, score. Press Finish "
                       "to go back to the set-up."));
        else if (t->drawn)
            snprintf(out, n, "%s",
                     _("A drawn tile must be laid at once; your hand tile stays in your hand. "
                       "Lay it on any square where it shows green."));
        else
            snprintf(out, n, "%s",
                     _("Instead of your hand tile you may draw one from the deck. Press "
                       "Draw (D)."));
        break;
    }
}

static void body_words(const ui_app *a, const step *st, char *out, size_t n)
{
    char sq[4] = "", other[4] = "";
    if (st->target >= 0) metro_square_name(rc_square(st->target), sq);
    if (st->bad >= 0) metro_square_name(rc_square(st->bad), other);
    if (a->ui.tutor.step <= 3)
        first_words(a, st, sq, out, n);
    else
        later_words(a, st, sq, other, out, n);
}

void ui_tutorial_words(const ui_app *a, ui_tutor_words *w)
{
    const ui_tutor *t = &a->ui.tutor;
    memset(w, 0, sizeof *w);
    w->mark_sq = w->bad_sq = -1;
    if (t->step < 1 || t->step > UI_TUTOR_STEPS) return;
    const step *st = &steps[t->step - 1];
    /* TRANSLATORS: the lesson box's title ("Step 3 of 6: Complete a line") */
    snprintf(w->title, sizeof w->title, _("Step %d of %d: %s"), t->step, UI_TUTOR_STEPS,
             _(st->title));
    body_words(a, st, w->body, sizeof w->body);
    hint_words(a, st, w->hint, sizeof w->hint);
    if (!t->done) {
        w->mark_sq = rc_square(st->target);
        w->bad_sq = rc_square(st->bad);
        if (t->step == 2) w->mark_station = st->station;
    }
}
