/* Screen of the Metro City New York module (docs/rules.md §7): a stub until the
 * city is written. */
#include "ui_module.h"

const struct ui_module ui_module_new_york = {
    .id = "new-york",
};
