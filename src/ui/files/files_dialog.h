/* The Save and Load dialogs: the file name a save will get, the list of saves to load. */
#pragma once

#include "files/save_list.h"
#include "ui.h"

typedef struct ui_files {
    ui_save_list list;
    int *shown, n_shown; /* entries whose name has the typed text (list.n of room) */
    int sel, top, rows;  /* selected and first shown row; rows that fit */
    char target[80];     /* Save: the file name that will be written, "" if none */
} ui_files;

/* Opens the dialog (UI_PROMPT_SAVE or UI_PROMPT_LOAD; Load reads the folder). */
void ui_files_open(ui_app *a, int kind);
void ui_files_free(ui_app *a);
void ui_files_draw(const ui_app *a, ui_canvas *cv);
/* Keys while the dialog is open: editing, arrows, Page Up/Down, Home/End,
 * Enter, Esc. */
void ui_files_key(ui_app *a, SDL_Keycode k);
void ui_files_text(ui_app *a, const char *text);
void ui_files_wheel(ui_app *a, int dy);
/* A click on row `row` of the list: selects it, or loads it if selected. */
void ui_files_row(ui_app *a, int row);
/* Save or load what the dialog shows. */
void ui_files_confirm(ui_app *a);
