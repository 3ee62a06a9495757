/* RFC 6455 frames, without sockets: a reader that takes bytes as they come
 * and gives whole messages, pings, pongs and closes, and the writing of a
 * frame's head. The host reads masked frames of at most a client message,
 * a client unmasked ones of at most a host message (proto.h). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum ws_opcode { WS_CONT = 0, WS_TEXT = 1, WS_BINARY = 2, WS_CLOSE = 8, WS_PING = 9, WS_PONG = 10 };

enum ws_item_kind {
    WS_NONE = 0,
    WS_MESSAGE, /* a whole binary message in reader->msg (msg_len bytes) */
    WS_GOT_PING,
    WS_GOT_PONG,
    WS_GOT_CLOSE, /* close_code: the peer's, 1005 when it gave none */
    WS_BAD,       /* a frame the RFC forbids: why says what; close with 1002 */
};

enum { WS_CONTROL_MAX = 125, WS_HEAD_MAX = 14 };

typedef struct ws_reader {
    bool masked;  /* frames must be masked (a server), or must not be (a client) */
    uint8_t *msg; /* the message being gathered: cap bytes, owned by the caller */
    size_t cap;   /* a longer message is given at cap bytes with too_long set */
    size_t msg_len;
    bool in_message, too_long;
    /* The frame being read. */
    uint8_t head[WS_HEAD_MAX];
    int head_len, head_need;
    int opcode;
    bool fin;
    uint64_t left; /* payload bytes still to come */
    uint8_t mask[4];
    unsigned mask_at;
    uint8_t control[WS_CONTROL_MAX];
    size_t control_len;
    int close_code;
    uint64_t frames; /* frames begun, for the flood limit */
    const char *why;
} ws_reader;

void ws_reader_init(ws_reader *r, bool masked, uint8_t *buf, size_t cap);
/* Reads bytes until an item is complete; returns how many it took and sets
 * *kind (WS_NONE when all were taken and nothing is complete yet). After
 * WS_BAD the reader is spent. */
size_t ws_reader_feed(ws_reader *r, const uint8_t *data, size_t len, int *kind);
/* The head of a final frame of len payload bytes, masked with mask when it
 * is not NULL; returns its length (2 to 14 bytes). */
size_t ws_frame_head(uint8_t out[WS_HEAD_MAX], int opcode, size_t len, const uint8_t mask[4]);
