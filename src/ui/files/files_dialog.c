/* The Save and Load dialogs: the file name a save will get, the list of saves to load. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

#include "i18n/file_words.h"
#include "files/files_dialog.h"
#include "i18n/i18n.h"
#include "core/utf8.h"
#include "core/widgets.h"

static void say(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 3000;
}

/* The saves folder (created), "" if there is no home for it. */
static bool saves_dir(char *out, size_t n)
{
    if (!ui_data_path("saves", out, n)) return false;
    mkdir(out, 0700); /* may exist already */
    return true;
}

/* The file name a typed name gives: letters, digits, - and _ kept, spaces
 * become '-', the rest is dropped; empty gives "game1". False: nothing usable. */
static bool file_name(const char *typed, char *out, size_t n)
{
    char stem[64];
    size_t k = 0;
    for (const char *p = typed; *p && k < sizeof stem - 1; p++) {
        unsigned char c = (unsigned char)*p;
        if (c < 128 && (isalnum(c) || c == '-' || c == '_'))
            stem[k++] = (char)c;
        else if (c == ' ' && k && stem[k - 1] != '-')
            stem[k++] = '-';
    }
    while (k && stem[k - 1] == '-') k--;
    stem[k] = 0;
    if (!typed[0]) snprintf(stem, sizeof stem, "game1");
    if (!stem[0]) return false;
    snprintf(out, n, "%s.metro", stem);
    return true;
}

static void filter(ui_files *f, const char *text)
{
    f->n_shown = 0;
    for (int i = 0; i < f->list.n; i++) {
        const char *name = f->list.e[i].name;
        bool match = !text[0];
        for (size_t s = 0; !match && name[s]; s++)
            match = !strncasecmp(name + s, text, strlen(text));
        if (match) f->shown[f->n_shown++] = i;
    }
    f->sel = f->top = 0;
}

static void keep_in_view(ui_files *f)
{
    if (f->sel >= f->n_shown) f->sel = f->n_shown - 1;
    if (f->sel < 0) f->sel = 0;
    int rows = f->rows > 0 ? f->rows : 1;
    if (f->sel < f->top) f->top = f->sel;
    if (f->sel >= f->top + rows) f->top = f->sel - rows + 1;
}

void ui_files_open(ui_app *a, int kind)
{
    if (a->ui.screen == UI_SETUP && kind == UI_PROMPT_SAVE) return;
    if (!a->res.files && !(a->res.files = calloc(1, sizeof *a->res.files))) return;
    a->ui.overlay = UI_OV_PROMPT, a->ui.prompt = kind;
    a->ui.prompt_text[0] = 0;
    ui_files *f = a->res.files;
    f->list.n = 0;
    char dir[1100];
    if (kind == UI_PROMPT_LOAD && saves_dir(dir, sizeof dir)) ui_save_list_scan(&f->list, dir);
    free(f->shown);
    f->shown = f->list.n ? malloc((size_t)f->list.n * sizeof *f->shown) : NULL;
    if (!f->shown) f->list.n = 0; /* no memory: nothing listed rather than a crash */
    filter(f, "");
}

void ui_files_free(ui_app *a)
{
    if (a->res.files) {
        ui_save_list_free(&a->res.files->list);
        free(a->res.files->shown);
    }
    free(a->res.files);
    a->res.files = NULL;
}

void ui_files_confirm(ui_app *a)
{
    ui_files *f = a->res.files;
    char dir[1100], path[1300], err[400], leaf[80], done[160];
    if (!f || !saves_dir(dir, sizeof dir)) {
        say(a, _("No folder for saves (HOME is not set?)"));
        return;
    }
    if (a->ui.prompt == UI_PROMPT_SAVE) {
        if (!file_name(a->ui.prompt_text, leaf, sizeof leaf)) {
            say(a, _("Type a name with letters or digits"));
            return;
        }
        snprintf(path, sizeof path, "%s/%s", dir, leaf);
        a->ui.overlay = UI_OV_NONE;
        int cause = metro_game_save(a->game, path, err, sizeof err);
        if (cause) {
            char words[160];
            ui_not_written_words(cause, path, err, words, sizeof words);
            snprintf(done, sizeof done, _("Not saved: %.120s"), words);
            say(a, done);
            return;
        }
        snprintf(done, sizeof done, _("Game saved as %s"), leaf);
        {
            say(a, done);
            return;
        }
    }
    if (!f->n_shown) {
        say(a, _("No saved game to load"));
        return;
    }
    const ui_save_entry *e = &f->list.e[f->shown[f->sel]];
    snprintf(path, sizeof path, "%s/%s.metro", dir, e->name);
    int problem = ui_app_load(a, path, err, sizeof err);
    if (problem) {
        ui_not_loaded_words(problem, path, err, done, sizeof done);
        say(a, done);
        return;
    } /* the list stays open */
    a->ui.overlay = UI_OV_NONE;
    say(a, _("Game loaded"));
}

void ui_files_key(ui_app *a, SDL_Keycode k)
{
    ui_files *f = a->res.files;
    int page = f && f->rows > 1 ? f->rows - 1 : 1;
    if (!f) return;
    switch (k) {
    case SDLK_BACKSPACE:
        ui_utf8_pop(a->ui.prompt_text);
        filter(f, a->ui.prompt_text);
        return;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        ui_files_confirm(a);
        return;
    case SDLK_ESCAPE:
        a->ui.overlay = UI_OV_NONE;
        return;
    case SDLK_UP:
        f->sel--;
        break;
    case SDLK_DOWN:
        f->sel++;
        break;
    case SDLK_PAGEUP:
        f->sel -= page;
        break;
    case SDLK_PAGEDOWN:
        f->sel += page;
        break;
    case SDLK_HOME:
        f->sel = 0;
        break;
    case SDLK_END:
        f->sel = f->n_shown - 1;
        break;
    default:
        return;
    }
    keep_in_view(f);
}

void ui_files_text(ui_app *a, const char *text)
{
    ui_utf8_append(a->ui.prompt_text, sizeof a->ui.prompt_text, text, false);
    if (a->res.files && a->ui.prompt == UI_PROMPT_LOAD) filter(a->res.files, a->ui.prompt_text);
}

void ui_files_wheel(ui_app *a, int dy)
{
    ui_files *f = a->res.files;
    if (!f || a->ui.prompt != UI_PROMPT_LOAD) return;
    f->top -= dy;
    if (f->top > f->n_shown - f->rows) f->top = f->n_shown - f->rows;
    if (f->top < 0) f->top = 0;
}

void ui_files_row(ui_app *a, int row)
{
    ui_files *f = a->res.files;
    if (!f || row < 0 || row >= f->n_shown) return;
    if (row == f->sel) {
        ui_files_confirm(a);
        return;
    }
    f->sel = row;
    keep_in_view(f);
}

/* "~/.local/share/metro/saves" rather than the whole home path. */
static void short_dir(const char *dir, char *out, size_t n)
{
    const char *home = getenv("HOME");
    size_t hl = home ? strlen(home) : 0;
    if (hl > 1 && !strncmp(dir, home, hl) && dir[hl] == '/')
        snprintf(out, n, "~%s", dir + hl);
    else
        snprintf(out, n, "%s", dir);
}

static void draw_save(const ui_app *a, ui_canvas *cv)
{
    ui_files *f = a->res.files;
    float u = a->lay.unit, x, y, w = 44 * u;
    int small = (int)(u * 0.85f);
    char dir[1100] = "", where[1100], line[1300], path[1300];
    ui_dialog_card(a, cv, w, 17 * u, &x, &y, _("Save game"));
    ui_text(cv->d, UI_REGULAR, small, x + 2 * u, y + 4.6f * u, UI_LEFT, UI_DIM(cv->d),
            _("Name (Enter saves, Esc cancels):"));
    ui_text_field(a, cv, x + 2 * u, y + 6.2f * u, w - 4 * u, 2.4f * u, a->ui.prompt_text, true,
                  UI_ACT_NONE, 0, 0);
    saves_dir(dir, sizeof dir);
    short_dir(dir, where, sizeof where);
    if (!file_name(a->ui.prompt_text, f->target, sizeof f->target)) {
        f->target[0] = 0;
        ui_text(cv->d, UI_BOLD, small, x + 2 * u, y + 9.2f * u, UI_LEFT, UI_BAD(cv->d),
                _("Type a name with letters or digits"));
    } else {
        snprintf(line, sizeof line, _("Saves as %s"), f->target);
        ui_text(cv->d, UI_BOLD, (int)u, x + 2 * u, y + 9.1f * u, UI_LEFT, UI_INK, line);
        snprintf(line, sizeof line, _("in %s"), where);
        ui_text_fit(a, cv, UI_REGULAR, small, x + 2 * u, y + 10.6f * u, UI_LEFT, UI_DIM(cv->d),
                    line, w - 4 * u);
        snprintf(path, sizeof path, "%s/%s", dir, f->target);
        struct stat st;
        if (stat(path, &st) == 0) { /* say it before it happens */
            char when[24] = "";
            time_t t = st.st_mtime;
            struct tm tm;
            if (localtime_r(&t, &tm)) strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
            snprintf(line, sizeof line, _("Replaces the save of that name from %s"), when);
            ui_text(cv->d, UI_BOLD, small, x + 2 * u, y + 12.0f * u, UI_LEFT, UI_BAD(cv->d), line);
        }
    }
    ui_button(a, cv, x + w - 12 * u, y + 13.8f * u, 10 * u, 2.4f * u, _("Save"), UI_ACT_CLOSE, 1,
              f->target[0] != 0, true);
    ui_button(a, cv, x + w - 23 * u, y + 13.8f * u, 10 * u, 2.4f * u, _("Cancel"), UI_ACT_CLOSE, 0,
              true, false);
}

static void draw_row(const ui_app *a, ui_canvas *cv, const ui_save_entry *e, float x, float y,
                     float w, float h, bool sel, int row)
{
    float u = a->lay.unit;
    ui_round_rect(cv->d, x, y, w, h - 0.3f * u, u * 0.4f, sel ? UI_SELECT(cv->d) : UI_ROW);
    ui_colour ink = sel ? UI_RGB(0xFFFFFF) : UI_INK;
    ui_colour dim = sel ? UI_RGB(0xDCE6F5) : e->ok ? UI_DIM(cv->d) : UI_BAD(cv->d);
    int tw = ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w - 0.8f * u, y + 0.35f * u, UI_RIGHT,
                     dim, e->when);
    ui_text_fit(a, cv, UI_BOLD, (int)u, x + 0.8f * u, y + 0.25f * u, UI_LEFT, ink, e->name,
                w - 3 * u - (float)tw);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), x + 0.8f * u, y + 1.55f * u, UI_LEFT, dim,
                e->info, w - 1.6f * u);
    ui_hit_add(a, cv, x, y, w, h - 0.3f * u, UI_ACT_FILE_ROW, row);
}

static void draw_load(const ui_app *a, ui_canvas *cv)
{
    ui_files *f = a->res.files;
    float u = a->lay.unit, x, y, w = 56 * u, h = 40 * u, rh = 3.3f * u;
    if (h > (float)a->lay.h - 2 * u) h = (float)a->lay.h - 2 * u;
    ui_dialog_card(a, cv, w, h, &x, &y, _("Load game"));
    /* the field starts after its label, however long the label is in the language in use */
    float fx = x + 3 * u +
               (float)ui_text(cv->d, UI_REGULAR, (int)(u * 0.85f), x + 2 * u, y + 4.5f * u, UI_LEFT,
                              UI_DIM(cv->d), _("Find (type part of a name):"));
    if (fx < x + 19 * u) fx = x + 19 * u;
    ui_text_field(a, cv, fx, y + 4.0f * u, x + w - 2 * u - fx, 2.4f * u, a->ui.prompt_text, true,
                  UI_ACT_NONE, 0, 0);
    float ly = y + 7.2f * u, lh = h - 7.2f * u - 6.4f * u, lw = w - 5 * u;
    f->rows = (int)(lh / rh + 0.01f);
    if (f->rows < 1) f->rows = 1;
    if (!f->n_shown) {
        char dir[1100] = "", where[1100], line[1300];
        saves_dir(dir, sizeof dir);
        short_dir(dir, where, sizeof where);
        snprintf(line, sizeof line,
                 f->list.n ? _("No save's name has '%s'") : _("No saved games in %s"),
                 f->list.n ? a->ui.prompt_text : where);
        ui_text_wrap(cv->d, UI_REGULAR, (int)u, x + 2 * u, ly, lw, UI_DIM(cv->d), line);
    }
    for (int r = 0; r < f->rows && f->top + r < f->n_shown; r++) {
        int i = f->top + r;
        draw_row(a, cv, &f->list.e[f->shown[i]], x + 2 * u, ly + (float)r * rh, lw, rh, i == f->sel,
                 i);
    }
    if (f->n_shown > f->rows) { /* scroll bar: where the rows shown are in the list */
        float bh = lh * (float)f->rows / (float)f->n_shown;
        float by = ly + (lh - bh) * (float)f->top / (float)(f->n_shown - f->rows);
        ui_round_rect(cv->d, x + w - 2.4f * u, ly, 0.6f * u, lh, 0.3f * u, UI_ROW);
        ui_round_rect(cv->d, x + w - 2.4f * u, by, 0.6f * u, bh, 0.3f * u, UI_DIM(cv->d));
    }
    float by = y + h - 4.2f * u;
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), x + 2 * u, by + 0.7f * u, UI_LEFT, UI_DIM(cv->d),
            _("↑ ↓ choose · Enter loads · Esc closes"));
    ui_button(a, cv, x + w - 12 * u, by, 10 * u, 2.6f * u, _("Load"), UI_ACT_CLOSE, 1,
              f->n_shown > 0, true);
    ui_button(a, cv, x + w - 23 * u, by, 10 * u, 2.6f * u, _("Cancel"), UI_ACT_CLOSE, 0, true,
              false);
}

void ui_files_draw(const ui_app *a, ui_canvas *cv)
{
    if (!a->res.files) return;
    if (a->ui.prompt == UI_PROMPT_SAVE)
        draw_save(a, cv);
    else
        draw_load(a, cv);
}
