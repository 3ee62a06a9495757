/* Where the game's own files (fonts, sounds) are: beside the program when
 * installed, in the source tree when run from the build folder. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* The asset folder + "/" + leaf into out, in this order: $METRO_ASSETS; the
 * installed data folder found from the program's own place
 * (<bindir>/../share/metro, so an installed tree can be moved); the source
 * tree's assets/ the program was built from. False if none has `leaf`. */
bool ui_asset_path(const char *leaf, char *out, size_t n);
/* The rules reference (docs/rules.md), installed beside the assets, else the
 * source tree's; false if neither is there. */
bool ui_rules_path(char *out, size_t n);
/* The catalogue of language `lang` (<lang>/LC_MESSAGES/metro.mo) in the same
 * order: $METRO_LOCALEDIR, <bindir>/../share/locale, the build folder's po/. */
bool ui_locale_path(const char *lang, char *out, size_t n);
