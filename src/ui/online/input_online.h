/* Input of online play (input_online.c), called by input.c. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "ui.h"

/* An online action (UI_ACT_HOST_MODE .. UI_ACT_VOTE) done; false for any other. */
bool ui_online_action(ui_app *a, int action, int arg);
/* The focused online text field (address, chat) and its size, or NULL. */
char *ui_online_field(ui_app *a, size_t *cap);
/* Enter in an online field (connect, send); false if none has focus. */
bool ui_online_enter(ui_app *a);
/* T in an online game: the chat line. */
void ui_online_open_chat(ui_app *a);
