/* Screen of the Metro City Berlin module (docs/rules.md §7): a stub until the
 * city is written. */
#include "ui_module.h"

const struct ui_module ui_module_berlin = {
    .id = "berlin",
};
