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

/* Code ("de") and own name ("Deutsch") of language i, 0 <= i < UI_LANGUAGES. */
const char *ui_language_code(int i);
const char *ui_language_name(int i);
/* The language in use (0 English). */
int ui_i18n_current(void);
/* The first supported language of the system's preferred ones (LANGUAGE,
 * then LC_ALL, LC_MESSAGES or LANG as gettext reads them, then
 * SDL_GetPreferredLocales for systems without them), English when none is;
 * the locale need not be installed. */
const char *ui_i18n_system(void);

/* Switch to a language; false (English stays) with the reason in err when the
 * code is unknown or its catalogue is missing or broken. */
bool ui_i18n_use(const char *code, char *err, size_t errlen);
void ui_i18n_free(void);
/* The command line chose the language (--lang): settings and system yield. */
void ui_i18n_pin(void);
bool ui_i18n_pinned(void);

/* format_arg: the compiler checks a translated format against its arguments
 * as it would the English one. */
#ifdef __GNUC__
#define UI_FORMAT_ARG(...) __attribute__((__VA_ARGS__))
#else
#define UI_FORMAT_ARG(...)
#endif
const char *ui_tr(const char *msgid) UI_FORMAT_ARG(format_arg(1));
/* Singular or plural by the language's rule: ui_trn("%d tile", "%d tiles", n). */
const char *ui_trn(const char *one, const char *many, long n)
    UI_FORMAT_ARG(format_arg(1), format_arg(2));
