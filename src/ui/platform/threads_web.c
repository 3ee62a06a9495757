/* Threads on the page: a page served without special headers has no shared
 * memory, so there are none. Work asked of a thread runs at once in the
 * caller; its wake-up reaches the next frame step as on the desktop. */
#include <emscripten.h>
#include <string.h>

#include "platform/platform.h"

ui_thread *ui_thread_start(int (*run)(void *), const char *name, void *arg)
{
    static char done; /* a thread handle that is never looked into */
    run(arg);
    return (ui_thread *)(void *)&done;
}

void ui_thread_join(ui_thread *t) {}

bool ui_platform_is_page(void)
{
    return true;
}

/* location.host in out (UTF-8, NUL-terminated); its length, or -1 when
 * it does not fit. */
EM_JS(int, page_host, (char *out, int n), {
    var host = location.host || "";
    if (lengthBytesUTF8(host) + 1 > n) return -1;
    stringToUTF8(host, out, n);
    return lengthBytesUTF8(host);
})

bool ui_page_origin(char *out, size_t n)
{
    return n && n < 4096 && page_host(out, (int)n) > 0;
}

uint32_t ui_wake_kinds(int n)
{
    return SDL_RegisterEvents(n);
}

void ui_wake(uint32_t kind)
{
    SDL_Event e = {0};
    e.type = kind;
    SDL_PushEvent(&e);
}
