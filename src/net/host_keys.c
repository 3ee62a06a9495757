/* Each player's tables by key, for MINE: the serials of the tables where a
 * seat was given the key, in the order they were. A table gone or a seat
 * changed since leaves a serial behind that MINE drops when it reads the
 * list (it checks every table anyway), so nothing else has to remove one.
 * With 100,000 tables a player's list costs their own tables, not a walk
 * through everyone's. Open addressing; players are never removed. */
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"
#include "metro/rng.h"

static size_t slot_of(const host_keys *k, const uint8_t key[METRO_NET_TOKEN])
{
    uint64_t x;
    memcpy(&x, key, sizeof x);
    size_t mask = k->cap - 1, i = metro_splitmix64(x) & mask;
    while (k->entry[i].used && memcmp(k->entry[i].key, key, METRO_NET_TOKEN)) i = (i + 1) & mask;
    return i;
}

static bool grow(host_keys *k)
{
    size_t cap = k->cap ? 2 * k->cap : 64;
    host_key_tables *entry = calloc(cap, sizeof *entry), *old = k->entry;
    if (!entry) return false;
    size_t old_cap = k->cap;
    k->entry = entry, k->cap = cap;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].used) k->entry[slot_of(k, old[i].key)] = old[i];
    free(old);
    return true;
}

void host_keys_add(host_keys *k, const uint8_t key[METRO_NET_TOKEN], uint64_t serial)
{
    if (2 * (k->n + 1) > k->cap && !grow(k)) return; /* MINE then misses it: no harm to play */
    host_key_tables *e = &k->entry[slot_of(k, key)];
    if (!e->used) {
        e->used = true;
        memcpy(e->key, key, METRO_NET_TOKEN);
        k->n++;
    }
    if (e->n && e->serial[e->n - 1] == serial) return; /* a second seat of the same table */
    if (e->n == e->cap) {
        int cap = e->cap ? 2 * e->cap : 4;
        uint64_t *grown = realloc(e->serial, sizeof *grown * (size_t)cap);
        if (!grown) return;
        e->serial = grown, e->cap = cap;
    }
    e->serial[e->n++] = serial;
}

host_key_tables *host_keys_find(host_keys *k, const uint8_t key[METRO_NET_TOKEN])
{
    if (!k->cap) return NULL;
    host_key_tables *e = &k->entry[slot_of(k, key)];
    return e->used ? e : NULL;
}

void host_keys_free(host_keys *k)
{
    for (size_t i = 0; i < k->cap; i++) free(k->entry[i].serial);
    free(k->entry);
    *k = (host_keys){0};
}
