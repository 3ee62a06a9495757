/* The set-up screen: seats, variants, modules (from the registry), seed. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro/rating.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "core/scroll.h"
#include "core/widgets.h"

/* The seed sits under the players (left column): the modules' column needs
 * the room since the Metro cities joined it. */
static void draw_seed(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_setup *s = &a->ui.setup;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.2f), x, y, UI_LEFT, UI_INK, _("Seed"));
    y += 2.0f * u;
    ui_toggle(a, cv, x, y, w * 0.45f, _("Random"), s->random_seed, UI_ACT_SEED_RANDOM, 0, true,
              NULL);
    if (!s->random_seed)
        ui_text_field(a, cv, x + w * 0.45f, y, w * 0.55f, 2.2f * a->lay.unit, a->ui.seed_text,
                      a->ui.focus == UI_FOCUS_SEED, UI_ACT_SEED, 0, 0);
}

/* A row's heading, kept clear of the buttons that start 8 units in. */
static void heading(const ui_app *a, ui_canvas *cv, float x, float y, const char *text)
{
    float u = a->lay.unit;
    ui_box old = ui_box_across(a, cv, x, 7.6f * u);
    ui_text(cv->d, UI_BOLD, (int)(u * 1.2f), x, y, UI_LEFT, UI_INK, text);
    ui_text_box(cv->d, old);
}

static void draw_seats(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit, bw = 3 * u;
    const ui_setup *s = &a->ui.setup;
    heading(a, cv, x, y, _("Players"));
    for (int n = 2; n <= METRO_MAX_PLAYERS; n++) {
        char label[4];
        snprintf(label, sizeof label, "%d", n);
        int first = cv->frame->n_hits;
        ui_button(a, cv, x + 8 * u + (float)(n - 2) * (bw + 0.4f * u), y - 0.3f * u, bw, 2.2f * u,
                  label, UI_ACT_PLAYERS, n, true, s->players == n);
        ui_hit_role(cv, first, UI_ROLE_CHOICE, s->players == n, 0);
    }
    y += 3 * u;
    for (int p = 0; p < s->players; p++) {
        float ry = y + (float)p * 3.0f * u;
        ui_circle(cv->d, x + 1.1f * u, ry + 1.1f * u, 1.1f * u, ui_owner_colour(cv->d, p));
        ui_symbol(cv->d, ui_owner_symbol(p), x + 1.1f * u, ry + 1.1f * u, 0.55f * u,
                  ui_owner_ink(cv->d, p));
        ui_text_field(a, cv, x + 3 * u, ry, w * 0.44f, 2.2f * u, s->name[p],
                      a->ui.focus == UI_FOCUS_NAME && a->ui.focus_seat == p, UI_ACT_NAME, p,
                      METRO_NAME_LEN - 1);
        const metro_ai *ai = metro_ai_find(s->controller[p]);
        char label[80];
        if (ai)
            snprintf(label, sizeof label, _("Computer: %s"), ai->level ? _(ai->level) : ai->name);
        else if (!strcmp(s->controller[p], "open") && a->ui.host_mode)
            snprintf(label, sizeof label, "%s", _("Open: a player online"));
        else
            snprintf(label, sizeof label, "%s", _("Human"));
        ui_button(a, cv, x + 3.6f * u + w * 0.44f, ry, w * 0.56f - 3.6f * u, 2.2f * u, label,
                  UI_ACT_CONTROLLER, p, true, false);
    }
    /* What each computer level means, from the registry. */
    float ly = y + (float)s->players * 3.0f * u + 0.4f * u;
    for (int i = 0; i < metro_ai_count(); i++) {
        const metro_ai *ai = metro_ai_get(i);
        char line[300];
        int ms = ui_ai_think_ms(ai->name);
        float rating, lo, hi; /* the ladder's (src/ai/level_ratings.c, docs/ai.md) */
        bool rated = metro_ai_rating(ai->name, &rating, &lo, &hi);
        if (rated && ms > 0)
            /* TRANSLATORS: a computer level, its rating on the online players' scale,
             * how long it thinks, what it means ("hard (rated 38, 1 s a move): Searches…") */
            snprintf(line, sizeof line, _("%s (rated %d, %d s a move): %s"), _(ai->level),
                     (int)lroundf(rating), ms / 1000, _(ai->description));
        else if (rated)
            /* TRANSLATORS: a computer level, its rating, what it means ("easy (rated 20): …") */
            snprintf(line, sizeof line, _("%s (rated %d): %s"), _(ai->level), (int)lroundf(rating),
                     _(ai->description));
        else if (ms > 0)
            /* TRANSLATORS: a computer level, how long it thinks, what it means
             * ("hard (1 s a move): Searches every player's replies…") */
            snprintf(line, sizeof line, _("%s (%d s a move): %s"), _(ai->level), ms / 1000,
                     _(ai->description));
        else
            /* TRANSLATORS: a computer level and what it means ("easy: Looks one move ahead…") */
            snprintf(line, sizeof line, _("%s: %s"), _(ai->level), _(ai->description));
        ly += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.75f), x, ly, w, UI_DIM(cv->d),
                                  line) +
              0.2f * u;
    }
    draw_seed(a, cv, x, ly + 1.0f * u, w);
}

/* The right column: hand size, free orientation, the modules; returns where
 * it ends. */
static float draw_options(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_setup *s = &a->ui.setup;
    heading(a, cv, x, y, _("Hand size"));
    for (int n = 1; n <= METRO_MAX_HAND; n++) {
        char label[4];
        snprintf(label, sizeof label, "%d", n);
        int first = cv->frame->n_hits;
        ui_button(a, cv, x + 8 * u + (float)(n - 1) * 3.4f * u, y - 0.3f * u, 3 * u, 2.2f * u,
                  label, UI_ACT_HAND, n, true, s->hand_size == n);
        ui_hit_role(cv, first, UI_ROLE_CHOICE, s->hand_size == n, 0);
    }
    y += 3.2f * u;
    ui_toggle(a, cv, x, y, w, _("Free orientation"), s->free_orientation, UI_ACT_FREE_ORIENT, 0,
              true, _("Tiles may be laid in any of the 4 rotations."));
    y += 4.4f * u;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.2f), x, y, UI_LEFT, UI_INK, _("Expansion modules"));
    y += 2.2f * u;
    float used = ui_setup_modules(a, cv, x, y, w);
    if (used == 0) {
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y, UI_LEFT, UI_DIM(cv->d),
                _("(none available yet)"));
        used = 1.8f * u;
    }
    /* The seat colours (enum ui_palette; also in the menu). */
    static const char *const palettes[UI_PALETTES] = {N_("printed game"), N_("colour-blind safe"),
                                                      N_("high contrast")};
    y += used + 0.6f * u;
    heading(a, cv, x, y, _("Colours"));
    int first = cv->frame->n_hits;
    ui_button(a, cv, x + 8 * u, y - 0.3f * u, w - 8 * u, 2.2f * u,
              _(palettes[s->palette % UI_PALETTES]), UI_ACT_PALETTE, 0, true, false);
    ui_hit_role(cv, first, UI_ROLE_CYCLE, s->palette % UI_PALETTES, UI_PALETTES);
    if (a->ui.host_mode) return ui_setup_online_rows(a, cv, x, y + 3.2f * u, w);
    return y + 2.6f * u;
}

/* The language chooser, ending at x_right: the language's own name, then a
 * button per language code (the one in use highlighted). Returns its left. */
static float draw_languages(const ui_app *a, ui_canvas *cv, float x_right, float y)
{
    float u = a->lay.unit, bw = 3.0f * u, gap = 0.3f * u;
    float x = x_right - (float)UI_LANGUAGES * (bw + gap) + gap;
    for (int i = 0; i < UI_LANGUAGES; i++) {
        char code[4];
        snprintf(code, sizeof code, "%s", ui_language_code(i));
        for (char *c = code; *c; c++) *c = (char)(*c - 'a' + 'A');
        int first = cv->frame->n_hits;
        ui_button(a, cv, x + (float)i * (bw + gap), y, bw, 2.0f * u, code, UI_ACT_LANGUAGE, i, true,
                  i == ui_i18n_current());
        ui_hit_role(cv, first, UI_ROLE_CHOICE, i == ui_i18n_current(), 0);
    }
    int w = ui_text(cv->d, UI_REGULAR, (int)(u * 0.85f), x - 0.6f * u, y + 0.45f * u, UI_RIGHT,
                    UI_DIM(cv->d), ui_language_name(ui_i18n_current()));
    return x - 0.6f * u - (float)w;
}

/* A bottom-row button's width: its label's, with room, at least `least`. */
static float label_w(const ui_app *a, ui_canvas *cv, const char *label, float least)
{
    float u = a->lay.unit, w = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), label);
    return w + 1.6f * u > least ? w + 1.6f * u : least;
}

/* After a crash or a closed window the first screen is this one: a seat
 * kept online is offered here, in the subtitle's place, not only on the
 * Online screen. Returns whether it is shown (from x to x_right). */
static bool rejoin_button(const ui_app *a, ui_canvas *cv, float x, float y, float x_right)
{
    const ui_online *o = &a->ui.online;
    float u = a->lay.unit;
    if (!o->can_rejoin || a->ui.host_mode || ui_online_active(a) || x_right - x < 8 * u)
        return false;
    char label[120];
    ui_fit_name_fmt(a, cv, UI_BOLD, (int)(u * 0.95f), _("Rejoin table %s"), o->rejoin_table,
                    x_right - x - 1.6f * u, label, sizeof label);
    float w = label_w(a, cv, label, 8 * u);
    ui_button(a, cv, x, y, w < x_right - x ? w : x_right - x, 2.2f * u, label, UI_ACT_REJOIN, 0,
              true, true);
    return true;
}

static const char *setup_subtitle(const ui_app *a, char *out, size_t n)
{
    if (!a->ui.host_mode) return _("a tile-laying game of metro lines · new game");
    if (!a->ui.host_server) return _("hosting online: seats may be Open for players who join");
    /* TRANSLATORS: the set-up of a new table at a server ("at 192.168.1.20:24960") */
    snprintf(out, n, _("a new table at %s"), a->ui.setup.join_address);
    return out;
}

void ui_draw_setup(const ui_app *a, ui_canvas *cv)
{
    char subtitle[200];
    const ui_layout *l = &a->lay;
    float u = l->unit, cw = 64 * u, ch = 48 * u; /* room for the seed field above the buttons */
    if (cw > (float)l->w - 2 * u) cw = (float)l->w - 2 * u;
    /* The modules' column (a city's description, long words) may need more:
     * measured with drawing off, the card grows to keep it above the buttons
     * as far as the window allows. */
    int hits = cv->frame->n_hits;
    bool was = ui_draw_off(cv->d, true);
    float need = draw_options(a, cv, 0, 7 * u, (cw - 6 * u) / 2) + 5.2f * u;
    ui_draw_off(cv->d, was);
    cv->frame->n_hits = hits; /* measured, not placed */
    if (ch < need) ch = need;
    float cx = ((float)l->w - cw) / 2,
          cy = ui_page_top(a, cv, cx, cw, ch, false); /* it may scroll */
    ui_round_rect(cv->d, cx + 0.4f * u, cy + 0.7f * u, cw, ch, u * 1.2f, UI_RGBA(0, 100));
    ui_round_rect(cv->d, cx, cy, cw, ch, u * 1.2f, UI_CARD);
    ui_box old = ui_text_box(cv->d, (ui_box){cx, cy, cw, ch});
    ui_fill_rect(cv->d, cx + 2 * u, cy + 5.6f * u, cw - 4 * u, 2, UI_RGB(0xD8CDB5));
    ui_text(cv->d, UI_BOLD, (int)(u * 3.0f), cx + 2 * u, cy + 1.2f * u, UI_LEFT, UI_TITLE, "METRO");
    /* The subtitle follows the title's measured width, so no font or size
     * makes them overlap. */
    float title_w = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 3.0f), "METRO");
    float chooser_x = draw_languages(a, cv, cx + cw - 2 * u, cy + 1.9f * u);
    if (!rejoin_button(a, cv, cx + 3.2f * u + title_w, cy + 1.9f * u, chooser_x - 1.2f * u))
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 1.0f), cx + 3.2f * u + title_w, cy + 2.6f * u,
                    UI_LEFT, a->ui.host_mode ? UI_SELECT_INK(cv->d) : UI_DIM(cv->d),
                    setup_subtitle(a, subtitle, sizeof subtitle),
                    chooser_x - (cx + 4.2f * u + title_w));
    float colw = (cw - 6 * u) / 2;
    ui_box card = ui_box_across(a, cv, cx + 2 * u, colw); /* each column's words stay in it */
    draw_seats(a, cv, cx + 2 * u, cy + 7 * u, colw);
    ui_text_box(cv->d, card);
    ui_box_across(a, cv, cx + 4 * u + colw, colw);
    (void)draw_options(a, cv, cx + 4 * u + colw, cy + 7 * u, colw);
    ui_text_box(cv->d, card);
    /* the bottom row left to right: the order Tab walks it (focus.c) */
    float by = cy + ch - 4 * u;
    /* Quit, Online, Statistics and the first lesson from the left, each as
     * wide as its words: four languages fit beside Resume at 800x500 */
    const char *online = a->ui.host_mode ? _("Play here only") : _("Online…");
    float bx = cx + 2 * u, w;
    ui_button(a, cv, bx, by, w = label_w(a, cv, _("Quit"), 6 * u), 2.8f * u, _("Quit"), UI_ACT_QUIT,
              0, true, false);
    bx += w + 0.6f * u;
    /* Online play: the Online screen; while hosting, back to a local game. */
    if (ui_online_available()) {
        ui_button(a, cv, bx, by, w = label_w(a, cv, online, 7 * u), 2.8f * u, online,
                  a->ui.host_mode ? UI_ACT_HOST_MODE : UI_ACT_JOIN_SCREEN, 0, true, false);
        bx += w + 0.6f * u;
    }
    ui_button(a, cv, bx, by, w = label_w(a, cv, _("Statistics"), 7 * u), 2.8f * u, _("Statistics"),
              UI_ACT_STATS, 0, true, false);
    bx += w + 0.6f * u;
    if (!a->ui.host_mode)
        ui_button(a, cv, bx, by, label_w(a, cv, _("First lesson"), 7 * u), 2.8f * u,
                  _("First lesson"), UI_ACT_TUTOR_START, 0, true, false);
    bool resume = a->ui.can_resume && !a->ui.host_mode;
    float resume_w = label_w(a, cv, _("Resume last game"), 12 * u);
    if (resume)
        ui_button(a, cv, cx + cw - 15 * u - resume_w, by, resume_w, 2.8f * u, _("Resume last game"),
                  UI_ACT_RESUME, 0, true, false);
    ui_button(a, cv, cx + cw - 14 * u, by, 12 * u, 2.8f * u,
              a->ui.host_mode ? _("Open the table") : _("Start game"), UI_ACT_START, 0, true, true);
    /* under the language chooser: the bottom row is the buttons' */
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.75f), cx + cw - 2 * u, cy + 4.2f * u, UI_RIGHT,
                UI_DIM(cv->d), _("F1 rules · F11 fullscreen"), cw * 0.45f);
    if (a->ui.online.problem[0] && a->ui.screen == UI_SETUP)
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), cx + 2 * u, by - 1.4f * u, UI_LEFT,
                    UI_BAD(cv->d), a->ui.online.problem, cw - 4 * u);
    ui_text_box(cv->d, old);
}
