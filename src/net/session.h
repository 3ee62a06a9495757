/* One client's side of a connection to a host (docs/protocol.md): reads the
 * host's messages into events (views decoded into whole states), remembers
 * the seat tokens and what to say after a reconnect. No threads, no
 * sockets: the threaded client (client.h) and the load generator of the
 * benchmark each drive sessions their own way. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "proto.h"

enum metro_net_event_kind {
    METRO_NET_EV_NONE = 0,    /* nothing for the program (a REVEAL page of more to come) */
    METRO_NET_EV_WELCOME = 1, /* msg.u.hello: the host's program and version */
    METRO_NET_EV_REFUSED,     /* msg.u.refuse; a fatal code closes the connection */
    METRO_NET_EV_TABLES,      /* msg.u.tables */
    METRO_NET_EV_JOINED,      /* msg.u.joined: a seat and its token */
    METRO_NET_EV_LOBBY,       /* msg.u.lobby */
    METRO_NET_EV_VIEW,        /* state and seat; msg.u.view: moves, the last move */
    METRO_NET_EV_SAID,        /* msg.u.said: a chat line */
    METRO_NET_EV_NOTICE,      /* msg.u.notice */
    METRO_NET_EV_UNDO_ASKED,  /* msg.u.undo_asked: vote with UNDO_VOTE */
    METRO_NET_EV_OVER,        /* msg.u.over: every seat's final points */
    METRO_NET_EV_LOST,        /* the connection is gone; retrying says if it comes back */
    METRO_NET_EV_BROKEN,      /* the host sent what this client cannot read (text) */
    METRO_NET_EV_RECORD,      /* msg.u.record: public moves of the game, for the log and history */
    METRO_NET_EV_REVEAL,      /* after OVER: state is the final position, every secret in it */
};

typedef struct metro_net_event {
    int kind;
    bool retrying;     /* LOST: the client is trying to reconnect */
    bool back_soon;    /* LOST: the host said it is stopping to come back */
    int seat;          /* VIEW: the viewer, -1 for a spectator */
    metro_state state; /* VIEW: the position as that seat sees it; REVEAL: all of it */
    metro_msg msg;
    char text[240]; /* LOST, BROKEN: why */
} metro_net_event;

/* At most what a resume says: the IDENTIFY, a REJOIN per seat, a JOIN. */
#define METRO_NET_RESUME_MAX (METRO_MAX_PLAYERS + 2)

typedef struct metro_net_session {
    char table[METRO_NET_TABLE_NAME + 1];
    uint8_t token[METRO_MAX_PLAYERS][METRO_NET_TOKEN];
    uint8_t seats; /* bit p: this connection holds seat p */
    bool spectator, welcomed;
    /* What the program said that a new connection must hear again: the
     * player's IDENTIFY, and a JOIN not yet answered (its JOINED may have
     * been lost with the old connection; the host finds the seat by key). */
    bool identified, joining;
    metro_msg_identify identify;
    metro_msg_join join;
    uint16_t revealed; /* bytes of the finished game's save text so far */
    char reveal[METRO_NET_REVEAL_MAX + 1];
} metro_net_session;

/* The HELLO this program sends. */
void metro_net_hello(metro_msg *m, const char *program);
/* Reads one message of the host into ev and keeps what the session needs
 * (tokens, the table). 0, or -1 with ev->kind BROKEN and the reason. */
int metro_net_session_read(metro_net_session *s, const uint8_t *buf, size_t len,
                           metro_net_event *ev);
/* Notes a message the program sent: a WATCH, an IDENTIFY, a JOIN (until
 * JOINED or its refusal), a LEAVE (forgets the table). */
void metro_net_session_sent(metro_net_session *s, const metro_msg *m);
/* What to send after a reconnect and WELCOME: the IDENTIFY, a REJOIN per
 * seat held (or a WATCH), the JOIN still unanswered. Returns how many
 * messages were written to out (at most max; METRO_NET_RESUME_MAX is all). */
int metro_net_session_resume(const metro_net_session *s, metro_msg out[], int max);
