/* The hint (H): asked of the strongest computer player, shown, said once. */
#pragma once

#include "ui.h"

/* Asks for a hint in this position (the worker answers with purpose 1), or
 * shows again the one already given here. The caller checks ui_may_act. */
void ui_hint_start(ui_app *a);
/* The worker's answer for the position it was asked about: shown and logged. */
void ui_hint_answer(ui_app *a, const metro_move *m);
