/* A short notice over the window, gone after three seconds. */
#include <stdio.h>

#include "input/notice.h"

void ui_notice(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 3000;
}
