/* SHA-1 and base64, just what a WebSocket handshake needs (RFC 6455 4.2.2:
 * the Sec-WebSocket-Accept answer). Not for anything secret: SHA-1 here
 * only proves the server read the client's key. */
#pragma once

#include <stddef.h>
#include <stdint.h>

enum { METRO_SHA1_BYTES = 20 };

void metro_sha1(const void *data, size_t len, uint8_t out[METRO_SHA1_BYTES]);
/* base64 of len bytes into out (with '=' padding and a NUL); returns the
 * length written, or 0 when out (cap bytes) is too small. */
size_t metro_base64(const uint8_t *in, size_t len, char *out, size_t cap);
/* The Sec-WebSocket-Accept value for a client's Sec-WebSocket-Key: base64
 * of SHA-1 of the key and the RFC's GUID (29 bytes with the NUL). */
void metro_ws_accept_key(const char *key, size_t key_len, char out[29]);
