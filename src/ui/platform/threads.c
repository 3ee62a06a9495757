/* Threads (the computer player's worker, the LAN query) and the event
 * wake-up that tells the frame step their work is done. */
#include "platform/platform.h"

ui_thread *ui_thread_start(int (*run)(void *), const char *name, void *arg)
{
    return SDL_CreateThread(run, name, arg);
}

void ui_thread_join(ui_thread *t)
{
    if (t) SDL_WaitThread(t, NULL);
}

uint32_t ui_wake_kinds(int n)
{
    return SDL_RegisterEvents(n);
}

void ui_wake(uint32_t kind)
{
    SDL_Event e = {0};
    e.type = kind;
    SDL_PushEvent(&e); /* thread-safe: SDL's queue has its own lock */
}
