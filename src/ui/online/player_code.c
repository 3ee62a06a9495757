/* The player code (player_code.h). */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "files/places.h"
#include "i18n/i18n.h"
#include "key_file.h"
#include "online/online_net.h"
#include "online/player_code.h"

static bool key_path(char *out, size_t n)
{
    return ui_data_path("player-key.txt", out, n);
}

void ui_player_code_toggle(ui_app *a)
{
    ui_online *o = &a->ui.online;
    char path[1100], err[1300];
    uint8_t key[METRO_NET_TOKEN];
    o->code_problem[0] = o->code_text[0] = 0;
    if (o->code_shown) { /* hidden again, and forgotten by the window */
        o->code_shown = false;
        memset(o->code, 0, sizeof o->code);
        if (a->ui.focus == UI_FOCUS_CODE) a->ui.focus = UI_FOCUS_NONE;
        return;
    }
    if (!key_path(path, sizeof path) || metro_key_load(path, key, o->code, err, sizeof err)) {
        fprintf(stderr, "metro: no player key: %s\n", err);
        snprintf(o->code_problem, sizeof o->code_problem, "%s",
                 _("This computer has no player code: its data folder cannot be written."));
        o->code[0] = 0;
    }
    o->code_shown = true;
}

void ui_player_code_copy(ui_app *a)
{
    const ui_online *o = &a->ui.online;
    if (!o->code_shown || !o->code[0]) return;
    if (SDL_SetClipboardText(o->code) == 0)
        ui_net_say(a, _("Player code copied: type or paste it on your other computer."));
    else
        ui_net_say(a, _("The code could not be copied: write it down."));
}

void ui_player_code_use(ui_app *a)
{
    ui_online *o = &a->ui.online;
    char path[1100], err[1300];
    uint8_t key[METRO_NET_TOKEN];
    int why = metro_key_from_code(o->code_text, key, err, sizeof err);
    if (why == METRO_KEY_CODE_CHAR)
        snprintf(o->code_problem, sizeof o->code_problem, "%s",
                 _("Not a player code: use only the digits 0–9 and the letters A–F (dashes may "
                   "stay)."));
    else if (why == METRO_KEY_CODE_LENGTH)
        snprintf(o->code_problem, sizeof o->code_problem, "%s",
                 _("Not a player code: it has 32 digits and letters, eight groups of four."));
    if (why != METRO_KEY_CODE_OK) return;
    if (!key_path(path, sizeof path) || metro_key_save(path, key, err, sizeof err)) {
        fprintf(stderr, "metro: player key not written: %s\n", err);
        snprintf(o->code_problem, sizeof o->code_problem, "%s",
                 _("The code could not be kept: the data folder cannot be written."));
        return;
    }
    metro_key_code(key, o->code);
    o->code_text[0] = o->code_problem[0] = 0;
    a->ui.focus = UI_FOCUS_NONE;
    ui_net_say(a, _("This computer now plays as the player of that code."));
}
