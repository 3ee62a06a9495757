/* RFC 6455 section 5: the frame reader and the heads of frames. Nothing is
 * trusted: a length beyond what the reader keeps stops it at cap bytes,
 * control frames are checked for their size and fragmenting, and masking
 * is required of a client and refused from a server. */
#include "ws_frame.h"

#include <string.h>

void ws_reader_init(ws_reader *r, bool masked, uint8_t *buf, size_t cap)
{
    memset(r, 0, sizeof *r);
    r->masked = masked, r->msg = buf, r->cap = cap;
    r->head_need = 2;
}

static int bad(ws_reader *r, const char *why, int *kind)
{
    r->why = why;
    *kind = WS_BAD;
    return 1;
}

/* The head is complete: check it; 0, or 1 with *kind WS_BAD. */
static int head_done(ws_reader *r, int *kind)
{
    const uint8_t *h = r->head;
    r->fin = h[0] & 0x80;
    r->opcode = h[0] & 0x0F;
    bool control = r->opcode & 8;
    if (h[0] & 0x70) return bad(r, "reserved bits set (no extension was agreed)", kind);
    if (control && (!r->fin || (h[1] & 0x7F) > WS_CONTROL_MAX))
        return bad(r, "a control frame fragmented or longer than 125 bytes", kind);
    if (r->opcode != WS_CONT && r->opcode != WS_BINARY && r->opcode != WS_TEXT && !control)
        return bad(r, "an unknown opcode", kind);
    if (control && r->opcode > WS_PONG) return bad(r, "an unknown control opcode", kind);
    if (r->opcode == WS_TEXT)
        return bad(r, "text frames: the protocol's messages are binary", kind);
    if (r->opcode == WS_CONT && !r->in_message)
        return bad(r, "a continuation frame with no message begun", kind);
    if (r->opcode == WS_BINARY && r->in_message)
        return bad(r, "a new message before the last one ended", kind);
    int n = h[1] & 0x7F, at = 2;
    if (n == 126) {
        r->left = (uint64_t)h[2] << 8 | h[3], at = 4;
    } else if (n == 127) {
        r->left = 0;
        for (int i = 0; i < 8; i++) r->left = r->left << 8 | h[2 + i];
        at = 10;
        if (r->left >> 63) return bad(r, "a length with its top bit set", kind);
    } else {
        r->left = (uint64_t)n;
    }
    if (r->masked) memcpy(r->mask, h + at, 4);
    r->mask_at = 0;
    r->control_len = 0;
    if (r->opcode == WS_BINARY) r->in_message = true, r->msg_len = 0, r->too_long = false;
    r->frames++;
    return 0;
}

/* How many head bytes are needed, from the first two. */
static int head_size(const ws_reader *r)
{
    int n = r->head[1] & 0x7F;
    return 2 + (n == 126 ? 2 : n == 127 ? 8 : 0) + (r->masked ? 4 : 0);
}

static void take_payload(ws_reader *r, const uint8_t *data, size_t n)
{
    bool control = r->opcode & 8;
    for (size_t i = 0; i < n; i++) {
        uint8_t b = r->masked ? data[i] ^ r->mask[r->mask_at++ & 3] : data[i];
        if (control)
            r->control[r->control_len++] = b;
        else if (r->msg_len < r->cap)
            r->msg[r->msg_len++] = b;
        else
            r->too_long = true;
    }
    r->left -= n;
}

/* The frame's payload is all here: what it makes. */
static int frame_done(ws_reader *r)
{
    r->head_len = 0, r->head_need = 2;
    switch (r->opcode) {
    case WS_PING:
        return WS_GOT_PING;
    case WS_PONG:
        return WS_GOT_PONG;
    case WS_CLOSE:
        r->close_code = r->control_len >= 2 ? r->control[0] << 8 | r->control[1] : 1005;
        return WS_GOT_CLOSE;
    default:
        if (!r->fin) return WS_NONE;
        r->in_message = false;
        return WS_MESSAGE;
    }
}

size_t ws_reader_feed(ws_reader *r, const uint8_t *data, size_t len, int *kind)
{
    size_t used = 0;
    *kind = WS_NONE;
    if (r->why) return len; /* spent */
    for (;;) {
        if (r->head_len < r->head_need) {
            if (used == len) break;
            r->head[r->head_len++] = data[used++];
            if (r->head_len == 2) r->head_need = head_size(r);
            /* Known from the second byte: no need to wait for the rest. */
            if (r->head_len == 2 && (bool)(r->head[1] & 0x80) != r->masked) {
                bad(r, r->masked ? "a client's frame must be masked" : "a server's frame is masked",
                    kind);
                return used;
            }
            if (r->head_len < r->head_need) continue;
            if (head_done(r, kind)) return used;
            r->head_need = r->head_len; /* the head is read: now the payload */
        }
        size_t n = len - used < r->left ? len - used : (size_t)r->left;
        take_payload(r, data + used, n);
        used += n;
        if (r->too_long) { /* no need to read an absurd length to its end */
            *kind = WS_MESSAGE;
            r->why = "spent";
            return len;
        }
        if (r->left == 0) {
            *kind = frame_done(r);
            if (*kind != WS_NONE) return used;
        } else if (used == len) {
            break;
        }
    }
    return used;
}

size_t ws_frame_head(uint8_t out[WS_HEAD_MAX], int opcode, size_t len, const uint8_t mask[4])
{
    size_t at = 2;
    out[0] = (uint8_t)(0x80 | opcode);
    if (len < 126) {
        out[1] = (uint8_t)len;
    } else if (len <= 0xFFFF) {
        out[1] = 126, out[2] = (uint8_t)(len >> 8), out[3] = (uint8_t)len, at = 4;
    } else {
        out[1] = 127;
        for (int i = 0; i < 8; i++) out[2 + i] = (uint8_t)((uint64_t)len >> (56 - 8 * i));
        at = 10;
    }
    if (mask) out[1] |= 0x80, memcpy(out + at, mask, 4), at += 4;
    return at;
}
