/* Reading a --script file into checked commands: bounded in size, lines and
 * line length, every command known before the window opens. */
#include "harness/script_file.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_io.h"

/* The commands (script.h describes them) and what follows the name:
 * none, an optional argument, or a required one. */
enum arg_kind { ARG_NONE, ARG_OPTIONAL, ARG_REQUIRED, ARG_MS };
static const struct {
    const char *name;
    enum arg_kind arg;
} commands[] = {
    {"wait", ARG_MS},
    {"wait-human", ARG_NONE},
    {"button", ARG_REQUIRED},
    {"key", ARG_REQUIRED},
    {"type", ARG_REQUIRED},
    {"lay", ARG_OPTIONAL},
    {"hover", ARG_REQUIRED},
    {"hit", ARG_REQUIRED},
    {"expect", ARG_REQUIRED},
    {"module-buttons", ARG_NONE},
    {"report", ARG_NONE},
    {"report-layout", ARG_NONE},
    {"report-clipboard", ARG_NONE},
    {"quit", ARG_NONE},
    {"play-on", ARG_OPTIONAL},
    {"report-final", ARG_NONE},
    {"report-record", ARG_NONE},
    {"key-lay", ARG_OPTIONAL},
    {"tab-to", ARG_REQUIRED},
    {"focus-walk", ARG_REQUIRED},
    {"key-play-on", ARG_OPTIONAL},
    {"keys-only", ARG_NONE},
    {"report-scale", ARG_NONE},
    {"hover-station", ARG_REQUIRED},
    {"click", ARG_REQUIRED},
    {"wheel", ARG_REQUIRED},
};
enum { MAX_WAIT_MS = 600000 }; /* ten minutes: longer is a mistake */

/* NULL when `cmd` is a command with the argument it needs, else why not. */
static const char *check_command(const char *cmd)
{
    size_t len = strcspn(cmd, " ");
    const char *arg = cmd[len] ? cmd + len + 1 : NULL;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strlen(commands[i].name) != len || strncmp(commands[i].name, cmd, len)) continue;
        switch (commands[i].arg) {
        case ARG_NONE:
            return arg ? "takes no argument" : NULL;
        case ARG_OPTIONAL:
            return NULL;
        case ARG_REQUIRED:
            return arg && arg[0] ? NULL : "needs an argument";
        case ARG_MS: {
            long ms = 0;
            for (const char *p = arg; p && *p && ms <= MAX_WAIT_MS; p++)
                ms = *p >= '0' && *p <= '9' ? ms * 10 + (*p - '0') : MAX_WAIT_MS + 1;
            return arg && arg[0] && ms <= MAX_WAIT_MS ? NULL : "needs milliseconds, 0 to 600000";
        }
        }
    }
    return "is not a command";
}

__attribute__((format(printf, 3, 4))) static bool refuse(char *err, size_t errlen, const char *fmt,
                                                         ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (errlen) vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return true;
}

void ui_script_lines_free(ui_script_lines *l)
{
    free(l->buf);
    free(l->line);
    free(l->line_no);
    *l = (ui_script_lines){0};
}

int ui_script_parse(const char *text, size_t len, const char *name, ui_script_lines *out, char *err,
                    size_t errlen)
{
    *out = (ui_script_lines){0};
    int lines = 1;
    for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
    int cap = lines < UI_SCRIPT_MAX_COMMANDS + 1 ? lines : UI_SCRIPT_MAX_COMMANDS + 1;
    out->buf = malloc(len + 1); /* each line and its NUL take at most what it took in text */
    out->line = malloc((size_t)cap * sizeof *out->line);
    out->line_no = malloc((size_t)cap * sizeof *out->line_no);
    if (!out->buf || !out->line || !out->line_no) {
        ui_script_lines_free(out);
        return refuse(err, errlen, "%s: out of memory", name), -1;
    }
    bool bad = false;
    size_t at = 0, used = 0;
    for (int no = 1; at < len && !bad; no++) {
        const char *src = text + at, *nl = memchr(src, '\n', len - at);
        size_t n = nl ? (size_t)(nl - src) : len - at;
        at += n + (nl != NULL);
        if (memchr(src, 0, n)) {
            bad = refuse(err, errlen, "%s:%d: a NUL byte: not a script", name, no);
            break;
        }
        if (n && src[n - 1] == '\r') n--;
        if (n > UI_SCRIPT_MAX_LINE) {
            bad = refuse(err, errlen, "%s:%d: longer than %d bytes", name, no, UI_SCRIPT_MAX_LINE);
            break;
        }
        for (size_t i = 0; i < n && !bad; i++) /* a stray CR, ESC, tab: no script has them */
            if ((unsigned char)src[i] < 0x20 || src[i] == 0x7f)
                bad = refuse(err, errlen, "%s:%d: a control character (\\x%02x)", name, no,
                             (unsigned char)src[i]);
        if (bad) break;
        if (!n || src[0] == '#') continue;
        char *line = out->buf + used;
        memcpy(line, src, n);
        line[n] = 0;
        used += n + 1;
        const char *why = check_command(line);
        if (out->n == UI_SCRIPT_MAX_COMMANDS)
            bad = refuse(err, errlen, "%s:%d: more than %d commands", name, no,
                         UI_SCRIPT_MAX_COMMANDS);
        else if (why)
            bad = refuse(err, errlen, "%s:%d: '%.60s' %s", name, no, line, why);
        else
            out->line_no[out->n] = no, out->line[out->n++] = line;
    }
    if (!bad) return 0;
    ui_script_lines_free(out);
    return -1;
}

int ui_script_read(const char *path, ui_script_lines *out, char *err, size_t errlen)
{
    char *text = NULL, why[300];
    size_t len = 0;
    *out = (ui_script_lines){0};
    if (metro_file_read_stream(path, UI_SCRIPT_MAX_BYTES, &text, &len, why, sizeof why))
        return refuse(err, errlen, "%s: %s", path, why), -1;
    int rc = ui_script_parse(text, len, path, out, err, errlen);
    free(text);
    return rc;
}
