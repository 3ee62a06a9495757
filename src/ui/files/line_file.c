/* The data folder's small text files, read line by line (line_file.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "file_io.h"
#include "files/line_file.h"

const char *ui_read_lines(const char *text, size_t len, ui_line_reader read, void *ctx, int *lines)
{
    *lines = 0;
    /* the splitter below relies on a '\n' before the first NUL */
    if (memchr(text, 0, len)) return "contains a NUL byte";
    char *copy = malloc(len + 1);
    if (!copy) return "out of memory";
    memcpy(copy, text, len);
    copy[len] = '\0';
    const char *bad = len && copy[len - 1] == '\n' ? NULL : "the last line is cut";
    int n = 0;
    for (char *line = copy; !bad && *line; n++) {
        char *end = strchr(line, '\n');
        *end = '\0';
        bad = read(ctx, line, n);
        line = end + 1;
    }
    free(copy);
    *lines = bad && n == 0 ? 1 : n; /* a cut first line is line 1 */
    return bad;
}

int ui_data_file_load(const char *path, size_t max, char **text, size_t *len, char *err,
                      size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT) return 1;
    char why[200];
    if (metro_file_read(path, max, text, len, why, sizeof why))
        return snprintf(err, errlen, "%s: %s", path, why), -1;
    return 0;
}
