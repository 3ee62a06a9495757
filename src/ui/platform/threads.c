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

bool ui_platform_is_page(void)
{
    return false;
}

bool ui_page_origin(char *out, size_t n)
{
    return false;
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

bool ui_search_elsewhere(const struct metro_state *s, const char *ai_name, uint64_t seed,
                         const struct metro_ai_budget *budget,
                         void (*answer)(void *arg, int rc, const struct metro_move *m), void *arg)
{
    return false; /* the desktop searches in a thread of its own */
}
