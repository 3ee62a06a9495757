/* Prints "WxH" of the X window titled NAME as the X server has it (not as SDL
 * believes): the check that F11 really sized the window (f11_test.sh). */
#include <X11/Xlib.h>
#include <stdio.h>
#include <string.h>

static Window find(Display *d, Window w, const char *name)
{
    char *title = NULL;
    if (XFetchName(d, w, &title) && title) {
        int same = strcmp(title, name) == 0;
        XFree(title);
        if (same) return w;
    }
    Window root, parent, *kids = NULL, found = 0;
    unsigned n = 0;
    if (!XQueryTree(d, w, &root, &parent, &kids, &n)) return 0;
    for (unsigned i = 0; i < n && !found; i++) found = find(d, kids[i], name);
    if (kids) XFree(kids);
    return found;
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: xwin-size WINDOW_TITLE\n"), 2;
    Display *d = XOpenDisplay(NULL);
    if (!d) return fprintf(stderr, "xwin-size: cannot open the display\n"), 1;
    Window w = find(d, DefaultRootWindow(d), argv[1]);
    XWindowAttributes at;
    if (!w || !XGetWindowAttributes(d, w, &at)) {
        fprintf(stderr, "xwin-size: no window titled '%s'\n", argv[1]);
        XCloseDisplay(d);
        return 1;
    }
    printf("%dx%d\n", at.width, at.height);
    XCloseDisplay(d);
    return 0;
}
