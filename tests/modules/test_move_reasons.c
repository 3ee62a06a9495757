/* Module move text refused with a reason (issue: "bad module move text
 * refused with a reason"): text that looks like a module's move but does not
 * parse names the module, what is wrong and its move forms; a move of a
 * module not in play says so; placements keep their own messages. */
#include <string.h>

#include "helpers.h"

/* Parses `text` in a fresh game of `list`; true if refused with a reason
 * holding every one of the NULL-ended `wanted` fragments. */
static bool refused_with(const char *list, int players, const char *text, const char *const *wanted)
{
    metro_config cfg = make_config(players, list, 5);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[512] = "";
    if (!CHECK_MSG(metro_move_parse(&s, text, &m, why, sizeof why) == METRO_ERR_BAD_MOVE, text))
        return false;
    for (int i = 0; wanted[i]; i++)
        if (!CHECK_MSG(strstr(why, wanted[i]) != NULL, why)) return false;
    return true;
}

#define REFUSED(list, players, text, ...)                                                          \
    refused_with(list, players, text, (const char *const[]){__VA_ARGS__, NULL})

static const char range[] = "a value is out of range or not a known name";
static const char count[] = "wrong number of ':'-separated parts";

/* Every module and city with moves: a value out of range and a wrong number
 * of parts, each naming the module and its forms. */
static void test_modules_with_moves(void)
{
    REFUSED("paris", 4, "field:9:1", "move 'field:9:1' of module 'paris'", range,
            "expected field:SIGHT:FIELD", "or square:RC");
    REFUSED("paris", 4, "field:0:4", "module 'paris'", range);
    REFUSED("paris", 4, "field:0", "module 'paris'", count, "field:SIGHT:FIELD");
    REFUSED("paris", 4, "square:88", "module 'paris'", range, "square:RC");
    REFUSED("paris", 4, "square", "module 'paris'", count);
    REFUSED("paris,shares", 4, "square:x", "module 'paris'", range);
    REFUSED("st-petersburg", 3, "tourist:grey", "move 'tourist:grey' of module 'st-petersburg'",
            range, "expected tourist:COLOUR", "pink or brown");
    REFUSED("st-petersburg", 3, "tourist", "module 'st-petersburg'", count);
    REFUSED("shares", 4, "swap:50:up", "module 'shares'", range, "swap:PCT:up or swap:PCT:top");
    REFUSED("shares", 4, "swap:20", "module 'shares'", count);
    REFUSED("central-stations", 4, "token:8", "module 'central-stations'", range,
            "token:SLOT (SLOT 0-7)");
    REFUSED("central-stations", 4, "token:1:2:3:4", "module 'central-stations'", count);
    REFUSED("shares,central-stations", 4, "token:3:grey", "module 'central-stations'", range,
            "token:SLOT:COMPANY:PCT");
    REFUSED("solo", 1, "refuse:7", "module 'solo'", range, "refuse:I");
    REFUSED("solo", 1, "refuse", "module 'solo'", count);
}

/* A move of a module that is not in the game names that module, also in the
 * cities that have no moves of their own. */
static void test_not_in_play(void)
{
    static const char *const cities[] = {"stockholm", "london", "new-york", "berlin", "paris"};
    for (size_t i = 0; i < sizeof cities / sizeof *cities; i++)
        REFUSED(cities[i], 3, "tourist:red",
                "'tourist:red' is a move of module 'st-petersburg', which is not in this game");
    REFUSED("st-petersburg", 3, "field:0:1", "a move of module 'paris', which is not in this game");
    REFUSED("london", 3, "swap:20:up", "a move of module 'shares', which is not in this game");
    REFUSED("", 2, "refuse:0", "a move of module 'solo'");
}

/* Text that is no move at all: the base message, plus the forms in play. */
static void test_not_a_move(void)
{
    static const char *const cities[] = {"stockholm", "london", "new-york", "berlin"};
    for (size_t i = 0; i < sizeof cities / sizeof *cities; i++) {
        REFUSED(cities[i], 3, "taxi:4", "'taxi:4' is not a move");
        /* no moves of their own: exactly the base game's message */
        metro_config cfg = make_config(3, cities[i], 1);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        char why[256];
        CHECK(metro_move_parse(&s, "hop", &m, why, sizeof why) != METRO_OK);
        CHECK_STR(why, "'hop' is not a move (expected a placement like cbaa32, or draw)");
    }
    REFUSED("paris", 4, "hop",
            "'hop' is not a move (expected a placement like cbaa32, or draw, or field:SIGHT:FIELD, "
            "or square:RC)");
    REFUSED("st-petersburg", 4, "hop", "or draw, or tourist:COLOUR)");
    /* placements keep their own message */
    REFUSED("paris", 4, "abcd99", "'abcd99' is not a placement");
}

/* The syntax names every form the module writes: each legal module move met
 * in random games is written as one of its forms' keywords. */
static void test_forms_cover_moves(void)
{
    static const char *const lists[] = {"paris", "st-petersburg", "shares", "solo",
                                        "shares,central-stations"};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
        int players = strcmp(lists[i], "solo") ? 3 : 1, seen = 0;
        for (uint64_t seed = 1; seed <= 5; seed++) {
            metro_config cfg = make_config(players, lists[i], seed);
            metro_state s;
            setup_or_die(&s, &cfg);
            metro_rng r;
            metro_rng_seed(&r, seed);
            metro_move m;
            while (!metro_over(&s) && random_move(&s, &r, &m)) {
                if (m.kind == METRO_MOVE_MODULE) {
                    const char *syntax = metro_module_get(m.module)->move_syntax;
                    char text[64], key[70];
                    metro_move_format(&s, &m, text, sizeof text);
                    snprintf(key, sizeof key, "%.*s:", (int)strcspn(text, ":"), text);
                    CHECK_MSG(syntax && strstr(syntax, key), text);
                    seen++;
                }
                if (!CHECK_EQ(metro_apply(&s, &m), METRO_OK)) break;
            }
        }
        CHECK_MSG(seen > 0, lists[i]);
    }
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *mod = metro_module_get(slot);
        CHECK_MSG(!mod->parse_move == !mod->move_syntax, mod->id);
    }
}

int main(void)
{
    test_modules_with_moves();
    test_not_in_play();
    test_not_a_move();
    test_forms_cover_moves();
    return check_done();
}
