/* Counts in players' words (issue 24): every message of the template with a
 * number in it is rendered with 0, 1 and 2 in every language (English,
 * German, Dutch, French), counted ones (msgid_plural) through ui_trn as the
 * window does. No number may stand before a noun of the wrong number ("1
 * points", "1 others", "1 autres", "1 complets", "2 tile"), each counted
 * message has a singular and a plural form, English says "an orange
 * tourist", and the computer players' level lines name games with one word
 * per language.
 * usage: test_counts TEMPLATE.pot PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro/modules.h"
#include "modules/city_kit.h"
#include "pot_literal.h"

enum { MAX_MSGS = 4096 };

typedef struct msg {
    char *one, *many; /* many: NULL when the message is not counted */
} msg;

static msg msgs[MAX_MSGS];
static int n_msgs;

/* The template's messages with a %d (or %i) in them. */
static bool read_pot(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return fprintf(stderr, "test_counts: cannot open %s\n", path), false;
    char line[4096], id[8192] = "", plural[8192] = "";
    char *into = NULL;
    for (bool more = true; more;) {
        more = fgets(line, sizeof line, f) != NULL;
        if (more && !strncmp(line, "msgid \"", 7)) {
            id[0] = plural[0] = '\0';
            append_literal(line + 7, id, sizeof id);
            into = id;
        } else if (more && !strncmp(line, "msgid_plural \"", 14)) {
            append_literal(line + 14, plural, sizeof plural);
            into = plural;
        } else if (more && line[0] == '"' && into) {
            append_literal(line + 1, into, sizeof id);
        } else if (into) {
            into = NULL;
            if (id[0] && (strstr(id, "%d") || strstr(id, "%i") || plural[0]) && n_msgs < MAX_MSGS)
                msgs[n_msgs++] = (msg){copy_of(id), plural[0] ? copy_of(plural) : NULL};
        }
    }
    fclose(f);
    return n_msgs > 0;
}

/* fmt with numbers, every text "X", every character 'A', without varargs:
 * what the window shows. Argument `only` (counted from 1, as "%2$d" names
 * them; -1 every one) is n, the other numbers 7. */
static void render(const char *fmt, int n, int only, char *out, size_t size)
{
    size_t at = 0;
    int arg = 0;
    for (const char *p = fmt; *p && at + 12 < size; p++) {
        if (*p != '%') {
            out[at++] = *p;
            continue;
        }
        const char *c = p + 1;
        int index = atoi(c);
        while (*c && strchr("0123456789$+-. #lhz'", *c)) c++;
        if (*c != '%') arg = strchr(p, '$') && strchr(p, '$') < c ? index : arg + 1;
        if (*c == '%')
            out[at++] = '%';
        else if (*c == 'd' || *c == 'i' || *c == 'u')
            at += (size_t)snprintf(out + at, size - at, "%d", only < 0 || only == arg ? n : 7);
        else if (*c == 's')
            out[at++] = 'X';
        else if (*c == 'c')
            out[at++] = 'A';
        else
            out[at++] = '?';
        p = *c ? c : c - 1;
    }
    out[at] = '\0';
}

/* Arguments of a format. */
static int args_of(const char *fmt)
{
    int k = 0;
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p + 1, '%')) {
        if (p[1] == '%') {
            p++;
            continue;
        }
        k++;
    }
    return k;
}

/* Nouns that must not follow "1 " (French: nor "0 "), and singular nouns
 * that must not follow "2 ", per language. */
static const char *const plurals[UI_LANGUAGES][24] = {
    {"points", "others", "tiles", "tourists", "players", "tickets", "chips", "lines", "moves",
     "saves", "shares", "chits", "fields", "turns", "games", "stations", "sights", NULL},
    {"Punkte", "Gleiskarten", "Touristen", "Tickets", "Chips", "Linien", "Metrolinien", "Züge",
     "Spielstände", "Aktien", "Felder", "Partien", "Spiele", "Andere", "anderen", "Plättchen",
     NULL},
    {"punten", "tegels", "spoortegels", "toeristen", "spelers", "tickets", "fiches", "lijnen",
     "metrolijnen", "zetten", "partijen", "aandelen", "velden", "andere", "spellen", NULL},
    {"points", "autres", "tuiles", "touristes", "joueurs", "tickets", "jetons", "lignes", "coups",
     "parties", "actions", "cases", "complets", "complètes", "monuments", "sauvegardes", NULL},
};
static const char *const singulars[UI_LANGUAGES][16] = {
    {"point", "tile", "tourist", "player", "ticket", "chip", "line", "move", "share", "field",
     "game", NULL},
    {"Punkt", "Tourist", "Linie", "Zug", "Aktie", "Feld", NULL},
    {"punt", "tegel", "toerist", "speler", "fiche", "lijn", "zet", "veld", NULL},
    {"point", "tuile", "touriste", "joueur", "jeton", "ligne", "coup", "partie", "case", NULL},
};

/* True when `number` followed by a space (or a no-break space) and `word` as
 * a whole word stands in text. */
static bool number_before(const char *text, int number, const char *word)
{
    char pat[64];
    size_t wl = strlen(word);
    for (int nbsp = 0; nbsp < 2; nbsp++) {
        snprintf(pat, sizeof pat, "%d%s%s", number, nbsp ? "\u00a0" : " ", word);
        size_t pl = strlen(pat);
        for (const char *p = strstr(text, pat); p; p = strstr(p + 1, pat)) {
            char before = p > text ? p[-1] : ' ', after = p[pl];
            (void)wl;
            bool word_end = !((after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z') ||
                              (unsigned char)after >= 0x80);
            if (!(before >= '0' && before <= '9') && word_end) return true;
        }
    }
    return false;
}

static void check_text(int lang, const char *msgid, const char *text, int n)
{
    char what[700];
    for (int i = 0; plurals[lang][i]; i++)
        for (int k = 0; k <= (lang == 3 ? 1 : 0); k++) { /* French: 0 and 1 are singular */
            int one = lang == 3 && k == 0 ? 0 : 1;
            if (n != one) continue;
            snprintf(what, sizeof what, "[%s] %d: \"%.300s\" has \"%d %s\" (msgid \"%.200s\")",
                     ui_language_code(lang), n, text, n, plurals[lang][i], msgid);
            CHECK_MSG(!number_before(text, n, plurals[lang][i]), what);
        }
    if (n == 2)
        for (int i = 0; singulars[lang][i]; i++) {
            snprintf(what, sizeof what, "[%s] 2: \"%.300s\" has \"2 %s\" (msgid \"%.200s\")",
                     ui_language_code(lang), text, singulars[lang][i], msgid);
            CHECK_MSG(!number_before(text, 2, singulars[lang][i]), what);
        }
}

static void check_language(int lang, bool verbose)
{
    char err[300], text[2048], what[700];
    CHECK_MSG(ui_i18n_use(ui_language_code(lang), err, sizeof err), err);
    for (int i = 0; i < n_msgs; i++) {
        const msg *m = &msgs[i];
        /* a counted message: every number n (its count picks the form); another:
         * each number in turn n, the others 7 */
        int k = m->many ? 0 : args_of(m->one);
        for (int n = 0; n <= 2; n++)
            for (int only = m->many ? -1 : 1; only <= k; only++) {
                const char *fmt = m->many ? ui_trn(m->one, m->many, n) : ui_tr(m->one);
                render(fmt, n, only, text, sizeof text);
                if (verbose) printf("[%s] %d: %s\n", ui_language_code(lang), n, text);
                check_text(lang, m->one, text, n);
            }
        if (m->many && lang == 0) {
            snprintf(what, sizeof what, "counted \"%.300s\": singular and plural differ", m->one);
            CHECK_MSG(strcmp(m->one, m->many), what);
        }
    }
    /* the tourist of every colour, with its article */
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        ui_city_tourist_words(c, text, sizeof text);
        check_text(lang, "tourist words", text, 1);
        if (lang == 0) {
            snprintf(what, sizeof what, "\"%.600s\": a / an by the colour's sound", text);
            bool vowel = strchr("aeiou", metro_city_colour_name(c)[0]) != NULL;
            CHECK_MSG(!strncmp(text, vowel ? "an " : "a ", vowel ? 3 : 2), what);
        }
    }
    /* the level lines name games with one word: the word after "100 " or "20 "
     * (German "von 100 Partien", French "99 parties sur 100": the word after
     * the first number) is the same in each */
    char first[64] = "";
    for (int i = 0; i < metro_ai_count(); i++) {
        const metro_ai *ai = metro_ai_get(i);
        if (!ai->description || !ai->level) continue;
        const char *d = _(ai->description), *p = d;
        while (*p && !(*p >= '0' && *p <= '9')) p++;
        if (!*p) continue;
        while (*p >= '0' && *p <= '9') p++;
        const char *num2 = p; /* "99 von 100 Partien": the noun may follow the second number */
        char word[64] = "";
        sscanf(p, " %63s", word);
        if (!strcmp(word, "von") || !strcmp(word, "van") || !strcmp(word, "in") ||
            !strcmp(word, "sur") || !strcmp(word, "op")) {
            while (*num2 && !(*num2 >= '0' && *num2 <= '9')) num2++;
            while (*num2 >= '0' && *num2 <= '9') num2++;
            sscanf(num2, " %63s", word);
        }
        word[strcspn(word, ".,;")] = '\0';
        if (!first[0]) snprintf(first, sizeof first, "%s", word);
        snprintf(what, sizeof what, "[%s] level line \"%s\" says \"%s\", another \"%s\"",
                 ui_language_code(lang), d, word, first);
        CHECK_MSG(!strcmp(word, first), what);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) return fprintf(stderr, "usage: test_counts TEMPLATE.pot PO_BUILD_DIR [-v]\n"), 2;
    if (!CHECK(read_pot(argv[1]))) return check_done();
    setenv("METRO_LOCALEDIR", argv[2], 1);
    for (int lang = 0; lang < UI_LANGUAGES; lang++) check_language(lang, argc > 3);
    for (int i = 0; i < n_msgs; i++) free(msgs[i].one), free(msgs[i].many);
    return check_done();
}
