/* speech-dispatcher through libspeechd, found with dlopen at run time: no
 * build or package dependency, and a machine without it plays silently. */
#include "speech/speech_spd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef __EMSCRIPTEN__
#include <dlfcn.h>
#endif

/* The four calls used, as libspeechd.h declares them (the header is not
 * needed: SPDConnection is only passed back, the enums are ints). */
enum { SPD_MODE_SINGLE = 0, SPD_TEXT = 3 };
typedef void *(*spd_open_fn)(const char *client, const char *connection, const char *user,
                             int mode);
typedef int (*spd_say_fn)(void *conn, int priority, const char *text);
typedef int (*spd_set_language_fn)(void *conn, const char *language);
typedef void (*spd_close_fn)(void *conn);

struct ui_spd {
    void *lib, *conn;
    spd_say_fn say;
    spd_set_language_fn set_language;
    spd_close_fn close;
    char lang[8];
};

#ifndef __EMSCRIPTEN__
/* dlsym's object pointer to a function pointer: copied, not cast (ISO C has
 * no such conversion; POSIX guarantees the bytes). */
static bool find(void *lib, const char *name, void *fn, size_t size)
{
    void *p = dlsym(lib, name);
    if (p) memcpy(fn, &p, size);
    return p != NULL;
}
#endif

ui_spd *ui_spd_open(void)
{
#ifdef __EMSCRIPTEN__
    return NULL; /* the page speaks through its live region */
#else
    /* METRO_SPEECHD names another library (tests: one that is not there) */
    const char *name = getenv("METRO_SPEECHD");
    void *lib = dlopen(name ? name : "libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib && !name) lib = dlopen("libspeechd.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "metro: no speech: libspeechd (speech-dispatcher) is not installed\n");
        return NULL;
    }
    ui_spd *s = calloc(1, sizeof *s);
    spd_open_fn open = NULL;
    bool ok = s && find(lib, "spd_open", &open, sizeof open) &&
              find(lib, "spd_say", &s->say, sizeof s->say) &&
              find(lib, "spd_set_language", &s->set_language, sizeof s->set_language) &&
              find(lib, "spd_close", &s->close, sizeof s->close);
    if (ok) s->conn = open("metro", "main", NULL, SPD_MODE_SINGLE);
    if (!ok || !s->conn) {
        fprintf(stderr, "metro: no speech: %s\n",
                ok ? "speech-dispatcher does not answer" : "libspeechd lacks spd_open/spd_say");
        free(s);
        dlclose(lib);
        return NULL;
    }
    s->lib = lib;
    return s;
#endif
}

void ui_spd_close(ui_spd *s)
{
    if (!s) return;
#ifndef __EMSCRIPTEN__
    s->close(s->conn);
    dlclose(s->lib);
#endif
    free(s);
}

void ui_spd_say(ui_spd *s, const char *lang, const char *text)
{
    if (!s) return;
    if (strcmp(s->lang, lang)) { /* the language changed (or the first message) */
        s->set_language(s->conn, lang);
        snprintf(s->lang, sizeof s->lang, "%s", lang);
    }
    s->say(s->conn, SPD_TEXT, text);
}
