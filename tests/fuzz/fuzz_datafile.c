/* Fuzz target for the small data files: the window's statistics (src/ui/files/stats.c),
 * rejoin file (src/ui/files/rejoin_file.c) and My tables file
 * (src/ui/files/my_tables_file.c), and metro-cli's seat token file
 * (src/cli/token_file.c). Refused with a reason, or read into a value that prints and reads
 * back the same; with a NUL byte put in, always refused, saying so. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "files/my_tables_file.h"
#include "files/rejoin_file.h"
#include "files/stats.h"
#include "fuzz.h"
#include "metro/module.h"
#include "token_file.h"

enum { READERS = 4 };
static const char *const reader_name[READERS] = {"statistics", "rejoin", "token", "tables"};

/* One reader: parse the text, or print the value read. */
typedef union data_value {
    ui_stats stats;
    ui_rejoin rejoin;
    cli_token token;
    ui_my_tables tables;
} data_value;

static int parse(int reader, const char *text, size_t len, data_value *v, char *err, size_t n)
{
    if (reader == 0) return ui_stats_parse(text, len, "fuzz.data", &v->stats, err, n);
    if (reader == 1) return ui_rejoin_parse(text, len, "fuzz.data", &v->rejoin, err, n);
    if (reader == 3) return ui_my_tables_parse(text, len, "fuzz.data", &v->tables, err, n);
    return cli_token_parse(text, len, &v->token, err, n);
}

/* The value's text, a new string (its length in *len). */
static char *print(int reader, const data_value *v, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f) fuzz_fail("open_memstream failed", "", "");
    int rc = reader == 0   ? ui_stats_print(f, &v->stats)
             : reader == 1 ? ui_rejoin_print(f, &v->rejoin)
             : reader == 3 ? ui_my_tables_print(f, &v->tables)
                           : cli_token_print(f, &v->token);
    if (fclose(f) || rc) fuzz_fail("cannot print to memory", reader_name[reader], "");
    return text;
}

/* A refusal names the file (the token reader's caller adds the path) and says why. */
static void check_refusal(int reader, const char *err, const data_value *v)
{
    static const data_value zero;
    const char *name = "fuzz.data";
    if (reader != 2 ? strncmp(err, name, strlen(name)) || !strstr(err, ": ") : !err[0])
        fuzz_fail("a refusal without the file's name or a reason", reader_name[reader], err);
    if (memcmp(v, &zero, sizeof *v)) fuzz_fail("a refused file left a value", err, "");
}

int fuzz_check_input(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int reader = data[0] % READERS;
    size_t len = size - 1;
    char *text = malloc(len + 1), err[400] = "";
    if (!text) return 0;
    memcpy(text, data + 1, len);
    text[len] = '\0';
    static data_value v, again;
    memset(&v, 0, sizeof v);
    int rc = parse(reader, text, len, &v, err, sizeof err);
    if (rc) check_refusal(reader, err, &v);
    if (!rc) { /* prints to a text that reads back the same, and prints the same again */
        size_t n1 = 0, n2 = 0;
        char *out = print(reader, &v, &n1);
        memset(&again, 0, sizeof again);
        if (parse(reader, out, n1, &again, err, sizeof err))
            fuzz_fail("a printed value is refused", out, err);
        char *out2 = print(reader, &again, &n2);
        if (memcmp(&v, &again, sizeof v) || n1 != n2 || memcmp(out, out2, n1))
            fuzz_fail("a printed value reads back differently", out, out2);
        free(out), free(out2);
    }
    if (len) { /* the same text with a NUL in it: refused, saying so (issue 37, item 1) */
        text[data[0] / READERS % len] = '\0';
        if (!parse(reader, text, len, &v, err, sizeof err) || !strstr(err, "NUL"))
            fuzz_fail("a NUL byte is not refused as one", reader_name[reader], err);
        check_refusal(reader, err, &v);
    }
    free(text);
    return rc == 0;
}

/* 32 hex digits of a token. */
static void random_token(metro_rng *rng, uint8_t out[METRO_NET_TOKEN])
{
    for (int i = 0; i < METRO_NET_TOKEN; i++) out[i] = (uint8_t)metro_rng_below(rng, 256);
}

static void random_stats(metro_rng *rng, ui_stats *st)
{
    static const char *const levels[] = {"random", "greedy", "medium", "strong", "expert"};
    st->games.played = (int)metro_rng_below(rng, 1000);
    st->games.won = (int)metro_rng_below(rng, (uint32_t)st->games.played + 1);
    st->n_levels = (int)metro_rng_below(rng, 6);
    for (int i = 0; i < st->n_levels; i++) {
        snprintf(st->level[i], UI_STATS_NAME, "%s", levels[i]);
        st->vs_level[i].played = (int)metro_rng_below(rng, 100);
        st->vs_level[i].won = (int)metro_rng_below(rng, (uint32_t)st->vs_level[i].played + 1);
    }
    for (int m = 0; m < metro_module_count(); m++)
        if (metro_rng_below(rng, 3) == 0) st->module[m].played = 1 + (int)metro_rng_below(rng, 9);
    st->solo_games = (int)metro_rng_below(rng, 20);
    st->solo_best = st->solo_games ? (int)metro_rng_below(rng, 200) : 0;
}

static void random_rejoin(metro_rng *rng, ui_rejoin *r)
{
    static const char *const address[] = {"127.0.0.1:24960", "::1:24961", "metro.example:7"};
    snprintf(r->address, sizeof r->address, "%s", address[metro_rng_below(rng, 3)]);
    r->host_port = metro_rng_below(rng, 2) ? 24960 : 0;
    snprintf(r->table, sizeof r->table, "Ada-%u", (unsigned)metro_rng_below(rng, 10000));
    r->seats = (uint8_t)(1 + metro_rng_below(rng, (1u << METRO_MAX_PLAYERS) - 1));
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) random_token(rng, r->token[p]);
}

/* A valid file of a random reader: its selector byte, then the text as written. */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    static data_value v;
    memset(&v, 0, sizeof v);
    int reader = (int)metro_rng_below(rng, READERS);
    if (reader == 0) random_stats(rng, &v.stats);
    if (reader == 1) random_rejoin(rng, &v.rejoin);
    for (int i = 0; reader == 3 && i < (int)metro_rng_below(rng, 5); i++) {
        ui_rejoin r;
        memset(&r, 0, sizeof r);
        random_rejoin(rng, &r);
        r.host_port = 0;
        ui_my_tables_put(&v.tables, &r);
    }
    if (reader == 2) {
        snprintf(v.token.table, sizeof v.token.table, "t%u", (unsigned)metro_rng_below(rng, 999));
        v.token.seat = (int)metro_rng_below(rng, METRO_MAX_PLAYERS);
        random_token(rng, v.token.token);
    }
    size_t len = 0;
    char *text = print(reader, &v, &len);
    if (len + 2 > cap) len = cap - 2;
    buf[0] = (char)('0' + reader); /* '0' % 4 == 0 */
    memcpy(buf + 1, text, len);
    buf[len + 1] = '\0';
    free(text);
    return len + 1;
}
