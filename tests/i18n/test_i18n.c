/* The game's own .mo reader and language switch (src/ui/i18n/mo_file.c, i18n.c):
 * the built catalogues, plural rules, and broken files that must not crash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "file_io.h"
#include "i18n/mo_file.h"

static char *slurp(const char *path, size_t *n)
{
    char *bytes = NULL, err[300];
    if (metro_file_read(path, 1 << 22, &bytes, n, err, sizeof err)) {
        fprintf(stderr, "test_i18n: %s\n", err);
        exit(1);
    }
    return bytes;
}

/* The fixture as language `lang` in a folder tree METRO_LOCALEDIR can name. */
static void install_fixture(const char *tmp, const char *lang, const char *bytes, size_t n)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", tmp, lang), mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES", tmp, lang), mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/metro.mo", tmp, lang);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(bytes, 1, n, f) == n);
    fclose(f);
}

static void test_fixture(const char *fixture_path)
{
    size_t n;
    char *bytes = slurp(fixture_path, &n), err[200];
    mo_catalog *c = mo_parse(bytes, n, err, sizeof err);
    CHECK(c != NULL);
    CHECK_STR(mo_find(c, "Menu", 0), "Testmenü");
    CHECK_STR(mo_find(c, "%d tile", 0), "%d one");
    CHECK_STR(mo_find(c, "%d tile", 1), "%d many");
    CHECK(mo_find(c, "%d tile", 2) == NULL);
    CHECK(mo_find(c, "untranslated", 0) == NULL);
    CHECK(mo_find(c, "absent", 0) == NULL);
    CHECK(mo_find(c, "", 0) == NULL); /* the header is no message */
    mo_free(c);

    /* Plural rules: German says "0 tiles", French "0 tile". */
    char tmp[] = "/tmp/metro-i18n-XXXXXX";
    CHECK(mkdtemp(tmp) != NULL);
    install_fixture(tmp, "de", bytes, n), install_fixture(tmp, "fr", bytes, n);
    setenv("METRO_LOCALEDIR", tmp, 1);
    CHECK(ui_i18n_use("de_AT.UTF-8", err, sizeof err));
    CHECK_STR(ui_tr("Menu"), "Testmenü");
    CHECK_STR(ui_trn("%d tile", "%d tiles", 0), "%d many");
    CHECK_STR(ui_trn("%d tile", "%d tiles", 1), "%d one");
    CHECK(ui_i18n_use("fr", err, sizeof err));
    CHECK_STR(ui_trn("%d tile", "%d tiles", 0), "%d one");
    CHECK_STR(ui_trn("%d tile", "%d tiles", 2), "%d many");
    CHECK(!ui_i18n_use("nl", err, sizeof err)); /* no catalogue there */
    CHECK_STR(ui_tr("Menu"), "Testmenü");       /* a failed switch keeps the language */
    CHECK(ui_i18n_use("en", err, sizeof err));
    CHECK_STR(ui_tr("Menu"), "Menu");
    CHECK_STR(ui_trn("%d tile", "%d tiles", 0), "%d tiles");
    CHECK(!ui_i18n_use("xx", err, sizeof err) && strstr(err, "unknown language"));
    CHECK(!ui_i18n_use("english", err, sizeof err));
    unsetenv("METRO_LOCALEDIR");
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    CHECK(system(cmd) == 0);
    free(bytes);
}

/* Every truncation and many corrupted bytes: refused or read, never a crash
 * (the sanitizer build runs this too). */
static void test_broken(const char *path)
{
    size_t n;
    char *bytes = slurp(path, &n), err[200];
    int refused = 0;
    for (size_t len = 0; len < n; len++) {
        mo_catalog *c = mo_parse(bytes, len, err, sizeof err);
        refused += c == NULL;
        mo_find(c, "Menu", 0);
        mo_free(c);
    }
    CHECK(refused == (int)n); /* a cut file always loses its strings' ends */
    uint32_t x = 12345;
    for (int round = 0; round < 4000; round++) {
        char *copy = malloc(n);
        memcpy(copy, bytes, n);
        for (int k = 0; k < 3; k++) {
            x = x * 1664525u + 1013904223u;
            copy[(x >> 8) % n] = (char)(x >> 24);
        }
        mo_catalog *c = mo_parse(copy, n, err, sizeof err);
        if (c) mo_find(c, "Menu", 0), mo_find(c, "%d tile", 1), mo_free(c);
        free(copy);
    }
    free(bytes);
}

/* The built catalogues of po/ say the menu's words in their language. */
static void test_built(const char *po_dir)
{
    static const char *const want[][2] = {{"de", "Menü"}, {"nl", "Menu"}, {"fr", "Menu"}};
    char err[300];
    setenv("METRO_LOCALEDIR", po_dir, 1);
    for (int i = 0; i < 3; i++) {
        CHECK(ui_i18n_use(want[i][0], err, sizeof err));
        CHECK_STR(ui_tr("Menu"), want[i][1]);
        CHECK(strcmp(ui_tr("Sound off"), "Sound off") != 0);
    }
    unsetenv("METRO_LOCALEDIR");
    ui_i18n_free();
}

/* Counted nouns in the real catalogues: French says "0 tuile", the others
 * use the plural for 0; every language the singular for 1. */
static void test_plurals(const char *po_dir)
{
    static const struct {
        const char *lang, *one, *two, *zero;
    } want[] = {
        {"de", "1 Gleiskarte im Stapel", "2 Gleiskarten im Stapel", "0 Gleiskarten im Stapel"},
        {"nl", "1 tegel op de stapel", "2 tegels op de stapel", "0 tegels op de stapel"},
        {"fr", "1 tuile dans la pioche", "2 tuiles dans la pioche", "0 tuile dans la pioche"},
        {"en", "1 tile in the deck", "2 tiles in the deck", "0 tiles in the deck"},
    };
    char err[300], got[80];
    setenv("METRO_LOCALEDIR", po_dir, 1);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        CHECK(ui_i18n_use(want[i].lang, err, sizeof err));
        const long n[3] = {1, 2, 0};
        const char *const w[3] = {want[i].one, want[i].two, want[i].zero};
        for (int k = 0; k < 3; k++) {
            snprintf(got, sizeof got, ui_trn("%d tile in the deck", "%d tiles in the deck", n[k]),
                     (int)n[k]);
            CHECK_STR(got, w[k]);
        }
    }
    unsetenv("METRO_LOCALEDIR");
    ui_i18n_free();
}

/* The log in German: whole sentences from the catalogue, the line's points
 * counted ("1 Punkt", "5 Punkte"). */
static void test_log_in_german(const char *po_dir)
{
    static const char *const names[METRO_MAX_PLAYERS] = {"Ada",   "Ben", "Cleo",
                                                         "Dario", "Eva", "Finn"};
    char err[300], got[320];
    setenv("METRO_LOCALEDIR", po_dir, 1);
    CHECK(ui_i18n_use("de", err, sizeof err));
    metro_config cfg;
    metro_config_default(&cfg, 2);
    cfg.seed = 1;
    metro_state s;
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_OK);
    metro_move m = {.kind = METRO_MOVE_DRAW};
    metro_state before = s;
    CHECK_EQ(metro_apply(&s, &m), METRO_OK);
    ui_log_words(&before, &s, &m, names, got, sizeof got);
    CHECK_STR(got, "Ada zieht eine Gleiskarte");
    /* lay until a line is complete: its clause is German too */
    static metro_move moves[METRO_MAX_MOVES];
    for (int turn = 0; turn < 60 && !metro_over(&s); turn++) {
        int k = metro_legal_moves(&s, moves);
        before = s;
        CHECK_EQ(metro_apply(&s, &moves[k - 1]), METRO_OK);
        ui_log_words(&before, &s, &moves[k - 1], names, got, sizeof got);
        if (moves[k - 1].kind == METRO_MOVE_LAY) CHECK(strstr(got, " legt eine Gleiskarte auf "));
        if (strstr(got, " — ")) {
            printf("German: %s\n", got);
            CHECK(strstr(got, "die Metrolinie von ") || strstr(got, "die herrenlose Metrolinie"));
            CHECK(strstr(got, " Punkt"));
            CHECK(!strstr(got, "point") && !strstr(got, "line"));
            break;
        }
    }
    unsetenv("METRO_LOCALEDIR");
    ui_i18n_free();
}

/* The system's preferred language (LANGUAGE, LANG: SDL_GetPreferredLocales)
 * picks the first supported one, English when none is; no locale needs to
 * be installed. */
static void test_system_language(void)
{
    static const char *const cases[][3] = {
        /* LANGUAGE, LANG, expected */
        {"de", "C", "de"},    {"es:nl_BE:fr", "C", "nl"},
        {"pt_BR", "C", "en"}, {"", "fr_CA.UTF-8", "fr"},
        {"", "C", "en"},      {"en_GB:de", "de_DE.UTF-8", "en"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        setenv("LANGUAGE", cases[i][0], 1);
        setenv("LANG", cases[i][1], 1);
        unsetenv("LC_ALL"), unsetenv("LC_MESSAGES");
        const char *got = ui_i18n_system();
        if (strcmp(got, cases[i][2]))
            fprintf(stderr, "LANGUAGE=%s LANG=%s: %s\n", cases[i][0], cases[i][1], got);
        CHECK_STR(got, cases[i][2]);
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) return fprintf(stderr, "usage: test_i18n FIXTURE.mo PO_BUILD_DIR\n"), 2;
    test_fixture(argv[1]);
    test_broken(argv[1]);
    char de[1024];
    snprintf(de, sizeof de, "%s/de/LC_MESSAGES/metro.mo", argv[2]);
    test_broken(de);
    test_built(argv[2]);
    test_plurals(argv[2]);
    test_log_in_german(argv[2]);
    test_system_language();
    return check_done();
}
