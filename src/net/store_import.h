/* A data folder of the file store taken over by the SQLite store. */
#pragma once

#include "store.h"

/* Imports DIR's NAME.metro/NAME.seats files and DIR/finished/ into the
 * store, then removes them; the number of files taken over, or -1 with a
 * reason (nothing removed). */
int net_store_take_over(net_store *s, const char *dir, char *err, size_t errlen);
