/* The log tells city scoring (issue 24, defect 12): a London lay that sends
 * the taxi says where it drove and whose points they are, or that it
 * missed; a St. Petersburg move whose lines take chips says who took how
 * many (never a value: they are secret). In every language, over random
 * games with human-readable names.
 * usage: test_city_log PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/city_london.h"
#include "metro/city_st_petersburg.h"
#include "metro/module.h"
#include "metro/rng.h"
#include "ui.h"

static const char *const names[METRO_MAX_PLAYERS] = {"Ada", "Ben", "Cleo", "Dario", "Eva", "Finn"};

static int chips_of(const metro_state *s, int acc)
{
    int colour[64], value[64];
    return metro_spb_chips(s, acc, colour, value);
}

/* A move of a random game: the position before and after it. */
typedef void (*visit_move)(void *ctx, const metro_state *before, const metro_state *after,
                           const metro_move *m);

/* Plays `games` random games of `list` (seeds 1, 2, ...), showing each move
 * to visit. */
static void play_games(const char *list, int players, int games, visit_move visit, void *ctx)
{
    static metro_move moves[METRO_MAX_MOVES];
    char err[256];
    for (uint64_t seed = 1; seed <= (uint64_t)games; seed++) {
        metro_config cfg;
        metro_config_default(&cfg, players);
        cfg.seed = seed;
        metro_state s;
        if (!CHECK(metro_modules_parse(list, &cfg.modules, err, sizeof err) == METRO_OK &&
                   metro_setup(&s, &cfg, err, sizeof err) == METRO_OK))
            return;
        metro_rng r;
        metro_rng_seed(&r, seed);
        while (!metro_over(&s)) {
            int n = metro_legal_moves(&s, moves);
            if (n == 0) break;
            metro_move m = moves[metro_rng_below(&r, (uint32_t)n)];
            metro_state after = s;
            if (metro_apply(&after, &m) != METRO_OK) break;
            visit(ctx, &s, &after, &m);
            s = after;
        }
    }
}

typedef struct city_check {
    const char *lang, *list;
    int players, seen;
} city_check;

/* The log line of a move that rode the taxi or took chips says so. */
static void check_city_line(void *ctx, const metro_state *s, const metro_state *after,
                            const metro_move *m)
{
    city_check *c = ctx;
    char line[400], what[600], num[16];
    ui_log_words(s, after, m, names, line, sizeof line);
    metro_london_ride ride = metro_london_last_ride(after);
    if (!strcmp(c->list, "london") && ride.lay && ride.lay != metro_london_last_ride(s).lay) {
        c->seen++;
        snprintf(num, sizeof num, "%d", ride.points);
        snprintf(what, sizeof what, "[%s] \"%s\" tells the taxi ride (%d points for %s)", c->lang,
                 line, ride.points, names[ride.seat]);
        const char *tail = strstr(line, " — ");
        CHECK_MSG(tail &&
                      (ride.points <= 0 || (strstr(tail, num) && strstr(tail, names[ride.seat]))),
                  what);
    }
    for (int acc = 0; !strcmp(c->list, "st-petersburg") && acc < c->players; acc++) {
        int k = chips_of(after, acc) - chips_of(s, acc);
        if (k <= 0) continue;
        c->seen++;
        snprintf(num, sizeof num, "%d", k);
        snprintf(what, sizeof what, "[%s] \"%s\" tells that %s took %d chips", c->lang, line,
                 names[acc], k);
        const char *tail = strstr(line, " — ");
        const char *last = tail ? strstr(tail + 3, names[acc]) : NULL;
        while (last && strstr(last + 1, names[acc])) last = strstr(last + 1, names[acc]);
        CHECK_MSG(last && strstr(last, num), what);
    }
}

/* Plays random games of `list`; checks the log line of every move that
 * rode the taxi or took chips. Returns how many were seen. */
static int check_games(const char *lang, const char *list, int players)
{
    city_check c = {lang, list, players, 0};
    play_games(list, players, 6, check_city_line, &c);
    return c.seen;
}

typedef struct room_check {
    const char *lang;
    size_t longest;
} room_check;

static void check_room(void *ctx, const metro_state *s, const metro_state *after,
                       const metro_move *m)
{
    room_check *c = ctx;
    char line[2000], what[2100];
    size_t room = sizeof((ui_state *)0)->log[0];
    size_t len = (size_t)ui_log_words(s, after, m, names, line, sizeof line);
    if (len > c->longest) c->longest = len;
    snprintf(what, sizeof what, "[%s] %zu bytes, room for %zu: \"%s\"", c->lang, len, room - 1,
             line);
    CHECK_MSG(len < room, what);
}

/* Every log line of random games of `list` fits the window's log entry
 * whole: a German or Dutch lay closing three companies' lines ran past 320
 * bytes and was cut mid-word ("de metrolijn van de limoengroene maatschapp").
 * Returns the longest line seen. */
static size_t check_line_room(const char *lang, const char *list, int players)
{
    room_check c = {lang, 0};
    play_games(list, players, 12, check_room, &c);
    return c.longest;
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: test_city_log PO_BUILD_DIR\n"), 2;
    setenv("METRO_LOCALEDIR", argv[1], 1);
    char err[300];
    for (int i = 0; i < UI_LANGUAGES; i++) {
        const char *lang = ui_language_code(i);
        CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
        CHECK_MSG(check_games(lang, "london", 3) > 20, "London: taxi rides seen");
        CHECK_MSG(check_games(lang, "st-petersburg", 3) > 5, "St. Petersburg: chips taken seen");
        printf("[%s] longest log line with shares: %zu bytes\n", lang,
               check_line_room(lang, "shares,london", 4));
    }
    return check_done();
}
