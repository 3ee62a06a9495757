/* The registry of modules and the combination rules of §6. The engine names no
 * module: the table comes from the one list in src/modules/meson.build, which
 * the build turns into metro_module_list.h (docs/modules.md, "Registry"). */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "metro/modules.h"
#include "metro_module_list.h"

#define DECLARE_MODULE(name) extern const struct metro_module metro_module_##name;
METRO_MODULE_LIST(DECLARE_MODULE)
#undef DECLARE_MODULE

/* Slot = index here; saves use ids, so the order may change freely. */
#define MODULE_ENTRY(name) &metro_module_##name,
static const struct metro_module *const registry[] = {METRO_MODULE_LIST(MODULE_ENTRY)};
#undef MODULE_ENTRY

_Static_assert(sizeof registry / sizeof registry[0] <= METRO_MODULE_SLOTS,
               "more modules than METRO_MODULE_SLOTS");

int metro_module_count(void)
{
    return (int)(sizeof registry / sizeof registry[0]);
}

const struct metro_module *metro_module_get(int slot)
{
    return slot >= 0 && slot < metro_module_count() ? registry[slot] : NULL;
}

int metro_module_find(const char *id)
{
    for (int i = 0; i < metro_module_count(); i++)
        if (strcmp(registry[i]->id, id) == 0) return i;
    return -1;
}

static bool excludes(const struct metro_module *a, const struct metro_module *b)
{
    for (const char *const *e = a->excludes; e && *e; e++)
        if (strcmp(*e, b->id) == 0) return true;
    return false;
}

int metro_modules_check(uint32_t mask, int players, char *err, size_t errlen)
{
    int n = metro_module_count(), active = 0, min = 0, max = METRO_MAX_PLAYERS;
    if (mask >> n)
        return snprintf(err, errlen, "unknown module bit in %#x", mask), METRO_ERR_CONFIG;
    if (__builtin_popcount(mask) > METRO_MODULE_STORES) /* state storage for this many */
        return snprintf(err, errlen, "%d modules at once: at most %d can be in play",
                        __builtin_popcount(mask), METRO_MODULE_STORES),
               METRO_ERR_CONFIG;
    for (int i = 0; i < n; i++) {
        if (!(mask >> i & 1u)) continue;
        const struct metro_module *a = registry[i];
        active++;
        if (a->min_players > min) min = a->min_players;
        if (a->max_players && a->max_players < max) max = a->max_players;
        for (int j = 0; j < n; j++) {
            if (j == i || !(mask >> j & 1u)) continue;
            const struct metro_module *b = registry[j];
            if (a->standalone)
                return snprintf(err, errlen, "module '%s' is played alone, not with '%s'", a->id,
                                b->id),
                       METRO_ERR_CONFIG;
            if (a->group && b->group && strcmp(a->group, b->group) == 0)
                return snprintf(err, errlen,
                                "modules '%s' and '%s' cannot be combined: one %s per game "
                                "(rulebook §7)",
                                a->id, b->id, a->group),
                       METRO_ERR_CONFIG;
            if (excludes(a, b) || excludes(b, a))
                return snprintf(err, errlen,
                                "modules '%s' and '%s' cannot be combined (rulebook §6)", a->id,
                                b->id),
                       METRO_ERR_CONFIG;
        }
    }
    if (!active || !min) min = 2; /* the base game is for 2-6 */
    if (players < min || players > max) {
        if (min == max)
            snprintf(err, errlen, "%d players: this game is for exactly %d", players, min);
        else
            snprintf(err, errlen, "%d players: this game needs %d to %d", players, min, max);
        return METRO_ERR_CONFIG;
    }
    return METRO_OK;
}

int metro_modules_check_config(const metro_config *cfg, char *err, size_t errlen)
{
    if (!cfg->modules && cfg->players >= 2 && cfg->players <= METRO_MAX_PLAYERS)
        return METRO_OK; /* the base game: no module to ask (every game's set-up) */
    int rc = metro_modules_check(cfg->modules, cfg->players, err, errlen);
    for (int i = 0; rc == METRO_OK && i < metro_module_count(); i++) {
        const struct metro_module *m = registry[i];
        int v = cfg->module_option[i];
        if (!(cfg->modules >> i & 1u)) continue;
        if (m->option.key && (v < m->option.min || v > m->option.max)) {
            snprintf(err, errlen, "module '%s': %s %d is not from %d to %d", m->id, m->option.label,
                     v, m->option.min, m->option.max);
            rc = METRO_ERR_CONFIG;
        } else if (m->validate) {
            rc = m->validate(cfg, i, err, errlen);
        }
    }
    return rc;
}

/* Ids of the modules offered in play, for messages. */
static void offered(char *known, size_t n)
{
    known[0] = 0;
    for (int i = 0; i < metro_module_count(); i++)
        if (!registry[i]->hidden)
            snprintf(known + strlen(known), n - strlen(known), "%s%s", known[0] ? ", " : "",
                     registry[i]->id);
}

/* The slot of one name of a list, or -1 with why not in err. */
static int list_name(const char *list, const char *id, size_t len, char *err, size_t errlen)
{
    char name[64], known[256];
    if (!len)
        return snprintf(err, errlen, "module list '%.60s': an empty name (a comma too many?)",
                        list),
               -1;
    if (len >= sizeof name)
        return snprintf(err, errlen, "module list '%.60s': a name too long", list), -1;
    memcpy(name, id, len);
    name[len] = 0;
    if (!strcmp(name, "none"))
        return snprintf(err, errlen, "module list '%.60s': 'none' stands alone (the base game)",
                        list),
               -1;
    int slot = metro_module_find(name);
    offered(known, sizeof known);
    if (slot >= 0 && registry[slot]->hidden)
        return snprintf(err, errlen,
                        "module '%s' is a template for developers, not offered in play "
                        "(modules: %s)",
                        name, known),
               -1;
    if (slot < 0) return snprintf(err, errlen, "unknown module '%s' (known: %s)", name, known), -1;
    return slot;
}

int metro_modules_parse(const char *list, uint32_t *mask, char *err, size_t errlen)
{
    *mask = 0;
    if (!strcmp(list, "none")) return METRO_OK;
    if (!list[0])
        return snprintf(err, errlen, "an empty module list (write none for the base game)"),
               METRO_ERR_CONFIG;
    for (const char *p = list;;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        int slot = list_name(list, p, len, err, errlen);
        if (slot < 0) return METRO_ERR_CONFIG;
        if (*mask >> slot & 1u)
            return snprintf(err, errlen, "module list '%.60s': '%s' is named twice", list,
                            registry[slot]->id),
                   METRO_ERR_CONFIG;
        *mask |= 1u << slot;
        if (!e) return METRO_OK;
        p = e + 1;
    }
}

void metro_modules_format(uint32_t mask, char *out, size_t n)
{
    size_t at = 0;
    if (n) snprintf(out, n, "%s", mask ? "" : "none");
    for (int i = 0; i < metro_module_count() && at < n; i++)
        if (mask >> i & 1u)
            at += (size_t)snprintf(out + at, n - at, "%s%s", at ? "," : "", registry[i]->id);
}

bool metro_module_active(const metro_state *s, const char *id)
{
    int slot = metro_module_find(id);
    return slot >= 0 && (s->cfg.modules >> slot & 1u);
}

void metro_modules_summary(const metro_state *s, char *out, size_t n)
{
    size_t at = 0;
    if (n) out[0] = 0;
    for (int i = 0; i < metro_module_count() && at + 1 < n; i++) {
        if (!(s->cfg.modules >> i & 1u) || !registry[i]->summary) continue;
        out[at++] = ' ', out[at] = 0;
        at += (size_t)registry[i]->summary(s, i, out + at, n - at);
    }
    if (at >= n && n) out[n - 1] = 0;
}
