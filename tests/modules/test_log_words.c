/* The game log's words (src/ui/i18n/log_words.c): the mover's action in players'
 * words, then each line the move completed credited to its owner ("Ada lays
 * a tile on C4 — Ben's line from 23 ends in the centre: 12 points"), with
 * plurals right. Random games find each case; the expected words are built
 * here from the line's facts. */
#include "helpers.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "i18n/module_words.h"

/* English, as the game speaks without a catalogue (i18n.c needs SDL to find
 * one; tests/i18n checks the words in German with the real catalogue). */
const char *ui_tr(const char *msgid)
{
    return msgid;
}

const char *ui_trn(const char *one, const char *many, long n)
{
    return n == 1 ? one : many;
}

/* The module screens' words (src/ui/i18n/module_words.c walks the screens, which
 * need the window's code): here the engine's English, which the screens
 * keep; tests/i18n/test_move_words.c checks the real ones in each language. */
int ui_modules_rule_words(const metro_state *before, const metro_state *after, const metro_move *m,
                          const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    (void)before, (void)after, (void)m, (void)names;
    if (n) out[0] = '\0';
    return 0;
}

int ui_modules_move_words(const metro_state *before, const metro_move *m, ui_move_mood mood,
                          char *out, size_t n)
{
    (void)mood;
    return metro_describe_move(before, m, out, n);
}

static const char *const names[METRO_MAX_PLAYERS] = {"Ada", "Ben", "Cleo", "Dario", "Eva", "Finn"};

/* The expected clause for completed line `id` of s, from its facts. */
/* The window names companies by the tones it draws them in (docs/ui.md). */
static const char *const tones[METRO_COMPANIES] = {"mustard", "teal",     "rust", "lime",
                                                   "magenta", "graphite", "red",  "silver"};

static void expect_clause(const metro_state *s, int id, char *out, size_t n)
{
    const metro_line *ln = &s->line[id];
    char who[48], from[24], to[32];
    if (ln->owner < 0)
        snprintf(who, sizeof who, "the unowned line");
    else if (ln->owner < METRO_MAX_PLAYERS)
        snprintf(who, sizeof who, "%s's line", names[ln->owner]);
    else
        snprintf(who, sizeof who, "the %s company's line",
                 tones[ln->owner - METRO_ACCOUNT_COMPANY0]);
    if (id < METRO_STATIONS) {
        snprintf(from, sizeof from, "%d", id + 1);
    } else {
        char sq[4];
        metro_square_name(ln->start_sq, sq);
        snprintf(from, sizeof from, "the centre at %s", sq);
    }
    if (ln->dest == METRO_CENTRE_DEST)
        snprintf(to, sizeof to, "ends in the centre");
    else
        snprintf(to, sizeof to, "reaches station %d", ln->dest);
    snprintf(out, n, "%s from %s %s: %d point%s", who, from, to, ln->points,
             ln->points == 1 ? "" : "s");
}

/* Plays random games of `list`; checks the words of every move and counts
 * the cases seen: [0] a lay closing another owner's line, [1] into the
 * centre, [2] a company's line, [3] a token's line, [4] two lines at once. */
static void play_games(int players, const char *list, int seen[5])
{
    for (uint64_t seed = 1; seed <= 6; seed++) {
        metro_state s;
        metro_config cfg = make_config(players, list, seed);
        setup_or_die(&s, &cfg);
        metro_rng r;
        metro_rng_seed(&r, seed * 7 + 1);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            char got[320], want[320], says[160];
            ui_log_words(&before, &s, &m, names, got, sizeof got);
            metro_describe_move(&before, &m, says, sizeof says);
            size_t at = (size_t)snprintf(want, sizeof want, "%s %s", names[before.current], says);
            int closed = 0;
            for (int i = 0; i < METRO_MAX_LINES; i++) {
                if (before.line[i].status == METRO_LINE_DONE || s.line[i].status != METRO_LINE_DONE)
                    continue;
                char clause[160];
                expect_clause(&s, i, clause, sizeof clause);
                at += (size_t)snprintf(want + at, sizeof want - at, "%s%s", closed++ ? "; " : " — ",
                                       clause);
                if (s.line[i].owner != before.current) seen[0]++;
                if (s.line[i].dest == METRO_CENTRE_DEST) seen[1]++;
                if (s.line[i].owner >= METRO_ACCOUNT_COMPANY0) seen[2]++;
                if (i >= METRO_STATIONS) seen[3]++;
            }
            seen[4] += closed > 1;
            CHECK_STR(got, want);
            CHECK_MSG(!strstr(got, "(+"), got); /* no points pinned on the mover */
            if (m.kind == METRO_MOVE_LAY) {
                char sq[4], lay[40];
                metro_square_name(m.sq, sq);
                snprintf(lay, sizeof lay, "%s lays a tile on %s", names[before.current], sq);
                CHECK_MSG(strncmp(got, lay, strlen(lay)) == 0, got);
            }
        }
    }
}

static void test_plain_words(void)
{
    char out[32];
    ui_owner_words(1, names, out, sizeof out);
    CHECK_STR(out, "Ben");
    ui_owner_words(METRO_ACCOUNT_COMPANY0 + 6, names, out, sizeof out);
    CHECK_STR(out, "the red company");
    ui_owner_words(METRO_NO_OWNER, names, out, sizeof out);
    CHECK_STR(out, "nobody");
    /* A line's name: its owner and where it starts. */
    metro_state s;
    metro_config cfg = make_config(2, "", 1);
    setup_or_die(&s, &cfg);
    char name[96], want[96];
    for (int id = 0; id < METRO_STATIONS; id++) {
        int owner = s.line[id].owner;
        if (owner < 0)
            snprintf(want, sizeof want, "the unowned line from %d", id + 1);
        else
            snprintf(want, sizeof want, "%s's line from %d", names[owner], id + 1);
        ui_line_name(&s, id, names, name, sizeof name);
        CHECK_STR(name, want);
    }
    cfg = make_config(3, "central-stations", 2);
    setup_or_die(&s, &cfg);
    CHECK_EQ(play_text(&s, "token:0"), METRO_OK); /* the first seat's token: a line into D3 */
    ui_line_name(&s, METRO_STATIONS, names, name, sizeof name);
    CHECK_STR(name, "Ada's line from the centre at D3");
}

/* One fixed lay, written out in full: the first line closed in seed 1's
 * 2-player game, laid by one player for the other. */
static void test_one_line_in_full(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "", 1);
    setup_or_die(&s, &cfg);
    metro_rng r;
    metro_rng_seed(&r, 8);
    metro_move m;
    while (!metro_over(&s) && random_move(&s, &r, &m)) {
        metro_state before = s;
        metro_apply_unchecked(&s, &m);
        char got[320];
        ui_log_words(&before, &s, &m, names, got, sizeof got);
        if (!strstr(got, " — ")) continue;
        printf("first line closed: %s\n", got);
        CHECK(strstr(got, "lays a tile on ") && strstr(got, "'s line from ") &&
              strstr(got, " points"));
        /* A short buffer is cut, never overrun. */
        char cut[12];
        CHECK_EQ(ui_log_words(&before, &s, &m, names, cut, sizeof cut), 11);
        CHECK_EQ(strlen(cut), 11);
        return;
    }
    CHECK_MSG(false, "no line closed in the game");
}

int main(void)
{
    int seen[5] = {0};
    test_plain_words();
    test_one_line_in_full();
    play_games(2, "", seen);
    play_games(6, "", seen);
    play_games(3, "shares,central-stations", seen);
    play_games(4, "central-stations", seen);
    play_games(1, "solo", seen);
    for (int k = 0; k < 5; k++) CHECK_MSG(seen[k] > 0, "a case of the log's words never came up");
    return check_done();
}
