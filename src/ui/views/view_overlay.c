/* Dialogs over the board: menu, rules summary, hotseat privacy, file prompt,
 * end screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "files/files_dialog.h"
#include "play/history.h"
#include "views/city_card.h"
#include "i18n/i18n.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

static const char *const menu_labels[UI_MENU_COUNT] = {N_("Resume"),
                                                       N_("Save game (Ctrl+S)"),
                                                       N_("Load game (Ctrl+O)"),
                                                       N_("Rules (F1)"),
                                                       N_("Last moves (M)"),
                                                       N_("History (Y)"),
                                                       "",
                                                       "",
                                                       "",
                                                       "",
                                                       "",
                                                       N_("New game set-up"),
                                                       N_("Quit (saves for later)")};
static const char *const line_modes[UI_LINES_MODES] = {
    N_("Lines: all in colour (L)"), N_("Lines: only mine in colour (L)"), N_("Lines: plain (L)")};
/* enum ui_confirm_turn: automatic is with two or more human seats here */
static const char *const confirm_modes[UI_CONFIRM_MODES] = {N_("Confirm each turn: shared screen"),
                                                            N_("Confirm each turn: always"),
                                                            N_("Confirm each turn: never")};
/* enum ui_palette */
static const char *const palette_modes[UI_PALETTES] = {
    N_("Colours: printed game"), N_("Colours: colour-blind safe"), N_("Colours: high contrast")};

/* Size of words and panels: smaller, bigger, 100 % (also Ctrl+-, Ctrl+=,
 * Ctrl+0). Where the window shows less than the chosen size, a line under
 * the row says what this window shows and why, so that a "+" that changes
 * nothing on screen is explained (issue 37, item 6). */
static void draw_size_row(const ui_app *a, ui_canvas *cv, float x, float y)
{
    float u = a->lay.unit, h = 2.6f * u;
    int want = a->ui.setup.scale, shown = a->lay.shown;
    ui_textf(cv->d, UI_REGULAR, (int)(u * 1.1f), x + 2 * u, y + 0.55f * u, UI_LEFT, UI_INK,
             _("Size %d %%"), want);
    if (shown != want) /* the window has no room for more (docs/ui.md, "Size") */
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + 2 * u, y + h + 0.3f * u, UI_LEFT,
                 UI_DIM(cv->d),
                 shown < want ? _("here %d %%: the window is too small")
                              : _("here %d %%: words stay readable (11 px)"),
                 shown);
    char hundred[16];
    snprintf(hundred, sizeof hundred, _("%d %%"), 100);
    ui_button(a, cv, x + 10.6f * u, y, 2.6f * u, h, "\u2212", UI_ACT_SCALE, -1, want > UI_SCALE_MIN,
              false);
    ui_button(a, cv, x + 13.6f * u, y, 2.6f * u, h, "+", UI_ACT_SCALE, 1, want < UI_SCALE_MAX,
              false);
    ui_button(a, cv, x + 16.6f * u, y, 5.4f * u, h, hundred, UI_ACT_SCALE, 0, want != 100, false);
}

static void draw_menu(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y;
    bool over = metro_over(&a->game->state); /* a finished game is not saved for later */
    float size_note = a->lay.shown != a->ui.setup.scale ? 1.4f * u : 0; /* draw_size_row */
    ui_dialog_card(a, cv, 24 * u, 12.4f * u + size_note + (float)UI_MENU_COUNT * 3.2f * u, &x, &y,
                   _("Menu"));
    bool online = ui_online_active(a); /* the host saves; leaving is not a new game */
    for (int i = 0; i < UI_MENU_COUNT; i++) {
        bool enabled = !(online && (i == UI_MENU_SAVE || i == UI_MENU_LOAD ||
                                    i == UI_MENU_CONFIRM)) && /* online: from the record */
                       !(i == UI_MENU_HISTORY && !ui_history_offered(a));
        float iy = y + 4.6f * u + (float)i * 3.2f * u;
        ui_button(
            a, cv, x + 2 * u, iy, 20 * u, 2.6f * u,
            i == UI_MENU_LINES ? _(line_modes[a->ui.setup.line_colours % UI_LINES_MODES])
            : i == UI_MENU_VALUES
                ? (a->ui.setup.line_values ? _("Line values: on (V)") : _("Line values: off (V)"))
            : i == UI_MENU_CONFIRM ? _(confirm_modes[a->ui.setup.confirm_turn % UI_CONFIRM_MODES])
            : i == UI_MENU_PALETTE ? _(palette_modes[a->ui.setup.palette % UI_PALETTES])
            : i == UI_MENU_SPEECH
                ? (a->ui.setup.speech ? _("Speech: on (F2)") : _("Speech: off (F2)"))
            : online && i == UI_MENU_NEW            ? _("Leave the table")
            : i == UI_MENU_QUIT && (over || online) ? _("Quit")
                                                    : _(menu_labels[i]),
            UI_ACT_MENU_ITEM, i, enabled, i == a->ui.menu_sel);
        if (enabled) continue;
        /* Up and Down reach it too: a click area that does nothing, for
         * speech to say it is unavailable (widgets.h) */
        int first = cv->frame->n_hits;
        ui_hit_add(a, cv, x + 2 * u, iy, 20 * u, 2.6f * u, UI_ACT_NONE, i);
        ui_hit_role(cv, first, UI_ROLE_BUTTON, -1, 0);
    }
    /* Sound: quieter, the volume, louder, mute (also Left, Right and M). */
    float sy = y + 4.9f * u + (float)UI_MENU_COUNT * 3.2f * u, h = 2.6f * u;
    bool on = !a->ui.setup.muted;
    ui_textf(cv->d, UI_REGULAR, (int)(u * 1.1f), x + 2 * u, sy + 0.55f * u, UI_LEFT,
             on ? UI_INK : UI_DIM(cv->d), on ? _("Sound %d %%") : _("Sound off"),
             a->ui.setup.volume);
    ui_button(a, cv, x + 10.6f * u, sy, 2.6f * u, h, "\u2212", UI_ACT_VOLUME, -1,
              on && a->ui.setup.volume > 0, false);
    ui_button(a, cv, x + 13.6f * u, sy, 2.6f * u, h, "+", UI_ACT_VOLUME, 1,
              on && a->ui.setup.volume < 100, false);
    ui_button(a, cv, x + 16.6f * u, sy, 5.4f * u, h, on ? _("Mute") : _("Unmute"), UI_ACT_MUTE, 0,
              true, false);
    draw_size_row(a, cv, x, sy + 3.2f * u);
}

/* The base rules, a paragraph a msgid (shorter units for translators). */
static const char *const rules_text[] = {
    N_("Goal: score the most points with the metro lines that start at your stations."),
    N_("Your turn: lay one tile. Either lay the tile in your hand, or draw one from the deck "
       "(button or D) - a drawn tile must be laid, and your hand tile stays."),
    N_("Where: any empty square on the border or next to a laid tile. Tiles keep the board's "
       "arrow (free orientation: R or the mouse wheel rotates)."),
    N_("No one-tile lines: a tile may not lead a station's line straight back to a station "
       "through that tile alone - unless every square would do so."),
    N_("Scoring: a line that reaches any station scores 1 point per tile it entered for the "
       "owner of its start station (tiles crossed twice count twice). Into the central station "
       "it scores double."),
    N_("End: when all 60 tiles are laid. Highest score wins."),
    N_("On the board: squares are named A-H (columns) and 1-8 (rows), as the log says. Each "
       "line is drawn in its owner's colour - light while open, full once complete - with the "
       "owner's mark at its end (L: all lines, only mine, plain). Over a legal square the "
       "bubble shows what that tile would score now, for whom."),
    N_("Keys: arrows + Enter lay with the keyboard, Tab changes hand tile, H hint, "
       "Ctrl+Z / Ctrl+Y undo / redo, Ctrl+S save, Ctrl+O load, F11 fullscreen, Esc menu. "
       "Here: Left / Right turn the pages."),
    N_("More keys: Y history (the board after any move), M last moves, V line values, "
       "Ctrl+= / Ctrl+- size; Tab / Shift+Tab move the focus on the set-up screen and in "
       "dialogs. With two players at one screen Enter ends a turn."),
    N_("Speech: F2 turns it on or off; the arrow keys say the square, what is on it and what a "
       "tile there would score. F3 describes the board line by line, F4 repeats the last "
       "message, F5 says the scores."),
};
enum { RULES_PARAGRAPHS = sizeof rules_text / sizeof rules_text[0] };

/* The help pages: the base rules (NULL), then each module in play with a
 * page (its table's `title` and `help`). */
int ui_help_pages(const ui_app *a, const struct ui_module **pages, int max)
{
    int n = 0;
    if (n < max) pages[n++] = NULL; /* the base rules, drawn paragraph by paragraph */
    for (int i = 0; i < ui_module_count() && n < max; i++)
        if (ui_module_get(i)->help && ui_module_on(a, ui_module_get(i)))
            pages[n++] = ui_module_get(i);
    return n;
}

/* A help page's words from y (a transparent colour only measures);
 * returns their height. */
static float help_words(const ui_app *a, ui_canvas *cv, const struct ui_module *m, float x, float y,
                        float w, ui_colour c)
{
    int fpx = (int)a->lay.unit;
    if (m) return (float)ui_text_wrap(cv->d, UI_REGULAR, fpx, x, y, w, c, _(m->help));
    float h = 0;
    for (int i = 0; i < RULES_PARAGRAPHS; i++)
        h += (float)ui_text_wrap(cv->d, UI_REGULAR, fpx, x, y + h, w, c, _(rules_text[i]));
    return h;
}

static void draw_help(const ui_app *a, ui_canvas *cv)
{
    const struct ui_module *pages[1 + METRO_MODULE_SLOTS];
    int n = ui_help_pages(a, pages, 1 + METRO_MODULE_SLOTS);
    int page = a->ui.help_page < 0 ? 0 : a->ui.help_page >= n ? n - 1 : a->ui.help_page;
    float u = a->lay.unit, x, y, w = 52 * u, h = 37 * u; /* room for the speech keys */
    char buf[48];
    const struct ui_module *m = pages[page];
    if (w > (float)a->lay.w - 2 * u) w = (float)a->lay.w - 2 * u;
    /* as tall as its words (a narrow window wraps them more): it may scroll */
    float words = help_words(a, cv, m, 0, 0, w - 4 * u, UI_RGBA(0, 0));
    if (h < words + 10 * u) h = words + 10 * u;
    ui_dialog_card(a, cv, w, h, &x, &y,
                   !m         ? _("Rules: the base game")
                   : m->title ? _(m->title)
                              : m->id);
    help_words(a, cv, m, x + 2 * u, y + 5 * u, w - 4 * u, UI_INK);
    float by = y + h - 4 * u;
    if (n > 1) {
        snprintf(buf, sizeof buf, _("Page %d of %d"), page + 1, n);
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.9f), x + 24 * u, by + 0.7f * u, UI_LEFT,
                UI_DIM(cv->d), buf);
        /* Next first: scripts' help-next finds it */
        ui_button(a, cv, x + 13 * u, by, 10 * u, 2.6f * u, _("Next >"), UI_ACT_HELP_PAGE, 1,
                  page < n - 1, page < n - 1);
        ui_button(a, cv, x + 2 * u, by, 10 * u, 2.6f * u, _("< Previous"), UI_ACT_HELP_PAGE, 0,
                  page > 0, false);
    }
    ui_button(a, cv, x + w - 12 * u, by, 10 * u, 2.6f * u, _("Close"), UI_ACT_CLOSE, 0, true,
              page == n - 1);
}

static void draw_privacy(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    float u = l->unit, x, y, w = 36 * u;
    int p = a->game->state.current;
    char title[120], label[120];
    ui_dialog_card(a, cv, w, 17.4f * u, &x, &y, "");
    ui_fit_name_fmt(a, cv, UI_BOLD, (int)(u * 1.8f), _("%s's turn"), a->game->seat[p].name,
                    w - 7 * u, title, sizeof title); /* clear of the seat's mark */
    ui_text(cv->d, UI_BOLD, (int)(u * 1.8f), x + 2 * u, y + 1.2f * u, UI_LEFT, UI_TITLE, title);
    ui_circle(cv->d, x + w - 3 * u, y + 2.6f * u, 1.2f * u, ui_owner_colour(cv->d, p));
    ui_symbol(cv->d, ui_owner_symbol(p), x + w - 3 * u, y + 2.6f * u, 0.6f * u,
              ui_owner_ink(cv->d, p));
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 1.0f), x + 2 * u, y + 4.8f * u, w - 4 * u,
                 UI_DIM(cv->d), _("Hands are secret. Pass the device, then confirm who you are."));
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), x + 2 * u, y + 7.9f * u, UI_LEFT, UI_DIM(cv->d),
            _("M: what the others did (the last moves)"));
    ui_fit_name_fmt(a, cv, UI_BOLD, (int)(u * 0.95f), _("I am %s"), a->game->seat[p].name,
                    w - 6 * u, label, sizeof label);
    ui_button(a, cv, x + 2 * u, y + 9.6f * u, w - 4 * u, 2.8f * u, label, UI_ACT_REVEAL, 0, true,
              true);
    /* the board after this player's last lay, then step through the others'
     * moves (no hand is shown there) */
    ui_button(a, cv, x + 2 * u, y + 13.0f * u, w - 4 * u, 2.4f * u, _("Show what happened (Y)"),
              UI_ACT_HISTORY, ui_history_since_turn_start(a), a->game->cursor > 0, false);
}

/* Every move of the log, newest last: the panel may have had room for none
 * (shares, centre stations and a city), and after passing the device the
 * next player wants to see what the others did. Public words only. */
void ui_draw_log_dialog(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y, w = 44 * u, h = 40 * u;
    h = h > (float)a->lay.h - 2 * u ? (float)a->lay.h - 2 * u : h; /* the newest that fit */
    ui_dialog_card(a, cv, w, h, &x, &y, _("Last moves"));
    w = w > (float)a->lay.w - 2 * u ? (float)a->lay.w - 2 * u : w;
    float ty = y + 4.6f * u, bottom = y + h - 4.6f * u;
    int fpx = (int)(u * 0.9f), shown = 0, first = 0;
    float need = 0; /* the newest that fit, as the panel does */
    for (int i = a->ui.n_log - 1; i >= 0; i--) {
        float lh = (float)ui_text_wrap(cv->d, UI_REGULAR, fpx, x, 0, w - 4 * u, UI_RGBA(0, 0),
                                       a->ui.log[i]) +
                   0.4f * u;
        if (ty + need + lh > bottom) break;
        need += lh, first = i;
    }
    for (int i = first; i < a->ui.n_log && need > 0; i++, shown++)
        ty += (float)ui_text_wrap(cv->d, UI_REGULAR, fpx, x + 2 * u, ty, w - 4 * u,
                                  i == a->ui.n_log - 1 ? UI_INK : UI_DIM(cv->d), a->ui.log[i]) +
              0.4f * u;
    if (!a->ui.n_log)
        ui_text(cv->d, UI_REGULAR, fpx, x + 2 * u, ty, UI_LEFT, UI_DIM(cv->d), _("No move yet."));
    cv->frame->log_dialog_lines = shown;
    ui_button(a, cv, x + w - 12 * u, y + h - 4 * u, 10 * u, 2.6f * u, _("Close"), UI_ACT_CLOSE, 0,
              true, true);
}

void ui_draw_overlay(const ui_app *a, ui_canvas *cv)
{
    /* A dialog is modal: only its own controls act (the hotseat gate let the
     * Undo button under it be clicked, showing the previous player's hand). */
    if (a->ui.overlay != UI_OV_NONE) cv->frame->n_hits = 0;
    switch (a->ui.overlay) {
    case UI_OV_MENU:
        draw_menu(a, cv);
        break;
    case UI_OV_HELP:
        draw_help(a, cv);
        break;
    case UI_OV_PRIVACY:
        draw_privacy(a, cv);
        break;
    case UI_OV_PROMPT:
        ui_files_draw(a, cv);
        break;
    case UI_OV_VOTE:
        ui_draw_vote(a, cv);
        break;
    case UI_OV_CHAT:
        ui_draw_chat_line(a, cv);
        break;
    case UI_OV_STATS:
        ui_draw_stats(a, cv);
        break;
    case UI_OV_LOG:
        ui_draw_log_dialog(a, cv);
        break;
    case UI_OV_CITY_CARD:
        ui_draw_city_card(a, cv);
        break;
    default:
        break;
    }
}

static int by_score_desc(const void *pa, const void *pb)
{
    const int *x = pa, *y = pb;
    return y[1] != x[1] ? y[1] - x[1] : x[0] - y[0];
}

/* A line chip's ground: the owner's colour three fifths white, where the
 * ink reads at 4.5:1 even on the black seat's (an open line's tint, two
 * fifths, left it a mid grey at 4.0:1). */
static ui_colour chip_tint(const ui_draw *d, int p)
{
    ui_colour c = ui_owner_colour(d, p);
    c.r = (Uint8)((c.r * 2 + 255 * 3) / 5), c.g = (Uint8)((c.g * 2 + 255 * 3) / 5);
    c.b = (Uint8)((c.b * 2 + 255 * 3) / 5);
    return c;
}

/* One player's completed lines as chips "12→7  7" (C = the central
 * station), wrapped in the row's width; returns the height used. */
static float line_chips(const ui_app *a, ui_canvas *cv, int p, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, h = 1.55f * u, cx = x, cy = y;
    int fpx = (int)(u * 1.0f);
    for (int i = 0; i < METRO_MAX_LINES; i++) {
        const metro_line *ln = &s->line[i];
        if (ln->owner != p || ln->status != METRO_LINE_DONE) continue;
        /* TRANSLATORS: the central station's mark in the end screen's line chips ("12→C") */
        const char *centre = _("C");
        char route[40], pts[8], start[16]; /* lines 32.. start at a central station token */
        snprintf(start, sizeof start, "%s", centre);
        if (i < METRO_STATIONS) snprintf(start, sizeof start, "%d", i + 1);
        if (ln->dest == METRO_CENTRE_DEST)
            snprintf(route, sizeof route, "%s→%s", start, centre);
        else
            snprintf(route, sizeof route, "%s→%d", start, ln->dest);
        snprintf(pts, sizeof pts, "%d", ln->points);
        float rw = (float)ui_text_width(cv->d, UI_REGULAR, fpx, route);
        float pw = (float)ui_text_width(cv->d, UI_BOLD, fpx, pts);
        float cw = rw + pw + 1.4f * u;
        if (cx > x && cx + cw > x + w) cx = x, cy += h + 0.2f * u;
        ui_round_rect(cv->d, cx, cy, cw, h, h * 0.3f, chip_tint(cv->d, p));
        ui_text(cv->d, UI_REGULAR, fpx, cx + 0.4f * u, cy + 0.15f * u, UI_LEFT, UI_INK, route);
        ui_text(cv->d, UI_BOLD, fpx, cx + cw - 0.4f * u, cy + 0.15f * u, UI_RIGHT, UI_INK, pts);
        cx += cw + 0.35f * u;
    }
    return cy + h - y;
}

/* What "C" means in the breakdown; a module may say it otherwise. */
static const char *lines_footnote(const ui_app *a)
{
    const char *note = ui_modules_end_note(a);
    return note ? _(note)
                : _("Lines: start→destination: points (C = the central station, scored double)");
}

void ui_draw_end(const ui_app *a, ui_canvas *cv)
{
    if (ui_modules_end_screen(a, cv)) return; /* a module's own end screen */
    const metro_state *s = &a->game->state;
    /* rows are taller with fewer players: they have more lines each */
    float u = a->lay.unit, x, y, w = 60 * u, step = (s->cfg.players <= 3 ? 7.6f : 4.8f) * u;
    float h = 12 * u + (float)s->cfg.players * step;
    int fin[METRO_MAX_PLAYERS], order[METRO_MAX_PLAYERS][2];
    metro_final_scores(s, fin);
    for (int p = 0; p < s->cfg.players; p++) order[p][0] = p, order[p][1] = fin[p];
    qsort(order, (size_t)s->cfg.players, sizeof order[0], by_score_desc);
    ui_dialog_card(a, cv, w, h, &x, &y, _("Game over"));
    int rank = 1;
    for (int i = 0; i < s->cfg.players; i++) {
        int p = order[i][0];
        if (i > 0 && order[i][1] < order[i - 1][1]) rank = i + 1;
        float ry = y + 4.6f * u + (float)i * step;
        ui_round_rect(cv->d, x + 2 * u, ry, w - 4 * u, step - 0.6f * u, u * 0.5f,
                      rank == 1 ? UI_FIRST : UI_ROW);
        ui_textf(cv->d, UI_BOLD, (int)(u * 1.6f), x + 3 * u, ry + 0.9f * u, UI_LEFT, UI_INK, "%d.",
                 rank);
        ui_circle(cv->d, x + 7 * u, ry + 2 * u, 1.1f * u, ui_owner_colour(cv->d, p));
        ui_symbol(cv->d, ui_owner_symbol(p), x + 7 * u, ry + 2 * u, 0.55f * u,
                  ui_owner_ink(cv->d, p));
        ui_text_fit(a, cv, UI_BOLD, (int)(u * 1.1f), x + 9 * u, ry + 0.4f * u, UI_LEFT, UI_INK,
                    a->game->seat[p].name, w - 20 * u);
        line_chips(a, cv, p, x + 9 * u, ry + 1.8f * u, w - 16 * u);
        ui_textf(cv->d, UI_BOLD, (int)(u * 2.0f), x + w - 3 * u, ry + 0.6f * u, UI_RIGHT, UI_INK,
                 "%d", fin[p]);
    }
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), x + 2 * u, y + h - 6.6f * u, UI_LEFT,
            UI_DIM(cv->d), lines_footnote(a));
    float by = y + h - 4.2f * u;
    ui_button(a, cv, x + w - 16 * u, by, 14 * u, 2.8f * u, _("Play again"), UI_ACT_PLAY_AGAIN, 0,
              true, true);
    ui_button(a, cv, x + w - 32 * u, by, 14 * u, 2.8f * u, _("New set-up"), UI_ACT_NEW_SETUP, 0,
              true, false);
    ui_button(a, cv, x + 2 * u, by, 10 * u, 2.8f * u, _("Quit"), UI_ACT_QUIT, 0, true, false);
}
