/* One place that includes SDL2 and its companions. */
#pragma once

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
