/* What a script may expect of the window (expect WHAT): its screens and
 * dialogs, the game, the log, the settings, what was drawn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/focus.h"
#include "core/palette.h"
#include "files/files_dialog.h"
#include "harness/script_kit.h"
#include "input/actions.h"
#include "lesson/tutorial.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "online/online.h"
#include "online/status_line.h"
#include "play/history.h"

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
bool ui_script_expect_focus(const ui_app *a, const char *what)
{
    const ui_hit *h = ui_focus_hit(a);
    if (!strcmp(what, "focus-none")) return !h;
    if (!strncmp(what, "typing=", 7)) {
        static const char *const fields[] = {"none", "name", "seed", "address", "chat", "code"};
        return a->ui.focus >= 0 && a->ui.focus < 6 && !strcmp(fields[a->ui.focus], what + 7);
    }
    if (strncmp(what, "focus=", 6) || !h) return false;
    const char *colon = strchr(what, ':');
    size_t n = colon ? (size_t)(colon - what - 6) : strlen(what + 6);
    int action, arg;
    if (ui_action_named(what + 6, n, &action, &arg))
        return h->action == action && (!colon || h->arg == atoi(colon + 1));
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

/* Screens, dialogs, the game's progress, the log and the statistics; -1:
 * not one of these (so each group below stays short). */
static int expect_game(const ui_app *a, const char *what)
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
    if (!strncmp(what, "log-lines>", 10)) return a->frame->log_lines > atoi(what + 10);
    if (!strcmp(what, "panel-scrolls")) return a->frame->panel_scroll_max > 0;
    if (!strcmp(what, "panel-top")) /* the column scrolled to its start */
        return a->ui.panel_scroll <= 0;
    if (!strcmp(what, "panel-bottom")) /* to its end */
        return a->frame->panel_scroll_max > 0 && a->ui.panel_scroll >= a->frame->panel_scroll_max;
    if (!strcmp(what, "panel-scrolled")) /* neither */
        return a->ui.panel_scroll > 0 && a->ui.panel_scroll < a->frame->panel_scroll_max;
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
    return -1;
}

/* Notices and files, the settings, secrets, what the frame drew. */
static int expect_shown(const ui_app *a, const char *what)
{
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
    if (!strncmp(what, "log-none~", 9)) { /* no line of the log holds the text */
        for (int i = 0; i < a->ui.n_log; i++)
            if (strstr(a->ui.log[i], what + 9)) return false;
        return true;
    }
    if (!strcmp(what, "private-none")) return ui_private_seat(a) < 0;
    if (!strncmp(what, "help-page=", 10)) return a->ui.help_page == atoi(what + 10);
    if (!strncmp(what, "help-pages=", 11)) {
        const struct ui_module *pages[1 + METRO_MODULE_SLOTS];
        return ui_help_pages(a, pages, 1 + METRO_MODULE_SLOTS) == atoi(what + 11);
    }
    if (!strncmp(what, "lines=", 6))
        return !strcmp(ui_line_colours_name(a->ui.setup.line_colours), what + 6);
    if (!strncmp(what, "palette=", 8)) /* remembered and the one drawn */
        return !strcmp(ui_palette_name(a->ui.setup.palette), what + 8) &&
               ui_draw_palette(a->res.d)->id == a->ui.setup.palette;
    if (!strncmp(what, "setup:players=", 14)) return a->ui.setup.players == atoi(what + 14);
    if (!strncmp(what, "setup:modules=", 14)) {
        char list[200];
        metro_modules_format(a->ui.setup.modules, list, sizeof list);
        return !strcmp(list, what + 14);
    }
    if (!strncmp(what, "greyed:", 7)) {
        int slot = metro_module_find(what + 7);
        return slot >= 0 && !ui_script_find_hit(a, UI_ACT_MODULE, slot);
    }
    if (!strcmp(what, "hits-apart")) return hits_apart(a);
    if (!strncmp(what, "no-button:", 10))
        return !ui_script_button_clickable(a, what + 10) && !ui_script_button_lit(a, what + 10);
    if (!strncmp(what, "button:", 7)) return ui_script_button_clickable(a, what + 7);
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
        ui_colour want = ui_owner_colour(a->res.d, atoi(what + 11) - 1),
                  got = a->frame->last_move_colour;
        return got.r == want.r && got.g == want.g && got.b == want.b;
    }
    if (!strncmp(what, "log-count>", 10)) return a->ui.n_log > atoi(what + 10);
    if (!strncmp(what, "name1-len=", 10))
        return (int)strlen(a->ui.setup.name[0]) == atoi(what + 10);
    if (!strcmp(what, "popups-clear")) return popups_clear(a);
    if (!strncmp(what, "popup=", 6) || !strncmp(what, "popup~", 6)) return popup_shows(a, what);
    if (!strncmp(what, "widget:", 7)) return ui_script_widget_drawn(a, what + 7);
    if (!strncmp(what, "no-widget:", 10)) return !ui_script_widget_drawn(a, what + 10);
    if (!strncmp(what, "sound:", 6)) return sound_count(a, what + 6);
    if (!strncmp(what, "setup:volume=", 13)) return a->ui.setup.volume == atoi(what + 13);
    if (!strcmp(what, "setup:muted")) return a->ui.setup.muted;
    if (!strncmp(what, "setup:confirm=", 14))
        return !strcmp(ui_confirm_turn_name(a->ui.setup.confirm_turn), what + 14);
    return -1;
}

/* The history view, the focus and typing, the size, the lesson. */
static int expect_view(const ui_app *a, const char *what)
{
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
    if (!strncmp(what, "focus-widget:", 13)) return ui_script_hit_named(ui_focus_hit(a), what + 13);
    if (!strncmp(what, "focus", 5) || !strncmp(what, "typing=", 7))
        return ui_script_expect_focus(a, what);
    if (!strncmp(what, "log-times=", 10) && strchr(what, ':')) { /* "N:TEXT" */
        int n = 0;
        for (int i = 0; i < a->ui.n_log; i++) n += strstr(a->ui.log[i], strchr(what, ':') + 1) != 0;
        return n == atoi(what + 10);
    }
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
    if (!strncmp(what, "scale-shown:", 12)) return a->lay.shown == atoi(what + 12);
    if (!strncmp(what, "scale-shown<", 12)) return a->lay.shown < atoi(what + 12);
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
    return -1;
}

/* True when every control of the page scrolled out of its view takes no
 * click at its centre, and there is one. */
static bool page_hides_clicks(const ui_app *a)
{
    const ui_frame *f = a->frame;
    int hidden = 0;
    for (int i = f->page_hit0; f->page_view[3] > 0 && i < f->n_hits; i++) {
        const ui_hit *h = &f->hits[i];
        float cy = h->y + h->h / 2;
        if (cy >= f->page_view[1] && cy < f->page_view[1] + f->page_view[3]) continue;
        hidden++;
        if (ui_frame_hit(f, h->x + h->w / 2, cy) == h) return false;
    }
    return hidden > 0;
}

/* A set-up screen or dialog taller than the window (core/scroll.h). */
static int expect_page(const ui_app *a, const char *what)
{
    const ui_frame *f = a->frame;
    if (!strcmp(what, "page-scrolls")) return f->page_scroll_max > 0;
    if (!strcmp(what, "page-top")) return f->page_scroll <= 0;
    if (!strcmp(what, "page-bottom"))
        return f->page_scroll_max > 0 && f->page_scroll >= f->page_scroll_max;
    if (!strcmp(what, "page-scrolled"))
        return f->page_scroll > 0 && f->page_scroll < f->page_scroll_max;
    if (!strcmp(what, "page-hides-clicks")) return page_hides_clicks(a);
    if (!strcmp(what, "page-focus-in-view")) { /* the focused control, inside the page's view */
        const ui_hit *h = ui_focus_hit(a);
        return h && (f->page_view[3] <= 0 ||
                     (h->y >= f->page_view[1] && h->y + h->h <= f->page_view[1] + f->page_view[3]));
    }
    if (!strcmp(what, "text-floor")) /* no word smaller than the floor */
        return a->res.fit_text_px == 0 || a->res.fit_text_px >= UI_TEXT_MIN_PX;
    return -1;
}

bool ui_script_expect(const ui_app *a, const char *what)
{
    static int (*const groups[])(const ui_app *, const char *) = {expect_game, expect_shown,
                                                                  expect_view, expect_page};
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
        int r = groups[i](a, what);
        if (r >= 0) return r;
    }
    return expect_files(a, what);
}

/* Online play: "phase=off|connecting|browsing|lobby|playing", "seats=N"
 * (held here), "owner", "ready" (every seat taken, the lobby), "open=N"
 * (open seats), "tables>N", "tables=N" (listed), "lan>N", "chat~TEXT" (a
 * chat line has it), "problem~TEXT", "vote" (an undo asked of a seat here),
 * "spectator", "deadline=N" (hours a move, 0 live), "private" (with its
 * code), "link~TEXT" (the lobby's invitation link has it). */
/* Issue 35: "status~TEXT" (the status line has TEXT), "no-status" (none:
 * the history view shows the past), "title~TEXT",
 * "mine~TABLE" (My tables' first row is TABLE, the player's turn),
 * "mine-rows=N", "log~TEXT" (a line of the log has TEXT), "record>N" (the
 * history steps through more than N moves), "revealed" (the host's finished
 * game is shown, every seat's secrets in it). */
static bool expect_turns(const ui_app *a, const char *what)
{
    const ui_online *o = &a->ui.online;
    char line[200];
    if (!strncmp(what, "status~", 7))
        return ui_online_status(a, line, sizeof line) && strstr(line, what + 7);
    if (!strcmp(what, "no-status")) return !ui_online_status(a, line, sizeof line);
    if (!strncmp(what, "title~", 6)) return strstr(ui_online_title(a), what + 6) != NULL;
    if (!strncmp(what, "mine~", 5))
        return o->n_mine && o->mine[0].your_turn && !strcmp(o->mine[0].table, what + 5);
    if (!strncmp(what, "mine-rows=", 10)) return o->n_mine == atoi(what + 10);
    if (!strncmp(what, "log~", 4)) {
        for (int i = 0; i < a->ui.n_log; i++)
            if (strstr(a->ui.log[i], what + 4)) return true;
        return false;
    }
    if (!strncmp(what, "record>", 7)) return ui_history_moves(a) > atoi(what + 7);
    if (!strcmp(what, "revealed")) return ui_online_revealed(a);
    return false;
}

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
    /* the name after '=' found with strchr: gcc's sanitizer builds took
     * what + 6 for a read past a short literal of the callers */
    const char *eq = strchr(what, '=');
    if (eq && eq - what == 5 && !strncmp(what, "phase", 5))
        for (int i = 0; i < 5; i++)
            if (!strcmp(eq + 1, phases[i])) return o->phase == i;
    if (!strncmp(what, "seats=", 6)) return held == atoi(what + 6);
    if (!strcmp(what, "owner")) return o->owner;
    if (!strcmp(what, "ready")) return ready && o->phase == UI_NET_LOBBY;
    if (!strncmp(what, "open=", 5)) return o->players && open == atoi(what + 5);
    if (!strncmp(what, "tables>", 7)) return o->n_tables > atoi(what + 7);
    if (!strncmp(what, "tables=", 7)) return o->n_tables == atoi(what + 7);
    if (!strncmp(what, "deadline=", 9)) return o->players && o->deadline == atoi(what + 9);
    if (!strcmp(what, "private")) return o->private_table && o->invite[0];
    if (!strncmp(what, "link~", 5)) {
        char link[200];
        return ui_online_link(o, link, sizeof link) && strstr(link, what + 5);
    }
    if (!strncmp(what, "lan>", 4)) return o->n_lan > atoi(what + 4);
    if (!strncmp(what, "chat~", 5)) {
        for (int i = 0; i < o->n_chat; i++)
            if (strstr(o->chat[i], what + 5)) return true;
        return false;
    }
    if (!strncmp(what, "problem~", 8)) return o->problem[0] && strstr(o->problem, what + 8);
    if (!strncmp(what, "code=", 5)) return o->code_shown && !strcmp(o->code, what + 5);
    if (!strcmp(what, "code-hidden")) return !o->code_shown && !o->code[0];
    if (!strncmp(what, "code-problem~", 13))
        return o->code_problem[0] && strstr(o->code_problem, what + 13);
    if (!strcmp(what, "vote")) return o->vote_seats != 0 && a->ui.overlay == UI_OV_VOTE;
    if (!strcmp(what, "spectator")) return o->spectator;
    return expect_turns(a, what);
}
