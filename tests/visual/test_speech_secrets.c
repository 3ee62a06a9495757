/* A game that speaks keeps a seat's secrets (issue 38): two humans at one
 * screen and a computer seat, with shares and Stockholm, then with
 * St. Petersburg. Frame by frame
 * (the frame step's order: turn tracking, the gate, the speech watch), no
 * line said at the hotseat gate, while a lay waits for End turn or during
 * the computer's turn names a hand tile of any seat, what a lay of it would
 * score, a choice, or a city's chips or shares; once the seat confirms who
 * it is, its own tile, its shares and its chips are said, at its turn and
 * with the scores (F5) (the checks can fail); at its turn only when new to it. Offscreen, no
 * window; the lines are read from the METRO_SPEECH file. usage: test_speech_secrets */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../check.h"
#include "core/app.h"
#include "harness/scene_kit.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "play/turns.h"
#include "speech/speech.h"
#include "speech/speech_words.h"

static char said_path[64];
static int secrets_said;                   /* F5s at which a seat's secrets were checked said */
static int secrets_new, secrets_kept;      /* turns with them new to it, and heard */
static char heard[METRO_MAX_PLAYERS][600]; /* each seat's secrets said to it */
static long said_at;                       /* how much of the file was read */

/* The lines said since the last call, one string. */
static void said_since(char *out, size_t n)
{
    out[0] = 0;
    FILE *f = fopen(said_path, "r");
    if (!f) return;
    fseek(f, said_at, SEEK_SET);
    size_t got = fread(out, 1, n - 1, f);
    out[got] = 0;
    said_at += (long)got;
    fclose(f);
}

/* One frame as ui_step orders it, without the drawing. */
static void frame(ui_app *a, char *said, size_t n)
{
    a->now += 5000; /* the last move's animations are over */
    ui_turn_track(a);
    ui_privacy_check(a);
    ui_speech_watch(a);
    said_since(said, n);
}

/* Nothing of any human seat's hand, nor words only a shown hand says. */
static void check_no_secret(const ui_app *a, const char *said, const char *when)
{
    const metro_state *s = &a->game->state;
    static const char *const hand_only[] = {"Your tile",           "Tile ",      "Drawn tile",
                                            "Laying here",         "Not here",   "Choose:",
                                            "Your secret colours", "Your chips", "Your shares"};
    for (size_t i = 0; i < sizeof hand_only / sizeof hand_only[0]; i++)
        CHECK_MSG(!strstr(said, hand_only[i]), when);
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; k < s->hand_size; k++) {
            char words[256];
            if (s->hand[p][k] == METRO_NO_TILE) continue;
            ui_speech_tile_words(s->hand[p][k], words, sizeof words);
            CHECK_MSG(!strstr(said, words), when);
        }
    if (strstr(said, "Your tile") || strstr(said, "Laying here")) fprintf(stderr, "%s\n", said);
}

/* The first lay, then the first of any choice it left (St. Petersburg's
 * tourist), so that the turn passes. */
static void play_first_lay(ui_app *a)
{
    static metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&a->game->state, moves), i = 0;
    while (i < n && moves[i].kind != METRO_MOVE_LAY) i++;
    CHECK_MSG(i < n, "no lay");
    if (i == n) return;
    CHECK_EQ(ui_play_move(a, &moves[i], true), METRO_OK);
    for (int k = 0; k < 4 && a->game->state.pending && !metro_over(&a->game->state); k++) {
        n = metro_legal_moves(&a->game->state, moves);
        CHECK_MSG(n > 0, "a choice with no move");
        if (n > 0) CHECK_EQ(ui_play_move(a, &moves[0], true), METRO_OK);
    }
}

/* The seat's secrets as a module words them (Stockholm's colours and the
 * shares from the deal, St. Petersburg's chips once taken): said when
 * `must`, and at its turn only when they changed since the seat heard
 * them (`last`, updated). */
static void check_own_secrets(const ui_app *a, const char *said, int seat, char *last, bool must)
{
    char want[600];
    if (!ui_modules_secret_words(a, seat, want, sizeof want)) return;
    bool fresh = strcmp(want, last) != 0;
    CHECK_MSG(!strstr(said, want) == !(must || fresh), "the seat's own secrets, when new or F5");
    if (!strstr(said, want) != !(must || fresh))
        fprintf(stderr, "want (%s): %s\nsaid: %s\n",
                must    ? "F5"
                : fresh ? "new"
                        : "heard",
                want, said);
    secrets_said += must, secrets_new += !must && fresh, secrets_kept += !must && !fresh;
    snprintf(last, 600, "%s", want);
}

/* The cursor on an empty square (a tile's words are public, and could
 * match a hand tile's by chance). */
static void cursor_on_empty(ui_app *a, int from)
{
    for (int k = 0; k < METRO_SQUARES; k++) {
        int sq = (from + k) % METRO_SQUARES;
        if (a->game->state.cell[sq] == METRO_NO_TILE && !metro_is_centre(sq)) {
            a->ui.pointer.keyboard = true, a->ui.pointer.cursor_sq = sq;
            return;
        }
    }
}

static void human_turn(ui_app *a, char *said, size_t n, int turn)
{
    const metro_state *s = &a->game->state;
    frame(a, said, n);
    CHECK_MSG(a->ui.overlay == UI_OV_PRIVACY, "a human's turn starts at the gate");
    CHECK_MSG(strstr(said, "Pass the screen to ") != NULL, "the gate is said");
    cursor_on_empty(a, turn * 7);
    ui_speech_key(a, UI_SPEECH_KEY_BOARD);
    ui_speech_key(a, UI_SPEECH_KEY_SCORES);
    ui_speech_key(a, UI_SPEECH_KEY_REPEAT);
    char more[8192];
    frame(a, more, sizeof more);
    strncat(said, more, n - strlen(said) - 1);
    check_no_secret(a, said, "at the gate");
    ui_do_action(a, UI_ACT_REVEAL, 0);
    frame(a, said, n);
    char own[256];
    ui_speech_tile_words(s->hand[s->current][0], own, sizeof own);
    CHECK_MSG(strstr(said, own) != NULL, "the seat's own tile, once it confirmed");
    CHECK_MSG(strstr(said, ", your turn.") != NULL, "whose turn it is");
    check_own_secrets(a, said, s->current, heard[s->current], false);
    ui_speech_key(a, UI_SPEECH_KEY_SCORES);
    frame(a, said, n);
    CHECK_MSG(strstr(said, "Scores:") != NULL, "F5 says the scores");
    check_own_secrets(a, said, s->current, heard[s->current], true);
    play_first_lay(a);
    cursor_on_empty(a, turn * 5 + 3);
    frame(a, said, n);
    CHECK_MSG(ui_end_turn_pending(a) || metro_over(s), "End turn waits");
    check_no_secret(a, said, "while End turn waits");
    ui_end_turn(a);
}

/* Seats 1 and 2 humans, seat 3 the computer, `turns` turns played. */
static void play_game(ui_app *a, const char *modules, uint64_t seed, int turns)
{
    char err[300];
    ui_setup su;
    ui_scene_setup_struct(&su, 3, false, seed);
    snprintf(su.controller[1], METRO_CONTROLLER_LEN, "%s", "human");
    CHECK_EQ(metro_modules_parse(modules, &su.modules, err, sizeof err), METRO_OK);
    ui_start_game(a, &su);
    memset(heard, 0, sizeof heard);
    secrets_said = secrets_new = secrets_kept = 0;
    static char said[16384];
    for (int turn = 0; turn < turns && !metro_over(&a->game->state); turn++) {
        if (ui_seat_human(a, a->game->state.current)) {
            human_turn(a, said, sizeof said, turn);
        } else { /* the computer's move, as its worker's answer would be played;
                  * what it says comes with the next frame, checked there */
            frame(a, said, sizeof said);
            check_no_secret(a, said, "during the computer's turn");
            play_first_lay(a);
        }
    }
    CHECK(a->game->cursor >= 20);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    snprintf(said_path, sizeof said_path, "/tmp/metro-speech-%ld.txt", (long)getpid());
    remove(said_path);
    setenv("METRO_SPEECH", said_path, 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0)
        return fprintf(stderr, "test_speech_secrets: %s\n", SDL_GetError()), 1;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, 1024, 640, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char err[300];
    ui_app *a = r ? ui_app_new(r, err, sizeof err) : NULL;
    if (!a) return fprintf(stderr, "test_speech_secrets: %s\n", r ? err : SDL_GetError()), 1;
    play_game(a, "shares,stockholm", 77, 24);
    printf("shares and Stockholm: said at %d F5s, %d turns new, %d turns heard before\n",
           secrets_said, secrets_new, secrets_kept);
    CHECK_MSG(secrets_said >= 8 && secrets_new >= 2 && secrets_kept >= 1,
              "shares and Stockholm colours said to their seats");
    play_game(a, "st-petersburg", 5, 40);
    printf("St. Petersburg: said at %d F5s, %d turns new, %d turns heard before\n", secrets_said,
           secrets_new, secrets_kept);
    CHECK_MSG(secrets_said >= 2 && secrets_new >= 1, "St. Petersburg chips said to their seats");
    ui_app_free(a);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    remove(said_path);
    return check_done();
}
