/* Online play in the player's words (online_words.h). */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "online/online_words.h"
#include "proto.h"

/* Both versions named: the host's text is "this host speaks protocol
 * version H and the client version C: ...". */
static void version_words(int host, int mine, char *out, size_t n)
{
    snprintf(out, n,
             _("The host speaks protocol version %d, this game version %d: play with the same "
               "version of Metro on both sides."),
             host, mine);
}

void ui_refusal_words(int code, const char *host_text, char *out, size_t n)
{
    int host = 0, client = 0;
    switch (code) {
    case METRO_REFUSE_VERSION:
        if (sscanf(host_text, "this host speaks protocol version %d and the client version %d",
                   &host, &client) == 2)
            version_words(host, client, out, n);
        else
            snprintf(out, n, _("The host speaks another protocol version: %.120s"), host_text);
        return;
    case METRO_REFUSE_FULL:
        snprintf(out, n, "%s", _("The host has no room for another connection."));
        return;
    case METRO_REFUSE_NO_TABLE:
        snprintf(out, n, "%s", _("There is no such table on the host."));
        return;
    case METRO_REFUSE_NO_SEAT:
        snprintf(out, n, "%s", _("That table has no open seat."));
        return;
    case METRO_REFUSE_BAD_TOKEN:
        snprintf(out, n, "%s", _("The host no longer knows this seat (the table is gone)."));
        return;
    case METRO_REFUSE_NOT_NOW:
        snprintf(out, n, "%s", _("Not now: the game has started or is over."));
        return;
    case METRO_REFUSE_NOT_TURN:
        snprintf(out, n, "%s", _("It is not that seat's turn."));
        return;
    case METRO_REFUSE_STALE:
        snprintf(out, n, "%s", _("The game moved on before that move arrived."));
        return;
    case METRO_REFUSE_TAKEN_OVER:
        snprintf(out, n, "%s", _("Your seat was taken back from another window."));
        return;
    case METRO_REFUSE_TOO_MANY:
        snprintf(out, n, "%s", _("The host runs as many tables as it may."));
        return;
    case METRO_REFUSE_SHUTDOWN:
        snprintf(out, n, "%s", _("The host is shutting down; it keeps the game."));
        return;
    case METRO_REFUSE_CHAT:
        snprintf(out, n, "%s", _("Chat: one line every 2 seconds."));
        return;
    default:
        /* TRANSLATORS: the host's own reason follows, in English */
        snprintf(out, n, _("The host refused: %.150s"), host_text);
        return;
    }
}

/* The host refuses an undo for one of four reasons, all NOT_NOW: the
 * general "the game has started or is over" would be wrong for each. */
void ui_undo_refusal_words(int code, const char *host_text, char *out, size_t n)
{
    const char *away = strstr(host_text, " (seat ");
    if (code != METRO_REFUSE_NOT_NOW) {
        ui_refusal_words(code, host_text, out, n);
    } else if (strstr(host_text, "no move of seat")) {
        snprintf(out, n, "%s",
                 _("Nothing to take back: you have no move since the other players' last."));
    } else if (strstr(host_text, "asked for an undo")) { /* the host's limits */
        snprintf(out, n, "%s", _("No undo now: you have asked as often as the host allows."));
    } else if (away && strstr(away, "is away")) {
        /* TRANSLATORS: a player's name */
        snprintf(out, n, _("No undo now: %.*s is away and cannot agree."),
                 (int)(away - host_text > 40 ? 40 : away - host_text), host_text);
    } else {
        snprintf(out, n, "%s", _("No undo now: another undo vote is still open."));
    }
}

void ui_notice_words(int kind, const char *name, char *out, size_t n)
{
    switch (kind) {
    case METRO_NOTICE_SAT:
        snprintf(out, n, _("%s sat down"), name);
        break;
    case METRO_NOTICE_GONE:
        snprintf(out, n, _("%s lost the connection"), name);
        break;
    case METRO_NOTICE_STAND_IN:
        snprintf(out, n, _("A computer plays for %s until they are back"), name);
        break;
    case METRO_NOTICE_BACK:
        snprintf(out, n, _("%s is back"), name);
        break;
    case METRO_NOTICE_UNDONE:
        snprintf(out, n, _("Moves taken back for %s: everyone agreed"), name);
        break;
    case METRO_NOTICE_DEADLINE: /* a turn-based table's missed move */
        snprintf(out, n, _("%s missed the move deadline: a computer played that turn"), name);
        break;
    default:
        snprintf(out, n, _("No undo for %s: not everyone agreed"), name);
        break;
    }
}

void ui_broken_words(const char *client_text, char *out, size_t n)
{
    int host = 0, mine = 0;
    const char *v = strstr(client_text, "the host speaks protocol version"); /* after "version: " */
    if (v && sscanf(v, "the host speaks protocol version %d, this program %d", &host, &mine) == 2)
        version_words(host, mine, out, n);
    else
        snprintf(out, n, _("The host sent what this game cannot read: %.150s"), client_text);
}

void ui_rating_words(const metro_net_rating *r, char *out, size_t n)
{
    if (r->kind == METRO_NET_RATED) /* TRANSLATORS: a player's rating on the server, rounded */
        snprintf(out, n, _("rating %d"), r->ordinal);
    else /* TRANSLATORS: a player with a key who has no rated game on the server yet */
        snprintf(out, n, "%s", r->kind == METRO_NET_RATING_NEW ? _("new player") : "");
}

void ui_table_ratings_words(const metro_net_table_info *t, char *out, size_t n)
{
    char list[6 * 16] = "";
    bool keyed = false;
    for (int p = 0; p < t->players && p < METRO_MAX_PLAYERS; p++) {
        const metro_net_rating *r = &t->rating[p];
        char one[16];
        keyed |= r->kind != METRO_NET_UNRATED;
        if (r->kind == METRO_NET_RATED)
            snprintf(one, sizeof one, "%d", r->ordinal);
        else /* TRANSLATORS: in a table's list of ratings: a player not rated yet */
            snprintf(one, sizeof one, "%s", r->kind == METRO_NET_RATING_NEW ? _("new") : "–");
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", p ? ", " : "", one);
    }
    /* TRANSLATORS: the ratings of a listed table's seats, in seat order ("ratings: 12, new, –") */
    if (keyed)
        snprintf(out, n, _("ratings: %s"), list);
    else
        out[0] = 0;
}
