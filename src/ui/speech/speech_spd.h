/* speech-dispatcher's client library, loaded at run time: the game starts
 * and runs without it (docs/ui.md, "Speech"). */
#pragma once

#include <stdbool.h>

typedef struct ui_spd ui_spd;

/* NULL when libspeechd or its daemon is not there (said once on stderr). */
ui_spd *ui_spd_open(void);
void ui_spd_close(ui_spd *s);
/* Says text in language `lang` ("de"); a newer text cuts an older one. */
void ui_spd_say(ui_spd *s, const char *lang, const char *text);
