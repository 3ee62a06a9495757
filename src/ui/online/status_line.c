/* The status line of an online game (status_line.h): words from the UI
 * state and the game, a countdown kept in the state once a frame. */
#include <stdio.h>

#include "core/app.h"
#include "i18n/i18n.h"
#include "online/status_line.h"

static bool in_game(const ui_app *a)
{
    return a->ui.online.phase == UI_NET_PLAYING && !metro_over(&a->game->state);
}

static bool mine(const ui_app *a)
{
    const ui_online *o = &a->ui.online;
    return !o->spectator && (o->seats >> a->game->state.current & 1);
}

/* When the countdown the line shows ends (app clock, ms): a turn-based
 * move's deadline, else the end of a live table's grace for the player
 * to move who is away. False when the window cannot know it (it did not
 * see the turn begin or the player go). */
static bool countdown_end(const ui_app *a, uint32_t *end)
{
    const ui_online *o = &a->ui.online;
    int cur = a->game->state.current;
    if (o->deadline) return *end = o->turn_due, o->turn_due != 0;
    const metro_net_seat_info *s = &o->seat[cur];
    if (mine(a) || s->kind != METRO_SEAT_HUMAN || s->present || s->stand_in) return false;
    if (!o->away_at[cur] || !o->grace) return false;
    *end = o->away_at[cur] + (uint32_t)o->grace * 1000u;
    return true;
}

void ui_online_status_tick(ui_app *a)
{
    ui_online *o = &a->ui.online;
    bool turn = in_game(a) && mine(a) && !o->lost;
    if (turn && !o->your_turn) ui_sound_play(a->res.sound, UI_SFX_YOUR_TURN);
    o->your_turn = turn;
    uint32_t end;
    if (!in_game(a) || !countdown_end(a, &end)) return;
    int left = end > a->now ? (int)((end - a->now) / 1000) : 0;
    if (left != o->status_secs) o->status_secs = left; /* the layout runs again once a second */
}

int ui_online_status_wait(const ui_app *a)
{
    uint32_t end;
    if (!in_game(a) || !countdown_end(a, &end) || end <= a->now) return -1;
    return (int)((end - a->now) % 1000) + 1;
}

const char *ui_online_title(const ui_app *a)
{
    return a->ui.online.your_turn ? _("Your turn - Metro") : "Metro";
}

/* A turn-based table: whose move, and by when. */
static void deadline_words(const ui_app *a, const char *name, bool timed, char *out, size_t n)
{
    const ui_online *o = &a->ui.online;
    int minutes = (o->status_secs + 59) / 60, h = minutes / 60, m = minutes % 60;
    if (mine(a) && timed)
        snprintf(out, n, _("Your move, due in %d h %d min"), h, m);
    else if (mine(a))
        snprintf(out, n, _("Your move (%d h a move)"), o->deadline);
    else if (timed)
        snprintf(out, n, _("%s's move, due in %d h %d min"), name, h, m);
    else
        snprintf(out, n, _("%s's move (%d h a move)"), name, o->deadline);
}

bool ui_online_status(const ui_app *a, char *out, size_t n)
{
    const ui_online *o = &a->ui.online;
    if (!in_game(a) || a->ui.history) return false; /* the past's turn is no one's now */
    int cur = a->game->state.current;
    const char *name = a->game->seat[cur].name;
    const metro_net_seat_info *s = &o->seat[cur];
    uint32_t end;
    bool timed = countdown_end(a, &end);
    if (o->lost)
        snprintf(out, n, "%s", _("Connection lost: reconnecting…"));
    else if (o->deadline)
        deadline_words(a, name, timed, out, n);
    else if (mine(a))
        snprintf(out, n, "%s", _("Your turn"));
    else if (s->kind != METRO_SEAT_HUMAN || s->present)
        snprintf(out, n, _("Waiting for %s…"), name);
    else if (s->stand_in)
        snprintf(out, n, _("%s is away (a computer plays for them)"), name);
    else if (timed)
        snprintf(out, n, _("%s is away (a computer plays in %d:%02d)"), name, o->status_secs / 60,
                 o->status_secs % 60);
    else
        snprintf(out, n, _("%s is away"), name);
    return true;
}
