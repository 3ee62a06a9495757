/* The host's tables by name and by serial: two hash sets of open
 * addressing (linear probing, removal by shifting back), so that finding
 * the table of a message, a save or a computer's move costs the same with
 * 100,000 tables as with ten (a walk through every table did not); the
 * tables awake, which the timers look at four times a second (not the
 * sleeping ones); and a table taken out of the host and freed. */
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"
#include "metro/rng.h"

static uint64_t hash_name(const char *name)
{
    uint64_t x = 1469598103934665603u; /* FNV-1a */
    for (; *name; name++) x = (x ^ (uint8_t)*name) * 1099511628211u;
    return x;
}

static uint64_t hash_of(const host_table *t, bool by_name)
{
    return by_name ? hash_name(t->name) : metro_splitmix64(t->serial);
}

static host_table **slots(host_index *ix, bool by_name)
{
    return by_name ? ix->by_name : ix->by_serial;
}

static void put(host_table **slot, size_t mask, host_table *t, uint64_t hash)
{
    size_t i = hash & mask;
    while (slot[i]) i = (i + 1) & mask;
    slot[i] = t;
}

static bool grow(host_index *ix)
{
    size_t cap = ix->cap ? 2 * ix->cap : 64;
    host_table **name = calloc(cap, sizeof *name), **serial = calloc(cap, sizeof *serial);
    if (!name || !serial) {
        free(name), free(serial);
        return false;
    }
    for (size_t i = 0; i < ix->cap; i++) {
        if (ix->by_name[i]) put(name, cap - 1, ix->by_name[i], hash_of(ix->by_name[i], true));
        if (ix->by_serial[i])
            put(serial, cap - 1, ix->by_serial[i], hash_of(ix->by_serial[i], false));
    }
    free(ix->by_name), free(ix->by_serial);
    ix->by_name = name, ix->by_serial = serial, ix->cap = cap;
    return true;
}

bool host_index_add(host_index *ix, host_table *t)
{
    if (2 * (ix->n + 1) > ix->cap && !grow(ix)) return false;
    put(ix->by_name, ix->cap - 1, t, hash_of(t, true));
    put(ix->by_serial, ix->cap - 1, t, hash_of(t, false));
    ix->n++;
    return true;
}

/* Removes t from one set; the entries after it in its run move back into
 * the hole when their home slot allows (no tombstones). */
static void take_out(host_index *ix, const host_table *t, bool by_name)
{
    host_table **slot = slots(ix, by_name);
    size_t mask = ix->cap - 1, i = hash_of(t, by_name) & mask;
    while (slot[i] && slot[i] != t) i = (i + 1) & mask;
    if (!slot[i]) return;
    slot[i] = NULL;
    for (size_t j = (i + 1) & mask; slot[j]; j = (j + 1) & mask) {
        size_t home = hash_of(slot[j], by_name) & mask;
        /* slot[j] may fill the hole at i unless its home lies in (i, j]. */
        bool stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (stays) continue;
        slot[i] = slot[j], slot[j] = NULL, i = j;
    }
}

void host_index_remove(host_index *ix, const host_table *t)
{
    if (!ix->cap) return;
    take_out(ix, t, true);
    take_out(ix, t, false);
    ix->n--;
}

void host_index_free(host_index *ix)
{
    free(ix->by_name), free(ix->by_serial);
    *ix = (host_index){0};
}

/* ---- Out of the host ----------------------------------------------------------------- */

void host_table_free(host_table *t)
{
    for (int i = 0; i < t->n_out; i++) free(t->out[i].bytes);
    free(t->out);
    free(t->game);
    free(t);
}

bool host_awake_add(metro_host *h, host_table *t)
{
    if (h->n_awake == h->cap_awake) {
        int cap = h->cap_awake ? 2 * h->cap_awake : 16;
        host_table **grown = realloc(h->awake, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        h->awake = grown, h->cap_awake = cap;
    }
    t->awake_at = h->n_awake;
    h->awake[h->n_awake++] = t;
    return true;
}

/* The last awake table takes t's place (the order of the timers is none). */
void host_awake_remove(metro_host *h, host_table *t)
{
    int i = t->awake_at;
    if (i < 0 || i >= h->n_awake || h->awake[i] != t) return;
    h->awake[i] = h->awake[--h->n_awake];
    h->awake[i]->awake_at = i;
    t->awake_at = -1;
}

void host_table_drop(metro_host *h, host_table *t)
{
    host_awake_remove(h, t);
    int i = h->n_tables - 1; /* most often the newest */
    while (i >= 0 && h->table[i] != t) i--;
    if (i >= 0) {
        memmove(h->table + i, h->table + i + 1, sizeof *h->table * (size_t)(h->n_tables - i - 1));
        h->n_tables--;
    }
    host_index_remove(&h->index, t);
    host_table_free(t);
}

/* ---- Finding a table ---------------------------------------------------------------- */

host_table *host_find_table(metro_host *h, const char *name)
{
    host_index *ix = &h->index;
    if (!ix->cap) return NULL;
    size_t mask = ix->cap - 1;
    for (size_t i = hash_name(name) & mask; ix->by_name[i]; i = (i + 1) & mask)
        if (strcmp(ix->by_name[i]->name, name) == 0) return ix->by_name[i];
    return NULL;
}

host_table *host_find_serial(metro_host *h, uint64_t serial)
{
    host_index *ix = &h->index;
    if (!ix->cap) return NULL;
    size_t mask = ix->cap - 1;
    for (size_t i = metro_splitmix64(serial) & mask; ix->by_serial[i]; i = (i + 1) & mask)
        if (ix->by_serial[i]->serial == serial) return ix->by_serial[i];
    return NULL;
}
