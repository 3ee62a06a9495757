/* Template screen of the `null` module (every field optional): copy this
 * file to src/ui/modules/<id>.c, add the table to registry.c and fill in
 * what the module shows. A module without a screen gets the generic UI: a
 * button per module move, labelled with the engine's words for it. */
#include "ui_module.h"

const struct ui_module ui_module_null = {
    .id = "null",
};
