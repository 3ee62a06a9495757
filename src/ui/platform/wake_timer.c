/* A wake-up now and then (platform.h): SDL's timer, on the desktop a
 * thread of SDL's, on the page the browser's timeouts. */
#include <stdint.h>

#include "platform/platform.h"

void ui_wake_ctx(void *kind)
{
    ui_wake((uint32_t)(uintptr_t)kind);
}

static Uint32 tick(Uint32 interval, void *kind)
{
    ui_wake_ctx(kind);
    return interval;
}

ui_wake_timer ui_wake_every(uint32_t ms, uint32_t kind)
{
    return SDL_AddTimer(ms, tick, UI_WAKE_CTX(kind));
}

void ui_wake_stop(ui_wake_timer t)
{
    if (t) SDL_RemoveTimer(t);
}
