/* Script runner. One command per line ('#' comments; at most 2048 commands,
 * 255 bytes a line, 64 KiB; a regular file or a pipe such as /dev/stdin;
 * script_file.c reads and checks it; at its end the game quits):
 *   wait MS            pause
 *   button NAME        click the widget (start, draw, undo, redo, hint, menu,
 *                      reveal, end-turn, menu-confirm (the menu's Confirm
 *                      each turn), play-again, quit, close, seed-random, resume,
 *                      file-row: the Load dialog's first row shown, name:
 *                      seat 1's name field, help-next, menu-new; the first
 *                      lesson: tutorial, tutor-next, tutor-back, tutor-leave)
 *   key KEY            press a key (SDL key name; "ctrl+z", "shift+tab" style
 *                      modifiers)
 *   type TEXT          text input
 *   lay [RC ...]       click a legal square for the current tile: the first
 *                      listed square (row, column digits) where it may go,
 *                      else any
 *   hover RC           move the pointer over square row R, column C
 *   hover-station N    move the pointer over station N's marker
 *   click RC           click square RC (legal for the tile or not)
 *   hit NAME [ARG]     click a module widget by the name its screen table gives
 *                      it (src/ui/modules/: share K, take-up, take-top, token
 *                      SLOT, refuse SLOT), a generic module-move button
 *                      (move I), or on the set-up screen module ID (its switch)
 *   module-buttons     every module move gets a generic button, as for a
 *                      module without its own controls
 *   wait-human         until a human is to move and nothing animates
 *   play-on [N]        the window's human seats play any legal square
 *                      (confirming the hotseat gate, pressing End turn) until the game is over
 *                      or N moves were played
 *   key-lay [RC ...]   as lay, with the keyboard: arrow keys walk the cursor
 *                      to the square, Enter lays
 *   key-play-on [N]    as play-on, with the keyboard only (arrows, Enter, D)
 *   tab-to NAME[:ARG]  press Tab, a frame apart, until the focus ring is on
 *                      that button (table below; as expect focus=), at most 100
 *   keys-only          fails if the script sent a mouse event so far
 *   expect WHAT        screen-setup|screen-play|screen-end|overlay-none|
 *                      overlay-menu|overlay-help|overlay-privacy|hand-hidden|
 *                      hand-shown|hint-shown|ghost-none (no ghost tile: the
 *                      pointer is on no square)|moves>N|moves=N|notice=TEXT|notice~TEXT (has
 *                      TEXT)|log:TEXT (newest log line has TEXT)|resume-offered|no-resume|
 *                      autosave-problem=TEXT|autosave-problem~TEXT (the lasting warning
 *                      of a failed autosave)|autosave-ok (none)|
 *                      private-none|private-seat (shares, chits shown)|
 *                      secrets-private (no secret of a seat but the private
 *                      one is on screen)|secrets-shown=N (seat N's are)|
 *                      lines=all|mine|plain (the board's line colours)|
 *                      help-page=N|help-pages=N (F1: page shown, pages in all)
 *                      setup:players=N|setup:modules=ID,ID|greyed:ID (that
 *                      module's switch cannot be clicked)|hits-apart (no two
 *                      clickable widgets overlap)|no-button:NAME (that button
 *                      cannot be clicked now, nor is drawn as if it
 *                      could)|end-turn-pending (a lay waits
 *                      for End turn)|turn-shown=N (the panel presents seat N
 *                      as moving)|last-frame=N (the last-move frame
 *                      is in seat N's colour)|log-count>N|name1-len=N (bytes
 *                      of seat 1's set-up name)|popups-clear (a
 *                      pop-up shows and covers no station, the centre, the
 *                      hand, the panel's buttons or the hovered square)|
 *                      popup=TEXT|popup~TEXT (a pop-up drawn shows TEXT
 *                      whole, or has it in its words)|
 *                      widget:NAME[=ARG]|no-widget:NAME[=ARG] (a module widget
 *                      of that name, and argument, is drawn now or not)
 *                      focus=NAME[:ARG] (Tab's ring is on that button of the
 *                      table below)|focus-none|typing=name|seed|none (the
 *                      field that takes typing)|text-all (Ctrl+A selected it)|
 *                      seed-text=TEXT|setup:seat=N:CONTROLLER|game-seed=N
 *                      The first lesson: tutorial-step:N|tutorial-done|
 *                      tutorial-drawn|tutorial-points=N|tutorial-hint~TEXT|
 *                      tutorial-off; overlay-city-card|seen-cities=ID,ID
 *                      (the cities whose card was shown)|autosave-moves=N
 *                      (the autosave file holds N moves in effect)
 *                      Save and Load dialogs: save-target=FILE (the file name
 *                      shown)|load-rows=N|load-unreadable=N|load-scrolled|
 *                      load-selected=NAME
 *                      History: history:K/N (the history view shows move K
 *                      of the N in effect; N may be *)|history:last|history-off|hand-faces=N (hand
 *                      tiles drawn face up)|since-marks=N|since-marks>N
 *                      (squares outlined as laid since the player's turn);
 *                      buttons history (the gate's), history-back,
 *                      history-forward, history-end
 *                      Sound: sound:NAME>N or =N (effects whose name starts
 *                      with NAME asked for more than N times: lay, ai-move,
 *                      line, illegal, game-end)|setup:volume=N|setup:muted|
 *                      setup:confirm=auto|on|off (Confirm each turn)
 *                      Size: scale:N (the setting, percent)|scale-shown:N or <N
 *                      (what the window shows of it)|line-values:on|off|
 *                      line-value-labels>N|=N (open lines' worth on the board)
 *                      buttons: size-smaller, size-bigger, size-100 (the
 *                      menu's size row), line-values (its menu item)
 *   online:WHAT        see expect_online (phase, seats, owner, ready, chat~TEXT, ...)
 *                      online buttons: online, host, rejoin, address, connect,
 *                      search, lan-row, table-join, table-watch, back,
 *                      lobby-seat, lobby-start, leave, chat, send, allow, refuse
 *   report             print "moves N" (moves in effect) on standard output
 *   report-final       once the game is over: "final: S1 S2 ..." (every seat's points)
 *   report-layout      print "layout WxH" (the size the layout is made for)
 *   report-scale       print "scale N shown M" (the size setting, what the
 *                      window shows of it)
 *   quit               send SDL_QUIT
 * Every injected event goes through the normal SDL event queue. */
#include "harness/script.h"
#include "files/files_dialog.h"
#include "play/history.h"
#include "core/focus.h"
#include "metro/module.h"
#include "harness/script_file.h"
#include "lesson/tutorial.h"
#include "modules/ui_module.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    TIMEOUT_MS = 20000,
    /* play-on clicks a position again after this long unanswered: online,
     * a move sent while the host was down is lost, and a player would
     * simply lay the tile again once reconnected */
    RECLICK_MS = 3000,
};

struct ui_script {
    ui_script_lines l;
    int pc; /* the command to run; l.n: the end (quit sent), past it: nothing left */
    uint32_t wait_until, waiting_since;
    int progress, pushed_at; /* play-on: the moves seen, the position clicked last */
    uint32_t pushed_time;    /* play-on: when it clicked */
    int mouse_events;        /* sent so far (keys-only checks there were none) */
    int tabs;                /* tab-to: pressed so far */
};

ui_script *ui_script_load(const char *path, char *err, size_t errlen)
{
    ui_script *s = calloc(1, sizeof *s);
    if (!s) return snprintf(err, errlen, "out of memory"), NULL;
    if (ui_script_read(path, &s->l, err, errlen) == 0) return s;
    free(s);
    return NULL;
}

void ui_script_free(ui_script *s)
{
    if (s) ui_script_lines_free(&s->l);
    free(s);
}

bool ui_script_stopped(const ui_script *s, int *line)
{
    if (s->pc >= s->l.n) return false;
    *line = s->l.line_no[s->pc];
    return true;
}

/* The pointer to pixel (x, y): a motion event (counted for keys-only). */
static void move_to(ui_script *s, const ui_app *a, float x, float y)
{
    SDL_Event e = {0};
    s->mouse_events++;
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)(x / a->dpi), e.motion.y = (int)(y / a->dpi);
    SDL_PushEvent(&e);
}

/* The centre of square RC (row and column digits), in pixels. */
static void square_centre(const ui_app *a, int rc, float *x, float *y)
{
    *x = a->lay.bx + ((float)(rc % 10) + 0.5f) * a->lay.ts;
    *y = a->lay.by + ((float)(rc / 10) + 0.5f) * a->lay.ts;
}

static void click_at(ui_script *s, ui_app *a, float x, float y)
{
    move_to(s, a, x, y);
    SDL_Event e = {0};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT, e.button.state = SDL_PRESSED, e.button.clicks = 1;
    e.button.x = (int)(x / a->dpi), e.button.y = (int)(y / a->dpi);
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP, e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

static const struct {
    const char *name;
    int action, arg; /* arg -1: any */
} buttons[] = {{"start", UI_ACT_START, -1},
               {"draw", UI_ACT_DRAW, -1},
               {"undo", UI_ACT_UNDO, -1},
               {"redo", UI_ACT_REDO, -1},
               {"hint", UI_ACT_HINT, -1},
               {"menu", UI_ACT_MENU, -1},
               {"reveal", UI_ACT_REVEAL, -1},
               {"end-turn", UI_ACT_END_TURN, -1},
               {"menu-confirm", UI_ACT_MENU_ITEM, UI_MENU_CONFIRM}, /* Confirm each turn */
               {"quit", UI_ACT_QUIT, -1},
               {"close", UI_ACT_CLOSE, -1},
               {"play-again", UI_ACT_PLAY_AGAIN, -1},
               {"seed-random", UI_ACT_SEED_RANDOM, -1},
               {"resume", UI_ACT_RESUME, -1},
               {"file-row", UI_ACT_FILE_ROW, -1},
               {"name", UI_ACT_NAME, -1},
               {"help-next", UI_ACT_HELP_PAGE, -1},
               /* online play */
               {"online", UI_ACT_JOIN_SCREEN, -1},
               {"host", UI_ACT_HOST_MODE, -1},
               {"rejoin", UI_ACT_REJOIN, -1},
               {"address", UI_ACT_ADDRESS, -1},
               {"connect", UI_ACT_CONNECT, -1},
               {"search", UI_ACT_SEARCH, -1},
               {"lan-row", UI_ACT_LAN_ROW, 0},
               {"table-join", UI_ACT_TABLE_JOIN, -1},
               {"table-watch", UI_ACT_TABLE_WATCH, -1},
               {"back", UI_ACT_BACK, -1},
               {"lobby-seat", UI_ACT_LOBBY_SEAT, -1},
               {"lobby-start", UI_ACT_LOBBY_START, -1},
               {"leave", UI_ACT_LEAVE, -1},
               {"chat", UI_ACT_CHAT_FIELD, -1},
               {"send", UI_ACT_CHAT_SEND, -1},
               {"allow", UI_ACT_VOTE, 1},
               {"statistics", UI_ACT_STATS, -1},
               {"new-setup", UI_ACT_NEW_SETUP, -1},
               /* controls keyboard scripts name (expect focus=NAME) */
               {"controller", UI_ACT_CONTROLLER, -1},
               {"seed", UI_ACT_SEED, -1},
               {"end-board", UI_ACT_END_BOARD, -1},
               {"language", UI_ACT_LANGUAGE, -1},
               {"menu-item", UI_ACT_MENU_ITEM, -1},
               {"players", UI_ACT_PLAYERS, -1},
               {"size-smaller", UI_ACT_SCALE, -1},
               {"size-bigger", UI_ACT_SCALE, 1},
               {"size-100", UI_ACT_SCALE, 0},
               {"line-values", UI_ACT_MENU_ITEM, UI_MENU_VALUES},
               {"menu-new", UI_ACT_MENU_ITEM, UI_MENU_NEW},
               /* the first lesson */
               {"tutorial", UI_ACT_TUTOR_START, -1},
               {"tutor-next", UI_ACT_TUTOR_NEXT, -1},
               {"tutor-back", UI_ACT_TUTOR_BACK, -1},
               {"tutor-leave", UI_ACT_TUTOR_LEAVE, -1},
               {"refuse", UI_ACT_VOTE, 0},
               /* the history view */
               {"history", UI_ACT_HISTORY, -1},
               {"history-back", UI_ACT_HISTORY_STEP, 0},
               {"history-forward", UI_ACT_HISTORY_STEP, 1},
               {"history-end", UI_ACT_HISTORY_END, -1}};

static bool press_button(ui_script *s, ui_app *a, const char *name)
{
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++) {
        if (strcmp(buttons[i].name, name)) continue;
        for (int h = 0; h < a->frame->n_hits; h++)
            if (a->frame->hits[h].action == buttons[i].action &&
                (buttons[i].arg < 0 || a->frame->hits[h].arg == buttons[i].arg)) {
                click_at(s, a, a->frame->hits[h].x + a->frame->hits[h].w / 2,
                         a->frame->hits[h].y + a->frame->hits[h].h / 2);
                return true;
            }
    }
    return false;
}

/* The named button (table above) is registered as clickable now. */
static bool button_clickable(const ui_app *a, const char *name)
{
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++) {
        if (strcmp(buttons[i].name, name)) continue;
        for (int h = 0; h < a->frame->n_hits; h++)
            if (a->frame->hits[h].action == buttons[i].action) return true;
    }
    return false;
}

/* Drawn as clickable, whether or not an overlay takes its clicks. */
static bool button_lit(const ui_app *a, const char *name)
{
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
        if (!strcmp(buttons[i].name, name) &&
            (a->frame->lit_actions & ui_action_bit(buttons[i].action)))
            return true;
    return false;
}

static const ui_hit *find_hit(const ui_app *a, int action, int arg)
{
    for (int h = 0; h < a->frame->n_hits; h++)
        if (a->frame->hits[h].action == action && (arg < 0 || a->frame->hits[h].arg == arg))
            return &a->frame->hits[h];
    return NULL;
}

static bool click_hit(ui_script *s, ui_app *a, int action, int arg)
{
    const ui_hit *h = find_hit(a, action, arg);
    if (h) click_at(s, a, h->x + h->w / 2, h->y + h->h / 2);
    return h != NULL;
}

/* A module widget drawn this frame by the name in its module's table and
 * its argument (-1: any), NULL if none. */
static const ui_hit *find_module_hit(const ui_app *a, const char *name, int arg)
{
    for (int i = 0; i < ui_module_count(); i++) {
        const struct ui_module *m = ui_module_get(i);
        for (const ui_module_hit_name *h = m->hit_names; h && h->name; h++) {
            if (strcmp(h->name, name)) continue;
            int want = h->arg >= 0 ? h->arg : arg;
            for (int k = 0; k < a->frame->n_hits; k++)
                if (a->frame->hits[k].action == UI_ACT_MODULE_WIDGET &&
                    (a->frame->hits[k].arg & ~255) == (ui_module_hit_arg(m, h->action, 0) & ~255) &&
                    (want < 0 || (a->frame->hits[k].arg & 255) == want))
                    return &a->frame->hits[k];
        }
    }
    return NULL;
}

/* "widget:NAME" or "widget:NAME=ARG": that module widget is drawn now. */
static bool widget_drawn(const ui_app *a, const char *spec)
{
    char name[32] = "";
    int arg = -1;
    if (sscanf(spec, "%31[^=]=%d", name, &arg) < 1) return false;
    return find_module_hit(a, name, arg) != NULL;
}

/* Module widgets by the names in the modules' tables; arg -1 means "any". */
static bool press_hit(ui_script *s, ui_app *a, const char *spec)
{
    char name[32] = "";
    int arg = -1;
    if (!strncmp(spec, "module ", 7)) /* a set-up switch, by module id */
        return click_hit(s, a, UI_ACT_MODULE, metro_module_find(spec + 7));
    if (sscanf(spec, "%31s %d", name, &arg) < 1) return false;
    if (!strcmp(name, "move")) return click_hit(s, a, UI_ACT_MODULE_MOVE, arg);
    for (int i = 0; i < ui_module_count(); i++) {
        const struct ui_module *m = ui_module_get(i);
        for (const ui_module_hit_name *h = m->hit_names; h && h->name; h++) {
            if (strcmp(h->name, name)) continue;
            int want = h->arg >= 0 ? h->arg : arg;
            for (int k = 0; k < a->frame->n_hits; k++) /* arg -1: any of the module's action */
                if (a->frame->hits[k].action == UI_ACT_MODULE_WIDGET &&
                    (a->frame->hits[k].arg & ~255) == (ui_module_hit_arg(m, h->action, 0) & ~255) &&
                    (want < 0 || (a->frame->hits[k].arg & 255) == want)) {
                    click_at(s, a, a->frame->hits[k].x + a->frame->hits[k].w / 2,
                             a->frame->hits[k].y + a->frame->hits[k].h / 2);
                    return true;
                }
        }
    }
    return false;
}

static bool press_key(const char *spec)
{
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN, e.key.state = SDL_PRESSED;
    for (bool more = true; more;) { /* "ctrl+shift+tab" */
        more = false;
        if (!strncmp(spec, "ctrl+", 5)) e.key.keysym.mod |= KMOD_LCTRL, spec += 5, more = true;
        if (!strncmp(spec, "shift+", 6)) e.key.keysym.mod |= KMOD_LSHIFT, spec += 6, more = true;
    }
    SDL_Keycode k = SDL_GetKeyFromName(spec);
    if (k == SDLK_UNKNOWN) return false;
    e.key.keysym.sym = k, e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP, e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    return true;
}

/* A legal square for the current tile: the first of "RC RC ..." where it may
 * go, else the first; -1 if none. */
static int legal_square(const ui_app *a, const char *prefer)
{
    int tile = ui_current_tile(a);
    if (tile < 0) return -1;
    uint64_t legal = metro_lay_squares(&a->game->state, tile);
    for (const char *p = prefer; *p;) { /* "RC RC ...": the first one legal */
        char *end;
        long rc = strtol(p, &end, 10);
        if (end == p) break;
        p = end;
        int sq = (int)(rc / 10) * 8 + (int)(rc % 10);
        if (rc >= 0 && rc < 78 && rc % 10 < 8 && (legal >> sq & 1)) legal = 1ull << sq;
    }
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1) return sq;
    return -1;
}

static bool lay_any(ui_script *s, ui_app *a, const char *prefer)
{
    int sq = legal_square(a, prefer);
    if (sq >= 0)
        click_at(s, a, a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts,
                 a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts);
    return sq >= 0;
}

/* As a player without a mouse: the arrow keys walk the cursor to a legal
 * square (the first press only shows it), Enter lays. */
static bool key_lay(ui_app *a, const char *prefer)
{
    int sq = legal_square(a, prefer), at = a->ui.pointer.cursor_sq;
    if (sq < 0) return false;
    if (!a->ui.pointer.keyboard) press_key("Up");
    for (int r = metro_row(at); r != metro_row(sq); r += r < metro_row(sq) ? 1 : -1)
        press_key(r < metro_row(sq) ? "Down" : "Up");
    for (int c = metro_col(at); c != metro_col(sq); c += c < metro_col(sq) ? 1 : -1)
        press_key(c < metro_col(sq) ? "Right" : "Left");
    return press_key("Return");
}

/* No two hit rects overlap (a widget hidden under another one cannot be
 * clicked); names the first pair on stderr. */
static bool hits_apart(const ui_app *a)
{
    for (int i = 0; i < a->frame->n_hits; i++)
        for (int j = i + 1; j < a->frame->n_hits; j++) {
            const ui_hit *p = &a->frame->hits[i], *q = &a->frame->hits[j];
            if (p->x < q->x + q->w && q->x < p->x + p->w && p->y < q->y + q->h &&
                q->y < p->y + p->h) {
                fprintf(stderr, "metro: widgets overlap: action %d (%d) and %d (%d)\n", p->action,
                        p->arg, q->action, q->arg);
                return false;
            }
        }
    return true;
}

static bool overlaps(const float r[4], float x, float y, float w, float h)
{
    return r[0] < x + w && x < r[0] + r[2] && r[1] < y + h && y < r[1] + r[3];
}

/* A pop-up is on screen and none covers a station marker or the central
 * station's square (its CENTRAL label); names the first on stderr. */
static bool popups_clear(const ui_app *a)
{
    const ui_layout *l = &a->lay;
    for (int i = 0; i < a->frame->n_popup; i++) {
        const float *r = a->frame->popup[i];
        for (int st = 1; st <= METRO_STATIONS; st++) {
            float sx, sy;
            ui_station_pos(l, st, &sx, &sy);
            if (overlaps(r, sx - l->ts / 2, sy - l->frame / 2, l->ts, l->frame) ||
                overlaps(r, sx - l->frame / 2, sy - l->ts / 2, l->frame, l->ts)) {
                fprintf(stderr, "metro: a pop-up covers station %d\n", st);
                return false;
            }
        }
        if (overlaps(r, l->bx + 3 * l->ts, l->by + 3 * l->ts, 2 * l->ts, 2 * l->ts)) {
            fprintf(stderr, "metro: a pop-up covers the central station\n");
            return false;
        }
        if (overlaps(r, l->px, l->py, l->pw, a->frame->panel_keep - l->py)) {
            fprintf(stderr, "metro: a pop-up covers the hand or the panel's buttons\n");
            return false;
        }
        int sq = a->ui.pointer.hover_sq;
        if (sq >= 0 && overlaps(r, l->bx + (float)metro_col(sq) * l->ts,
                                l->by + (float)metro_row(sq) * l->ts, l->ts, l->ts)) {
            fprintf(stderr, "metro: a pop-up covers the square under the pointer\n");
            return false;
        }
    }
    return a->frame->n_popup > 0;
}

/* popup=TEXT: a pop-up of the last frame shows TEXT whole (not cut);
 * popup~TEXT: one shows TEXT within its words. */
static bool popup_shows(const ui_app *a, const char *what)
{
    for (int i = 0; i < a->frame->n_popup; i++)
        if (what[5] == '=' ? !strcmp(a->frame->popup_text[i], what + 6)
                           : strstr(a->frame->popup_text[i], what + 6) != NULL)
            return true;
    return false;
}

/* The Save and Load dialogs: what they show. */
static bool expect_files(const ui_app *a, const char *what)
{
    const ui_files *f = a->ui.overlay == UI_OV_PROMPT ? a->res.files : NULL;
    if (!f) return false;
    int unreadable = 0;
    for (int i = 0; i < f->n_shown; i++) unreadable += !f->list.e[f->shown[i]].ok;
    if (!strncmp(what, "save-target=", 12)) return !strcmp(f->target, what + 12);
    if (!strncmp(what, "load-rows=", 10)) return f->n_shown == atoi(what + 10);
    if (!strncmp(what, "load-unreadable=", 16)) return unreadable == atoi(what + 16);
    if (!strcmp(what, "load-scrolled")) return f->top > 0 && f->sel >= f->top;
    if (!strncmp(what, "load-selected=", 14))
        return f->n_shown && !strcmp(f->list.e[f->shown[f->sel]].name, what + 14);
    return false;
}

/* "NAME>N" or "NAME=N": the effects whose names start with NAME were asked for
 * more than (exactly) N times ("line>0": any line chime). */
static bool sound_count(const ui_app *a, const char *what)
{
    const char *op = strpbrk(what, ">=");
    if (!op) return false;
    int n = 0;
    for (int k = 0; k < UI_SFX_COUNT; k++)
        if (!strncmp(ui_sound_name(k), what, (size_t)(op - what)))
            n += ui_sound_played(a->res.sound, k);
    return *op == '>' ? n > atoi(op + 1) : n == atoi(op + 1);
}

static bool expect_online(const ui_app *a, const char *what);

/* "focus=NAME" or "focus=NAME:ARG": Tab's ring is on that button (table
 * above); "focus-none": on nothing; "typing=name|seed|none": the field that
 * takes typing. */
static bool expect_focus(const ui_app *a, const char *what)
{
    const ui_hit *h = ui_focus_hit(a);
    if (!strcmp(what, "focus-none")) return !h;
    if (!strncmp(what, "typing=", 7)) {
        static const char *const fields[] = {"none", "name", "seed", "address", "chat"};
        return a->ui.focus >= 0 && a->ui.focus < 5 && !strcmp(fields[a->ui.focus], what + 7);
    }
    if (strncmp(what, "focus=", 6) || !h) return false;
    const char *colon = strchr(what, ':');
    size_t n = colon ? (size_t)(colon - what - 6) : strlen(what + 6);
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
        if (strlen(buttons[i].name) == n && !strncmp(buttons[i].name, what + 6, n))
            return h->action == buttons[i].action && (!colon || h->arg == atoi(colon + 1));
    return false;
}

/* The first lesson: "-step:N", "-done", "-drawn" (step 6's tile drawn),
 * "-points=N" (the step's lay scored), "-hint~TEXT" (the hint shown has
 * TEXT), "-off" (no lesson). */
static bool expect_tutorial(const ui_app *a, const char *what)
{
    const ui_tutor *t = &a->ui.tutor;
    ui_tutor_words w;
    ui_tutorial_words(a, &w);
    if (!strncmp(what, "-step:", 6)) return t->step == atoi(what + 6);
    if (!strcmp(what, "-done")) return t->step && t->done;
    if (!strcmp(what, "-drawn")) return t->step && t->drawn;
    if (!strncmp(what, "-points=", 8)) return t->step && t->points == atoi(what + 8);
    if (!strncmp(what, "-hint~", 6)) return w.hint[0] && strstr(w.hint, what + 6);
    if (!strcmp(what, "-off")) return !t->step && !a->tutor_keep;
    return false;
}

/* The autosave file holds a game with n moves in effect. */
static bool autosave_moves(int n)
{
    static metro_game g; /* large */
    char path[1100], err[400];
    return ui_data_path("autosave.metro", path, sizeof path) &&
           metro_game_load(&g, path, err, sizeof err) == 0 && g.cursor == n;
}

static bool expect(const ui_app *a, const char *what)
{
    static const char *const screens[] = {"screen-setup", "screen-play", "screen-end",
                                          "screen-join", "screen-lobby"};
    static const char *const overlays[] = {"overlay-none", "overlay-menu", "overlay-help",
                                           "overlay-privacy"};
    static const int ov[] = {UI_OV_NONE, UI_OV_MENU, UI_OV_HELP, UI_OV_PRIVACY};
    for (int i = 0; i < 5; i++)
        if (!strcmp(what, screens[i])) return a->ui.screen == i;
    for (int i = 0; i < 4; i++)
        if (!strcmp(what, overlays[i])) return a->ui.overlay == ov[i];
    if (!strcmp(what, "hand-hidden")) return !ui_hand_visible(a);
    if (!strcmp(what, "hand-shown")) return ui_hand_visible(a);
    if (!strcmp(what, "ghost-none")) /* no tile drawn under the pointer or the cursor */
        return a->ui.pointer.keyboard ? a->ui.pointer.cursor_sq < 0 : a->ui.pointer.hover_sq < 0;
    if (!strcmp(what, "hint-shown")) /* a highlighted square, or advice in the log */
        return !a->ui.ai_busy &&
               (a->ui.hint_sq >= 0 ||
                (a->ui.n_log && !strncmp(a->ui.log[a->ui.n_log - 1], "Hint:", 5)));
    int moves = ui_online_active(a) ? a->ui.online.moves : a->game->cursor;
    if (!strncmp(what, "moves>", 6)) return moves > atoi(what + 6);
    if (!strncmp(what, "moves=", 6)) return moves == atoi(what + 6);
    if (!strncmp(what, "online:", 7)) return expect_online(a, what + 7);
    if (!strncmp(what, "log-lines<", 10)) return a->frame->log_lines < atoi(what + 10);
    if (!strcmp(what, "overlay-log")) return a->ui.overlay == UI_OV_LOG;
    if (!strcmp(what, "log-dialog-all")) /* the log dialog shows every entry */
        return a->ui.overlay == UI_OV_LOG && a->ui.n_log > 0 &&
               a->frame->log_dialog_lines == a->ui.n_log;
    if (!strncmp(what, "stats:games=", 12)) /* the statistics dialog: "P" or "P/W" */
        return a->ui.overlay == UI_OV_STATS && atoi(what + 12) == a->ui.stats.games.played &&
               (!strchr(what, '/') || atoi(strchr(what, '/') + 1) == a->ui.stats.games.won);
    if (!strncmp(what, "stats:level=", 12)) { /* "NAME:P" games with that computer player */
        for (int i = 0; i < a->ui.stats.n_levels; i++) {
            size_t n = strlen(a->ui.stats.level[i]);
            if (!strncmp(what + 12, a->ui.stats.level[i], n) && what[12 + n] == ':')
                return a->ui.stats.vs_level[i].played == atoi(what + 13 + n);
        }
        return false;
    }
    if (!strncmp(what, "notice=", 7)) return !strcmp(a->ui.notice, what + 7);
    if (!strncmp(what, "notice~", 7)) return strstr(a->ui.notice, what + 7) != NULL;
    if (!strncmp(what, "autosave-problem=", 17)) return !strcmp(a->ui.autosave_problem, what + 17);
    if (!strncmp(what, "autosave-problem~", 17))
        return a->ui.autosave_problem[0] && strstr(a->ui.autosave_problem, what + 17);
    if (!strcmp(what, "autosave-ok")) return !a->ui.autosave_problem[0];
    if (!strcmp(what, "resume-offered")) return a->ui.can_resume;
    if (!strcmp(what, "no-resume")) return !a->ui.can_resume;
    if (!strncmp(what, "log:", 4))
        return a->ui.n_log && strstr(a->ui.log[a->ui.n_log - 1], what + 4);
    if (!strcmp(what, "private-none")) return ui_private_seat(a) < 0;
    if (!strncmp(what, "help-page=", 10)) return a->ui.help_page == atoi(what + 10);
    if (!strncmp(what, "help-pages=", 11)) {
        const struct ui_module *pages[1 + METRO_MODULE_SLOTS];
        return ui_help_pages(a, pages, 1 + METRO_MODULE_SLOTS) == atoi(what + 11);
    }
    if (!strncmp(what, "lines=", 6))
        return !strcmp(ui_line_colours_name(a->ui.setup.line_colours), what + 6);
    if (!strncmp(what, "setup:players=", 14)) return a->ui.setup.players == atoi(what + 14);
    if (!strncmp(what, "setup:modules=", 14)) {
        char list[200];
        metro_modules_format(a->ui.setup.modules, list, sizeof list);
        return !strcmp(list, what + 14);
    }
    if (!strncmp(what, "greyed:", 7)) {
        int slot = metro_module_find(what + 7);
        return slot >= 0 && !find_hit(a, UI_ACT_MODULE, slot);
    }
    if (!strcmp(what, "hits-apart")) return hits_apart(a);
    if (!strncmp(what, "no-button:", 10))
        return !button_clickable(a, what + 10) && !button_lit(a, what + 10);
    if (!strncmp(what, "button:", 7)) return button_clickable(a, what + 7);
    if (!strcmp(what, "end-turn-pending")) return ui_end_turn_pending(a);
    if (!strncmp(what, "turn-shown=", 11)) return ui_turn_seat_shown(a) == atoi(what + 11) - 1;
    if (!strcmp(what, "private-seat")) return ui_private_seat(a) == a->game->state.current;
    if (!strcmp(what, "secrets-private")) { /* none but the private seat's on screen */
        int p = ui_private_seat(a);
        return !(a->frame->secrets_drawn & ~(p >= 0 ? 1u << p : 0u));
    }
    if (!strncmp(what, "secrets-shown=", 14)) /* seat N's secrets are on screen */
        return a->frame->secrets_drawn >> (atoi(what + 14) - 1) & 1u;
    if (!strncmp(what, "last-frame=", 11)) { /* the last-move frame in seat N's colour */
        ui_colour want = ui_owner_colour(atoi(what + 11) - 1), got = a->frame->last_move_colour;
        return got.r == want.r && got.g == want.g && got.b == want.b;
    }
    if (!strncmp(what, "log-count>", 10)) return a->ui.n_log > atoi(what + 10);
    if (!strncmp(what, "name1-len=", 10))
        return (int)strlen(a->ui.setup.name[0]) == atoi(what + 10);
    if (!strcmp(what, "popups-clear")) return popups_clear(a);
    if (!strncmp(what, "popup=", 6) || !strncmp(what, "popup~", 6)) return popup_shows(a, what);
    if (!strncmp(what, "widget:", 7)) return widget_drawn(a, what + 7);
    if (!strncmp(what, "no-widget:", 10)) return !widget_drawn(a, what + 10);
    if (!strncmp(what, "sound:", 6)) return sound_count(a, what + 6);
    if (!strncmp(what, "setup:volume=", 13)) return a->ui.setup.volume == atoi(what + 13);
    if (!strcmp(what, "setup:muted")) return a->ui.setup.muted;
    if (!strncmp(what, "setup:confirm=", 14))
        return !strcmp(ui_confirm_turn_name(a->ui.setup.confirm_turn), what + 14);
    if (!strcmp(what, "history:last")) /* the view shows the last move in effect */
        return a->ui.history && a->ui.history_at == ui_history_moves(a);
    if (!strncmp(what, "history:", 8) && strchr(what, '/')) { /* "K/N": move K of N (N "*": any) */
        const char *n = strchr(what, '/') + 1;
        return a->ui.history && a->ui.history_at == atoi(what + 8) &&
               (!strcmp(n, "*") || ui_history_moves(a) == atoi(n));
    }
    if (!strcmp(what, "history-off")) return !a->ui.history;
    if (!strncmp(what, "hand-faces=", 11)) return a->frame->hand_faces == atoi(what + 11);
    if (!strncmp(what, "since-marks=", 12)) return a->frame->since_marks == atoi(what + 12);
    if (!strncmp(what, "since-marks>", 12)) return a->frame->since_marks > atoi(what + 12);
    if (!strncmp(what, "focus", 5) || !strncmp(what, "typing=", 7)) return expect_focus(a, what);
    if (!strcmp(what, "text-all")) return a->ui.text_all;
    if (!strncmp(what, "seed-text=", 10)) return !strcmp(a->ui.seed_text, what + 10);
    if (!strncmp(what, "game-seed=", 10))
        return a->game->state.cfg.seed == strtoull(what + 10, NULL, 10);
    if (!strncmp(what, "setup:seat=", 11)) { /* "N:CONTROLLER", N from 1 */
        int p = atoi(what + 11) - 1;
        const char *c = strchr(what + 11, ':');
        return c && p >= 0 && p < METRO_MAX_PLAYERS && !strcmp(a->ui.setup.controller[p], c + 1);
    }
    if (!strncmp(what, "scale:", 6)) return a->ui.setup.scale == atoi(what + 6);
    if (!strncmp(what, "scale-shown:", 12)) return a->lay.scale == atoi(what + 12);
    if (!strncmp(what, "scale-shown<", 12)) return a->lay.scale < atoi(what + 12);
    if (!strcmp(what, "line-values:on")) return a->ui.setup.line_values;
    if (!strcmp(what, "line-values:off")) return !a->ui.setup.line_values;
    if (!strncmp(what, "line-value-labels>", 18))
        return a->frame->line_value_labels > atoi(what + 18);
    if (!strncmp(what, "line-value-labels=", 18))
        return a->frame->line_value_labels == atoi(what + 18);
    if (!strncmp(what, "tutorial", 8)) return expect_tutorial(a, what + 8);
    if (!strcmp(what, "overlay-city-card")) return a->ui.overlay == UI_OV_CITY_CARD;
    if (!strncmp(what, "seen-cities=", 12)) {
        char list[200];
        metro_modules_format(a->ui.setup.seen_cities, list, sizeof list);
        return !strcmp(list, what + 12);
    }
    if (!strncmp(what, "autosave-moves=", 15)) return autosave_moves(atoi(what + 15));
    return expect_files(a, what);
}

/* Online play: "phase=off|connecting|browsing|lobby|playing", "seats=N"
 * (held here), "owner", "ready" (every seat taken, the lobby), "open=N"
 * (open seats), "tables>N", "lan>N", "chat~TEXT" (a chat line has it),
 * "problem~TEXT", "vote" (an undo asked of a seat here), "spectator". */
static bool expect_online(const ui_app *a, const char *what)
{
    static const char *const phases[] = {"off", "connecting", "browsing", "lobby", "playing"};
    const ui_online *o = &a->ui.online;
    int held = 0, open = 0;
    bool ready = o->players > 0;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) held += o->seats >> p & 1;
    for (int p = 0; p < o->players; p++) {
        open += o->seat[p].kind == METRO_SEAT_OPEN;
        ready &= o->seat[p].kind != METRO_SEAT_OPEN &&
                 (o->seat[p].kind != METRO_SEAT_HUMAN || o->seat[p].present);
    }
    for (int i = 0; i < 5; i++)
        if (!strncmp(what, "phase=", 6) && !strcmp(what + 6, phases[i])) return o->phase == i;
    if (!strncmp(what, "seats=", 6)) return held == atoi(what + 6);
    if (!strcmp(what, "owner")) return o->owner;
    if (!strcmp(what, "ready")) return ready && o->phase == UI_NET_LOBBY;
    if (!strncmp(what, "open=", 5)) return o->players && open == atoi(what + 5);
    if (!strncmp(what, "tables>", 7)) return o->n_tables > atoi(what + 7);
    if (!strncmp(what, "lan>", 4)) return o->n_lan > atoi(what + 4);
    if (!strncmp(what, "chat~", 5)) {
        for (int i = 0; i < o->n_chat; i++)
            if (strstr(o->chat[i], what + 5)) return true;
        return false;
    }
    if (!strncmp(what, "problem~", 8)) return o->problem[0] && strstr(o->problem, what + 8);
    if (!strcmp(what, "vote")) return o->vote_seats != 0 && a->ui.overlay == UI_OV_VOTE;
    if (!strcmp(what, "spectator")) return o->spectator;
    return false;
}

/* "play-on [N]": the human seats of this window play (any legal square,
 * confirming the hotseat gate, pressing End turn) until the game is over,
 * or until N moves were played; with `keys` by the keyboard alone. The
 * timeout counts from the last move, not the start. */
static int play_on(ui_script *s, ui_app *a, int until, bool keys)
{
    const metro_state *st = &a->game->state;
    int moves = ui_online_active(a) ? a->ui.online.moves : a->game->cursor;
    if (metro_over(st) || (until > 0 && moves >= until)) return 1;
    if (moves != s->progress) /* a new position (also after an undo): click again */
        s->progress = moves, s->pushed_at = 0, s->waiting_since = a->now ? a->now : 1;
    bool calm = !a->ui.ai_busy && !ui_animating(a) && !a->ui.online.waiting;
    if (calm && a->ui.overlay == UI_OV_NONE && ui_end_turn_pending(a)) {
        if (keys)
            press_key("Return");
        else
            press_button(s, a, "end-turn");
        return 0;
    }
    if (!calm || a->ui.screen != UI_PLAY || !ui_seat_human(a, st->current)) return 0;
    if (s->pushed_at == moves + 1 && a->now - s->pushed_time > RECLICK_MS) s->pushed_at = 0;
    if (a->ui.overlay == UI_OV_PRIVACY) {
        if (keys)
            press_key("Return");
        else
            press_button(s, a, "reveal");
        return 0;
    }
    if (a->ui.overlay == UI_OV_NONE && s->pushed_at != moves + 1) {
        s->pushed_at = moves + 1; /* one click a position: its events are on their way */
        s->pushed_time = a->now;
        bool laid = keys ? key_lay(a, "") : lay_any(s, a, "");
        if (!laid && !(keys ? a->game->state.drawn == METRO_NO_TILE && press_key("d")
                            : press_button(s, a, "draw")))
            s->pushed_at = 0;
    }
    return 0;
}

/* Executes one command; 1 done, 0 not yet (waiting), -1 failed. */
static int run_one(ui_script *s, ui_app *a, const char *cmd)
{
    const char *arg = strchr(cmd, ' ');
    arg = arg ? arg + 1 : "";
    if (!strncmp(cmd, "wait-human", 10)) {
        const metro_state *st = &a->game->state;
        bool calm = !a->ui.ai_busy && !ui_animating(a) && !a->ui.online.waiting;
        return calm && (metro_over(st) || ui_seat_human(a, st->current)) ? 1 : 0;
    }
    if (!strncmp(cmd, "wait ", 5)) {
        if (!s->wait_until) s->wait_until = a->now + (uint32_t)atoi(arg);
        if (a->now < s->wait_until) return 0;
        s->wait_until = 0;
        return 1;
    }
    if (!strncmp(cmd, "button ", 7)) return press_button(s, a, arg) ? 1 : 0;
    if (!strncmp(cmd, "key ", 4)) return press_key(arg) ? 1 : -1;
    if (!strncmp(cmd, "type ", 5)) {
        SDL_Event e = {0};
        e.type = SDL_TEXTINPUT;
        snprintf(e.text.text, sizeof e.text.text, "%s", arg);
        SDL_PushEvent(&e);
        return 1;
    }
    if (!strcmp(cmd, "lay") || !strncmp(cmd, "lay ", 4)) return lay_any(s, a, arg) ? 1 : 0;
    if (!strcmp(cmd, "play-on") || !strncmp(cmd, "play-on ", 8))
        return play_on(s, a, atoi(arg), false);
    if (!strcmp(cmd, "key-play-on") || !strncmp(cmd, "key-play-on ", 12))
        return play_on(s, a, atoi(arg), true);
    if (!strcmp(cmd, "key-lay") || !strncmp(cmd, "key-lay ", 8)) return key_lay(a, arg) ? 1 : 0;
    if (!strncmp(cmd, "tab-to ", 7)) { /* counts of Tabs would break with each new control */
        char want[80];
        snprintf(want, sizeof want, "focus=%.70s", arg);
        if (expect_focus(a, want)) return s->tabs = 0, 1;
        return ++s->tabs > 100 ? (s->tabs = 0, -1) : (press_key("Tab"), 0);
    }
    if (!strcmp(cmd, "keys-only")) {
        if (s->mouse_events)
            fprintf(stderr, "metro: the script sent %d mouse events\n", s->mouse_events);
        return s->mouse_events ? -1 : 1;
    }
    if (!strncmp(cmd, "click ", 6)) { /* a click on square RC, legal or not */
        float x, y;
        square_centre(a, atoi(arg), &x, &y);
        click_at(s, a, x, y);
        return 1;
    }
    if (!strncmp(cmd, "hover-station ", 14)) { /* the pointer to station N's marker */
        float x, y;
        ui_station_pos(&a->lay, atoi(arg), &x, &y);
        move_to(s, a, x, y);
        return 1;
    }
    if (!strncmp(cmd, "hover ", 6)) { /* the pointer to square RC (row, column digits) */
        float x, y;
        square_centre(a, atoi(arg), &x, &y);
        move_to(s, a, x, y);
        return 1;
    }
    if (!strncmp(cmd, "hit ", 4)) return press_hit(s, a, arg) ? 1 : 0;
    if (!strncmp(cmd, "expect ", 7)) return expect(a, arg) ? 1 : 0;
    if (!strcmp(cmd, "module-buttons")) {
        a->module_buttons_only = true;
        ui_render_forget(a); /* the panel changes */
        return 1;
    }
    if (!strcmp(cmd, "report-final")) { /* every seat's final points, as metro-cli replay */
        int score[METRO_MAX_PLAYERS];
        const metro_state *st = &a->game->state;
        if (!metro_over(st)) return 0;
        metro_final_scores(st, score);
        printf("final:");
        for (int p = 0; p < st->cfg.players; p++) printf(" %d", score[p]);
        printf("\n");
        fflush(stdout);
        return 1;
    }
    if (!strcmp(cmd, "report-layout")) {
        printf("layout %dx%d\n", a->lay.w, a->lay.h);
        fflush(stdout);
        return 1;
    }
    if (!strcmp(cmd, "report-scale")) {
        printf("scale %d shown %d\n", a->ui.setup.scale, a->lay.scale);
        fflush(stdout);
        return 1;
    }
    if (!strcmp(cmd, "report")) {
        printf("moves %d\n", ui_online_active(a) ? a->ui.online.moves : a->game->cursor);
        fflush(stdout);
        return 1;
    }
    if (!strcmp(cmd, "quit")) {
        SDL_Event e = {0};
        e.type = SDL_QUIT;
        SDL_PushEvent(&e);
        return 1;
    }
    return -1;
}

bool ui_script_step(ui_script *s, ui_app *a, int *rc)
{
    if (s->pc > s->l.n) return false;
    if (s->pc == s->l.n) { /* the end without "quit": quit, after the events sent */
        run_one(s, a, "quit");
        s->pc++;
        return false;
    }
    const char *cmd = s->l.line[s->pc];
    if (!s->waiting_since) s->waiting_since = a->now ? a->now : 1;
    int r = run_one(s, a, cmd);
    bool pause = !strncmp(cmd, "wait ", 5); /* a pause runs its length, no timeout */
    if (r < 0 || (r == 0 && !pause && a->now - s->waiting_since > TIMEOUT_MS)) {
        fprintf(stderr, "metro: script line %d '%s' %s\n", s->l.line_no[s->pc], cmd,
                r < 0 ? "failed" : "timed out");
        *rc = 1;
        return true;
    }
    if (r == 1 && getenv("METRO_SCRIPT_TRACE")) fprintf(stderr, "script %6u ms: %s\n", a->now, cmd);
    if (r == 1) s->pc++, s->waiting_since = 0;
    if (r == 1 && !strcmp(cmd, "quit")) s->pc = s->l.n + 1; /* done: nothing after quit runs */
    return false;
}
