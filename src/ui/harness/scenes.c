/* Fixed, deterministic scenes for screenshots, visual tests and the benchmark. */
#include <stdio.h>
#include <string.h>

#include "core/focus.h"
#include "core/scroll.h"
#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "harness/scene_kit.h"
#include "harness/scenes.h"
#include "harness/scenes_history.h"
#include "harness/scenes_palette.h"
#include "harness/scenes_online.h"
#include "harness/scenes_tutorial.h"

/* Square where the current tile breaks only rule 4 (the interesting red ghost),
 * else any illegal candidate-free empty square. */
static int illegal_square(const metro_state *s, int tile)
{
    uint64_t legal = metro_lay_squares(s, tile), cand = metro_candidate_squares(s);
    int fallback = -1;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (metro_is_centre(sq) || s->cell[sq] != METRO_NO_TILE || (legal >> sq & 1)) continue;
        if ((cand >> sq & 1) && metro_lay_error(s, tile, sq) == METRO_ERR_ONE_TILE) return sq;
        if (fallback < 0) fallback = sq;
    }
    return fallback;
}

static int first_legal(const metro_state *s, int tile, int skip)
{
    uint64_t legal = metro_lay_squares(s, tile);
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1 && skip-- <= 0) return sq;
    return -1;
}

static bool hover_illegal(ui_app *a)
{
    ui_setup s;
    for (uint64_t seed = 3; seed < 40; seed++) { /* first deal with a rule-4 square */
        ui_scene_setup_struct(&s, 4, false, seed);
        ui_start_game(a, &s);
        ui_scene_play(a, 14, seed * 7 + 1, 0, false, false);
        while (!ui_seat_human(a, a->game->state.current))
            ui_scene_play(a, 1, seed, 0, false, false);
        int tile = ui_current_tile(a), sq = tile >= 0 ? illegal_square(&a->game->state, tile) : -1;
        if (sq >= 0 && metro_lay_error(&a->game->state, tile, sq) == METRO_ERR_ONE_TILE) {
            ui_scene_hover(a, sq);
            return true;
        }
    }
    return false;
}

static bool setup(ui_app *a)
{
    ui_scene_setup_screen(a);
    return true;
}

/* Keyboard only: Tab reached the seed field after Random was turned off,
 * Ctrl+A selected its text (typing replaces it); the ring is around it. */
static bool setup_keyboard_focus(ui_app *a)
{
    ui_scene_setup_screen(a);
    a->ui.setup.random_seed = false;
    snprintf(a->ui.seed_text, sizeof a->ui.seed_text, "%s", "20261127");
    a->ui.focus = UI_FOCUS_SEED, a->ui.text_all = true;
    ui_focus_set(a, UI_ACT_SEED, 0);
    return true;
}

/* The statistics dialog over the set-up screen, with games against three
 * levels, two modules and solo games (names and ids from the registries). */
static bool statistics_dialog(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_stats *st = &a->ui.stats;
    memset(st, 0, sizeof *st);
    st->games = (ui_stats_count){23, 11};
    for (int i = 0; i < 3 && i < metro_ai_count(); i++) {
        snprintf(st->level[i], UI_STATS_NAME, "%s", metro_ai_get(metro_ai_count() - 1 - i)->name);
        st->vs_level[i] = (ui_stats_count){9 - 2 * i, 2 + i};
        st->n_levels++;
    }
    st->module[1] = (ui_stats_count){6, 2}, st->module[2] = (ui_stats_count){1, 1};
    st->solo_games = 4, st->solo_best = 37;
    a->ui.overlay = UI_OV_STATS;
    return true;
}

static bool empty_board_4p(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 4, false, 7);
    ui_start_game(a, &s);
    return true;
}

static bool midgame_4p(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 4, false, 42);
    ui_start_game(a, &s);
    ui_scene_play(a, 40, 4242, 0, false, false);
    while (!ui_seat_human(a, a->game->state.current)) ui_scene_play(a, 1, 99, 0, false, false);
    int sq = first_legal(&a->game->state, ui_current_tile(a), 2);
    if (sq >= 0) ui_scene_hover(a, sq);
    return true;
}

/* H pressed: while the hint is worked out the panel says so, not "Ada is
 * thinking…" as if a computer seat were to move. */
static bool hint_thinking(ui_app *a)
{
    midgame_4p(a);
    a->ui.ai_busy = true, a->ui.pointer.hover_sq = -1;
    return true;
}

/* Only the human's lines in colour (the menu's "only mine"). */
static bool lines_only_mine(ui_app *a)
{
    midgame_4p(a);
    a->ui.setup.line_colours = UI_LINES_MINE;
    return true;
}

/* Points per account that laying `tile` on `sq` brings now. */
static int lay_gains(const ui_app *a, int sq, int tile, int *owners)
{
    const metro_state *s = &a->game->state;
    metro_state after = *s;
    metro_move m = {.kind = METRO_MOVE_LAY, .tile = (uint8_t)tile, .sq = (uint8_t)sq};
    m.from = (uint8_t)(s->drawn != METRO_NO_TILE ? METRO_FROM_DRAWN : a->ui.sel);
    int total = 0;
    *owners = 0;
    if (metro_apply(&after, &m)) return 0;
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) {
        total += after.score[k] - s->score[k];
        *owners += after.score[k] != s->score[k];
    }
    return total;
}

/* The pointer over a legal square where the lay scores, for two owners if
 * any square does: the score preview under the ghost. */
static bool score_preview(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 4, false, 42);
    ui_start_game(a, &s);
    ui_scene_play(a, 44, 4242, 0, false, false);
    while (!ui_seat_human(a, a->game->state.current)) ui_scene_play(a, 1, 99, 0, false, false);
    int tile = ui_current_tile(a), best = -1, best_owners = 0;
    uint64_t legal = metro_lay_squares(&a->game->state, tile);
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        int owners;
        if (!(legal >> sq & 1) || !lay_gains(a, sq, tile, &owners)) continue;
        if (owners > best_owners) best = sq, best_owners = owners;
    }
    if (best < 0) return false;
    ui_scene_hover(a, best);
    return true;
}

/* Two human seats twelve tiles in, with an overlay on top. */
static void two_humans(ui_app *a, int overlay)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 2, false, 9);
    snprintf(s.controller[1], METRO_CONTROLLER_LEN, "%s", "human");
    ui_start_game(a, &s);
    ui_scene_play(a, 12, 99, 0, false, false);
    a->ui.overlay = overlay;
}

static bool rules_help(ui_app *a)
{
    two_humans(a, UI_OV_HELP);
    return true;
}

/* F1 in German: at 800x500 its words (11 px at least) scroll. */
static bool rules_help_de(ui_app *a)
{
    return ui_scene_language(a, "de") && rules_help(a);
}

static bool hotseat_privacy(ui_app *a)
{
    two_humans(a, UI_OV_PRIVACY);
    return true;
}

/* Confirm each turn: Ada has laid (the board frames her tile) and her turn
 * waits for End turn; nothing of Ben's shows yet (his gate comes after). */
static bool hotseat_end_turn(ui_app *a)
{
    two_humans(a, UI_OV_NONE);
    const metro_state *s = &a->game->state;
    a->ui.revealed = true, a->ui.revealed_turn = s->turn; /* "I am …" pressed */
    ui_turn_track(a);
    int sq = first_legal(s, ui_current_tile(a), 0);
    metro_move m = {
        METRO_MOVE_LAY, (uint8_t)ui_current_tile(a), (uint8_t)sq, (uint8_t)a->ui.sel, 0, 0, 0, 0};
    ui_play_move(a, &m, false);
    return ui_end_turn_pending(a);
}

static bool free_orientation_ghost(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 3, true, 11);
    ui_start_game(a, &s);
    ui_scene_play(a, 18, 1111, 0, false, false);
    while (!ui_seat_human(a, a->game->state.current)) ui_scene_play(a, 1, 5, 0, false, false);
    a->ui.rot = 1;
    int sq = first_legal(&a->game->state, ui_current_tile(a), 3);
    if (sq >= 0) ui_scene_hover(a, sq);
    return true;
}

static bool hand2_3p(ui_app *a) /* source of the committed save fixture */
{
    ui_setup s;
    ui_scene_setup_struct(&s, 3, false, 23);
    s.hand_size = 2;
    ui_start_game(a, &s);
    ui_scene_play(a, 27, 2323, 0, false, false);
    return true;
}

static bool endgame_6p(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 6, false, 66);
    ui_start_game(a, &s);
    ui_scene_play(a, 200, 6666, 0, false, false);
    a->ui.screen = metro_over(&a->game->state) ? UI_END : UI_PLAY;
    return true;
}

/* The final board of a 6-player game, results put aside (Show board). */
static bool lines_end_6p(ui_app *a)
{
    endgame_6p(a);
    a->ui.end_board = true;
    return a->ui.screen == UI_END;
}

/* The menu over the final board: the game is over, so Quit saves nothing. */
static bool end_menu(ui_app *a)
{
    lines_end_6p(a);
    a->ui.overlay = UI_OV_MENU, a->ui.menu_sel = UI_MENU_QUIT;
    return a->ui.screen == UI_END;
}

/* The end screen's buttons, Tab's ring on New set-up (over the dialog). */
static bool end_keyboard_focus(ui_app *a)
{
    endgame_6p(a);
    ui_focus_set(a, UI_ACT_NEW_SETUP, 0);
    return a->ui.screen == UI_END;
}

static int completed_lines(const metro_state *s)
{
    int n = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++) n += s->line[i].status == METRO_LINE_DONE;
    return n;
}

/* A 3-player game played with animations, one move a second, until a line
 * scores after at least 40 moves (so many animations were started before);
 * then the clock stands `after` ms after that move. */
static bool animated_game(ui_app *a, uint32_t after)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 3, false, 31);
    ui_start_game(a, &s);
    metro_rng rng;
    metro_rng_seed(&rng, 3131);
    metro_move m;
    for (int i = 0; !metro_over(&a->game->state); i++) {
        if (!ui_scene_random_lay(&a->game->state, &rng, &m)) return false;
        a->now = (uint32_t)i * 1000;
        int done = completed_lines(&a->game->state); /* not the log's words: any language */
        ui_play_move(a, &m, true);
        bool scored = completed_lines(&a->game->state) > done;
        if (i >= 40 && scored) {
            a->now += after;
            return true;
        }
    }
    return false;
}

/* Points on their way to the score (the animation still starts late in a game). */
static bool points_flying(ui_app *a)
{
    return animated_game(a, 950);
}

/* The points have arrived: the score shows again. */
static bool points_landed(ui_app *a)
{
    return animated_game(a, 3000);
}

/* Names of the longest kind (31 characters, as the name field allows). */
static const char *const long_names[] = {
    "Wilhelmina Bartholomew-Fitzgera", "Maximilian Aurelius von Hohenst",
    "Anastasia Konstantinovna Romano", "Bartholomäus Friedrich Oberhube"};

/* Set-up screen: ellipsized fields, the third being typed in (its limit shown). */
static bool long_names_setup(ui_app *a)
{
    ui_scene_setup_screen(a);
    for (int p = 0; p < 4; p++) /* the names are cut at the field's limit on purpose */
        if (snprintf(a->ui.setup.name[p], METRO_NAME_LEN, "%s", long_names[p]) < 0) return false;
    a->ui.focus = UI_FOCUS_NAME, a->ui.focus_seat = 2;
    return true;
}

/* A game of long names: score rows, hand, log and line info stay in the panel. */
static bool long_names_play(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 4, false, 42);
    for (int p = 0; p < 4; p++) snprintf(s.name[p], METRO_NAME_LEN, "%s", long_names[p]);
    ui_start_game(a, &s);
    ui_scene_play(a, 40, 4242, 0, false, false);
    while (!ui_seat_human(a, a->game->state.current)) ui_scene_play(a, 1, 99, 0, false, false);
    return true;
}

/* The set-up screen and a game in German and Dutch (the catalogues of po/):
 * the longest words in their boxes, the log and a line's words translated. */
static bool setup_in(ui_app *a, const char *lang)
{
    if (!ui_scene_language(a, lang)) return false;
    ui_scene_setup_screen(a);
    for (int i = 0; i < metro_module_count(); i++) /* a module's option row too */
        if (!metro_module_get(i)->hidden && !metro_module_get(i)->group &&
            metro_module_get(i)->option.label) {
            ui_setup_module_toggle(&a->ui.setup, i);
            break;
        }
    return true;
}

static bool midgame_in(ui_app *a, const char *lang)
{
    if (!ui_scene_language(a, lang) || !midgame_4p(a)) return false;
    const metro_state *s = &a->game->state;
    for (int i = 0; i < METRO_STATIONS; i++) /* the line-info box says whose line */
        if (s->line[i].status == METRO_LINE_OPEN && s->line[i].entries >= 3) {
            a->ui.hover_line = i;
            break;
        }
    return true;
}

static bool setup_de(ui_app *a)
{
    return setup_in(a, "de");
}

/* The set-up screen scrolled to its end (core/scroll.h): in a short window
 * its buttons come into view, the title scrolled away. */
static bool setup_scrolled(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_page_follow(a);           /* the page is the set-up screen's: kept scrolled */
    a->ui.page_scroll[0] = 1e6f; /* the page stops it at its end */
    return true;
}

static bool setup_nl(ui_app *a)
{
    return setup_in(a, "nl");
}

static bool midgame_de(ui_app *a)
{
    return midgame_in(a, "de");
}

static bool midgame_nl(ui_app *a)
{
    return midgame_in(a, "nl");
}

/* The size setting (docs/ui.md, "Size") on a built scene: the layout
 * follows, and the pointer stays over its square. */
static bool scaled(ui_app *a, int scale)
{
    a->ui.setup.scale = scale;
    ui_layout_compute(&a->lay, a->lay.w, a->lay.h, scale);
    if (a->ui.pointer.hover_sq >= 0) ui_scene_hover(a, a->ui.pointer.hover_sq);
    return true;
}

static bool scale_80(ui_app *a)
{
    return midgame_4p(a) && scaled(a, 80);
}

/* The menu at 150 %: its size row; smaller windows show less (here N %). */
static bool scale_150(ui_app *a)
{
    if (!midgame_4p(a) || !scaled(a, 150)) return false;
    a->ui.overlay = UI_OV_MENU, a->ui.menu_sel = UI_MENU_VALUES;
    return true;
}

/* The largest size on the tallest panel of the base game (six seats) and
 * on the set-up screen: each takes the largest step that fits. */
static bool scale_200_6p(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 6, false, 66);
    ui_start_game(a, &s);
    ui_scene_play(a, 30, 6666, 0, false, false);
    while (!ui_seat_human(a, a->game->state.current)) ui_scene_play(a, 1, 99, 0, false, false);
    return scaled(a, 200);
}

static bool scale_200_setup(ui_app *a)
{
    ui_scene_setup_screen(a);
    return scaled(a, 200);
}

/* V: each open line's worth on its station marker. */
static bool line_values(ui_app *a)
{
    if (!midgame_4p(a)) return false;
    a->ui.setup.line_values = true;
    return true;
}

/* The base game's scenes; the modules' scenes follow from their tables. */
static const ui_scene base_scenes[] = {
    {"setup", setup},
    {"setup-keyboard-focus", setup_keyboard_focus},
    {"end-keyboard-focus", end_keyboard_focus},
    {"empty-board-4p", empty_board_4p},
    {"midgame-4p", midgame_4p},
    {"hover-illegal", hover_illegal},
    {"free-orientation-ghost", free_orientation_ghost},
    {"endgame-6p", endgame_6p},
    {"hand2-3p", hand2_3p},
    {"rules-help", rules_help},
    {"rules-help-de", rules_help_de},
    {"hotseat-privacy", hotseat_privacy},
    {"hotseat-end-turn", hotseat_end_turn},
    {"points-flying", points_flying},
    {"points-landed", points_landed},
    {"long-names-setup", long_names_setup},
    {"long-names-play", long_names_play},
    {"lines-only-mine", lines_only_mine},
    {"score-preview", score_preview},
    {"lines-end-6p", lines_end_6p},
    {"end-menu", end_menu},
    {"hint-thinking", hint_thinking},
    {"setup-de", setup_de},
    {"setup-nl", setup_nl},
    {"setup-scrolled", setup_scrolled},
    {"midgame-de", midgame_de},
    {"midgame-nl", midgame_nl},
    {"online-join", ui_scene_online_join},
    {"online-join-fr", ui_scene_online_join_fr},
    {"online-lobby", ui_scene_online_lobby},
    {"online-lobby-server", ui_scene_online_lobby_server},
    {"setup-server-table", ui_scene_setup_server_table},
    {"online-vote", ui_scene_online_vote},
    {"online-status", ui_scene_online_status},
    {"online-my-tables", ui_scene_online_my_tables},
    {"setup-rejoin", ui_scene_setup_rejoin},
    {"statistics-dialog", statistics_dialog},
    {"history-midgame", ui_scene_history_midgame},
    {"history-end-screen", ui_scene_history_end_screen},
    {"history-since-your-turn", ui_scene_history_since_your_turn},
    {"scale-80", scale_80},
    {"scale-150", scale_150},
    {"scale-200-6p", scale_200_6p},
    {"scale-200-setup", scale_200_setup},
    {"line-values", line_values},
    {NULL, NULL},
};

/* The i-th scene of the one list: the base scenes, then each module's
 * scenes and its end screens; one of *sc or *end is set, false past the end. */
static bool scene_at(int i, const ui_scene **sc, const ui_scene_ending **end)
{
    *sc = NULL, *end = NULL;
    for (int k = 0; base_scenes[k].name; k++)
        if (i-- == 0) return *sc = &base_scenes[k], true;
    for (int k = 0; ui_tutorial_scenes[k].name; k++)
        if (i-- == 0) return *sc = &ui_tutorial_scenes[k], true;
    for (int k = 0; ui_palette_scenes[k].name; k++)
        if (i-- == 0) return *sc = &ui_palette_scenes[k], true;
    for (int m = 0; m < ui_module_count(); m++) {
        const ui_scene *own = ui_module_get(m)->scenes;
        for (int k = 0; own && own[k].name; k++)
            if (i-- == 0) return *sc = &own[k], true;
        const ui_scene_ending *ends = ui_module_get(m)->endings;
        for (int k = 0; ends && ends[k].name; k++)
            if (i-- == 0) return *end = &ends[k], true;
    }
    return false;
}

/* The scenes of the list, then the city cards (made from the registry). */
static int scene_count(void)
{
    const ui_scene *sc;
    const ui_scene_ending *end;
    int n = 0;
    while (scene_at(n, &sc, &end)) n++;
    return n;
}

const char *ui_scene_name(int i)
{
    const ui_scene *sc;
    const ui_scene_ending *end;
    if (i < 0) return NULL;
    if (!scene_at(i, &sc, &end)) return ui_city_card_scene_name(i - scene_count());
    return sc ? sc->name : end->name;
}

bool ui_scene_build(ui_app *a, const char *name)
{
    a->now = 0, a->ui.pointer.hover_sq = -1, a->ui.hint_sq = -1;
    const ui_scene *sc;
    const ui_scene_ending *end;
    bool built = false, found = false;
    for (int i = 0; !found && scene_at(i, &sc, &end); i++)
        if (!strcmp(sc ? sc->name : end->name, name))
            found = true, built = sc ? sc->build(a) : ui_scene_ending_build(a, end);
    if (!found) built = ui_city_card_scene_build(a, name);
    return built;
}
