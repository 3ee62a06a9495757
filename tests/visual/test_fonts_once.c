/* The fonts are read once, when the drawing object is made: every size
 * then opens from memory (on the page each open from the file system was
 * many small reads through JS), so text still measures after the files
 * are gone. usage: test_fonts_once ASSETS_FONTS_DIR */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../check.h"
#include "core/draw.h"

static const char *const font_file[2] = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"};

static bool copy_file(const char *from, const char *to)
{
    size_t n = 0;
    void *data = SDL_LoadFile(from, &n);
    if (!data) return false;
    SDL_RWops *rw = SDL_RWFromFile(to, "wb");
    bool ok = rw && SDL_RWwrite(rw, data, 1, n) == n;
    if (rw) ok = SDL_RWclose(rw) == 0 && ok;
    SDL_free(data);
    return ok;
}

/* Measures words at sizes not opened before, with the font files removed. */
static void measure_without_files(const char *dir, char to[2][1200])
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = s ? SDL_CreateSoftwareRenderer(s) : NULL;
    char err[300] = "";
    ui_draw *d = r ? ui_draw_new(r, dir, err, sizeof err) : NULL;
    if (CHECK(d)) {
        for (int i = 0; i < 2; i++) CHECK(remove(to[i]) == 0);
        CHECK(ui_text_width(d, 0, 17, "Metro") > 0);
        CHECK(ui_text_width(d, 1, 23, "Metro") > 0);
        ui_draw_free(d);
    } else {
        printf("ui_draw_new: %s\n", err);
    }
    if (r) SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

int main(int argc, char **argv)
{
    char dir[] = "/tmp/metro-fonts-XXXXXX";
    if (!CHECK(argc == 2) || !CHECK(mkdtemp(dir))) return check_done();
    char from[1200], to[2][1200];
    for (int i = 0; i < 2; i++) {
        snprintf(from, sizeof from, "%s/%s", argv[1], font_file[i]);
        snprintf(to[i], sizeof to[i], "%s/%s", dir, font_file[i]);
        CHECK(copy_file(from, to[i]));
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (CHECK(SDL_Init(SDL_INIT_VIDEO) == 0) && CHECK(TTF_Init() == 0)) {
        measure_without_files(dir, to);
        TTF_Quit();
    }
    SDL_Quit();
    for (int i = 0; i < 2; i++) remove(to[i]);
    rmdir(dir);
    return check_done();
}
