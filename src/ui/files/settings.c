/* The remembered set-up: a small strict key=value file in the config folder (no SDL here). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/ai.h"
#include "file_io.h"
#include "metro/module.h"
#include "files/settings.h"

enum { SETTINGS_MAX_BYTES = 64 * 1024 };

static const char *const default_names[METRO_MAX_PLAYERS] = {"Ada",   "Ben", "Cleo",
                                                             "Dario", "Eva", "Finn"};

/* Best available computer player: strong, else greedy, else the first. */
static const char *default_ai(void)
{
    if (metro_ai_find("strong")) return "strong";
    if (metro_ai_find("greedy")) return "greedy";
    return metro_ai_count() ? metro_ai_get(0)->name : "human";
}

void ui_setup_default(ui_setup *s)
{
    memset(s, 0, sizeof *s);
    s->players = 4;
    s->hand_size = 1;
    s->random_seed = true;
    s->seed = 1;
    s->volume = 80;
    s->scale = 100;
    s->host_port = METRO_ONLINE_PORT;
    for (int i = 0; i < METRO_MODULE_SLOTS; i++) {
        const struct metro_module *m = metro_module_get(i);
        s->module_option[i] = m ? m->option.def : 0;
    }
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
        snprintf(s->name[p], METRO_NAME_LEN, "%s", default_names[p]);
        snprintf(s->controller[p], METRO_CONTROLLER_LEN, "%s", p == 0 ? "human" : default_ai());
    }
}

void ui_setup_config(const ui_setup *s, metro_config *cfg)
{
    metro_config_default(cfg, s->players);
    cfg->hand_size = s->hand_size;
    cfg->free_orientation = s->free_orientation;
    cfg->modules = s->modules;
    memcpy(cfg->module_option, s->module_option, sizeof cfg->module_option);
    cfg->seed = s->seed;
}

static bool parse_int(const char *v, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi) return false;
    *out = x;
    return true;
}

/* A host name or address, maybe with ":port" ("" allowed: the default). */
static bool valid_address(const char *v, size_t cap)
{
    if (strlen(v) >= cap) return false;
    for (const char *c = v; *c; c++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:_", *c))
            return false;
    return true;
}

static bool valid_name(const char *v)
{
    size_t n = strlen(v);
    if (n == 0 || n >= METRO_NAME_LEN) return false;
    for (const unsigned char *p = (const unsigned char *)v; *p; p++)
        if (*p < 32 || *p == 127) return false;
    return true;
}

const char *ui_line_colours_name(int mode)
{
    static const char *const names[UI_LINES_MODES] = {"all", "mine", "plain"};
    return mode >= 0 && mode < UI_LINES_MODES ? names[mode] : "all";
}

const char *ui_confirm_turn_name(int mode)
{
    static const char *const names[UI_CONFIRM_MODES] = {"auto", "on", "off"};
    return mode >= 0 && mode < UI_CONFIRM_MODES ? names[mode] : "auto";
}

const char *ui_palette_name(int palette)
{
    static const char *const names[UI_PALETTES] = {"printed", "colour-blind", "high-contrast"};
    return palette >= 0 && palette < UI_PALETTES ? names[palette] : NULL;
}

int ui_palette_find(const char *name)
{
    for (int p = 0; p < UI_PALETTES; p++)
        if (!strcmp(name, ui_palette_name(p))) return p;
    return -1;
}

/* "option.ID=N": a module's option; an error text or NULL. */
static const char *apply_option(ui_setup *s, const char *id, const char *v)
{
    long x;
    int slot = metro_module_find(id);
    const struct metro_module *m = metro_module_get(slot);
    if (!m || !m->option.label) return "unknown module option";
    if (!parse_int(v, m->option.min, m->option.max, &x)) return "module option out of range";
    s->module_option[slot] = (int)x;
    return NULL;
}

/* "seatN=controller|name" for seat p (from 0); an error text or NULL. */
static const char *apply_seat(ui_setup *s, int p, char *v)
{
    char *bar = strchr(v, '|');
    if (!bar) return "seat must be controller|name";
    *bar = 0;
    if (strcmp(v, "human") && strcmp(v, "open") && !metro_ai_find(v))
        return "unknown computer player (or human, open)";
    if (!valid_name(bar + 1)) return "bad player name";
    snprintf(s->controller[p], METRO_CONTROLLER_LEN, "%s", v);
    snprintf(s->name[p], METRO_NAME_LEN, "%s", bar + 1);
    return NULL;
}

/* One "key=value" line; returns an error text or NULL. */
static const char *apply_line(ui_setup *s, char *key, char *v)
{
    long x;
    if (!strcmp(key, "players")) {
        if (!parse_int(v, 1, METRO_MAX_PLAYERS, &x)) return "players must be 1..6";
        s->players = (int)x;
    } else if (!strcmp(key, "hand")) {
        if (!parse_int(v, 1, METRO_MAX_HAND, &x)) return "hand must be 1..3";
        s->hand_size = (int)x;
    } else if (!strcmp(key, "free")) {
        if (!parse_int(v, 0, 1, &x)) return "free must be 0 or 1";
        s->free_orientation = x;
    } else if (!strcmp(key, "modules")) {
        /* Versions before the one rule wrote the base game as an empty list. */
        char err[200];
        if (metro_modules_parse(v[0] ? v : "none", &s->modules, err, sizeof err))
            return "bad module list (a list as in saves: none, or ids joined by commas)";
    } else if (!strcmp(key, "seed")) {
        if (!strcmp(v, "random")) return s->random_seed = true, NULL;
        char *end;
        errno = 0;
        unsigned long long sd = strtoull(v, &end, 10);
        if (errno || end == v || *end || v[0] == '-') return "seed must be a number or random";
        s->random_seed = false, s->seed = sd;
    } else if (!strcmp(key, "lang")) {
        bool known = !v[0] || !strcmp(v, "en") || !strcmp(v, "de") || !strcmp(v, "nl") ||
                     !strcmp(v, "fr"); /* the languages of src/ui/i18n/i18n.c */
        if (!known) return "lang must be en, de, nl or fr (or empty: the system's)";
        snprintf(s->lang, sizeof s->lang, "%s", v);
    } else if (!strcmp(key, "volume")) {
        if (!parse_int(v, 0, 100, &x)) return "volume must be 0..100";
        s->volume = (int)x;
    } else if (!strcmp(key, "mute")) {
        if (!parse_int(v, 0, 1, &x)) return "mute must be 0 or 1";
        s->muted = x;
    } else if (!strcmp(key, "scale")) {
        if (!parse_int(v, UI_SCALE_MIN, UI_SCALE_MAX, &x) || x % UI_SCALE_STEP)
            return "scale must be 80..200 (percent, a multiple of 10)";
        s->scale = (int)x;
    } else if (!strcmp(key, "line_values")) {
        if (!parse_int(v, 0, 1, &x)) return "line_values must be 0 or 1";
        s->line_values = x;
    } else if (!strcmp(key, "speech")) {
        if (!parse_int(v, 0, 1, &x)) return "speech must be 0 or 1";
        s->speech = x;
    } else if (!strncmp(key, "option.", 7)) {
        return apply_option(s, key + 7, v);
    } else if (!strncmp(key, "seat", 4) && key[4] >= '1' && key[4] <= '6' && !key[5]) {
        return apply_seat(s, key[4] - '1', v);
    } else if (!strcmp(key, "host_port")) {
        if (!parse_int(v, 1, 65535, &x)) return "host_port must be 1..65535";
        s->host_port = (int)x;
    } else if (!strcmp(key, "host_address") || !strcmp(key, "lan_query") || !strcmp(key, "join")) {
        char *to = key[0] == 'h' ? s->host_address : key[0] == 'l' ? s->lan_query : s->join_address;
        size_t cap = key[0] == 'j' ? sizeof s->join_address : sizeof s->host_address;
        if (!valid_address(v, cap)) return "an address is letters, digits, '.', '-', ':' and '_'";
        snprintf(to, cap, "%s", v);
    } else if (!strcmp(key, "online_name")) {
        if (v[0] && !valid_name(v)) return "bad player name";
        snprintf(s->online_name, sizeof s->online_name, "%s", v);
    } else if (!strcmp(key, "lines")) {
        for (int m = 0; m < UI_LINES_MODES; m++)
            if (!strcmp(v, ui_line_colours_name(m))) return s->line_colours = m, NULL;
        return "lines must be all, mine or plain";
    } else if (!strcmp(key, "confirm_turn")) {
        for (int m = 0; m < UI_CONFIRM_MODES; m++)
            if (!strcmp(v, ui_confirm_turn_name(m))) return s->confirm_turn = m, NULL;
        return "confirm_turn must be auto, on or off";
    } else if (!strcmp(key, "palette")) {
        int p = ui_palette_find(v);
        if (p < 0) return "palette must be printed, colour-blind or high-contrast";
        s->palette = p;
    } else if (!strcmp(key, "seen_cities")) {
        char err[200];
        if (metro_modules_parse(v[0] ? v : "none", &s->seen_cities, err, sizeof err))
            return "bad city list (none, or module ids joined by commas)";
    } else {
        return "unknown key";
    }
    return NULL;
}

int ui_setup_parse(ui_setup *out, const char *text, const char *path, char *err, size_t errlen)
{
    ui_setup s;
    ui_setup_default(&s);
    char line[256];
    int no = 0, rc = 0;
    for (const char *at = text; !rc && *at;) {
        no++;
        const char *e = strchr(at, '\n');
        size_t n = e ? (size_t)(e - at) : strlen(at);
        if (n >= sizeof line) {
            rc = snprintf(err, errlen, "%s:%d: line too long", path, no);
            break;
        }
        memcpy(line, at, n);
        line[n] = 0;
        at = e ? e + 1 : at + n;
        if (no == 1) {
            if (strcmp(line, "metro-setup 1"))
                rc = snprintf(err, errlen, "%s:1: not a metro set-up file", path);
            continue;
        }
        char *eq = strchr(line, '=');
        const char *why = eq ? (*eq = 0, apply_line(&s, line, eq + 1)) : "expected key=value";
        if (why) rc = snprintf(err, errlen, "%s:%d: %s", path, no, why);
    }
    if (!rc && no == 0) rc = snprintf(err, errlen, "%s: empty file", path);
    char why[200];
    if (!rc && metro_modules_check(s.modules, s.players, why, sizeof why))
        rc = snprintf(err, errlen, "%s: %s", path, why);
    if (!rc) *out = s;
    return rc ? 1 : 0;
}

int ui_setup_load(ui_setup *out, const char *path, char *err, size_t errlen)
{
    char *text = NULL, why[200];
    size_t n = 0;
    if (metro_file_read(path, SETTINGS_MAX_BYTES, &text, &n, why, sizeof why))
        return snprintf(err, errlen, "%s: %s", path, why), 1;
    int rc = memchr(text, 0, n) ? (snprintf(err, errlen, "%s: contains a NUL byte", path), 1)
                                : ui_setup_parse(out, text, path, err, errlen);
    free(text);
    return rc;
}

int ui_setup_write(const ui_setup *s, FILE *f)
{
    char mods[256];
    metro_modules_format(s->modules, mods, sizeof mods);
    fprintf(f, "metro-setup 1\nplayers=%d\nhand=%d\nfree=%d\nmodules=%s\n", s->players,
            s->hand_size, s->free_orientation ? 1 : 0, mods);
    if (s->random_seed)
        fprintf(f, "seed=random\n");
    else
        fprintf(f, "seed=%llu\n", (unsigned long long)s->seed);
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->option.label) fprintf(f, "option.%s=%d\n", m->id, s->module_option[i]);
    }
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        fprintf(f, "seat%d=%s|%s\n", p + 1, s->controller[p], s->name[p]);
    fprintf(f, "lang=%s\nvolume=%d\nmute=%d\n", s->lang, s->volume, s->muted ? 1 : 0);
    fprintf(f, "lines=%s\n", ui_line_colours_name(s->line_colours));
    fprintf(f, "palette=%s\n", ui_palette_name(s->palette));
    fprintf(f, "confirm_turn=%s\n", ui_confirm_turn_name(s->confirm_turn));
    fprintf(f, "scale=%d\nline_values=%d\n", s->scale, s->line_values ? 1 : 0);
    fprintf(f, "speech=%d\n", s->speech ? 1 : 0);
    metro_modules_format(s->seen_cities, mods, sizeof mods);
    fprintf(f, "seen_cities=%s\n", mods);
    fprintf(f, "host_port=%d\nhost_address=%s\nlan_query=%s\njoin=%s\n", s->host_port,
            s->host_address, s->lan_query, s->join_address);
    fprintf(f, "online_name=%s\n", s->online_name);
    return ferror(f) ? -1 : 0;
}

static int write_setup(FILE *f, const void *s)
{
    return ui_setup_write(s, f);
}

int ui_setup_save(const ui_setup *s, const char *path, char *err, size_t errlen)
{
    return metro_file_write_atomic(path, write_setup, s, err, errlen);
}
