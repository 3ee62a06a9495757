/* The clock: the animation clock in ms and fine instants for measuring. */
#include "platform/platform.h"

uint32_t ui_clock_ms(void)
{
    return SDL_GetTicks();
}

uint64_t ui_clock_mark(void)
{
    return SDL_GetPerformanceCounter();
}

double ui_clock_ms_since(uint64_t mark)
{
    return ui_clock_ms_between(mark, SDL_GetPerformanceCounter());
}

double ui_clock_ms_between(uint64_t from, uint64_t to)
{
    return (double)(to - from) / (double)SDL_GetPerformanceFrequency() * 1000;
}
