/* The page (web.c): what the browser build adds to the platform room. */
#pragma once

#include "metro/engine.h"

/* The data folder, kept in the browser's storage: web/page.js mounts
 * IndexedDB here and syncs it in before main() and out after each write. */
#define UI_WEB_DATA "/metro-data"
/* Where web/page.js puts a save the player opens from the computer before
 * it calls ui_web_open_save (memory only: kept if the game is played on). */
#define UI_WEB_UPLOAD "/page/upload.metro"
/* Where ui_web_save_game writes the game for web/page.js to download. */
#define UI_WEB_DOWNLOAD "/page/download.metro"

struct ui_app;
/* The game on the page (web.c), NULL before it starts. */
const struct ui_app *ui_web_app(void);

/* Called by web/page.js (exported): */
/* Save and Load with the computer's files (web.c): ui_web_save_game writes
 * the game on the screen to UI_WEB_DOWNLOAD (0 when written);
 * ui_web_open_save loads UI_WEB_UPLOAD with the desktop's checks (0, else
 * a METRO_LOAD_ problem, said on the screen as the Load dialog says it). */
int ui_web_save_game(void);
int ui_web_open_save(void);
/* The computer players' worker answers (search_web.c): its move is
 * written at ui_web_search_move(), then ui_web_search_answer(rc). */
metro_move *ui_web_search_move(void);
void ui_web_search_answer(int rc);
/* For the web suite's touch test (web_probe.c): where WHAT is on the
 * canvas (x * 65536 + y in CSS pixels, -1: not there), the moves played,
 * the tile the player would lay now (-1: none). */
int ui_web_where(const char *what);
int ui_web_moves(void);
int ui_web_tile(void);
