/* The game's language: English built in, German, Dutch and French from the
 * gettext catalogues of po/ (read by mo_file.c, so no system locale is needed). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Mark a string for translation and translate it now / only mark it. */
#define _(s)  ui_tr(s)
#define N_(s) (s)

enum { UI_LANGUAGES = 4 };
/* Index of a supported code ("de", "de_AT", "nl-BE" all match), or -1. */
int ui_language_find(const char *code);

/* Switch to a language; false (English stays) with the reason in err when the
 * code is unknown or its catalogue is missing or broken. */
bool ui_i18n_use(const char *code, char *err, size_t errlen);
void ui_i18n_free(void);
/* The command line chose the language (--lang): settings and system yield. */
void ui_i18n_pin(void);
bool ui_i18n_pinned(void);

const char *ui_tr(const char *msgid);
/* Singular or plural by the language's rule: ui_trn("%d tile", "%d tiles", n). */
const char *ui_trn(const char *one, const char *many, long n);
