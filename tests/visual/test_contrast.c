/* The contrast rule of `metro --check-text` (issue 38): a text drawn on a
 * ground it does not stand out from is counted, whether drawn at once or
 * recorded and played (the layout pass); one that reads is not; the high
 * contrast threshold (7:1) is stricter than the normal one (4.5:1); an
 * inactive control's label is not asked (WCAG 1.4.3). Also the ratio
 * itself against WCAG's published figures.
 * Offscreen (SDL's dummy video driver, a software renderer), no window.
 * usage: test_contrast */
#include <math.h>

#include "../check.h"
#include "core/app.h"
#include "core/theme.h"

enum { W = 400, H = 120 };

/* One word on a cream card in colour c, with the check at min_ratio;
 * recorded into a list and played when `recorded`. Returns the failures. */
static int word_on_card(ui_draw *d, ui_colour c, float min_ratio, bool recorded, bool inactive,
                        char *what, size_t n)
{
    ui_text_contrast_watch(d, min_ratio);
    ui_fill_rect(d, 0, 0, W, H, UI_RGB(0xF4EEDF));
    ui_draw_list *l = recorded ? ui_draw_list_new() : NULL;
    if (l) ui_draw_record(d, l);
    bool was = ui_text_inactive(d, inactive);
    ui_text(d, UI_BOLD, 24, 20, 30, UI_LEFT, c, "Planted words");
    ui_text_inactive(d, was);
    if (l) {
        ui_draw_record(d, NULL);
        ui_draw_list_play(d, l);
        ui_draw_list_free(l);
    }
    int k = ui_text_contrast_failures(d, what, n);
    ui_text_contrast_watch(d, 0);
    return k;
}

static void check_ratio(void)
{
    /* WCAG: black on white is 21:1, #777777 on white about 4.48:1 */
    double white = ui_luminance(255, 255, 255), black = ui_luminance(0, 0, 0);
    CHECK(fabs(ui_contrast_ratio(white, black) - 21.0) < 0.01);
    CHECK(fabs(ui_contrast_ratio(ui_luminance(0x77, 0x77, 0x77), white) - 4.48) < 0.01);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "test_contrast: %s\n", SDL_GetError());
        return 1;
    }
    check_ratio();
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char err[300];
    ui_app *a = r ? ui_app_new(r, err, sizeof err) : NULL;
    if (!CHECK(a != NULL)) return check_done();
    ui_draw *d = a->res.d;
    char what[200];
    for (int rec = 0; rec < 2; rec++) {
        /* the old placeholder grey on the card: 2.2:1 */
        CHECK_EQ(word_on_card(d, UI_RGB(0xB8AE9A), 4.5f, rec, false, what, sizeof what), 1);
        CHECK_MSG(strstr(what, "Planted words") != NULL, what);
        CHECK_EQ(word_on_card(d, UI_INK, 4.5f, rec, false, what, sizeof what), 0);
        /* the old dim (4.1:1) fails the normal rule; the new one (5.7:1) only the high one */
        CHECK_EQ(word_on_card(d, UI_RGB(0x7A7264), 4.5f, rec, false, what, sizeof what), 1);
        CHECK_EQ(word_on_card(d, UI_RGB(0x645C50), 4.5f, rec, false, what, sizeof what), 0);
        CHECK_EQ(word_on_card(d, UI_RGB(0x645C50), 7.0f, rec, false, what, sizeof what), 1);
        /* a see-through ink is what it looks like: ink at a fifth is faint */
        CHECK_EQ(word_on_card(d, UI_RGBA(0x26221C, 50), 4.5f, rec, false, what, sizeof what), 1);
        /* a disabled button's label is not asked */
        CHECK_EQ(word_on_card(d, UI_RGB(0xB8AE9A), 4.5f, rec, true, what, sizeof what), 0);
        /* off: nothing counted */
        CHECK_EQ(word_on_card(d, UI_RGB(0xB8AE9A), 0, rec, false, what, sizeof what), 0);
    }
    ui_app_free(a);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return check_done();
}
