/* Fuzz target for the save-file loader: accept, or reject with "NAME:LINE: reason". */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static metro_game game, again;

static char *write_text(const metro_game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || metro_game_write(g, f)) fuzz_fail("cannot write a save to memory", "", "");
    fclose(f);
    return text;
}

/* "fuzz.save:LINE: reason" with 1 <= LINE <= lines in the text + 1. */
static int well_formed_error(const char *err, const char *text)
{
    const char *name = "fuzz.save:";
    if (strncmp(err, name, strlen(name)) != 0) return 0;
    const char *p = err + strlen(name);
    if (!isdigit((unsigned char)*p)) return 0;
    long line = strtol(p, (char **)&p, 10);
    long lines = 1;
    for (const char *c = text; *c; c++) lines += *c == '\n';
    return line >= 1 && line <= lines + 1 && p[0] == ':' && p[1] == ' ' && p[2] != 0;
}

int fuzz_check(const char *text)
{
    char err[512] = "";
    if (metro_game_load_text(&game, text, "fuzz.save", err, sizeof err) != 0) {
        if (!well_formed_error(err, text)) fuzz_fail("badly formed load error", text, err);
        return 0;
    }
    /* Accepted: a consistent game that saves and loads back to itself. */
    const metro_state *s = &game.state;
    if (game.cursor < 0 || game.cursor > game.n_moves || s->tiles_laid > 60)
        fuzz_fail("accepted an inconsistent game", text, "");
    int re[METRO_MAX_ACCOUNTS];
    metro_retrace_scores(s, re);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
        if (re[a] != s->score[a]) fuzz_fail("score differs from a re-trace", text, "");
    char *first = write_text(&game);
    if (metro_game_load_text(&again, first, "fuzz.save", err, sizeof err) != 0)
        fuzz_fail("own save of an accepted file rejected", first, err);
    char *second = write_text(&again);
    if (strcmp(first, second) != 0) fuzz_fail("save is not stable", first, second);
    if (memcmp(&again.state, &game.state, sizeof game.state) != 0)
        fuzz_fail("reloaded state differs", first, "");
    free(first);
    free(second);
    return 1;
}

size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    fuzz_random_setup_game(&game, rng, (int)metro_rng_below(rng, 200)); /* cities too */
    if (game.n_moves && metro_rng_below(rng, 4) == 0)
        metro_game_seek(&game, (int)metro_rng_below(rng, (uint32_t)game.n_moves));
    char *text = write_text(&game);
    size_t n = strlen(text);
    if (n >= cap) n = cap - 1;
    memcpy(buf, text, n);
    buf[n] = 0;
    free(text);
    /* Half the seeds in format version 1 (no checksum): mutations of those
     * reach the line parser, not only the checksum check. (Edited in buf:
     * gcc's -Wdangling-pointer misreads an edit of the memstream buffer.) */
    char *sum = strstr(buf, "\nchecksum ");
    if (sum && strlen(sum) >= 19 && metro_rng_below(rng, 2)) {
        memmove(sum + 1, sum + 19, strlen(sum + 19) + 1);
        buf[11] = '1';
        n = strlen(buf);
    }
    return n;
}
