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
 *   wheel N            the mouse wheel over a tall page (set-up screen, dialog)
 *                      or else the side panel's column, N notches
 *                      down (negative: up)
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
 *   tab-to NAME[:ARG]  press Tab (in play Ctrl+Tab), a frame apart, until the
 *                      focus ring is on that button (table below; as expect
 *                      focus=) or module widget (widget:NAME), at most 100
 *   focus-walk N NAME  N such presses; fails if the ring stops on module
 *                      widget NAME
 *   keys-only          fails if the script sent a mouse event so far
 *   expect WHAT        screen-setup|screen-play|screen-end|overlay-none|
 *                      overlay-menu|overlay-help|overlay-privacy|hand-hidden|
 *                      hand-shown|hint-shown|ghost-none (no ghost tile: the
 *                      pointer is on no square)|moves>N|moves=N|notice=TEXT|notice~TEXT (has
 *                      TEXT)|log:TEXT (newest log line has TEXT)|
 *                      log-none~TEXT (no log line has TEXT)|resume-offered|no-resume|
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
 *                      table below)|focus-widget:NAME (on that module
 *                      widget)|focus-none|log-times=N:TEXT (N log lines have
 *                      TEXT)|typing=name|seed|none (the
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
 *                      Side panel: panel-scrolls (its column scrolls: the
 *                      window is short)|panel-top|panel-bottom|panel-scrolled
 *                      (at neither end)|log-lines>N (log entries it shows)
 *                      Page (a set-up screen or dialog taller than the
 *                      window): page-scrolls|page-top|page-bottom|
 *                      page-scrolled|page-hides-clicks (its controls out of
 *                      view take no click)|page-focus-in-view|text-floor (no
 *                      word under 11 px)
 *                      buttons: size-smaller, size-bigger, size-100 (the
 *                      menu's size row), line-values (its menu item)
 *   online:WHAT        see expect_online (phase, seats, owner, ready, chat~TEXT,
 *                      status~TEXT, title~TEXT, mine~TABLE, mine-rows=N,
 *                      log~TEXT, record>N, revealed, ...)
 *                      online buttons: online, host, rejoin, address, connect,
 *                      search, lan-row, table-join, table-watch, back,
 *                      lobby-seat, lobby-start, leave, chat, send, allow,
 *                      refuse, my-tables, my-table N, tables-refresh,
 *                      tables-next, tables-back, server-table, live,
 *                      deadline-1|12|24|72, private, copy-link
 *   report             print "moves N" (moves in effect) on standard output
 *   report-final       once the game is over: "final: S1 S2 ..." (every seat's points)
 *   report-layout      print "layout WxH" (the size the layout is made for)
 *   report-clipboard   print "clipboard TEXT" (what Copy link put there)
 *   report-scale       print "scale N shown M smallest words P px" (the size
 *                      setting, what the window shows of it, its smallest text)
 *   quit               send SDL_QUIT
 * Every injected event goes through the normal SDL event queue. The commands
 * are the table at the end; script_events.c sends the events,
 * script_expect.c answers expect, script_play.c walks and plays on. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness/script.h"
#include "harness/script_kit.h"

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

/* ---- the commands: 1 done, 0 not yet (waiting), -1 failed ---------------- */

static int wait_human(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    const metro_state *st = &a->game->state;
    bool calm = !a->ui.ai_busy && !ui_animating(a) && !a->ui.online.waiting;
    return calm && (metro_over(st) || ui_seat_human(a, st->current)) ? 1 : 0;
}

static int wait_ms(ui_script *s, ui_app *a, const char *arg)
{
    if (!s->wait_until) s->wait_until = a->now + (uint32_t)atoi(arg);
    if (a->now < s->wait_until) return 0;
    s->wait_until = 0;
    return 1;
}

static int button(ui_script *s, ui_app *a, const char *arg)
{
    return ui_script_press_button(s, a, arg) ? 1 : 0;
}

static int key(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)a;
    return ui_script_press_key(arg) ? 1 : -1;
}

/* As SDL sends long typing (a paste, an input method): events of at most
 * 31 bytes each, cut between characters. */
static int type(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)a;
    for (size_t len = strlen(arg); len > 0;) {
        SDL_Event e = {0};
        e.type = SDL_TEXTINPUT;
        size_t n = len < sizeof e.text.text - 1 ? len : sizeof e.text.text - 1;
        while (n < len && ((unsigned char)arg[n] & 0xC0) == 0x80) n--; /* not inside a character */
        memcpy(e.text.text, arg, n);
        SDL_PushEvent(&e);
        arg += n, len -= n;
    }
    return 1;
}

static int lay(ui_script *s, ui_app *a, const char *arg)
{
    return ui_script_lay_any(s, a, arg) ? 1 : 0;
}

static int key_lay(ui_script *s, ui_app *a, const char *arg)
{
    (void)s;
    return ui_script_key_lay(a, arg) ? 1 : 0;
}

static int play_on(ui_script *s, ui_app *a, const char *arg)
{
    return ui_script_play_on(s, a, atoi(arg), false);
}

static int key_play_on(ui_script *s, ui_app *a, const char *arg)
{
    return ui_script_play_on(s, a, atoi(arg), true);
}

static int keys_only(ui_script *s, ui_app *a, const char *arg)
{
    (void)a, (void)arg;
    if (s->mouse_events)
        fprintf(stderr, "metro: the script sent %d mouse events\n", s->mouse_events);
    return s->mouse_events ? -1 : 1;
}

static int click(ui_script *s, ui_app *a, const char *arg) /* square RC, legal or not */
{
    float x, y;
    ui_script_square_centre(a, atoi(arg), &x, &y);
    ui_script_click_at(s, a, x, y);
    return 1;
}

static int hover_station(ui_script *s, ui_app *a, const char *arg) /* station N's marker */
{
    float x, y;
    ui_station_pos(&a->lay, atoi(arg), &x, &y);
    ui_script_move_to(s, a, x, y);
    return 1;
}

static int hover(ui_script *s, ui_app *a, const char *arg) /* square RC (row, column digits) */
{
    float x, y;
    ui_script_square_centre(a, atoi(arg), &x, &y);
    ui_script_move_to(s, a, x, y);
    return 1;
}

static int hit(ui_script *s, ui_app *a, const char *arg)
{
    return ui_script_press_hit(s, a, arg) ? 1 : 0;
}

/* The mouse wheel over the side panel's column: N notches down (-N up). */
static int wheel(ui_script *s, ui_app *a, const char *arg)
{
    const float *v = a->frame->panel_view, *page = a->frame->page_view;
    if (page[3] > 0) /* a tall set-up screen or dialog: over it */
        ui_script_move_to(s, a, page[0] + page[2] / 2, page[1] + page[3] / 2);
    else
        ui_script_move_to(s, a, a->lay.px + a->lay.pw / 2, v[3] > 0 ? v[1] + v[3] / 2 : a->lay.py);
    SDL_Event e = {0};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = -atoi(arg); /* SDL: positive is away from the player, up */
    SDL_PushEvent(&e);
    return 1;
}

static int expect(ui_script *s, ui_app *a, const char *arg)
{
    (void)s;
    return ui_script_expect(a, arg) ? 1 : 0;
}

static int module_buttons(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    a->module_buttons_only = true;
    ui_render_forget(a); /* the panel changes */
    return 1;
}

static int report_final(ui_script *s, ui_app *a, const char *arg) /* as metro-cli replay */
{
    (void)s, (void)arg;
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

static int report_layout(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    printf("layout %dx%d\n", a->lay.w, a->lay.h);
    fflush(stdout);
    return 1;
}

static int report_scale(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    printf("scale %d shown %d smallest words %d px\n", a->ui.setup.scale, a->lay.shown,
           a->res.fit_text_px);
    fflush(stdout);
    return 1;
}

static int report(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)arg;
    printf("moves %d\n", ui_online_active(a) ? a->ui.online.moves : a->game->cursor);
    fflush(stdout);
    return 1;
}

/* What Copy put on the clipboard (the lobby's link), as the player would paste it. */
static int report_clipboard(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)a, (void)arg;
    char *text = SDL_GetClipboardText();
    printf("clipboard %s\n", text ? text : "");
    fflush(stdout);
    SDL_free(text);
    return 1;
}

static int quit(ui_script *s, ui_app *a, const char *arg)
{
    (void)s, (void)a, (void)arg;
    SDL_Event e = {0};
    e.type = SDL_QUIT;
    SDL_PushEvent(&e);
    return 1;
}

static const struct {
    const char *name;
    int (*run)(ui_script *s, ui_app *a, const char *arg);
} commands[] = {
    {"wait-human", wait_human},
    {"wait", wait_ms},
    {"button", button},
    {"key", key},
    {"type", type},
    {"lay", lay},
    {"play-on", play_on},
    {"key-play-on", key_play_on},
    {"key-lay", key_lay},
    {"tab-to", ui_script_tab_to},
    {"focus-walk", ui_script_focus_walk},
    {"keys-only", keys_only},
    {"click", click},
    {"hover-station", hover_station},
    {"hover", hover},
    {"hit", hit},
    {"wheel", wheel},
    {"expect", expect},
    {"module-buttons", module_buttons},
    {"report-final", report_final},
    {"report-layout", report_layout},
    {"report-scale", report_scale},
    {"report-clipboard", report_clipboard},
    {"report-record", ui_script_report_record},
    {"report", report},
    {"quit", quit},
};

/* Executes one command (its word, then its argument). */
static int run_one(ui_script *s, ui_app *a, const char *cmd)
{
    const char *space = strchr(cmd, ' ');
    size_t n = space ? (size_t)(space - cmd) : strlen(cmd);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strlen(commands[i].name) == n && !strncmp(commands[i].name, cmd, n))
            return commands[i].run(s, a, space ? space + 1 : "");
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
