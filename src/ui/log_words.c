/* The game log in players' words: the mover's action, then each completed line and its owner. */
#include "log_words.h"

#include <stdio.h>

#include "metro/module.h"

/* Appends to out at *at without ever writing past n. */
#define APPEND(...)                                                                                \
    (*at += (size_t)snprintf(out + (*at < n ? *at : n), *at < n ? n - *at : 0, __VA_ARGS__))

int ui_owner_words(int account, const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    if (account >= 0 && account < METRO_MAX_PLAYERS) return snprintf(out, n, "%s", names[account]);
    if (account >= METRO_ACCOUNT_COMPANY0 && account < METRO_MAX_ACCOUNTS)
        return snprintf(out, n, "the %s company",
                        metro_company_name(account - METRO_ACCOUNT_COMPANY0));
    return snprintf(out, n, "nobody");
}

const char *ui_plural(int count, const char *noun, char *out, size_t n)
{
    snprintf(out, n, "%d %s%s", count, noun, count == 1 ? "" : "s");
    return out;
}

int ui_line_name(const metro_state *s, int id, const char *const names[METRO_MAX_PLAYERS],
                 char *out, size_t n)
{
    size_t done = 0, *at = &done;
    const metro_line *ln = &s->line[id];
    char who[64];
    ui_owner_words(ln->owner, names, who, sizeof who);
    if (n) out[0] = 0;
    if (ln->owner < 0)
        APPEND("the unowned line from ");
    else
        APPEND("%s's line from ", who);
    if (id < METRO_STATIONS) {
        APPEND("%d", id + 1);
    } else { /* a central station token's line (module 2) starts at the centre */
        char sq[4];
        metro_square_name(ln->start_sq, sq);
        APPEND("the centre at %s", sq);
    }
    return (int)(done < n ? done : n ? n - 1 : 0);
}

/* "Ben's line from 23 reaches station 7: 5 points". */
static void line_words(const metro_state *s, int id, const char *const names[], char *out, size_t n,
                       size_t *at)
{
    const metro_line *ln = &s->line[id];
    char name[96], pts[24];
    ui_line_name(s, id, names, name, sizeof name);
    APPEND("%s", name);
    if (ln->dest == METRO_CENTRE_DEST)
        APPEND(" ends in the centre");
    else
        APPEND(" reaches station %d", ln->dest);
    APPEND(": %s", ui_plural(ln->points, "point", pts, sizeof pts));
}

int ui_log_words(const metro_state *before, const metro_state *after, const metro_move *m,
                 const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    size_t done = 0, *at = &done;
    if (n) out[0] = 0;
    char says[160];
    metro_describe_move(before, m, says, sizeof says);
    APPEND("%s %s", names[before->current], says);
    int closed = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++) {
        if (before->line[i].status == METRO_LINE_DONE || after->line[i].status != METRO_LINE_DONE)
            continue;
        APPEND("%s", closed++ ? "; " : " — ");
        line_words(after, i, names, out, n, at);
    }
    return (int)(done < n ? done : n ? n - 1 : 0);
}
