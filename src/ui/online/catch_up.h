/* Catch-up (docs/ui.md "Online play"): the host's RECORD of the public
 * moves, replayed from the start (play/public_replay.h) into the game the
 * history view steps through (a->res.record) and into the log, for a
 * player who joins late, rejoins or opens a turn-based table. */
#pragma once

#include "proto.h"

struct ui_app;
/* One RECORD page: its moves' texts kept until the first view comes. */
void ui_catch_up_page(struct ui_app *a, const metro_msg *m);
/* The first view of a game is shown (its set-up is the view's): the
 * record kept is replayed and its last moves logged. No record, or one
 * that does not end on the view's board: no history. */
void ui_catch_up_start(struct ui_app *a);
/* The shown view moved on to `moves`: `text` is the move it brought when
 * it is one move more (NULL else: an undo takes the record back, a gap
 * ends it). */
void ui_catch_up_follow(struct ui_app *a, int moves, const char *text);
/* The record goes (the connection closes). */
void ui_catch_up_free(struct ui_app *a);
