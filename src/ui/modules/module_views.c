/* The generic UI's side of the module screens: walks the list of module
 * tables (src/ui/modules/module_registry.c) for panel sections, board overlays,
 * end screens, clicks and the players' rows. Also what a module without its
 * own screen gets: the companies' points and a button per module move. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/module.h"
#include "i18n/module_words.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

/* The i-th module table if its module is in play, else NULL. */
static const struct ui_module *on(const ui_app *a, int i)
{
    const struct ui_module *m = ui_module_get(i);
    return m && ui_module_on(a, m) ? m : NULL;
}

static bool has_companies(const metro_state *s)
{
    for (int i = 0; i < METRO_MAX_LINES; i++)
        if (s->line[i].owner >= METRO_ACCOUNT_COMPANY0) return true;
    return false;
}

static bool companies_shown_by_module(const ui_app *a)
{
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->shows_companies) return true;
    return false;
}

/* The companies' points as chips (lines owned by companies, no module panel
 * showing them). */
static float companies(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cw = (w - 3 * 0.4f * u) / 4, ch = 2.0f * u;
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK, _("Companies"));
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = x + (float)(c % 4) * (cw + 0.4f * u),
              cy = y + 1.6f * u + (float)(c / 4) * (ch + 0.3f * u);
        ui_round_rect(cv->d, cx, cy, cw, ch, u * 0.4f, ui_owner_colour(cv->d, acc));
        ui_symbol(cv->d, ui_owner_symbol(acc), cx + 0.9f * u, cy + ch / 2, 0.4f * u,
                  ui_owner_ink(cv->d, acc));
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.85f), cx + cw / 2 + 0.6f * u, cy + 0.4f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, acc), "%s %d", ui_company_name(c), s->score[acc]);
        cv->frame->score_x[acc] = cx + cw / 2, cv->frame->score_y[acc] = cy + ch / 2;
    }
    return 1.6f * u + 2 * (ch + 0.3f * u) + 0.5f * u;
}

/* A module move gets a generic button unless its module has its own controls. */
static bool needs_button(const ui_app *a, const metro_move *m)
{
    if (m->kind != METRO_MOVE_MODULE) return false;
    const struct ui_module *um = ui_module_for_slot(m->module);
    return a->module_buttons_only || !um || !um->own_controls;
}

/* The module moves of the player to move as buttons, in their modules' words
 * (long in every language: a button a row, the words wrapped), as many as
 * fit in the room two rows of three used to take. */
static float move_buttons(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    static metro_move all[METRO_MAX_MOVES];
    const metro_state *s = &a->game->state;
    cv->frame->n_mod_moves = 0;
    if (!s->cfg.modules || !ui_hand_visible(a)) return 0;
    int n = metro_legal_moves(s, all);
    for (int i = 0; i < n && cv->frame->n_mod_moves < UI_MAX_MOD_MOVES; i++)
        if (needs_button(a, &all[i])) cv->frame->mod_moves[cv->frame->n_mod_moves++] = all[i];
    if (cv->frame->n_mod_moves == 0) return 0;
    float u = a->lay.unit, top = y, room = 14 * u, pad = 0.45f * u;
    int px = (int)(u * 0.8f);
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK,
            _("Module moves (instead of a tile)"));
    y += 1.6f * u;
    for (int i = 0; i < cv->frame->n_mod_moves; i++) {
        char text[160];
        ui_modules_move_words(s, &cv->frame->mod_moves[i], UI_MOVE_ASKED, text, sizeof text);
        float tw = w - 2 * pad,
              th = (float)ui_text_wrap(cv->d, UI_BOLD, px, 0, 0, tw, UI_RGBA(0, 0), text),
              bh = th + 2 * pad;
        if (i > 0 && y + bh - top > room) { /* no room: the rest get no button */
            cv->frame->n_mod_moves = i;
            break;
        }
        ui_button(a, cv, x, y, w, bh, "", UI_ACT_MODULE_MOVE, i, !a->ui.ai_busy, false);
        ui_box old = ui_text_box(cv->d, (ui_box){x, y, w, bh});
        ui_text_wrap(cv->d, UI_BOLD, px, x + pad, y + pad, tw,
                     a->ui.ai_busy ? UI_DIM(cv->d) : UI_INK, text);
        ui_text_box(cv->d, old);
        y += bh + 0.3f * u;
    }
    return y - top + 0.2f * u;
}

/* The module's own memory in the frame being written, for its panel. */
static void *scratch_of(const ui_app *a, ui_canvas *cv, const struct ui_module *m)
{
    return cv->frame->module_scratch[ui_module_slot(m)].bytes;
}

void ui_modules_panel(const ui_app *a, ui_canvas *cv, float x, float *y, float w)
{
    for (int place = 0; place < UI_PANEL_PLACES; place++)
        for (int i = 0; i < ui_module_count(); i++)
            if (on(a, i) && on(a, i)->panel && on(a, i)->panel_place == place)
                *y += on(a, i)->panel(a, cv, scratch_of(a, cv, on(a, i)), x, *y, w);
    if (has_companies(&a->game->state) && !companies_shown_by_module(a))
        *y += companies(a, cv, x, *y, w);
    *y += move_buttons(a, cv, x, *y, w);
}

void ui_modules_move_button(ui_app *a, int index)
{
    if (index < 0 || index >= a->frame->n_mod_moves || !ui_module_my_turn(a)) return;
    metro_move m = a->frame->mod_moves[index]; /* playing it redraws the buttons */
    ui_module_play(a, &m);
}

void ui_modules_board(const ui_app *a, ui_canvas *cv)
{
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->board) on(a, i)->board(a, cv);
}

static const struct ui_module *end_screen_of(const ui_app *a)
{
    const struct ui_module *best = NULL;
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->end_screen &&
            (!best || on(a, i)->end_priority > best->end_priority))
            best = on(a, i);
    return best;
}

bool ui_modules_end_screen(const ui_app *a, ui_canvas *cv)
{
    const struct ui_module *best = end_screen_of(a);
    if (best) best->end_screen(a, cv);
    return best != NULL;
}

const struct ui_module *ui_modules_end_row_of(const ui_app *a)
{
    const struct ui_module *shown = end_screen_of(a);
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->end_row && on(a, i) != shown) return on(a, i);
    return NULL;
}

const char *ui_modules_end_note(const ui_app *a)
{
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->end_note) return _(on(a, i)->end_note);
    return NULL;
}

void ui_modules_widget(ui_app *a, int arg)
{
    const struct ui_module *m = ui_module_get(arg >> 16);
    if (m && m->action && ui_module_on(a, m)) m->action(a, arg >> 8 & 255, arg & 255);
}

bool ui_modules_widget_takes_focus(const ui_app *a, int arg)
{
    const struct ui_module *m = ui_module_get(arg >> 16);
    return !m || !m->takes_focus || m->takes_focus(a, arg >> 8 & 255, arg & 255);
}

const char *ui_modules_seat_note(const ui_app *a)
{
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->seat_note) return _(on(a, i)->seat_note);
    return NULL;
}

bool ui_modules_seat_score(const ui_app *a, int seat, int *score)
{
    if (metro_over(&a->game->state)) { /* the rows agree with the results' totals */
        int fin[METRO_MAX_PLAYERS];
        metro_final_scores(&a->game->state, fin);
        *score = fin[seat];
        return true;
    }
    *score = a->game->state.score[seat];
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->seat_score) return on(a, i)->seat_score(a, seat, score);
    return true;
}

float ui_modules_seat_public(const ui_app *a, ui_canvas *cv, int seat, float x_right, float y)
{
    float x = x_right;
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->seat_public) x -= on(a, i)->seat_public(a, cv, seat, x, y);
    return x_right - x;
}

const char *ui_modules_hand_title(const ui_app *a)
{
    for (int i = 0; i < ui_module_count(); i++)
        if (on(a, i) && on(a, i)->hand_title) return _(on(a, i)->hand_title);
    return NULL;
}

int ui_modules_secret_words(const ui_app *a, int seat, char *out, size_t n)
{
    size_t done = 0;
    if (n) out[0] = 0;
    for (int i = 0; i < ui_module_count(); i++) {
        char words[400];
        if (!on(a, i) || !on(a, i)->secret_words ||
            !on(a, i)->secret_words(a, seat, words, sizeof words))
            continue;
        done += (size_t)snprintf(out + (done < n ? done : n), done < n ? n - done : 0, "%s%s",
                                 done ? " " : "", words);
    }
    return (int)(done < n ? done : n ? n - 1 : 0);
}

void ui_modules_hover_tip(const ui_app *a, ui_canvas *cv)
{
    char text[200];
    const struct ui_module *m = NULL;
    for (int i = 0; i < ui_module_count() && !m; i++)
        if (on(a, i) && on(a, i)->hover &&
            on(a, i)->hover(a, cv, a->ui.pointer.mouse_x, a->ui.pointer.mouse_y, text, sizeof text))
            m = on(a, i);
    if (!m) return;
    const ui_layout *l = &a->lay;
    int px = (int)(l->unit * 0.85f);
    float w = 24 * l->unit, x = a->ui.pointer.mouse_x + 1.2f * l->unit,
          y = a->ui.pointer.mouse_y + 1.2f * l->unit;
    float tw = (float)ui_text_width(cv->d, UI_REGULAR, px, text) + 1.6f * l->unit;
    if (tw < w) w = tw;
    int lines = (int)(tw / (w - 1.6f * l->unit)) + 1; /* wrapping loses some room */
    float h = (float)lines * 1.25f * (float)px + 1.0f * l->unit;
    /* keep it on screen, and off the panel while the pointer is on the board:
     * the panel holds the scores a player reads while hovering */
    float right = a->ui.pointer.mouse_x < l->px ? l->px - 4 : (float)l->w - 4;
    if (x + w > right) x = a->ui.pointer.mouse_x - w - 0.6f * l->unit;
    if (x < 4) x = 4;
    if (y + h > (float)l->h - 4) y = a->ui.pointer.mouse_y - h - 0.6f * l->unit;
    ui_round_rect(cv->d, x + 2, y + 3, w, h, l->unit * 0.4f, UI_RGBA(0, 70));
    ui_round_rect(cv->d, x, y, w, h, l->unit * 0.4f, UI_RGBA(0x1E2A36, 240));
    ui_text_wrap(cv->d, UI_REGULAR, px, x + 0.8f * l->unit, y + 0.5f * l->unit, w - 1.6f * l->unit,
                 UI_RGB(0xFFFFFF), text);
}
