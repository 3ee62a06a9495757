/* The pieces online play's messages are made of (proto.c): the text rules
 * and the compound fields that the message table, the set-ups and LAN
 * discovery share. Inside src/net only. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "metro/wire.h"
#include "proto.h"

typedef bool (*proto_text_rule)(const char *);

/* A text field of at most max bytes (0: what fits in cap) that must pass
 * ok, or be empty where may_be_empty; a breach fails r with what. */
void proto_get_text(metro_wire_in *r, char *out, size_t cap, size_t max, proto_text_rule ok,
                    bool may_be_empty, const char *what);
#define PROTO_GET_TEXT(r, field, max, rule, empty, what)                                           \
    proto_get_text((r), (field), sizeof(field), (max), (rule), (empty), (what))

bool proto_move_text_ok(const char *s); /* printable ASCII, no spaces */
bool proto_program_ok(const char *s);   /* printable ASCII */
bool proto_modules_ok(const char *s);   /* [a-z,-] */

void proto_put_setup(metro_wire_out *w, const metro_net_setup *su);
void proto_get_setup(metro_wire_in *r, metro_net_setup *su);
/* A table in a list; modules: with its modules (TABLES), not in LAN answers. */
void proto_put_table_info(metro_wire_out *w, const metro_net_table_info *t, bool modules);
void proto_get_table_info(metro_wire_in *r, metro_net_table_info *t, bool modules);
void proto_put_seat_info(metro_wire_out *w, const metro_net_seat_info *si);
void proto_get_seat_info(metro_wire_in *r, metro_net_seat_info *si);
/* RECORD's moves (after its total and first). */
void proto_put_record(metro_wire_out *w, const metro_msg *m);
void proto_get_record(metro_wire_in *r, metro_msg *m);
