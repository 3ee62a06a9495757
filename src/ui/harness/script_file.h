/* Reading a --script file into checked commands (no SDL: the fuzz target links it alone). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Limits: a script is a test's input, small; anything past them is refused. */
enum { UI_SCRIPT_MAX_BYTES = 65536, UI_SCRIPT_MAX_COMMANDS = 2048, UI_SCRIPT_MAX_LINE = 255 };

typedef struct ui_script_lines {
    char *buf;         /* the commands, NUL-terminated, one after another */
    const char **line; /* n commands (comments and blank lines left out) */
    int *line_no;      /* the file's line number of each, for messages */
    int n;
} ui_script_lines;

/* Splits `text` (len bytes, may hold NULs) into commands: one a line, '#'
 * comments and blank lines skipped, '\r' before '\n' dropped. Refused, with
 * "NAME:LINE: reason" in err and -1: a NUL byte or another control
 * character (a stray '\r', ESC, tab), a line longer than
 * UI_SCRIPT_MAX_LINE bytes, more than UI_SCRIPT_MAX_COMMANDS commands, or a
 * line that is not a command (the list in script.c) with the argument its
 * command needs. 0 and `out` filled (free it) when accepted. */
int ui_script_parse(const char *text, size_t len, const char *name, ui_script_lines *out, char *err,
                    size_t errlen);
/* Reads and parses the script at `path`: a regular file or a pipe (/dev/stdin)
 * of at most UI_SCRIPT_MAX_BYTES; a folder or device (/dev/zero) is refused
 * at once ("PATH: reason"). */
int ui_script_read(const char *path, ui_script_lines *out, char *err, size_t errlen);
void ui_script_lines_free(ui_script_lines *l);
