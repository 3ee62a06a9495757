/* Module moves in the player's language (issue 13): every kind of module
 * move (a share swap, a central station token with and without shares, a
 * Paris tourist to a field and to a square, a St. Petersburg tourist, a solo
 * refusal) in the log line and in the words the hint and the move buttons
 * show, in German, Dutch and French from the built catalogues: no English
 * word of the move is left, and its numbers, squares, sights, colours and
 * companies are there in that language. In English the words stay the
 * engine's (Paris names its squares as the board's edge does).
 * usage: test_move_words PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/city_paris.h"
#include "metro/city_st_petersburg.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "metro/rng.h"
#include "i18n/module_words.h"
#include "ui.h"

static const char *const names[METRO_MAX_PLAYERS] = {"Ada", "Ben", "Cleo", "Dario", "Eva", "Finn"};

/* A position where a module move whose text starts with `prefix` is legal,
 * found by playing random games of `list`; false when none came up. */
static bool find_move(int players, const char *list, const char *prefix, metro_state *s,
                      metro_move *m)
{
    static metro_move moves[METRO_MAX_MOVES];
    char err[256], text[64];
    for (uint64_t seed = 1; seed <= 300; seed++) {
        metro_config cfg;
        metro_config_default(&cfg, players);
        cfg.seed = seed;
        if (metro_modules_parse(list, &cfg.modules, err, sizeof err) != METRO_OK ||
            metro_setup(s, &cfg, err, sizeof err) != METRO_OK)
            return fprintf(stderr, "%s: %s\n", list, err), false;
        metro_rng r;
        metro_rng_seed(&r, seed);
        while (!metro_over(s)) {
            int n = metro_legal_moves(s, moves);
            for (int i = 0; i < n; i++) {
                metro_move_format(s, &moves[i], text, sizeof text);
                if (moves[i].kind == METRO_MOVE_MODULE && !strncmp(text, prefix, strlen(prefix)))
                    return *m = moves[i], true;
            }
            if (n == 0 || metro_apply(s, &moves[metro_rng_below(&r, (uint32_t)n)]) != METRO_OK)
                break;
        }
    }
    return false;
}

/* True when `word` stands in text as a whole word (UTF-8 letters count as
 * letters: "touriste" does not hold the word "tourist"). */
static bool has_word(const char *text, const char *word)
{
    size_t len = strlen(word);
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word)) {
        unsigned char before = p > text ? (unsigned char)p[-1] : ' ', after = (unsigned char)p[len];
        bool letter_before = before >= 0x80 || ((before | 32) >= 'a' && (before | 32) <= 'z');
        bool letter_after = after >= 0x80 || ((after | 32) >= 'a' && (after | 32) <= 'z');
        if (!letter_before && !letter_after) return true;
    }
    return false;
}

/* The English words of the module moves; none may stay in a translation. */
static const char *const english[] = {
    "swaps",   "share",   "face-up", "card",    "from", "stack", "places",  "token", "for",
    "central", "company", "new",     "line",    "into", "puts",  "tourist", "moves", "field",
    "square",  "chips",   "sight",   "refuses", "tile", "the",   "a",
};

typedef struct move_case {
    const char *name;
    metro_state before;
    metro_move m;
    char want[4][64]; /* pieces the words must hold, in the language in use */
} move_case;

/* The log line and the bare words of c's move in the language in use, as
 * the log tells them. */
static void words_of(const move_case *c, char *line, size_t ln, char *words, size_t wn)
{
    metro_state after = c->before;
    CHECK_EQ(metro_apply(&after, &c->m), METRO_OK);
    ui_log_words(&c->before, &after, &c->m, names, line, ln);
    ui_modules_move_words(&c->before, &c->m, UI_MOVE_TOLD, words, wn);
}

/* The words of a hint and a move button: what to do, not what was done. */
static void asked_words(const move_case *c, char *words, size_t wn)
{
    ui_modules_move_words(&c->before, &c->m, UI_MOVE_ASKED, words, wn);
}

/* The pieces each case's words must hold, worked out from its position in
 * the language in use (colours, sights and companies from the catalogue). */
static void expect_pieces(move_case *c)
{
    char text[64], sq[4];
    metro_move_format(&c->before, &c->m, text, sizeof text);
    for (int i = 0; i < 4; i++) c->want[i][0] = '\0';
    int slot, pct, sight_i, field, r, col, colour[32], sights[METRO_PARIS_ROW_MAX], v[4];
    char company[16], hue[16];
    if (sscanf(text, "swap:%d", &pct) == 1) {
        snprintf(c->want[0], sizeof c->want[0], "%d", pct);
    } else if (sscanf(text, "token:%d", &slot) == 1) {
        metro_square_name(metro_centre_slot_square(slot), c->want[0]);
        if (sscanf(text, "token:%*d:%15[a-z]:%d", company, &pct) == 2)
            for (int k = 0; k < METRO_COMPANIES; k++)
                if (!strcmp(metro_company_name(k), company))
                    ui_owner_words(METRO_ACCOUNT_COMPANY0 + k, names, c->want[1],
                                   sizeof c->want[1]);
    } else if (sscanf(text, "field:%d:%d", &sight_i, &field) == 2) {
        metro_paris_waiting(&c->before, colour);
        metro_paris_row(&c->before, c->before.current, sights);
        snprintf(c->want[0], sizeof c->want[0], "%s", _(metro_city_colour_name(colour[0])));
        snprintf(c->want[1], sizeof c->want[1], "%s", _(metro_paris_sight_name(sights[sight_i])));
        snprintf(c->want[2], sizeof c->want[2], "%d", field + 1);
    } else if (sscanf(text, "square:%1d%1d", &r, &col) == 2) {
        metro_paris_waiting(&c->before, colour);
        snprintf(c->want[0], sizeof c->want[0], "%s", _(metro_city_colour_name(colour[0])));
        metro_square_name(metro_sq(r, col), sq);
        snprintf(c->want[1], sizeof c->want[1], " %s", sq); /* "D4", not "34" */
    } else if (sscanf(text, "tourist:%15s", hue) == 1) {
        int k = 0;
        while (k < METRO_CITY_COLOURS && strcmp(metro_city_colour_name(k), hue)) k++;
        metro_spb_chip_values(k, v);
        snprintf(c->want[0], sizeof c->want[0], "%s", _(metro_city_colour_name(k)));
        snprintf(c->want[1], sizeof c->want[1], "%s",
                 _(metro_spb_sight_name(metro_spb_pending(&c->before))));
        snprintf(c->want[2], sizeof c->want[2], "%d %d %d %d", v[0], v[1], v[2], v[3]);
    } else if (!strncmp(text, "refuse:", 7)) {
        snprintf(c->want[0], sizeof c->want[0], "%s", _("refuses a face-up tile"));
    } else {
        CHECK_MSG(false, text);
    }
}

static void check_language(const char *po_dir, const char *lang, move_case *cases, int n)
{
    char err[300], line[400], words[200], engine[200], asked[200];
    setenv("METRO_LOCALEDIR", po_dir, 1);
    CHECK(ui_i18n_use(lang, err, sizeof err));
    bool english_out = !strcmp(lang, "en");
    for (int i = 0; i < n; i++) {
        move_case *c = &cases[i];
        words_of(c, line, sizeof line, words, sizeof words);
        expect_pieces(c);
        printf("%s %-22s %s\n", lang, c->name, line);
        CHECK_MSG(strstr(line, words) != NULL, line); /* the log says what the hint says */
        CHECK_MSG(strstr(line, names[c->before.current]) == line, line);
        asked_words(c, asked, sizeof asked);
        printf("%s %-22s asked: %s\n", lang, c->name, asked);
        /* a hint says what to do: never the log's "swaps", "tauscht" */
        CHECK_MSG(strcmp(asked, words) != 0, asked);
        for (int k = 0; k < 4; k++) {
            if (c->want[k][0] && !CHECK_MSG(strstr(words, c->want[k]), words))
                fprintf(stderr, "  %s %s: \"%s\" lacks \"%s\"\n", lang, c->name, words, c->want[k]);
            bool whole = !strcmp(c->name, "solo refusal"); /* want[0] is the told phrase */
            if (c->want[k][0] && !whole && !CHECK_MSG(strstr(asked, c->want[k]), asked))
                fprintf(stderr, "  %s %s: \"%s\" lacks \"%s\"\n", lang, c->name, asked, c->want[k]);
        }
        metro_describe_move(&c->before, &c->m, engine, sizeof engine);
        for (int k = 0; k < METRO_COMPANIES; k++) { /* the window names a company by its tone */
            char id[32], *at;
            snprintf(id, sizeof id, "the %s company", metro_company_name(k));
            if ((at = strstr(engine, id))) {
                char rest[200];
                snprintf(rest, sizeof rest, "%s", at + strlen(id));
                snprintf(at, sizeof engine - (size_t)(at - engine), "the %s company%s",
                         ui_company_name(k), rest);
            }
        }
        if (english_out) {
            CHECK_STR(words, engine);
            continue;
        }
        CHECK_MSG(strcmp(words, engine) != 0, words);
        for (size_t w = 0; w < sizeof english / sizeof english[0]; w++) {
            if (!CHECK_MSG(!has_word(words, english[w]), words))
                fprintf(stderr, "  %s %s: English \"%s\" in \"%s\"\n", lang, c->name, english[w],
                        words);
            if (!CHECK_MSG(!has_word(asked, english[w]), asked))
                fprintf(stderr, "  %s %s: English \"%s\" in \"%s\"\n", lang, c->name, english[w],
                        asked);
        }
    }
    unsetenv("METRO_LOCALEDIR");
    ui_i18n_free();
}

/* A few whole lines in German, as a player reads them. */
static void check_german_lines(const char *po_dir, move_case *cases)
{
    char err[300], line[400], words[200];
    setenv("METRO_LOCALEDIR", po_dir, 1);
    CHECK(ui_i18n_use("de", err, sizeof err));
    char want[200];
    words_of(&cases[0], line, sizeof line, words, sizeof words); /* the first swap: 10 %, face up */
    CHECK_STR(words, "tauscht eine 10-%-Aktie gegen die offene Karte");
    asked_words(&cases[0], words, sizeof words); /* the hint's imperative, not "tauscht" */
    CHECK_STR(words, "Tausche eine 10-%-Aktie gegen die offene Karte");
    /* a company's line: "von" wants the dative, so the possessive is a phrase
     * of its own ("von die silberne Gesellschaft" before) */
    metro_state with_company = cases[2].before;
    with_company.line[0].owner = METRO_ACCOUNT_COMPANY0 + 7;
    ui_line_name(&with_company, 0, names, words, sizeof words);
    CHECK_STR(words, "die Metrolinie der silbernen Gesellschaft ab 1");
    with_company.line[0].owner = 1;
    ui_line_name(&with_company, 0, names, words, sizeof words);
    CHECK_STR(words, "die Metrolinie von Ben ab 1");
    words_of(&cases[3], line, sizeof line, words, sizeof words); /* a token without shares */
    char sq[4];
    metro_square_name(metro_centre_slot_square(0), sq);
    snprintf(want, sizeof want,
             "Ada setzt ein Metroplättchen an den Zentralbahnhof: eine neue "
             "Metrolinie nach %s",
             sq);
    CHECK_STR(line, want);
    unsetenv("METRO_LOCALEDIR");
    ui_i18n_free();
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: test_move_words PO_BUILD_DIR\n"), 2;
    static const struct {
        const char *name, *list, *prefix;
        int players;
    } kinds[] = {
        {"share swap, face up", "shares", "swap:10:up", 3},
        {"share swap, stack", "shares", "swap:30:top", 3},
        {"token with shares", "shares,central-stations", "token:", 3},
        {"token", "central-stations", "token:0", 2},
        {"Paris field", "paris", "field:", 2},
        {"Paris square", "paris", "square:", 4},
        {"St. Petersburg tourist", "st-petersburg", "tourist:", 2},
        {"solo refusal", "solo", "refuse:", 1},
    };
    enum { KINDS = sizeof kinds / sizeof kinds[0] };
    static move_case cases[KINDS];
    for (int i = 0; i < KINDS; i++) {
        cases[i].name = kinds[i].name;
        if (!CHECK_MSG(find_move(kinds[i].players, kinds[i].list, kinds[i].prefix, &cases[i].before,
                                 &cases[i].m),
                       kinds[i].name))
            return check_done();
    }
    check_language(argv[1], "en", cases, KINDS);
    for (int l = 0; l < 3; l++)
        check_language(argv[1], (const char *[]){"de", "nl", "fr"}[l], cases, KINDS);
    check_german_lines(argv[1], cases);
    return check_done();
}
