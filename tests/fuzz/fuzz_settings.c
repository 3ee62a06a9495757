/* Fuzz target for the game's settings file (src/ui/files/settings.c): accept a set-up that writes
 * back to itself, or refuse with "NAME:LINE: reason". */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "files/settings.h"

static char *write_text(const ui_setup *s)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || ui_setup_write(s, f)) fuzz_fail("cannot write settings to memory", "", "");
    fclose(f);
    return text;
}

int fuzz_check(const char *text)
{
    ui_setup s, again;
    char err[512] = "";
    if (ui_setup_parse(&s, text, "fuzz.txt", err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.txt", 8) != 0 || (err[8] != ':' && err[8] != 0) || !err[9])
            fuzz_fail("badly formed settings error", text, err);
        return 0;
    }
    if (s.players < 1 || s.players > METRO_MAX_PLAYERS || s.hand_size < 1 ||
        s.hand_size > METRO_MAX_HAND)
        fuzz_fail("accepted settings out of range", text, "");
    char *first = write_text(&s);
    if (ui_setup_parse(&again, first, "fuzz.txt", err, sizeof err) != 0)
        fuzz_fail("own settings text refused", first, err);
    char *second = write_text(&again);
    if (strcmp(first, second) != 0) fuzz_fail("settings text is not stable", first, second);
    free(first);
    free(second);
    return 1;
}

size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    ui_setup s;
    ui_setup_default(&s);
    s.players = 2 + (int)metro_rng_below(rng, 5);
    s.hand_size = 1 + (int)metro_rng_below(rng, 3);
    s.free_orientation = metro_rng_below(rng, 2);
    s.random_seed = metro_rng_below(rng, 2);
    s.seed = metro_rng_next(rng);
    if (metro_rng_below(rng, 2)) s.modules = 1u << metro_module_find("central-tracks");
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
        int c = (int)metro_rng_below(rng, (uint32_t)metro_ai_count() + 1);
        snprintf(s.controller[p], METRO_CONTROLLER_LEN, "%s",
                 c ? metro_ai_get(c - 1)->name : "human");
        snprintf(s.name[p], METRO_NAME_LEN, "Seat %d %c", p + 1,
                 'A' + (int)metro_rng_below(rng, 26));
    }
    char *text = write_text(&s);
    size_t n = strlen(text);
    if (n >= cap) n = cap - 1;
    memcpy(buf, text, n);
    buf[n] = 0;
    free(text);
    return n;
}
