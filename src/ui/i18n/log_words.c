/* The game log in players' words: the mover's action, then each completed line and its owner. */
#include "i18n/log_words.h"

#include <stdio.h>

#include "i18n/i18n.h"
#include "i18n/module_words.h"

/* Appends to out at *at without ever writing past n. */
#define APPEND(...)                                                                                \
    (*at += (size_t)snprintf(out + (*at < n ? *at : n), *at < n ? n - *at : 0, __VA_ARGS__))

/* Whole phrases, not "the %s company": the colour agrees with the noun in
 * German and French. In the order of metro_company_name(), named by the tone
 * the window draws each in (ui_company_name, docs/ui.md). */
static const char *const company_words[METRO_COMPANIES] = {
    N_("the mustard company"), N_("the teal company"),    N_("the rust company"),
    N_("the lime company"),    N_("the magenta company"), N_("the graphite company"),
    N_("the red company"),     N_("the silver company")};

/* A company owning a line: German puts it in another case ("die Metrolinie
 * der silbernen Gesellschaft", not "von die silberne Gesellschaft"), so
 * its possessive is a phrase of its own, inserted in "%s line from %d". */
static const char *const company_lines[METRO_COMPANIES] = {
    N_("the mustard company's"), N_("the teal company's"),    N_("the rust company's"),
    N_("the lime company's"),    N_("the magenta company's"), N_("the graphite company's"),
    N_("the red company's"),     N_("the silver company's")};

int ui_owner_words(int account, const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    if (account >= 0 && account < METRO_MAX_PLAYERS) return snprintf(out, n, "%s", names[account]);
    if (account >= METRO_ACCOUNT_COMPANY0 && account < METRO_MAX_ACCOUNTS)
        return snprintf(out, n, "%s", _(company_words[account - METRO_ACCOUNT_COMPANY0]));
    return snprintf(out, n, "%s", _("nobody"));
}

int ui_line_name(const metro_state *s, int id, const char *const names[METRO_MAX_PLAYERS],
                 char *out, size_t n)
{
    const metro_line *ln = &s->line[id];
    char who[64], sq[4];
    bool company = ln->owner >= METRO_ACCOUNT_COMPANY0 && ln->owner < METRO_MAX_ACCOUNTS;
    if (company)
        snprintf(who, sizeof who, "%s", _(company_lines[ln->owner - METRO_ACCOUNT_COMPANY0]));
    else
        ui_owner_words(ln->owner, names, who, sizeof who);
    metro_square_name(ln->start_sq, sq); /* a central station token's line (module 2) */
    bool centre = id >= METRO_STATIONS;
    int k;
    if (ln->owner < 0)
        k = centre ? snprintf(out, n, _("the unowned line from the centre at %s"), sq)
                   : snprintf(out, n, _("the unowned line from %d"), id + 1);
    else if (centre)
        /* TRANSLATORS: a company's possessive ("the red company's"), a square */
        k = snprintf(out, n,
                     company ? _("%s line from the centre at %s")
                             : _("%s's line from the centre at %s"),
                     who, sq);
    else
        /* TRANSLATORS: a company's possessive ("the red company's"), a station */
        k = snprintf(out, n, company ? _("%s line from %d") : _("%s's line from %d"), who, id + 1);
    return k < 0 ? 0 : (size_t)k < n ? k : n ? (int)n - 1 : 0;
}

/* "Ben's line from 23 reaches station 7: 5 points". */
static void line_words(const metro_state *s, int id, const char *const names[], char *out, size_t n,
                       size_t *at)
{
    const metro_line *ln = &s->line[id];
    char name[96];
    ui_line_name(s, id, names, name, sizeof name);
    if (ln->dest == METRO_CENTRE_DEST)
        APPEND(ui_trn("%s ends in the centre: %d point", "%s ends in the centre: %d points",
                      ln->points),
               name, ln->points);
    else
        APPEND(ui_trn("%s reaches station %d: %d point", "%s reaches station %d: %d points",
                      ln->points),
               name, ln->dest, ln->points);
}

int ui_log_words(const metro_state *before, const metro_state *after, const metro_move *m,
                 const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    size_t done = 0, *at = &done;
    if (n) out[0] = 0;
    const char *who = names[before->current];
    char says[160], sq[4];
    if (m->kind == METRO_MOVE_DRAW) {
        APPEND(_("%s draws a tile"), who);
    } else if (m->kind == METRO_MOVE_LAY) { /* squares by their names on the board's edge */
        metro_square_name(m->sq, sq);
        APPEND(_("%s lays a tile on %s"), who, sq);
    } else { /* a module move in its screen's words */
        ui_modules_move_words(before, m, UI_MOVE_TOLD, says, sizeof says);
        /* TRANSLATORS: a player's name, then a module move's words */
        APPEND(_("%s %s"), who, says);
    }
    int closed = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++) {
        if (before->line[i].status == METRO_LINE_DONE || after->line[i].status != METRO_LINE_DONE)
            continue;
        APPEND("%s", closed++ ? "; " : " — ");
        line_words(after, i, names, out, n, at);
    }
    /* then what the modules' rules did: a taxi ride, chips taken */
    if (ui_modules_rule_words(before, after, m, names, says, sizeof says) > 0)
        APPEND("%s%s", closed ? "; " : " — ", says);
    return (int)(done < n ? done : n ? n - 1 : 0);
}
