/* Each player's tables by key, for MINE: the serials of the tables where a
 * seat was given the key, in the order they were. A table gone or a seat
 * changed since leaves a serial behind that MINE drops when it reads the
 * list (it checks every table anyway), so nothing else has to remove one.
 * With 100,000 tables a player's list costs their own tables, not a walk
 * through everyone's. Open addressing; players are never removed. Each
 * entry also keeps the player's rating for the lists, so a page of TABLES
 * asks the store once per player, not once per seat and request. */
#include <math.h>
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

/* By hand, not sprintf: gcc's sanitizer build at -O3 thinks `out` may be
 * NULL there (-Wformat-overflow), and this is all it does. */
void host_key_hex(const uint8_t key[METRO_NET_TOKEN], char out[2 * METRO_NET_TOKEN + 1])
{
    static const char digit[] = "0123456789abcdef";
    for (int i = 0; i < METRO_NET_TOKEN; i++)
        out[2 * i] = digit[key[i] >> 4], out[2 * i + 1] = digit[key[i] & 15];
    out[2 * METRO_NET_TOKEN] = 0;
}

/* The ordinal rounded, as the ladder's players read it. */
static metro_net_rating read_rating(net_store *st, const uint8_t key[METRO_NET_TOKEN], bool *ok)
{
    char hex[2 * METRO_NET_TOKEN + 1];
    metro_rating r;
    int games;
    host_key_hex(key, hex);
    *ok = net_store_player_rating(st, hex, &r, &games);
    if (!*ok) return (metro_net_rating){METRO_NET_UNRATED, 0}; /* shown as nothing */
    if (!games) return (metro_net_rating){METRO_NET_RATING_NEW, 0};
    double ordinal = round(metro_rating_ordinal(&r));
    ordinal = ordinal > 32767 ? 32767 : ordinal < -32767 ? -32767 : ordinal;
    return (metro_net_rating){METRO_NET_RATED, (int16_t)ordinal};
}

metro_net_rating host_seat_rating(metro_host *h, const host_seat *s)
{
    bool ok;
    if (s->kind != METRO_SEAT_HUMAN || !s->keyed) return (metro_net_rating){METRO_NET_UNRATED, 0};
    host_key_tables *e = host_keys_find(&h->keys, s->key);
    if (!e) return read_rating(h->store, s->key, &ok); /* not indexed (out of memory) */
    if (!e->rating_known) e->rating = read_rating(h->store, s->key, &ok), e->rating_known = ok;
    return e->rating;
}

void host_keys_rated(host_keys *k, const uint8_t key[METRO_NET_TOKEN])
{
    host_key_tables *e = host_keys_find(k, key);
    if (e) e->rating_known = false;
}

void host_keys_free(host_keys *k)
{
    for (size_t i = 0; i < k->cap; i++) free(k->entry[i].serial);
    free(k->entry);
    *k = (host_keys){0};
}
