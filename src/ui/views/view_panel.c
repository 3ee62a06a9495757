/* The side panel: scores, hand, actions, line info, log; module panels plug in. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "lesson/tutorial.h"
#include "metro/ai.h"
#include "modules/ui_module.h"
#include "online/status_line.h"
#include "views/view_history.h"
#include "core/scroll.h"
#include "core/widgets.h"

static int open_lines(const metro_state *s, int account)
{
    int n = 0;
    for (int i = 0; i < METRO_MAX_LINES; i++)
        if (s->line[i].owner == account && s->line[i].status == METRO_LINE_OPEN) n++;
    return n;
}

/* Five or six players, or a panel full of modules' sections: shorter rows
 * and hand, no idle tip, so that the log stays on screen (a 6-player
 * shares panel at 1280x800 had no room left for it; nor had shares with a
 * city at 4 players). */
static bool tight(const ui_app *a, ui_canvas *cv)
{
    return a->game->state.cfg.players >= 5 || cv->frame->panel_squeeze >= 1;
}

/* "human", "computer, hard" (the AI's level label for players). */
static const char *controller_words(const ui_app *a, int p, char *out, size_t n)
{
    const char *c = a->game->seat[p].controller;
    const metro_ai *ai = strcmp(c, "human") ? metro_ai_find(c) : NULL;
    const metro_net_seat_info *net = &a->ui.online.seat[p];
    if (!strcmp(c, "remote")) /* online: a player at another screen */
        snprintf(out, n, "%s",
                 net->stand_in  ? _("away, computer stands in")
                 : net->present ? _("online")
                                : _("away"));
    else if (!strcmp(c, "human"))
        snprintf(out, n, "%s", ui_online_active(a) ? _("at this screen") : _("human"));
    else
        snprintf(out, n, _("computer, %s"), ai && ai->level ? _(ai->level) : c);
    return out;
}

/* Under a row's name: who plays and the lines still to score (or a
 * module's note in their place). */
static void seat_words(const ui_app *a, ui_canvas *cv, int p, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    const char *note = ui_modules_seat_note(a); /* shares, solo: no own lines */
    char who[64];
    controller_words(a, p, who, sizeof who);
    char words[160];
    if (note)
        snprintf(words, sizeof words, "%s · %s", who, _(note));
    else
        snprintf(words, sizeof words,
                 /* TRANSLATORS: "human · 3 lines to score" */
                 ui_trn("%s · %d line to score", "%s · %d lines to score", open_lines(s, p)), who,
                 open_lines(s, p));
    /* cut at the row's room: at the text floor a long note may not fit */
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.75f), x, y, UI_LEFT, UI_DIM(cv->d), words, w);
}

/* The width of a seat's public chips (shown shares, London's taxi),
 * measured: the row's name and words end left of them. */
static float public_width(const ui_app *a, ui_canvas *cv, int p)
{
    bool was_off = ui_draw_off(cv->d, true), watched = ui_text_fit_watch(cv->d, false);
    float w = ui_modules_seat_public(a, cv, p, 0, 0);
    ui_text_fit_watch(cv->d, watched);
    ui_draw_off(cv->d, was_off);
    return w;
}

static float least(float x, float y)
{
    return x < y ? x : y;
}

/* The players' rows; squeezed the most, one line each (name and score: who
 * plays is on the set-up and in the log, the score is what is read). */
static float draw_scores(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    bool one_line = cv->frame->panel_squeeze >= 4;
    float u = a->lay.unit,
          rh = one_line       ? 1.75f * u
               : tight(a, cv) ? 2.25f * u
                              : 2.6f * u,
          gap = tight(a, cv) ? 0.2f : 0.3f, score_px = one_line ? 1.25f : 1.6f;
    int fpx = (int)(u * (tight(a, cv) ? 0.98f : 1.05f));
    for (int p = 0; p < s->cfg.players; p++) {
        float ry = y + (float)p * (rh + gap * u);
        bool turn = p == ui_turn_seat_shown(a) && !metro_over(s);
        ui_round_rect(cv->d, x, ry, w, rh, u * 0.5f, turn ? UI_RGB(0xFFFFFF) : UI_ROW);
        if (turn) ui_round_frame(cv->d, x, ry, w, rh, u * 0.5f, 2, ui_owner_colour(cv->d, p));
        ui_circle(cv->d, x + 1.5f * u, ry + rh / 2, u * 0.95f, ui_owner_colour(cv->d, p));
        ui_symbol(cv->d, ui_owner_symbol(p), x + 1.5f * u, ry + rh / 2, u * 0.5f,
                  ui_owner_ink(cv->d, p));
        /* the words keep clear of the public chips, which end 4.5u from the right */
        float pub = public_width(a, cv, p), chips = pub > 0 ? w - 7.5f * u - pub : w;
        ui_text_fit(a, cv, turn ? UI_BOLD : UI_REGULAR, fpx, x + 3 * u, ry + 0.2f * u, UI_LEFT,
                    UI_INK, a->game->seat[p].name, least(w - 9.5f * u, chips)); /* and the score */
        int shown;
        bool has = ui_modules_seat_score(a, p, &shown);
        char score[16] = "–";
        if (has) snprintf(score, sizeof score, "%d", shown);
        float score_w = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * score_px), score);
        if (!one_line) /* clear of the score */
            seat_words(a, cv, p, x + 3 * u, ry + (tight(a, cv) ? 1.2f : 1.4f) * u,
                       least(w - 4.5f * u - score_w, chips));
        ui_modules_seat_public(a, cv, p, x + w - 4.5f * u, ry + (one_line ? 0.18f : 0.4f) * u);
        ui_text(cv->d, UI_BOLD, (int)(u * score_px), x + w - u, ry + 0.25f * u, UI_RIGHT,
                has ? UI_INK : UI_DIM(cv->d), score);
        cv->frame->score_x[p] = x + w - 2 * u, cv->frame->score_y[p] = ry + rh / 2;
    }
    return (float)s->cfg.players * (rh + gap * u);
}

static void tile_card(const ui_app *a, ui_canvas *cv, int tile, float x, float y, float size,
                      bool sel, bool hidden)
{
    float u = a->lay.unit;
    ui_round_rect(cv->d, x - 3, y - 1, size + 6, size + 6, 5, UI_RGBA(0, 70));
    if (sel) ui_round_rect(cv->d, x - 4, y - 4, size + 8, size + 8, 6, UI_SELECT(cv->d));
    if (hidden || tile < 0) {
        ui_round_rect(cv->d, x, y, size, size, 4, UI_BACK);
        ui_ring(cv->d, x + size / 2, y + size / 2, size * 0.28f, size * 0.05f, UI_RGB(0x8FA3B8));
        ui_text(cv->d, UI_BOLD, (int)(size * 0.22f), x + size / 2, y + size * 0.35f, UI_CENTRE,
                UI_ON_BACK(cv->d), "M"); /* 5.3:1 on the back, 9.3:1 in high contrast */
        return;
    }
    ui_draw_art(cv->d, a->res.art, UI_ART_TILE, tile, 0, (int)size, x, y, size, size,
                UI_RGB(0xFFFFFF));
    (void)u;
}

/* Confirm each turn: the mover's tile is laid and the turn waits. Nothing
 * of the next seat shows (its hand is not drawn); End turn passes on, Undo
 * takes the lay back. As tall as the hand it stands for. */
static float draw_end_turn(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit, size = (tight(a, cv) ? 4.4f : 5.2f) * u, h = 1.8f * u + size + 1.6f * u;
    int p = a->ui.turn_seat;
    char title[METRO_NAME_LEN + 60];
    /* a share swap (a module move) is the turn too: no tile was laid */
    const char *done = ui_turn_laid_tile(a) ? _("%s's tile is laid") : _("%s's move is made");
    ui_fit_name_fmt(a, cv, UI_BOLD, (int)(u * 0.9f), done, a->game->seat[p].name, w, title,
                    sizeof title);
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK, title);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y + 1.6f * u, w, UI_DIM(cv->d),
                 _("Undo (Ctrl+Z) takes it back. End turn passes on to the next player."));
    float bh = 2.6f * u;
    ui_button(a, cv, x, y + h - bh - 1.0f * u, w, bh, _("End turn (Enter)"), UI_ACT_END_TURN, 0,
              true, true);
    return h;
}

static float draw_hand(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    if (ui_end_turn_pending(a)) return draw_end_turn(a, cv, x, y, w);
    float u = a->lay.unit, size = (tight(a, cv) ? 4.4f : 5.2f) * u;
    int p = s->current, fpx = (int)(u * 0.9f);
    bool show = ui_hand_visible(a);
    int held = 0;
    for (int k = 0; k < s->hand_size; k++) held += s->hand[p][k] != METRO_NO_TILE;
    if (metro_over(s) && !held) return 0; /* the game is over: no empty hand, no Draw */
    /* the tiles (and a drawn one) keep clear of the Draw button */
    int cards = held + (s->drawn != METRO_NO_TILE) * 2;
    if (cards > 1 && (size + u) * (float)cards > w - 9.5f * u)
        size = (w - 9.5f * u) / (float)cards - u;
    const char *title = ui_modules_hand_title(a); /* a module may call the hand otherwise */
    if (title)
        ui_text(cv->d, UI_BOLD, fpx, x, y, UI_LEFT, UI_INK, _(title));
    else {
        char title_text[METRO_NAME_LEN + 40];
        ui_fit_name_fmt(a, cv, UI_BOLD, fpx, _("%s's hand"), a->game->seat[p].name, w, title_text,
                        sizeof title_text);
        ui_text(cv->d, UI_BOLD, fpx, x, y, UI_LEFT, UI_INK, title_text);
    }
    y += 1.8f * u;
    float cx = x;
    for (int k = 0; k < s->hand_size; k++) {
        int t = s->hand[p][k];
        if (t == METRO_NO_TILE) continue;
        bool sel = show && a->ui.sel == k && s->drawn == METRO_NO_TILE;
        int shown = t;
        if (sel && s->cfg.free_orientation) shown = metro_tile_rotate(t, a->ui.rot);
        tile_card(a, cv, shown, cx, y, size, sel, !show);
        cv->frame->hand_faces += show;
        if (show && s->drawn == METRO_NO_TILE)
            ui_hit_add(a, cv, cx, y, size, size, UI_ACT_HAND_SLOT, k);
        cx += size + u;
    }
    if (s->drawn != METRO_NO_TILE) {
        int shown = s->cfg.free_orientation ? metro_tile_rotate(s->drawn, a->ui.rot) : s->drawn;
        tile_card(a, cv, shown, cx + u, y, size, true, !show);
        cv->frame->hand_faces += show;
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), cx + u + size / 2, y + size + 0.4f * u,
                UI_CENTRE, UI_BAD(cv->d), _("drawn: lay it"));
    }
    float bx = x + w - 9 * u, bw = 9 * u, bh = 2.2f * u;
    bool mine = ui_seat_human(a, p) && !metro_over(s) && !a->ui.ai_busy;
    metro_move draw = {.kind = METRO_MOVE_DRAW}; /* a module may forbid drawing (solo) */
    ui_button(a, cv, bx, y, bw, bh, _("Draw (D)"), UI_ACT_DRAW, 0,
              mine && show && !metro_move_check(s, &draw, NULL, 0) &&
                  ui_tutorial_offers(a, UI_ACT_DRAW),
              false);
    if (s->cfg.free_orientation)
        ui_button(a, cv, bx, y + bh + 0.5f * u, bw, bh, _("Rotate (R)"), UI_ACT_ROTATE, 0,
                  mine && show, false);
    /* squeezed, a closer log, but clear of the drawn tile's "drawn: lay it" */
    bool close = cv->frame->panel_squeeze >= 3 && s->drawn == METRO_NO_TILE;
    return 1.8f * u + size + (close ? 1.1f : 1.6f) * u;
}

/* The deck: a stack with its count over the tiles laid and the turn, or in
 * a squeezed panel the count alone on one line (the turn is in the log). */
static float draw_deck(const ui_app *a, ui_canvas *cv, float x, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int left = metro_deck_left(s);
    if (cv->frame->panel_squeeze >= 2) {
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.9f), x, y - 0.4f * u, UI_LEFT, UI_INK,
                 ui_trn("%d tile in the deck", "%d tiles in the deck", left), left);
        return 1.4f * u;
    }
    for (int i = 0; i < 3 && i < left; i++)
        ui_round_rect(cv->d, x + (float)i * 3, y - (float)i * 3, 3 * u, 3 * u, 4, UI_BACK);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.0f), x + 4.2f * u, y + 0.2f * u, UI_LEFT, UI_INK,
             ui_trn("%d tile in the deck", "%d tiles in the deck", left), left);
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + 4.2f * u, y + 1.5f * u, UI_LEFT, UI_DIM(cv->d),
             _("%d of %d laid · turn %d"), s->tiles_laid, s->tiles_total, s->turn + 1);
    return 3.6f * u;
}

static float draw_deck_and_actions(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, bh = 2.2f * u, gap = 0.5f * u, bw = (w - 3 * gap) / 4, y0 = y;
    y += draw_deck(a, cv, x, y);
    bool ok = !a->ui.ai_busy;
    bool can_undo = ui_online_active(a) ? a->ui.online.seats && !a->ui.online.spectator &&
                                              a->ui.online.moves > 0 && !metro_over(s)
                                        : ui_undo_allowed(a);
    ui_button(a, cv, x, y, bw, bh, _("Undo"), UI_ACT_UNDO, 0,
              ok && can_undo && ui_tutorial_offers(a, UI_ACT_UNDO), false);
    if (ui_online_active(a)) /* no redo online; the chat line instead */
        ui_button(a, cv, x + bw + gap, y, bw, bh, _("Chat (T)"), UI_ACT_CHAT_FIELD, 0, true, false);
    else
        ui_button(a, cv, x + bw + gap, y, bw, bh, _("Redo"), UI_ACT_REDO, 0,
                  ok && ui_redo_allowed(a) && ui_tutorial_offers(a, UI_ACT_REDO), false);
    /* lit only where H works: behind the hotseat gate it would show a hand */
    ui_button(a, cv, x + 2 * (bw + gap), y, bw, bh, _("Hint (H)"), UI_ACT_HINT, 0,
              ok && ui_hand_visible(a) && ui_tutorial_offers(a, UI_ACT_HINT), false);
    ui_button(a, cv, x + 3 * (bw + gap), y, bw, bh, _("Menu"), UI_ACT_MENU, 0,
              ui_tutorial_offers(a, UI_ACT_MENU), false);
    return y - y0 + bh + u;
}

static float draw_line_info(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    int fpx = (int)(u * 0.85f);
    const metro_state *s = &a->game->state;
    char buf[200];
    if (a->ui.hover_line >= 0) {
        const metro_line *ln = &s->line[a->ui.hover_line];
        const char *names[METRO_MAX_PLAYERS];
        char name[96];
        for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = a->game->seat[p].name;
        ui_line_name(s, a->ui.hover_line, names, name, sizeof name);
        name[0] = (char)toupper((unsigned char)name[0]); /* ASCII: "the" → "The", "die" → "Die" */
        if (ln->status == METRO_LINE_DONE)
            snprintf(buf, sizeof buf,
                     ui_trn("%s: complete, %d tile, scored %d", "%s: complete, %d tiles, scored %d",
                            ln->entries),
                     name, ln->entries, ln->points);
        else if (ln->doubles && s->centre_open_mask)
            snprintf(buf, sizeof buf,
                     ui_trn("%s: %d tile so far, worth %d now (double into the centre)",
                            "%s: %d tiles so far, worth %d now (double into the centre)",
                            ln->entries),
                     name, ln->entries, ln->entries);
        else
            snprintf(buf, sizeof buf,
                     ui_trn("%s: %d tile so far, worth %d now", "%s: %d tiles so far, worth %d now",
                            ln->entries),
                     name, ln->entries, ln->entries);
    } else if (a->ui.ai_busy && ui_seat_human(a, s->current)) { /* the hint asked for */
        snprintf(buf, sizeof buf, "%s", _("Looking for a hint…"));
    } else if (a->ui.ai_busy) {
        snprintf(buf, sizeof buf, _("%s is thinking…"), a->game->seat[s->current].name);
    } else if (metro_over(s)) {
        snprintf(buf, sizeof buf, "%s", _("The game is over."));
    } else if (tight(a, cv) || a->ui.history) {
        return 0; /* the tip gives its room to the log (the history's lines are not hovered) */
    } else {
        snprintf(buf, sizeof buf, "%s", _("Hover a station or track to see its line."));
    }
    if (y + 2.6f * u > a->lay.py + a->lay.ph - 0.5f * u) return 0; /* a full panel: no room */
    ui_round_rect(cv->d, x, y, w, 2.6f * u, u * 0.4f, UI_ROW);
    ui_text_wrap(cv->d, UI_REGULAR, fpx, x + 0.6f * u, y + 0.3f * u, w - 1.2f * u, UI_INK, buf);
    return 3.2f * u;
}

/* The log from entry `first` on: the newest in ink, older ones dimmed. */
static float draw_log_entries(const ui_app *a, ui_canvas *cv, int first, float x, float y, float w)
{
    float u = a->lay.unit, y0 = y;
    for (int i = first; i < a->ui.n_log; i++)
        y += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y, w,
                                 i == a->ui.n_log - 1 ? UI_INK : UI_DIM(cv->d), a->ui.log[i]) +
             0.25f * u;
    return y - y0;
}

static float draw_log(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit, bottom = a->lay.py + a->lay.ph - 0.6f * u;
    int fpx = (int)(u * 0.8f);
    /* module panels take room: show only the newest moves that fit, each
     * wrapped (a lay's words name every line it closed); squeezed the most,
     * the entries go without their heading */
    bool bare = cv->frame->panel_squeeze >= 3;
    float room = bottom - y - (bare ? 0.4f : 1.6f) * u, need = 0;
    int first = a->ui.n_log;
    while (first > 0) {
        float h = (float)ui_text_wrap(cv->d, UI_REGULAR, fpx, x, 0, w, UI_RGBA(0, 0),
                                      a->ui.log[first - 1]) +
                  0.25f * u;
        if (need + h > room) break;
        need += h, first--;
    }
    cv->frame->log_lines = a->ui.n_log - first;
    if (first == a->ui.n_log) return 0;
    if (bare) return draw_log_entries(a, cv, first, x, y, w) + 0.4f * u;
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK, _("Last moves"));
    if (first > 0) /* older ones are in the log dialog */
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), x + w, y + 0.1f * u, UI_RIGHT, UI_DIM(cv->d),
                _("M: all"));
    y += 1.6f * u;
    return 1.6f * u + draw_log_entries(a, cv, first, x, y, w);
}

/* The part of the panel that scrolls in a short window: the players' rows
 * and the modules' sections. Returns its height. */
static float draw_column(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float y0 = y;
    y += draw_scores(a, cv, x, y, w) + 0.6f * a->lay.unit;
    ui_modules_panel(a, cv, x, &y, w); /* the modules' sections */
    return y - y0;
}

/* The part kept in view: deck, actions and hand (the history's controls in
 * the past). Returns its height. */
static float draw_pinned(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    if (a->ui.history) /* the past: its controls, never a hand */
        return ui_draw_history_controls(a, cv, x, y + u, w) + u;
    float h = draw_deck_and_actions(a, cv, x, y + u, w) + u;
    return h + draw_hand(a, cv, x, y + h, w);
}

/* The height a part would take, drawn with drawing off and the frame as
 * it was (its click areas and module geometry are drawn again for real). */
static float measure(const ui_app *a, ui_canvas *cv,
                     float (*part)(const ui_app *, ui_canvas *, float, float, float), float x,
                     float w)
{
    ui_frame *before = malloc(sizeof *before);
    if (!before) return 0;
    memcpy(before, cv->frame, sizeof *before);
    bool was_off = ui_draw_off(cv->d, true), watched = ui_text_fit_watch(cv->d, false);
    float h = part(a, cv, x, 0, w);
    ui_text_fit_watch(cv->d, watched);
    ui_draw_off(cv->d, was_off);
    memcpy(cv->frame, before, sizeof *before);
    free(before);
    return h;
}

/* The log's heading and its newest `want` entries: what stays in view. */
static float log_need(const ui_app *a, ui_canvas *cv, float w, int want)
{
    float u = a->lay.unit, h = want ? 1.6f * u : 0;
    for (int i = a->ui.n_log - want; i < a->ui.n_log; i++)
        h += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.8f), 0, 0, w, UI_RGBA(0, 0),
                                 a->ui.log[i]) +
             0.25f * u;
    return h;
}

/* Too short a window for everything: the players' rows and the modules'
 * sections scroll in a column (wheel, PageUp/PageDown), the deck, actions,
 * hand and the log's newest entries stay below it. Returns where the
 * column ends. */
static float draw_scrolled(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const ui_layout *l = &a->lay;
    float u = l->unit, bottom = l->py + l->ph - 0.6f * u;
    int want = a->ui.n_log < 2 ? a->ui.n_log : 2;
    /* a little spare: the log's fit must not miss by a rounding */
    float kept = measure(a, cv, draw_pinned, x, w) + log_need(a, cv, w, want) + 0.3f * u;
    float view = bottom - y - kept, content = measure(a, cv, draw_column, x, w);
    if (view < 4 * u) view = 4 * u; /* the column always shows something */
    float max = content > view ? content - view : 0, off = ui_scroll_clamp(a->ui.panel_scroll, max);
    ui_box was = ui_clip_get(cv->d);
    ui_clip(cv->d, l->px, y, l->pw, view);
    draw_column(a, cv, x, y - off, w);
    ui_clip_set(cv->d, was);
    if (max > 0) ui_scroll_bar(cv->d, u, l->px + l->pw - 0.75f * u, y, view, content, off);
    float *r = cv->frame->panel_view;
    r[0] = l->px, r[1] = y, r[2] = l->pw, r[3] = view;
    cv->frame->panel_scroll_max = max;
    return y + view; /* the deck keeps its own margin above */
}

/* An online game's status line (status_line.h) beside the title, or
 * under it when it does not fit there. Returns the height it added. */
static float draw_status(const ui_app *a, ui_canvas *cv, const char *status, float x, float y,
                         float w, float title)
{
    float u = a->lay.unit;
    int px = (int)(u * 0.85f);
    if (title + (float)ui_text_width(cv->d, UI_BOLD, px, status) + u <= w) {
        ui_text(cv->d, UI_BOLD, px, x + w, y + 0.9f * u, UI_RIGHT, UI_INK, status);
        return 0;
    }
    return (float)ui_text_wrap(cv->d, UI_BOLD, px, x, y + 2.6f * u, w, UI_INK, status) + 0.2f * u;
}

/* The panel at one squeeze level (ui_frame.panel_squeeze), its column
 * scrolled or not. */
static void draw_panel_at(const ui_app *a, ui_canvas *cv, bool scroll)
{
    const ui_layout *l = &a->lay;
    float u = l->unit, x = l->px, y = l->py, w = l->pw;
    ui_shadow(cv->d, x, y, w, l->ph, 0.3f * u, 0.5f * u, UI_RGBA(0, 90));
    ui_round_rect(cv->d, x, y, w, l->ph, u, UI_CARD);
    ui_box old = ui_text_box(cv->d, (ui_box){x, y, w, l->ph});
    x += u, w -= 2 * u, y += 0.8f * u;
    int title = ui_text(cv->d, UI_BOLD, (int)(u * 2.0f), x, y, UI_LEFT, UI_TITLE, "METRO");
    const char *tip = a->game->state.cfg.free_orientation ? _("tiles may be turned (R)")
                                                          : _("tiles can't be turned: ↑ is up");
    char status[200];
    if (ui_online_status(a, status, sizeof status)) /* online: whose turn, in the tip's place */
        y += draw_status(a, cv, status, x, y, w, (float)title);
    /* there the "Show board" button takes its place; a narrow panel (the
     * text floor) has no room for it beside the title (F1 says it too) */
    else if (a->ui.screen != UI_END &&
             (float)(title + ui_text_width(cv->d, UI_REGULAR, (int)(u * 0.8f), tip)) + u <= w)
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w, y + 1.0f * u, UI_RIGHT, UI_DIM(cv->d),
                tip);
    y += 3.2f * u;
    ui_clip(cv->d, l->px, l->py, l->pw, l->ph); /* short windows: cut, never spill */
    float y0 = y, cw = w;
    bool two = w > 44 * u; /* a wide panel (portrait window) gets two columns */
    if (two) cw = (w - u) / 2;
    cv->frame->panel_view[3] = cv->frame->panel_scroll_max = 0;
    if (scroll)
        y = draw_scrolled(a, cv, x, y, cw);
    else
        y += draw_column(a, cv, x, y, cw);
    float keep = y;
    if (two) x += cw + u, y = y0 - u;
    y += draw_pinned(a, cv, x, y, cw);
    cv->frame->panel_keep = y > keep ? y : keep; /* pop-ups keep off the hand and buttons */
    y += draw_line_info(a, cv, x, y, cw);
    y += draw_log(a, cv, x, y, cw);
    if (cv->frame->panel_squeeze && y > cv->frame->panel_keep) /* and off the few moves kept */
        cv->frame->panel_keep = y;
    ui_unclip(cv->d);
    ui_text_box(cv->d, old);
}

/* True when the panel at its squeeze level keeps the log's newest `want`
 * entries and its hand inside (tried with drawing off, the frame as it
 * was). */
static bool panel_keeps(const ui_app *a, ui_canvas *cv, int want)
{
    draw_panel_at(a, cv, false);
    return cv->frame->log_lines >= want &&
           cv->frame->panel_keep <= a->lay.py + a->lay.ph - 0.5f * a->lay.unit;
}

/* The least squeeze at which the panel shows the log's last two entries
 * (the newest may be a hint), and whether even the most squeezed panel
 * must scroll. */
static int squeeze_needed(const ui_app *a, ui_canvas *cv, bool *scroll)
{
    int want = a->ui.n_log < 2 ? a->ui.n_log : 2, level = 0;
    /* five or six players are tight already: unsqueezed, or scrolled */
    int levels = a->game->state.cfg.players >= 5 ? 1 : UI_PANEL_SQUEEZES;
    ui_frame *before = malloc(sizeof *before);
    *scroll = false;
    if (!before) return 0;
    memcpy(before, cv->frame, sizeof *before);
    bool was_off = ui_draw_off(cv->d, true), watched = ui_text_fit_watch(cv->d, false);
    for (; level < levels; level++) {
        cv->frame->panel_squeeze = level;
        bool kept = panel_keeps(a, cv, want);
        memcpy(cv->frame, before, sizeof *before);
        if (kept) break;
    }
    if (level == levels) /* nothing kept it all: the column scrolls */
        *scroll = true, level = levels - 1;
    ui_text_fit_watch(cv->d, watched);
    ui_draw_off(cv->d, was_off);
    free(before);
    return level;
}

void ui_draw_panel(const ui_app *a, ui_canvas *cv)
{
    bool scroll;
    cv->frame->panel_squeeze = squeeze_needed(a, cv, &scroll);
    draw_panel_at(a, cv, scroll);
}
