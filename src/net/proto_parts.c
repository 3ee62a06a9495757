/* The compound fields of online play's messages (proto_wire.h): a table's
 * set-up, a table in a list, a seat in a lobby; and the set-up as the
 * engine's configuration. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "proto_wire.h"

void proto_put_setup(metro_wire_out *w, const metro_net_setup *su)
{
    metro_wire_put_u8(w, su->players);
    metro_wire_put_u8(w, su->hand);
    metro_wire_put_u8(w, su->free_orientation);
    metro_wire_put_str(w, su->modules);
    metro_wire_put_u8(w, su->n_options);
    for (int i = 0; i < su->n_options && i < METRO_NET_MAX_OPTIONS; i++) {
        metro_wire_put_str(w, su->option_id[i]);
        metro_wire_put_i16(w, su->option_value[i]);
    }
}

void proto_get_setup(metro_wire_in *r, metro_net_setup *su)
{
    su->players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    su->hand = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_HAND, "hand");
    su->free_orientation = (uint8_t)metro_wire_get_u8(r, 0, 1, "free orientation");
    PROTO_GET_TEXT(r, su->modules, METRO_NET_MODULES, proto_modules_ok, true, "modules");
    su->n_options = (uint8_t)metro_wire_get_u8(r, 0, METRO_NET_MAX_OPTIONS, "options");
    for (int i = 0; i < su->n_options; i++) {
        PROTO_GET_TEXT(r, su->option_id[i], METRO_NET_AI_NAME, metro_net_ai_name_ok, false,
                       "option");
        su->option_value[i] = (int16_t)metro_wire_get_i16(r, -32768, 32767, "option value");
    }
}

static void put_rating(metro_wire_out *w, const metro_net_rating *r)
{
    metro_wire_put_u8(w, r->kind);
    metro_wire_put_i16(w, r->kind == METRO_NET_RATED ? r->ordinal : 0);
}

/* The ordinal says something only when rated: 0 otherwise, or malformed. */
static void get_rating(metro_wire_in *r, metro_net_rating *out)
{
    out->kind = (uint8_t)metro_wire_get_u8(r, METRO_NET_UNRATED, METRO_NET_RATED, "rating kind");
    int limit = out->kind == METRO_NET_RATED ? 32767 : 0;
    out->ordinal = (int16_t)metro_wire_get_i16(r, -limit, limit, "rating");
}

void proto_put_table_info(metro_wire_out *w, const metro_net_table_info *t, bool modules)
{
    metro_wire_put_str(w, t->name);
    metro_wire_put_u8(w, t->state);
    metro_wire_put_u8(w, t->players);
    metro_wire_put_u8(w, t->open);
    metro_wire_put_u8(w, t->seed_given);
    if (!modules) return; /* a LAN answer: the short form */
    metro_wire_put_str(w, t->modules);
    metro_wire_put_u8(w, t->deadline);
    metro_wire_put_u8(w, t->turn);
    metro_wire_put_str(w, t->turn_name);
    for (int p = 0; p < t->players && p < METRO_MAX_PLAYERS; p++) put_rating(w, &t->rating[p]);
}

void proto_get_table_info(metro_wire_in *r, metro_net_table_info *t, bool modules)
{
    PROTO_GET_TEXT(r, t->name, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false, "table");
    t->state = (uint8_t)metro_wire_get_u8(r, METRO_TABLE_LOBBY, METRO_TABLE_OVER, "table state");
    t->players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    t->open = (uint8_t)metro_wire_get_u8(r, 0, t->players, "open seats");
    t->seed_given = (uint8_t)metro_wire_get_u8(r, 0, 1, "seed given");
    t->modules[0] = t->turn_name[0] = 0;
    t->deadline = 0, t->turn = METRO_NET_NO_SEAT;
    memset(t->rating, 0, sizeof t->rating);
    if (!modules) return;
    PROTO_GET_TEXT(r, t->modules, METRO_NET_MODULES, proto_modules_ok, true, "modules");
    t->deadline = (uint8_t)metro_wire_get_u8(r, 0, METRO_NET_MAX_DEADLINE, "deadline");
    t->turn = (uint8_t)metro_wire_get_u8(r, 0, 255, "turn");
    if (t->turn != METRO_NET_NO_SEAT && t->turn >= t->players)
        metro_wire_fail(r, "turn: seat %d of %d", t->turn + 1, t->players);
    PROTO_GET_TEXT(r, t->turn_name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, true,
                   "turn name");
    for (int p = 0; p < t->players && !r->bad; p++) get_rating(r, &t->rating[p]);
}

void proto_put_seat_info(metro_wire_out *w, const metro_net_seat_info *si)
{
    metro_wire_put_u8(w, si->kind);
    metro_wire_put_u8(w, si->present);
    metro_wire_put_u8(w, si->stand_in);
    metro_wire_put_str(w, si->name);
    metro_wire_put_str(w, si->ai);
    put_rating(w, &si->rating);
}

void proto_get_seat_info(metro_wire_in *r, metro_net_seat_info *si)
{
    si->kind = (uint8_t)metro_wire_get_u8(r, METRO_SEAT_OPEN, METRO_SEAT_COMPUTER, "seat kind");
    si->present = (uint8_t)metro_wire_get_u8(r, 0, 1, "present");
    si->stand_in = (uint8_t)metro_wire_get_u8(r, 0, 1, "stand-in");
    PROTO_GET_TEXT(r, si->name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, true,
                   "player name");
    PROTO_GET_TEXT(r, si->ai, METRO_NET_AI_NAME, metro_net_ai_name_ok, true, "computer player");
    get_rating(r, &si->rating);
}

int metro_net_setup_config(const metro_net_setup *su, metro_config *cfg, char *err, size_t errlen)
{
    metro_config_default(cfg, su->players);
    cfg->seed = 0;
    cfg->hand_size = su->hand;
    cfg->free_orientation = su->free_orientation != 0;
    if (metro_modules_parse(su->modules, &cfg->modules, err, errlen)) return METRO_ERR_CONFIG;
    for (int i = 0; i < su->n_options; i++) {
        int slot = metro_module_find(su->option_id[i]);
        if (slot < 0 || !(cfg->modules >> slot & 1u) || !metro_module_get(slot)->option.key) {
            snprintf(err, errlen, "option for %s: no such module in play with an option",
                     su->option_id[i]);
            return METRO_ERR_CONFIG;
        }
        cfg->module_option[slot] = su->option_value[i];
    }
    return metro_modules_check_config(cfg, err, errlen);
}

void metro_net_setup_from(metro_net_setup *su, const metro_config *cfg)
{
    memset(su, 0, sizeof *su);
    su->players = (uint8_t)cfg->players;
    su->hand = (uint8_t)cfg->hand_size;
    su->free_orientation = cfg->free_orientation;
    metro_modules_format(cfg->modules, su->modules, sizeof su->modules);
    for (int slot = 0; slot < metro_module_count() && su->n_options < METRO_NET_MAX_OPTIONS;
         slot++) {
        const struct metro_module *mod = metro_module_get(slot);
        if (!(cfg->modules >> slot & 1u) || !mod->option.key) continue;
        snprintf(su->option_id[su->n_options], sizeof su->option_id[0], "%s", mod->id);
        su->option_value[su->n_options++] = (int16_t)cfg->module_option[slot];
    }
}

void proto_put_record(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u8(w, m->u.record.n);
    for (int i = 0; i < m->u.record.n && i < METRO_NET_RECORD_PAGE; i++) {
        metro_wire_put_u8(w, m->u.record.seat[i]);
        metro_wire_put_str(w, m->u.record.text[i]);
    }
}

/* n moves, each a seat and a move's text, within the record's total. */
void proto_get_record(metro_wire_in *r, metro_msg *m)
{
    m->u.record.n = (uint8_t)metro_wire_get_u8(r, 0, METRO_NET_RECORD_PAGE, "moves");
    if (m->u.record.first + m->u.record.n > m->u.record.total)
        metro_wire_fail(r, "moves %d to %d of a record of %d", m->u.record.first + 1,
                        m->u.record.first + m->u.record.n, m->u.record.total);
    for (int i = 0; i < m->u.record.n && !r->bad; i++) {
        m->u.record.seat[i] = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        PROTO_GET_TEXT(r, m->u.record.text[i], METRO_NET_MOVE_TEXT, proto_move_text_ok, false,
                       "move");
    }
}
