/* Module 2, central stations (docs/rules.md §6.2), on screen: on your turn
 * each free centre side you may use is a "+" socket on the central station;
 * click it to place your token (with shares: a socket, then the share to
 * show, or the share first). Without shares the panel shows who still has
 * a token. */
#include <stdio.h>
#include <string.h>

#include "modules/companies.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/modules.h"
#include "modules/panel_heading.h"
#include "harness/scene_kit.h"
#include "core/theme.h"

extern const struct ui_module ui_module_central_stations;

enum { SLOT }; /* arg: centre side 0..7 */

/* A token move on `slot` exists now (with shares: for the selected share, or
 * for any share the player may still show). */
static bool slot_playable(const ui_app *a, int slot)
{
    const metro_state *s = &a->game->state;
    if (!metro_token_slot_free(s, slot)) return false;
    if (metro_module_active(s, "shares")) return ui_token_with_share_possible(a, slot);
    char text[16];
    snprintf(text, sizeof text, "token:%d", slot);
    return ui_module_text_legal(s, text);
}

/* The placed tokens: each starts a line at a centre-facing side (its points
 * once complete). */
static void draw_tokens(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        const metro_line *ln = &s->line[METRO_STATIONS + slot];
        float r = l->ts * 0.15f;
        if (ln->status == METRO_LINE_UNUSED) continue;
        int sq = metro_centre_slot_square(slot), side = metro_centre_slot_side(slot);
        float cx = l->bx + ((float)metro_col(sq) + 0.5f + 0.5f * (float)dx[side]) * l->ts;
        float cy = l->by + ((float)metro_row(sq) + 0.5f + 0.5f * (float)dy[side]) * l->ts;
        cx += (float)dx[side] * l->ts * 0.2f, cy += (float)dy[side] * l->ts * 0.2f;
        ui_circle(cv->d, cx, cy, l->ts * 0.17f, UI_RGB(0x0E141C));
        ui_circle(cv->d, cx, cy, l->ts * 0.15f, ui_owner_colour(cv->d, ln->owner));
        if (ln->status == METRO_LINE_DONE) {
            ui_textf(cv->d, UI_BOLD, (int)(l->ts * 0.15f), cx, cy - l->ts * 0.1f, UI_CENTRE,
                     ui_owner_ink(cv->d, ln->owner), "%d", ln->points);
            ui_owner_badge(cv->d, ln->owner, cx + r * 0.85f, cy + r * 0.85f, r * 0.45f);
        } else
            ui_symbol(cv->d, ui_owner_symbol(ln->owner), cx, cy, l->ts * 0.07f,
                      ui_owner_ink(cv->d, ln->owner));
    }
}

static void board(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    draw_tokens(a, cv);
    if (!ui_module_my_turn(a)) return;
    const ui_layout *l = &a->lay;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int chosen = ui_module_sel(a, SEL_SLOT), sel = ui_module_sel(a, SEL_SHARE);
    ui_colour tint = UI_RGB(0xFFFFFF);
    if (sel >= 0)
        tint = ui_owner_colour(cv->d,
                               METRO_ACCOUNT_COMPANY0 + metro_shares_holding(s, s->current, sel));
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        if (!slot_playable(a, slot)) continue;
        int sq = metro_centre_slot_square(slot), side = metro_centre_slot_side(slot);
        /* the same spot where draw_centre_tokens puts a placed token */
        float cx = l->bx + ((float)metro_col(sq) + 0.5f + 0.7f * (float)dx[side]) * l->ts;
        float cy = l->by + ((float)metro_row(sq) + 0.5f + 0.7f * (float)dy[side]) * l->ts;
        float r = l->ts * 0.15f;
        bool on = chosen == slot;
        bool hover =
            a->ui.pointer.mouse_x >= cx - r * 1.4f && a->ui.pointer.mouse_x < cx + r * 1.4f &&
            a->ui.pointer.mouse_y >= cy - r * 1.4f && a->ui.pointer.mouse_y < cy + r * 1.4f;
        ui_circle(cv->d, cx, cy, r * 1.15f, UI_RGB(0x0E141C));
        ui_circle(cv->d, cx, cy, r, on || hover ? tint : UI_RGB(0x4A5A6E));
        ui_ring(cv->d, cx, cy, r * 0.98f, r * 0.2f, on ? UI_RGB(0x2E9E4C) : tint);
        ui_fill_rect(cv->d, cx - r * 0.5f, cy - r * 0.09f, r, r * 0.18f,
                     on || hover ? UI_RGB(0x1E1B16) : UI_RGB(0xFFFFFF));
        ui_fill_rect(cv->d, cx - r * 0.09f, cy - r * 0.5f, r * 0.18f, r,
                     on || hover ? UI_RGB(0x1E1B16) : UI_RGB(0xFFFFFF));
        ui_module_hit(a, cv, &ui_module_central_stations, cx - r * 1.4f, cy - r * 1.4f, r * 2.8f,
                      r * 2.8f, SLOT, slot);
    }
}

/* Who still has a token (a coin in the seat's colour) and how to place yours. */
static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    if (metro_module_active(s, "shares")) return 0; /* the share board shows the tokens' use */
    float u = a->lay.unit, r = 0.8f * u, y0 = y, coins = (float)s->cfg.players * 2.3f * r;
    const char *title = _("Central station tokens");
    /* the title in the room the coins leave, or the coins on a line below
     * it where a long title at the text floor needs the width */
    bool below = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.9f), title) > w - coins;
    ui_panel_heading(a, cv, x, y, below ? w : w - coins, title, NULL);
    if (below) y += 1.5f * u;
    float cx = x + w - r;
    for (int p = s->cfg.players - 1; p >= 0; p--, cx -= 2.3f * r) {
        if (metro_token_available(s, p)) {
            ui_circle(cv->d, cx, y + 0.6f * u, r, UI_RGB(0x0E141C));
            ui_circle(cv->d, cx, y + 0.6f * u, r * 0.85f, ui_owner_colour(cv->d, p));
            ui_symbol(cv->d, ui_owner_symbol(p), cx, y + 0.6f * u, r * 0.4f,
                      ui_owner_ink(cv->d, p));
        } else { /* placed: an empty ring */
            ui_ring(cv->d, cx, y + 0.6f * u, r * 0.85f, 1.5f, UI_FAINT);
        }
    }
    const char *hint = _("A coin: that player's token is still to place.");
    if (ui_module_my_turn(a) && metro_token_available(s, s->current))
        hint = _("Instead of a tile: click a + on the central station to place your token.");
    float words = (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x, y + 1.6f * u, w,
                                      UI_DIM(cv->d), hint);
    float h = y - y0 + 1.6f * u + words + 0.3f * u;
    return h > 3.4f * u ? h : 3.4f * u;
}

static void action(ui_app *a, int action, int arg)
{
    if (!ui_module_my_turn(a) || action != SLOT || arg >= METRO_CENTRE_SIDES) return;
    int sel = ui_module_sel(a, SEL_SHARE), slot = ui_module_sel(a, SEL_SLOT);
    char text[48];
    if (!metro_module_active(&a->game->state, "shares")) {
        snprintf(text, sizeof text, "token:%d", arg);
        ui_module_play_text(a, text);
    } else if (sel >= 0) {
        ui_play_token_share(a, arg, sel);
    } else {
        ui_pick(a, -1, slot == arg ? -1 : arg); /* then choose the share to show */
    }
}

/* A hinted token: its centre side picked (with shares, the share to show
 * is then outlined too). */
static void hint(ui_app *a, const metro_move *m)
{
    char text[48];
    int slot;
    metro_move_format(&a->game->state, m, text, sizeof text);
    if (sscanf(text, "token:%d", &slot) == 1 && slot >= 0 && slot < METRO_CENTRE_SIDES)
        ui_pick(a, -1, slot);
}

/* The pointer on the first free centre side (its + socket lights up). */
static void hover_socket(ui_app *a)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        if (!metro_token_slot_free(&a->game->state, slot)) continue;
        int sq = metro_centre_slot_square(slot), side = metro_centre_slot_side(slot);
        a->ui.pointer.mouse_x =
            a->lay.bx + ((float)metro_col(sq) + 0.5f + 0.7f * (float)dx[side]) * a->lay.ts;
        a->ui.pointer.mouse_y =
            a->lay.by + ((float)metro_row(sq) + 0.5f + 0.7f * (float)dy[side]) * a->lay.ts;
        a->ui.pointer.hover_sq = -1;
        return;
    }
}

static bool central_stations_3p(ui_app *a)
{
    ui_scene_start_with(a, 3, "central-stations", 0, 33);
    ui_scene_play(a, 17, 3333, 150, false, true);
    ui_scene_to_human(a, 3);
    hover_socket(a);
    return true;
}

/* How many of its shares seat p shows (central station tokens). */
static int shown_by(const metro_state *s, int p)
{
    int shown = 0;
    for (int k = 0; k < METRO_SHARE_STACKS; k++) shown += metro_shares_frozen(s, p, k);
    return shown;
}

/* The seat to move places a central station token, showing a share; false
 * when it has none to place. */
static bool place_token(ui_app *a)
{
    static metro_move moves[METRO_MAX_MOVES]; /* scenes run on the UI thread only */
    static metro_state after;
    const metro_state *s = &a->game->state;
    int p = s->current, k = metro_legal_moves(s, moves);
    for (int i = 0; i < k; i++) {
        if (moves[i].kind != METRO_MOVE_MODULE) continue;
        after = *s;
        metro_apply_unchecked(&after, &moves[i]);
        if (shown_by(&after, p) > shown_by(s, p)) return ui_play_move(a, &moves[i], false) == 0;
    }
    return false;
}

/* The players' rows at their fullest: a 6-player shares game where Ben and
 * Dario have placed two central station tokens each, so two share chips
 * stand beside their names (the chips once covered the rows' words). */
static bool seat_chips(ui_app *a)
{
    ui_scene_start_with(a, 6, "shares,central-stations", 0, 62);
    ui_scene_play(a, 14, 6262, 0, false, false);
    int placed = 0;
    for (int i = 0; i < 24 && placed < 4; i++) {
        int p = a->game->state.current;
        if ((p == 1 || p == 3) && place_token(a))
            placed++;
        else
            ui_scene_play(a, 1, 6300 + (uint64_t)i, 0, false, false);
    }
    ui_scene_to_human(a, 62);
    return placed == 4;
}

static bool seat_chips_de(ui_app *a)
{
    return ui_scene_language(a, "de") && seat_chips(a);
}

static const ui_scene scenes[] = {
    {"central-stations-3p", central_stations_3p},
    {"central-stations-seat-chips", seat_chips},
    {"central-stations-seat-chips-de", seat_chips_de},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    /* the base end screen, token lines */
    {"central-stations-endgame", 3, "central-stations", 0, 47, 150},
    {0},
};

static const ui_module_hit_name hit_names[] = {{"token", SLOT, -1}, {NULL, 0, 0}};

/* "places a token for the red company on the central station: a new line
 * into D3", read back from the move's text ("token:0", with shares
 * "token:0:red:20"); the square by its name on the board's edge. */
static int move_words(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n)
{
    bool asked = mood == UI_MOVE_ASKED; /* a hint, a button */
    char text[48], company[16], into[4], whose[64];
    int slot, pct;
    metro_move_format(before, m, text, sizeof text);
    int k = sscanf(text, "token:%d:%15[a-z]:%d", &slot, company, &pct);
    if (k < 1 || slot < 0 || slot >= METRO_CENTRE_SIDES) return snprintf(out, n, "%s", text);
    metro_square_name(metro_centre_slot_square(slot), into);
    int c = 0;
    while (k == 3 && c < METRO_COMPANIES && strcmp(metro_company_name(c), company)) c++;
    if (k < 3 || c == METRO_COMPANIES)
        return snprintf(out, n,
                        asked ? _("place a token on the central station: a new line into %s")
                              : _("places a token on the central station: a new line into %s"),
                        into);
    ui_owner_words(METRO_ACCOUNT_COMPANY0 + c, NULL, whose, sizeof whose);
    /* TRANSLATORS: the company ("the red company"), then a square ("D3") */
    return snprintf(out, n,
                    asked ? _("place a token for %s on the central station: a new line into %s")
                          : _("places a token for %s on the central station: a new line into %s"),
                    whose, into);
}

const struct ui_module ui_module_central_stations = {
    .id = "central-stations",
    .panel = panel,
    .panel_place = 2, /* who still has a token: under the chits */
    .board = board,
    .end_note = N_("Lines: start→destination: points (C = the central station: a line into it "
                   "scores double, a line from a token never does)"),
    .action = action,
    .hit_names = hit_names,
    .own_controls = true,
    .move_words = move_words,
    .hint = hint,
    .title = N_("Central stations"),
    .title_in_text = N_("central stations"),
    .help = N_("Each player has one token. Instead of laying a tile you may place it on a free "
               "side of the central station: click a + there. A side is free while no token lies "
               "on it and the square beside it is still empty.\n"
               "A new line of yours starts there and enters that square. It needs more than one "
               "tile, like every line, and it never scores double, not even back into the "
               "centre.\n"
               "With shares the tokens belong to the companies: click a + and the share to show "
               "(or the share first); the shown share stays face up and can no longer be swapped."),
    .scenes = scenes,
    .endings = endings,
};
