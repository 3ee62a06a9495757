/* Screen of the Metro City St. Petersburg module (docs/rules.md §7): a stub until the
 * city is written. */
#include "ui_module.h"

const struct ui_module ui_module_st_petersburg = {
    .id = "st-petersburg",
};
