/* Sound effects are loaded when first played, not when the game starts
 * (the page's start converted all ten to the device's rate). SDL's dummy
 * audio driver: no sound card needed. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <SDL.h>
#include <stdlib.h>

#include "../check.h"
#include "core/sound.h"

int main(void)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (CHECK(SDL_Init(0) == 0)) {
        ui_sound *s = ui_sound_new();
        if (CHECK(s)) {
            CHECK_EQ(ui_sound_loaded(s), 0);
            ui_sound_play(s, UI_SFX_LAY);
            CHECK_EQ(ui_sound_loaded(s), 1);
            ui_sound_play(s, UI_SFX_LAY);
            ui_sound_play(s, UI_SFX_ILLEGAL);
            CHECK_EQ(ui_sound_loaded(s), 2);
            CHECK_EQ(ui_sound_played(s, UI_SFX_LAY), 2);
            ui_sound_free(s);
        }
    }
    SDL_Quit();
    return check_done();
}
