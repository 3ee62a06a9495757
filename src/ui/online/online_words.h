/* Online play in the player's words: the host's refusals (its reasons are
 * English, for logs), its notices, a broken connection and the players'
 * ratings, translated. */
#pragma once

#include <stddef.h>

#include "proto.h"

/* A REFUSE (code, the host's English reason) as the window says it. */
void ui_refusal_words(int code, const char *host_text, char *out, size_t n);
/* A REFUSE of an undo request, with the host's reason in words. */
void ui_undo_refusal_words(int code, const char *host_text, char *out, size_t n);
/* A NOTICE about seat name: "Ben is back", "A computer plays for Ben". */
void ui_notice_words(int kind, const char *name, char *out, size_t n);
/* Why the client stopped reading the host (another version, a bad message). */
void ui_broken_words(const char *client_text, char *out, size_t n);
/* A seat's rating as players read it: "rating 12", "new player", or
 * nothing (an open seat, a computer, a player without a key). */
void ui_rating_words(const metro_net_rating *r, char *out, size_t n);
/* A listed table's seats' ratings, "ratings: 12, new, –", or nothing when
 * nobody at the table has a key. */
void ui_table_ratings_words(const metro_net_table_info *t, char *out, size_t n);
