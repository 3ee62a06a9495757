/* TEMPORARY tourist colour names until the shared city helpers land. */
#include <string.h>

#include "metro/modules.h"

static const char *const names[8] = {"red",    "blue",   "green", "yellow",
                                     "purple", "orange", "brown", "pink"};

const char *metro_tourist_colour_name(int colour)
{
    return colour >= 0 && colour < 8 ? names[colour] : "?";
}

int metro_tourist_colour_by_name(const char *name)
{
    for (int c = 0; c < 8; c++)
        if (!strcmp(names[c], name)) return c;
    return -1;
}
