/* Players' words, not the engine's (issue 24): the Load dialog names a
 * save's modules as the set-up screen does ("Companies and shares + Central
 * stations + Stockholm"), never by their ids ("shares+central-stations+
 * stockholm"), in every language; a company is named by the tone it is
 * drawn in (docs/ui.md: the "orange" company is drawn rust), in the panel
 * and in the log alike.
 * usage: test_player_words PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/engine.h"
#include "files/save_list.h"
#include "i18n/module_words.h"
#include "metro/module.h"
#include "ui.h"

static const char *const ids[] = {"central-stations", "shares,", "shares+", "+stockholm"};

static void check_save_line(const char *lang, const char *path)
{
    char err[300], info[200], what[300];
    CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
    CHECK(ui_save_header(path, info, sizeof info));
    snprintf(what, sizeof what, "[%s] \"%s\" names Stockholm", lang, info);
    CHECK_MSG(strstr(info, "Stockholm"), what);
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        snprintf(what, sizeof what, "[%s] \"%s\" has no module id \"%s\"", lang, info, ids[i]);
        CHECK_MSG(!strstr(info, ids[i]), what);
    }
    snprintf(what, sizeof what, "[%s] \"%s\" joins three names", lang, info);
    const char *plus = strstr(info, " + ");
    CHECK_MSG(plus && strstr(plus + 3, " + "), what);
}

/* The palette of docs/ui.md, in the engine's company order. */
static const char *const tones[METRO_COMPANIES] = {"mustard", "teal",     "rust", "lime",
                                                   "magenta", "graphite", "red",  "silver"};

static void check_company_names(const char *lang)
{
    char err[300], words[120], what[300];
    CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
    const char *const names[METRO_MAX_PLAYERS] = {"Ada", "Ben", "Cleo", "Dario", "Eva", "Finn"};
    for (int c = 0; c < METRO_COMPANIES; c++) {
        const char *name = ui_company_name(c);
        if (!strcmp(lang, "en")) {
            snprintf(what, sizeof what, "company %d is \"%s\", drawn %s", c, name, tones[c]);
            CHECK_MSG(!strcmp(name, tones[c]), what);
        }
        ui_owner_words(METRO_ACCOUNT_COMPANY0 + c, names, words, sizeof words);
        /* the log's phrase has the name's stem ("rostrote" holds "Rost") */
        char stem[8];
        snprintf(stem, sizeof stem, "%.4s", name);
        for (char *p = stem; *p; p++)
            if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
        char lower[120];
        snprintf(lower, sizeof lower, "%s", words);
        for (char *p = lower; *p; p++)
            if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
        snprintf(what, sizeof what, "[%s] the log's \"%s\" names the company as the panel, \"%s\"",
                 lang, words, name);
        CHECK_MSG(c == 6 || strstr(lower, stem), what); /* red stays red ("rood", "rode") */
    }
}

/* The set-up's refusals name a module inside the sentence in the form for
 * there: no capital article mid-sentence ("Niet met De metromaatschappijen",
 * "zet eerst De metromaatschappijen uit" before). Every pair of modules. */
static void check_refusals(const char *lang)
{
    static const char *const articles[] = {" De ", " Het ", " Die ", " Der ", " Das ",
                                           " Le ", " La ",  " Les ", " The "};
    char err[300], why[300], what[400];
    CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
    int refusals = 0;
    for (int on = 0; on < metro_module_count(); on++)
        for (int slot = 0; slot < metro_module_count(); slot++) {
            if (on == slot || metro_module_get(on)->hidden || metro_module_get(slot)->hidden)
                continue;
            ui_module_refusal(1u << on, 2, slot, why, sizeof why);
            refusals += why[0] != '\0';
            for (size_t k = 0; k < sizeof articles / sizeof articles[0]; k++) {
                snprintf(what, sizeof what, "[%s] \"%s\" has \"%s\" mid-sentence", lang, why,
                         articles[k]);
                CHECK_MSG(!strstr(why, articles[k]), what);
            }
        }
    CHECK(refusals > 0);
}

/* Dutch, as a player reads it: the solo game with the shares in play. */
static void check_dutch_refusal(void)
{
    char err[300], why[300];
    CHECK_MSG(ui_i18n_use("nl", err, sizeof err), err);
    int shares = metro_module_find("shares"), solo = metro_module_find("solo");
    ui_module_refusal(1u << shares, 2, solo, why, sizeof why);
    CHECK_STR(why, "Het solospel speel je alleen: zet eerst de metromaatschappijen uit");
    ui_module_refusal(1u << solo, 1, shares, why, sizeof why);
    CHECK_STR(why, "Niet met het solospel: dat speel je alleen");
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: test_player_words PO_BUILD_DIR\n"), 2;
    setenv("METRO_LOCALEDIR", argv[1], 1);
    char path[] = "/tmp/metro-words-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!CHECK(f)) return check_done();
    fputs("metro-save 2\nplayers 3\nhand 1\nfree-orientation no\n"
          "modules shares,central-stations,stockholm\nseed 7\nseat 1 human Ada\n"
          "seat 2 greedy Ben\nseat 3 greedy Cleo\ncursor 0\n",
          f);
    fclose(f);
    for (int i = 0; i < UI_LANGUAGES; i++) {
        check_save_line(ui_language_code(i), path);
        check_company_names(ui_language_code(i));
        check_refusals(ui_language_code(i));
    }
    check_dutch_refusal();
    remove(path);
    return check_done();
}
