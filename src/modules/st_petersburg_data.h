/* St. Petersburg's edition data (docs/rules.md §7.5): sights and chip values. */
#pragma once

enum { SPB_SIGHTS = 8, SPB_COLOURS = 8, SPB_CHIPS = 4 };

/* The sights, on the diagonal squares in docs/rules.md order. */
extern const char *const spb_sight_name[SPB_SIGHTS];
extern const signed char spb_sight_square[SPB_SIGHTS]; /* row * 8 + col */
/* The 4 chips of each tourist colour, ascending. */
extern const signed char spb_chip_value[SPB_COLOURS][SPB_CHIPS];
