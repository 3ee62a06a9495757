/* Typing in a field (a name, the seed, the address, the chat line, the
 * Save and Load dialogs' name), and Tab's walk through the controls. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "core/focus.h"
#include "core/utf8.h"
#include "files/files_dialog.h"
#include "i18n/i18n.h"
#include "input/notice.h"
#include "input/typing.h"
#include "online/input_online.h"

/* The text of the focused set-up field and its size. */
static char *focused_field(ui_app *a, size_t *cap)
{
    char *online = ui_online_field(a, cap);
    if (online) return online;
    *cap = a->ui.focus == UI_FOCUS_SEED ? sizeof a->ui.seed_text : METRO_NAME_LEN;
    return a->ui.focus == UI_FOCUS_SEED ? a->ui.seed_text : a->ui.setup.name[a->ui.focus_seat];
}

/* The control of the field that takes typing: Tab goes on from it. */
static void field_control(const ui_app *a, int *action, int *arg)
{
    static const int control[] = {[UI_FOCUS_NAME] = UI_ACT_NAME,
                                  [UI_FOCUS_SEED] = UI_ACT_SEED,
                                  [UI_FOCUS_ADDRESS] = UI_ACT_ADDRESS,
                                  [UI_FOCUS_CHAT] = UI_ACT_CHAT_FIELD,
                                  [UI_FOCUS_CODE] = UI_ACT_CODE_FIELD};
    *action = a->ui.focus > 0 && a->ui.focus <= UI_FOCUS_CODE ? control[a->ui.focus] : UI_ACT_NONE;
    *arg = a->ui.focus == UI_FOCUS_NAME ? a->ui.focus_seat : 0;
}

/* A text field's control: reaching it with Tab starts typing there, as in
 * any form (on the panel in play, Chat is a button that opens the chat line). */
static bool takes_typing(const ui_app *a, int action)
{
    bool panel = a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE;
    return action == UI_ACT_NAME || action == UI_ACT_SEED || action == UI_ACT_ADDRESS ||
           action == UI_ACT_CODE_FIELD || (action == UI_ACT_CHAT_FIELD && !panel);
}

/* Enter or Space on the focused control: what a click on it does. A field
 * the action gives the typing to (Random off: the seed) gets the focus. */
bool ui_activate_focus(ui_app *a)
{
    const ui_hit *h = ui_focus_hit(a);
    if (!h) return false;
    ui_do_action(a, h->action, h->arg);
    int action, arg;
    field_control(a, &action, &arg);
    if (action != UI_ACT_NONE) ui_focus_set(a, action, arg);
    return true;
}

/* Tab (dir 1) and Shift+Tab (-1): the next control, from the field being
 * typed in if any. */
void ui_tab(ui_app *a, int dir)
{
    int action, arg;
    field_control(a, &action, &arg);
    if (action != UI_ACT_NONE) ui_focus_set(a, action, arg);
    a->ui.focus = UI_FOCUS_NONE, a->ui.text_all = false;
    ui_focus_step(a, dir);
    const ui_hit *h = ui_focus_hit(a);
    if (h && takes_typing(a, h->action)) ui_do_action(a, h->action, h->arg);
    if (h && h->action == UI_ACT_MENU_ITEM) a->ui.menu_sel = h->arg; /* one highlight */
}

void ui_typing_key(ui_app *a, SDL_Keycode k, bool ctrl, bool shift)
{
    size_t cap;
    char *field = focused_field(a, &cap);
    if (k == SDLK_TAB) {
        ui_tab(a, shift ? -1 : 1);
        return;
    }
    if (ctrl && k == SDLK_a) {
        a->ui.text_all = true;
        return;
    }
    if (ctrl && k == SDLK_v) { /* an invitation link, an address: its first line */
        char *clip = SDL_GetClipboardText();
        if (clip) clip[strcspn(clip, "\r\n")] = '\0';
        if (clip && clip[0]) ui_text_input(a, clip);
        SDL_free(clip);
        return;
    }
    if (k == SDLK_BACKSPACE && a->ui.text_all)
        field[0] = 0, a->ui.text_all = false;
    else if (k == SDLK_BACKSPACE)
        ui_utf8_pop(field);
    else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && ui_online_enter(a))
        ;
    else if (k == SDLK_ESCAPE && a->ui.overlay == UI_OV_CHAT)
        a->ui.overlay = UI_OV_NONE, a->ui.focus = UI_FOCUS_NONE;
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE)
        a->ui.focus = UI_FOCUS_NONE, a->ui.text_all = false;
}

void ui_text_input(ui_app *a, const char *t)
{
    int opened = a->ui.pointer.key_opened;
    a->ui.pointer.key_opened = 0;
    if (opened && t[0] && !t[1] && tolower((unsigned char)t[0]) == opened) return;
    if (a->ui.overlay == UI_OV_PROMPT) {
        if (a->ui.text_all) a->ui.prompt_text[0] = 0, a->ui.text_all = false;
        ui_files_text(a, t);
        return;
    }
    if (a->ui.focus == UI_FOCUS_NONE) return;
    size_t cap;
    char *field = focused_field(a, &cap);
    if (a->ui.text_all) field[0] = 0, a->ui.text_all = false; /* typing replaces the selection */
    if (!ui_utf8_append(field, cap, t, a->ui.focus == UI_FOCUS_SEED) &&
        a->ui.focus == UI_FOCUS_NAME) {
        char says[120]; /* the field shows used/limit too */
        snprintf(says, sizeof says,
                 ui_trn("Names are at most %d character", "Names are at most %d characters",
                        METRO_NAME_LEN - 1),
                 METRO_NAME_LEN - 1);
        ui_notice(a, says);
    }
}
