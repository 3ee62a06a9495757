/* Online play in the player's words: the host's refusals (its reasons are
 * English, for logs), its notices and a broken connection, translated. */
#pragma once

#include <stddef.h>

/* A REFUSE (code, the host's English reason) as the window says it. */
void ui_refusal_words(int code, const char *host_text, char *out, size_t n);
/* A REFUSE of an undo request, with the host's reason in words. */
void ui_undo_refusal_words(int code, const char *host_text, char *out, size_t n);
/* A NOTICE about seat name: "Ben is back", "A computer plays for Ben". */
void ui_notice_words(int kind, const char *name, char *out, size_t n);
/* Why the client stopped reading the host (another version, a bad message). */
void ui_broken_words(const char *client_text, char *out, size_t n);
