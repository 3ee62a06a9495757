/* GNU gettext .mo catalogues, read and searched without the C library's locale
 * machinery (no SDL here: the unit tests and the fuzzer use it). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct mo_catalog mo_catalog;

/* Checks and copies a whole .mo file; NULL with what is wrong in err. */
mo_catalog *mo_parse(const void *bytes, size_t size, char *err, size_t errlen);
void mo_free(mo_catalog *c);
/* The translation of msgid (plural form `form`, 0 for singular messages), or
 * NULL when the catalogue has none. */
const char *mo_find(const mo_catalog *c, const char *msgid, int form);
/* The number of messages (the header included) and message i's original or
 * translation, every plural form of it, NUL-separated, `len` bytes in all
 * (tests walk a whole catalogue: the fonts must draw every character). */
uint32_t mo_count(const mo_catalog *c);
const char *mo_message(const mo_catalog *c, uint32_t i, bool translated, size_t *len);
