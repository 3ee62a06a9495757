/* The window's actions as one table: for each action (enum ui_action) what
 * it does, when it is allowed, its key in play and its names in --script
 * files (the way Puzzles keeps a move's meaning in one place). A click, a
 * key and a script all go through ui_do_action (core/app.h). */
#pragma once

#include "ui.h"

enum { UI_ACTION_NAMES = 5 };

/* A name scripts give an action ("button NAME", "expect focus=NAME"), and
 * the argument it stands for (-1: any). */
typedef struct ui_action_name {
    const char *name;
    int arg;
} ui_action_name;

typedef struct ui_action_entry {
    /* What it does with the click's argument; NULL: another room acts
     * (ui_online_action takes the online ones first). */
    void (*run)(ui_app *a, int arg);
    /* When it is allowed (NULL: whenever its control is there). */
    bool (*allowed)(const ui_app *a);
    SDL_Keycode key; /* its key in play (0: none), with Ctrl if ctrl */
    bool ctrl;
    bool keeps_typing;                     /* the field taking typing keeps it */
    bool in_history;                       /* acts while the history view is open */
    ui_action_name names[UI_ACTION_NAMES]; /* {NULL} ends them */
} ui_action_entry;

/* Action `action`'s entry, NULL if none. */
const ui_action_entry *ui_action_entry_of(int action);
/* The action (and argument, -1 any) scripts call `name` (its first n
 * bytes); false if no action has that name. */
bool ui_action_named(const char *name, size_t n, int *action, int *arg);
/* The action key k (with Ctrl or not) stands for in play, UI_ACT_NONE if
 * none; Ctrl+key also finds the plain key's action (Ctrl+D draws). */
int ui_action_of_key(SDL_Keycode k, bool ctrl);
