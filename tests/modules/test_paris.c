/* Metro City Paris (docs/rules.md §7.1): the edition data's balance, the worked
 * example (11 points), the placement rules, random games whose city points
 * are recomputed here from the move list, seed replays from move text,
 * refused placements with their reasons, and every tourist accounted for. */
#include <string.h>

#include "helpers.h"
#include "metro/city_paris.h"

static int paris_slot(void)
{
    return metro_module_find("paris");
}

/* Paris set in the mask directly, next to the other modules of the list. */
static metro_config paris_config(int players, const char *others, uint64_t seed)
{
    metro_config cfg = make_config(players, others, seed);
    cfg.modules |= 1u << paris_slot();
    return cfg;
}

static void test_data(void)
{
    int count[METRO_CITY_COLOURS] = {0}, at[METRO_CITY_COLOURS][4] = {{0}};
    for (int s = 0; s < METRO_PARIS_SIGHTS; s++) {
        unsigned seen = 0;
        for (int f = 0; f < 4; f++) {
            int c = metro_paris_field_colour(s, f);
            CHECK(c >= 0 && c < METRO_CITY_COLOURS);
            if (c < 0 || c >= METRO_CITY_COLOURS) continue;
            CHECK(!(seen >> c & 1u)); /* 4 different colours per sight */
            seen |= 1u << c;
            count[c]++, at[c][f]++;
        }
        for (int t = 0; t < s; t++)
            CHECK(strcmp(metro_paris_sight_name(s), metro_paris_sight_name(t)));
    }
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        CHECK_EQ(count[c], 6); /* 48 fields, each colour 6 times */
        for (int f = 0; f < 4; f++) CHECK(at[c][f] >= 1 && at[c][f] <= 2);
    }
    CHECK_EQ(metro_paris_field_colour(12, 0), -1);
    CHECK_STR(metro_paris_sight_name(-1), "?");
}

/* Nina: Notre Dame with 2 tourists (not next to the Eiffel Tower), the
 * Eiffel Tower full, 1 tourist on the next field of Moulin Rouge. */
static void test_worked_example(void)
{
    uint32_t filled = 0x3u /* Notre Dame 1, 2 */ | 0xF0u /* Eiffel */ | 0x100u /* Moulin */;
    metro_paris_points p = metro_paris_score_from(filled, 12);
    CHECK_EQ(p.run, 5);
    CHECK_EQ(p.others, 2);
    CHECK_EQ(p.full_sights, 1);
    CHECK_EQ(p.total, 11);
    CHECK_EQ(metro_paris_score_from(0, 24).total, 0);
    CHECK_EQ(metro_paris_score_from(0xFFFFFFu, 24).total, 48 + 18); /* all 6 sights full */
    CHECK_EQ(metro_paris_score_from(0x5u, 8).total, 2 - 1);         /* two runs of 1 */
}

static void test_deal(void)
{
    static const int row[7] = {0, 0, 6, 4, 3, 2, 2};
    for (int players = 2; players <= 6; players++) {
        metro_config cfg = paris_config(players, "", (uint64_t)players);
        metro_state s;
        setup_or_die(&s, &cfg);
        unsigned used = 0;
        for (int p = 0; p < players; p++) {
            int sights[METRO_PARIS_ROW_MAX];
            CHECK_EQ(metro_paris_row(&s, p, sights), row[players]);
            for (int i = 0; i < row[players]; i++) {
                CHECK(!(used >> sights[i] & 1u));
                used |= 1u << sights[i];
            }
        }
        int colours[METRO_CITY_COLOURS] = {0};
        for (int sq = 0; sq < METRO_SQUARES; sq++) {
            int c[METRO_CITY_TOURISTS];
            int n = metro_city_tourists_on(&s, sq, c);
            CHECK_EQ(n, metro_city_is_inner(sq) ? 1 : 0);
            if (n == 1) colours[c[0]]++;
        }
        for (int c = 0; c < METRO_CITY_COLOURS; c++) CHECK_EQ(colours[c], 4);
    }
}

/* Independent bookkeeping of one game, from the moves alone. */
typedef struct paris_check {
    uint32_t filled[METRO_MAX_PLAYERS];
    int waiting_before;
    int choices, to_square;
} paris_check;

static int longest_run_points(uint32_t filled, int fields)
{
    int best = 0, run = 0, n = 0, full = 0;
    for (int f = 0; f < fields; f++) {
        if (filled >> f & 1u) {
            n++;
            if (++run > best) best = run;
        } else {
            run = 0;
        }
    }
    for (int sgt = 0; sgt < fields / 4; sgt++) {
        int k = 0;
        for (int f = 0; f < 4; f++) k += (int)(filled >> (4 * sgt + f) & 1u);
        full += k == 4;
    }
    return 2 * best - (n - best) + 3 * full;
}

/* One module move, checked against the rules with the position before it:
 * a field must be free and of the tourist's colour; a square is allowed
 * only when no such field is left. The filled fields are tracked here. */
static void check_placement(const metro_state *s, const metro_move *m, paris_check *pc)
{
    char text[32];
    int colour[32], sights[METRO_PARIS_ROW_MAX], seat = s->current;
    metro_move_format(s, m, text, sizeof text);
    CHECK(metro_paris_waiting(s, colour) > 0);
    int n = metro_paris_row(s, seat, sights);
    bool free_field = false;
    for (int f = 0; f < 4 * n; f++)
        free_field |= !(pc->filled[seat] >> f & 1u) &&
                      metro_paris_field_colour(sights[f / 4], f % 4) == colour[0];
    int i, j, sq;
    if (sscanf(text, "field:%d:%d", &i, &j) == 2) {
        CHECK(i < n && metro_paris_field_colour(sights[i], j) == colour[0]);
        CHECK(!(pc->filled[seat] >> (4 * i + j) & 1u));
        pc->filled[seat] |= 1u << (4 * i + j);
    } else if (sscanf(text, "square:%d", &sq) == 1) {
        CHECK(!free_field);
        uint64_t tourists = metro_city_tourist_squares(s), next = 0;
        int to = metro_sq(sq / 10, sq % 10);
        CHECK(tourists >> to & 1u);
        for (int side = 0; side < 4; side++) {
            int nb = metro_neighbour(s->last_sq, side);
            if (nb >= 0 && (tourists >> nb & 1u)) next |= 1ull << nb;
        }
        CHECK(!next || (next >> to & 1u)); /* next to the laid tile when one has a tourist */
        pc->to_square++;
    } else {
        CHECK_MSG(false, text);
    }
    pc->choices++;
}

/* After a lay or a placement: forced placements went at once; what the
 * module filled by itself is added to the record from the views. */
static void sync_forced(const metro_state *s, paris_check *pc)
{
    for (int p = 0; p < s->cfg.players; p++) {
        uint32_t now = metro_paris_filled(s, p);
        CHECK((now & pc->filled[p]) == pc->filled[p]); /* fields never empty again */
        pc->filled[p] = now;
    }
}

/* Random games: every position's legal moves are only placements while
 * tourists wait, lays are refused then, the tourists are conserved, and
 * the city points at the end are what the filled rows give. */
static void random_games(const char *others, int games)
{
    int choices = 0, squares = 0;
    for (int g = 0; g < games; g++) {
        int players = 2 + g % 5;
        if (strstr(others, "station-numbers") && players * 2 > 32) players = 2;
        metro_config cfg = paris_config(players, others, (uint64_t)g + 1);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)g * 7 + 3);
        paris_check pc;
        memset(&pc, 0, sizeof pc);
        metro_move m;
        int guard = 0;
        while (!metro_over(&s) && guard++ < 4000 && random_move(&s, &r, &m)) {
            int waiting[32];
            int w = metro_paris_waiting(&s, waiting);
            CHECK_EQ(w > 0, s.pending == paris_slot() + 1);
            if (w) {
                CHECK_EQ(m.kind, METRO_MOVE_MODULE);
                metro_move lay = {.kind = METRO_MOVE_DRAW};
                char why[128] = "";
                CHECK_EQ(metro_move_check(&s, &lay, why, sizeof why), METRO_ERR_MODULE);
                CHECK(strstr(why, "paris") != NULL);
                check_placement(&s, &m, &pc);
            }
            CHECK_EQ(metro_apply(&s, &m), METRO_OK);
            sync_forced(&s, &pc);
        }
        CHECK(metro_over(&s));
        int on_board = 0, on_fields = 0;
        for (int sq = 0; sq < METRO_SQUARES; sq++) {
            int c[METRO_CITY_TOURISTS];
            on_board += metro_city_tourists_on(&s, sq, c);
        }
        for (int p = 0; p < players; p++) on_fields += __builtin_popcount(pc.filled[p]);
        CHECK_EQ(on_board + on_fields + metro_paris_left_game(&s), 32);
        /* City points: the final scores minus the same position without Paris. */
        int with[METRO_MAX_PLAYERS], without[METRO_MAX_PLAYERS];
        metro_final_scores(&s, with);
        metro_state t = s;
        t.cfg.modules &= ~(1u << paris_slot());
        metro_final_scores(&t, without);
        int fields = 4 * metro_paris_row_length(players);
        for (int p = 0; p < players; p++)
            CHECK_EQ(with[p] - without[p], longest_run_points(pc.filled[p], fields));
        choices += pc.choices, squares += pc.to_square;
    }
    CHECK(choices > 0); /* real choices were made ... */
    CHECK(squares > 0); /* ... including tourists sent to squares */
}

/* Bad move text and illegal placements are refused with a reason. */
static void test_bad_moves(void)
{
    metro_config cfg = paris_config(3, "", 5);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[160] = "";
    static const char *const bad[] = {"field:9:0", "square:88", "field:0:4", "field:-1:0",
                                      "field:1",   "square:3",  "square:x1", "tourist:0:1"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        why[0] = 0;
        CHECK_MSG(metro_move_parse(&s, bad[k], &m, why, sizeof why) != METRO_OK, bad[k]);
        CHECK_MSG(strstr(why, bad[k]) != NULL, why); /* the reason names the text */
    }
    CHECK_EQ(metro_move_parse(&s, "field:0:1", &m, why, sizeof why), METRO_OK);
    CHECK_EQ(metro_move_check(&s, &m, why, sizeof why), METRO_ERR_MODULE);
    CHECK(strstr(why, "no tourist to place") != NULL);
    char text[32];
    metro_move_format(&s, &m, text, sizeof text);
    CHECK_STR(text, "field:0:1");
}

/* A random game replayed from its seed and its moves as text (what a save
 * holds) reaches the same position, move by move; another seed deals other
 * rows or tourists. */
static void test_seed_replay(void)
{
    static char texts[400][32];
    for (int g = 0; g < 30; g++) {
        metro_config cfg = paris_config(2 + g % 5, g % 3 ? "" : "shares", (uint64_t)g + 100);
        metro_state s, r;
        setup_or_die(&s, &cfg);
        setup_or_die(&r, &cfg);
        CHECK(memcmp(&s, &r, sizeof s) == 0);
        metro_rng rng;
        metro_rng_seed(&rng, (uint64_t)g);
        metro_move m;
        int n = 0, module_moves = 0;
        while (!metro_over(&s) && n < 400 && random_move(&s, &rng, &m)) {
            module_moves += m.kind == METRO_MOVE_MODULE;
            metro_move_format(&s, &m, texts[n++], sizeof texts[0]);
            CHECK_EQ(metro_apply(&s, &m), METRO_OK);
        }
        CHECK(module_moves > 0);
        for (int k = 0; k < n; k++) {
            metro_move back;
            char why[160] = "";
            if (!CHECK_EQ(metro_move_parse(&r, texts[k], &back, why, sizeof why), METRO_OK) ||
                !CHECK_EQ(metro_apply(&r, &back), METRO_OK)) {
                fprintf(stderr, "  game %d move %d '%s': %s\n", g, k, texts[k], why);
                break;
            }
        }
        CHECK(memcmp(&s, &r, sizeof s) == 0);
        int a[METRO_MAX_PLAYERS], b[METRO_MAX_PLAYERS];
        metro_final_scores(&s, a);
        metro_final_scores(&r, b);
        CHECK(memcmp(a, b, sizeof a) == 0);
        /* Another seed: another deal of sights or tourists. */
        metro_config other = cfg;
        other.seed += 1000;
        metro_state o;
        setup_or_die(&o, &other);
        setup_or_die(&r, &cfg);
        int sights_a[METRO_PARIS_ROW_MAX], sights_b[METRO_PARIS_ROW_MAX];
        bool differ = false;
        for (int p = 0; p < cfg.players; p++) {
            int len = metro_paris_row(&r, p, sights_a);
            metro_paris_row(&o, p, sights_b);
            differ |= memcmp(sights_a, sights_b, (size_t)len * sizeof sights_a[0]) != 0;
        }
        for (int sq = 0; sq < METRO_SQUARES; sq++) {
            int ca[METRO_CITY_TOURISTS], cb[METRO_CITY_TOURISTS];
            int na = metro_city_tourists_on(&r, sq, ca), nb = metro_city_tourists_on(&o, sq, cb);
            differ |= na != nb || (na && ca[0] != cb[0]);
        }
        CHECK(differ);
    }
}

/* While a tourist waits: a field of another colour, a filled field, or a
 * square while a field is free is refused with the reason, and the
 * position stays as it was; lays and draws wait for the choice. */
static void test_refused_placements(void)
{
    int refused = 0;
    for (int g = 0; g < 200 && refused < 50; g++) {
        metro_config cfg = paris_config(2 + g % 3, "", (uint64_t)g + 7);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_rng rng;
        metro_rng_seed(&rng, (uint64_t)g + 1);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &rng, &m)) {
            int colour[32];
            if (metro_paris_waiting(&s, colour) > 0) {
                int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(&s, s.current, sights);
                uint32_t filled = metro_paris_filled(&s, s.current);
                for (int f = 0; f < 4 * n; f++) {
                    bool ok = !(filled >> f & 1u) &&
                              metro_paris_field_colour(sights[f / 4], f % 4) == colour[0];
                    char text[24], why[200] = "";
                    metro_move bad;
                    snprintf(text, sizeof text, "field:%d:%d", f / 4, f % 4);
                    CHECK_EQ(metro_move_parse(&s, text, &bad, why, sizeof why), METRO_OK);
                    if (ok) continue;
                    metro_state before = s;
                    CHECK_EQ(metro_apply(&s, &bad), METRO_ERR_MODULE);
                    CHECK_EQ(metro_move_check(&s, &bad, why, sizeof why), METRO_ERR_MODULE);
                    CHECK_MSG(strstr(why, "paris:") &&
                                  strstr(why, metro_city_colour_name(colour[0])),
                              why);
                    CHECK(memcmp(&before, &s, sizeof s) == 0);
                    refused++;
                }
                uint64_t all = metro_city_tourist_squares(&s);
                if (m.kind == METRO_MOVE_MODULE &&
                    all) { /* a square: refused while a field is free */
                    char text[32], why[200] = "";
                    metro_move_format(&s, &m, text, sizeof text);
                    if (!strncmp(text, "field:", 6)) {
                        metro_move sq;
                        snprintf(text, sizeof text, "square:%d%d", metro_row(__builtin_ctzll(all)),
                                 metro_col(__builtin_ctzll(all)));
                        CHECK_EQ(metro_move_parse(&s, text, &sq, why, sizeof why), METRO_OK);
                        CHECK_EQ(metro_move_check(&s, &sq, why, sizeof why), METRO_ERR_MODULE);
                        CHECK_MSG(strstr(why, "free"), why);
                    }
                }
            }
            CHECK_EQ(metro_apply(&s, &m), METRO_OK);
        }
    }
    CHECK(refused >= 50);
}

/* Every tourist is somewhere: on a square (as metro_city_tourists_on
 * reports them, which reads the board through one id mask per square), on
 * a field, waiting to be placed, or gone; so the four add up to 32 and no
 * colour shows up more than 4 times. Checked after every move of random
 * games, where tourists moved to occupied squares stack up. A twin of each
 * game whose every lay calls the after_lay hook (Paris narrows it to the
 * inner squares) keeps the same state. */
static void test_tourists_accounted(void)
{
    metro_rng r;
    metro_rng_seed(&r, 91);
    long stacked = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        metro_config cfg = paris_config(2 + (int)(seed % 5), "", seed * 11 + 5);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_state twin;
        after_lay_twin(&s, &twin);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            if (!apply_to_twins(&s, &twin, &m)) return;
            int per_colour[METRO_CITY_COLOURS] = {0}, total = metro_paris_left_game(&s);
            uint64_t squares = metro_city_tourist_squares(&s);
            for (int sq = 0; sq < METRO_SQUARES; sq++) {
                int c[METRO_CITY_TOURISTS], n = metro_city_tourists_on(&s, sq, c);
                CHECK_EQ(n > 0, (int)(squares >> sq & 1u));
                stacked += n > 1;
                for (int i = 0; i < n; i++) per_colour[c[i]]++, total++;
            }
            int c[32], n = metro_paris_waiting(&s, c);
            for (int i = 0; i < n; i++) per_colour[c[i]]++, total++;
            for (int p = 0; p < s.cfg.players; p++) {
                int sights[METRO_PARIS_ROW_MAX], len = metro_paris_row(&s, p, sights);
                uint32_t filled = metro_paris_filled(&s, p);
                for (int f = 0; f < 4 * len; f++)
                    if (filled >> f & 1u)
                        per_colour[metro_paris_field_colour(sights[f / 4], f % 4)]++, total++;
            }
            bool ok = CHECK_EQ(total, 32);
            for (int col = 0; col < METRO_CITY_COLOURS; col++) ok &= CHECK(per_colour[col] <= 4);
            if (!ok) {
                fprintf(stderr, "  game seed %llu, turn %d\n", (unsigned long long)seed, s.turn);
                return;
            }
        }
    }
    printf("tourists accounted for after every move; %ld stacked squares seen\n", stacked);
    CHECK(stacked > 0);
}

int main(void)
{
    test_data();
    test_worked_example();
    test_deal();
    test_bad_moves();
    test_seed_replay();
    test_refused_placements();
    test_tourists_accounted();
    /* 1,000 games alone and in every allowed combination with shares; the
     * other modules a city combines with, fewer */
    random_games("", 1000);
    random_games("shares", 1000);
    random_games("shares,central-stations", 1000);
    random_games("shares,central-tracks", 1000);
    random_games("central-stations", 300);
    random_games("central-tracks", 300);
    random_games("station-numbers,central-tracks", 300);
    return check_done();
}
