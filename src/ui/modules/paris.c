/* Screen of the Metro City Paris module (docs/rules.md §7): a stub until the
 * city is written. */
#include "ui_module.h"

const struct ui_module ui_module_paris = {
    .id = "paris",
};
