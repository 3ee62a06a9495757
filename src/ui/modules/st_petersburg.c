/* Screen of Metro City city (docs/rules.md §7): tourists on the stations,
 * each seat's board, the end screen's city points. */
#include "ui_module.h"

const struct ui_module ui_module_st_petersburg = {
    .id = "st-petersburg",
};
