/* Template screen of the `null` module (every field but id optional): a new
 * module <id> in the one module list (src/modules/meson.build) needs
 * src/ui/modules/<id with '_' for '-'>.c exporting ui_module_<same>; copy
 * this file and fill in what the module shows. Its moves get the generic
 * buttons unless it sets own_controls. */
#include "modules/ui_module.h"

const struct ui_module ui_module_null = {
    .id = "null",
};
