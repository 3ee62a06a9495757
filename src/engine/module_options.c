/* A module's one option as text: a number in its range or one of its value
 * names (metro-cli --option ID=VALUE, the set-up screen). */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"

/* "1 to 16" or "normal or hard" (also "0 to 1"). */
static void describe_range(const struct metro_module_option *o, char *out, size_t n)
{
    size_t at = (size_t)snprintf(out, n, "%d to %d", o->min, o->max);
    for (int v = o->min; o->values && v <= o->max && at < n; v++)
        at += (size_t)snprintf(out + at, n - at, "%s%s", v == o->min ? ", or " : " or ",
                               o->values[v - o->min]);
}

int metro_module_option_parse(const struct metro_module *m, const char *text, int *value, char *err,
                              size_t errlen)
{
    const struct metro_module_option *o = &m->option;
    char range[128];
    if (!o->key) return snprintf(err, errlen, "module '%s' has no option", m->id), METRO_ERR_CONFIG;
    for (int v = o->min; o->values && v <= o->max; v++)
        if (!strcmp(text, o->values[v - o->min])) return *value = v, METRO_OK;
    long v = 0;
    int digits = 0;
    const char *p = text + (text[0] == '-');
    for (; *p >= '0' && *p <= '9' && digits < 9; p++, digits++) v = v * 10 + (*p - '0');
    if (text[0] == '-') v = -v;
    describe_range(o, range, sizeof range);
    if (!digits || *p)
        return snprintf(err, errlen, "module '%s': %s '%.40s' is not a value (%s)", m->id, o->key,
                        text, range),
               METRO_ERR_CONFIG;
    if (v < o->min || v > o->max)
        return snprintf(err, errlen, "module '%s': %s %ld is out of range (%s)", m->id, o->key, v,
                        range),
               METRO_ERR_CONFIG;
    *value = (int)v;
    return METRO_OK;
}

void metro_module_option_format(const struct metro_module *m, int value, char *out, size_t n)
{
    const struct metro_module_option *o = &m->option;
    if (o->values && value >= o->min && value <= o->max)
        snprintf(out, n, "%s", o->values[value - o->min]);
    else
        snprintf(out, n, "%d", value);
}
