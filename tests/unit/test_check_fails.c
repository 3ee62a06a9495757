/* Self-test of check.h: a failing check must make the program exit with 1. */
#include "check.h"

int main(void)
{
    CHECK_EQ(1 + 1, 2);
    CHECK_EQ(2 + 2, 5); /* deliberately false: meson expects this test to fail */
    return check_done() == 1 && check_failures() == 1 ? 1 : 0;
}
