/* A window built without online play (the page, for now: tools/web builds
 * without ENet). The rest of the window calls these as it calls online.c;
 * nothing here connects, so the set-up offers no Online button. */
#include "online/input_online.h"
#include "online/online.h"
#include "ui.h"

bool ui_online_available(void)
{
    return false;
}

void ui_online_host(struct ui_app *a) {}
void ui_online_connect(struct ui_app *a) {}
void ui_online_search(struct ui_app *a) {}
void ui_online_join(struct ui_app *a, int i, bool watch) {}
void ui_online_list(struct ui_app *a, int step) {}
void ui_online_server_setup(struct ui_app *a) {}
void ui_online_copy_link(struct ui_app *a) {}
void ui_online_rejoin(struct ui_app *a) {}
void ui_online_start(struct ui_app *a) {}
void ui_online_cycle_seat(struct ui_app *a, int p) {}
void ui_online_say(struct ui_app *a) {}
void ui_online_ask_undo(struct ui_app *a) {}
void ui_online_vote(struct ui_app *a, bool yes) {}
void ui_online_leave(struct ui_app *a) {}
void ui_online_pump(struct ui_app *a) {}
void ui_online_search_done(struct ui_app *a) {}
void ui_online_default_name(struct ui_setup *su) {}
void ui_online_startup(struct ui_app *a) {}
void ui_online_free(struct ui_app *a) {}
void ui_online_open_chat(ui_app *a) {}
void ui_draw_join(const ui_app *a, ui_canvas *cv) {}
void ui_draw_lobby(const ui_app *a, ui_canvas *cv) {}
void ui_draw_my_tables(const ui_app *a, ui_canvas *cv) {}
void ui_draw_vote(const ui_app *a, ui_canvas *cv) {}
void ui_draw_chat_line(const ui_app *a, ui_canvas *cv) {}

int ui_online_move(struct ui_app *a, const metro_move *m)
{
    return METRO_ERR_CONFIG; /* never called: no game is online */
}

bool ui_online_link(const ui_online *o, char *out, size_t n)
{
    return false;
}

bool ui_online_active(const struct ui_app *a)
{
    return false;
}

/* The online actions are taken and do nothing: the screens stay local. */
bool ui_online_action(ui_app *a, int action, int arg)
{
    return action >= UI_ACT_HOST_MODE && action <= UI_ACT_VOTE;
}

char *ui_online_field(ui_app *a, size_t *cap)
{
    return NULL;
}

bool ui_online_enter(ui_app *a)
{
    return false;
}
