/* The set-up choices and the settings file that remembers them (no SDL: the fuzz target uses it).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "metro/game.h"

/* How lines are coloured on the board (menu, remembered as lines=). */
enum ui_line_colours { UI_LINES_ALL, UI_LINES_MINE, UI_LINES_PLAIN, UI_LINES_MODES };
/* Whether a lay waits for "End turn" before the next seat's turn (menu,
 * remembered as confirm_turn=): automatic means with two or more human
 * seats at this screen (hotseat), where a misclick is passed on otherwise. */
enum ui_confirm_turn { UI_CONFIRM_AUTO, UI_CONFIRM_ON, UI_CONFIRM_OFF, UI_CONFIRM_MODES };
/* The colours of seats and companies (set-up and menu, remembered as
 * palette=): the printed game's, colour-blind safe, high contrast
 * (tools/gen-palette.c chooses the last two; docs/ui.md "Palettes"). */
enum ui_palette {
    UI_PALETTE_PRINTED,
    UI_PALETTE_COLOUR_BLIND,
    UI_PALETTE_HIGH_CONTRAST,
    UI_PALETTES
};

typedef struct ui_setup {
    int players;   /* 2..6 (1 with a standalone module) */
    int hand_size; /* 1..3 */
    bool free_orientation;
    uint32_t modules;                      /* registry bits */
    int module_option[METRO_MODULE_SLOTS]; /* per module */
    bool random_seed;                      /* draw a fresh seed on Start */
    uint64_t seed;
    char name[METRO_MAX_PLAYERS][METRO_NAME_LEN];
    /* "human", an AI's name, or "open" (a seat for a remote player when hosting) */
    char controller[METRO_MAX_PLAYERS][METRO_CONTROLLER_LEN];
    char lang[8]; /* "en", "de", "nl", "fr"; "" follows the system */
    int volume;   /* sound effects 0..100 */
    bool muted;
    int line_colours; /* enum ui_line_colours */
    int confirm_turn; /* enum ui_confirm_turn */
    int palette;      /* enum ui_palette */
    /* Size of words and panels in percent (UI_SCALE_MIN..MAX, steps of
     * UI_SCALE_STEP; 100 the designed size); the layout may use less where
     * the window has no room (docs/ui.md, "Size"). */
    int scale;
    bool line_values; /* each open line's worth on its station marker (V) */
    bool speech;      /* the game speaks (F2; speech/speech.h): off by default */
    /* The cities whose "how this city plays" card was shown (registry bits,
     * remembered as seen_cities=): it shows once. */
    uint32_t seen_cities;
    /* Online play (docs/ui.md): the port a hosted game listens on, the
     * address it binds ("" every IPv4 address), where the LAN query goes
     * ("" the broadcast address) and the address last joined. */
    int host_port;
    char host_address[48], lan_query[48], join_address[64];
    /* The name a guest joins with (online_name=; "" until the Online
     * screen first fills it): not seat 1's, which is the host's player. */
    char online_name[METRO_NAME_LEN];
} ui_setup;

enum { UI_SCALE_MIN = 80, UI_SCALE_MAX = 200, UI_SCALE_STEP = 10 };

/* The port of online play (docs/protocol.md; METRO_NET_DEFAULT_PORT). */
enum { METRO_ONLINE_PORT = 24960 };

void ui_setup_default(ui_setup *s);
/* The engine's configuration for this set-up (players, hand, variants,
 * modules and their options, seed). */
void ui_setup_config(const ui_setup *s, metro_config *cfg);
/* "all", "mine", "plain": the settings file's words for enum ui_line_colours. */
const char *ui_line_colours_name(int mode);
/* "auto", "on", "off": the settings file's words for enum ui_confirm_turn. */
const char *ui_confirm_turn_name(int mode);
/* "printed", "colour-blind", "high-contrast": the words for enum ui_palette
 * (settings file and --palette); NULL outside 0..UI_PALETTES-1. */
const char *ui_palette_name(int palette);
/* The palette a word names, or -1. */
int ui_palette_find(const char *name);
/* Strict settings file: unknown keys, bad numbers or names are errors
 * ("NAME:LINE: reason"); *s is changed only on success. */
int ui_setup_parse(ui_setup *s, const char *text, const char *name, char *err, size_t errlen);
/* Reads a regular file only (never blocks on a FIFO), then parses it. */
int ui_setup_load(ui_setup *s, const char *path, char *err, size_t errlen);
/* The settings text; 0 or -1 on a write error. */
int ui_setup_write(const ui_setup *s, FILE *f);
/* Written with the one atomic writer of src/common/file_io.h: 0, or the
 * cause of the failure as metro_file_write_atomic returns it. */
int ui_setup_save(const ui_setup *s, const char *path, char *err, size_t errlen);
