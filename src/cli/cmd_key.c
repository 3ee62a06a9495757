/* metro-cli key show|set FILE [CODE]: a player key file (key_file.h) as the
 * code a player copies to another computer, and a code taken from one. */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "key_file.h"

static int show(const char *path)
{
    uint8_t key[METRO_NET_TOKEN];
    char code[METRO_KEY_CODE + 1], err[1300];
    if (metro_key_load(path, key, code, err, sizeof err))
        return fprintf(stderr, "error: key: %s: %s\n", path, err), CLI_USAGE;
    printf("%s\n", code);
    return CLI_OK;
}

/* The file is written only once the code is known good: a bad one leaves it. */
static int set(const char *path, const char *text)
{
    uint8_t key[METRO_NET_TOKEN];
    char code[METRO_KEY_CODE + 1], err[1300];
    if (metro_key_from_code(text, key, err, sizeof err) != METRO_KEY_CODE_OK)
        return fprintf(stderr, "error: key: not a player code: %s\n", err), CLI_USAGE;
    if (metro_key_save(path, key, err, sizeof err))
        return fprintf(stderr, "error: key: %s: %s\n", path, err), CLI_USAGE;
    metro_key_code(key, code);
    printf("%s\n", code);
    return CLI_OK;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *pos[3];
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, NULL, 0, pos, 2, 3, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    if (!strcmp(pos[0], "show") && n_pos == 2) return show(pos[1]);
    if (!strcmp(pos[0], "set") && n_pos == 3) return set(pos[1], pos[2]);
    return cli_usage_error(cmd, "'show FILE' or 'set FILE CODE', not '%.20s' with %d argument%s",
                           pos[0], n_pos - 1, n_pos == 2 ? "" : "s");
}

const cli_command cli_cmd_key = {
    .name = "key",
    .usage = "show FILE | set FILE CODE",
    .help = "a player key file as the code to copy, or a code taken from another computer",
    .details = "show: prints the code of the player key in FILE (the file of --key-file and\n"
               "of the window's DATA/player-key.txt), making a new key when FILE does not\n"
               "exist. set: makes CODE (32 hex digits in either case; dashes and spaces\n"
               "ignored) the key in FILE, written atomically with mode 0600, and prints its\n"
               "code. A code that is not one: a message on stderr, exit 2, FILE unchanged.\n",
    .run = run,
};
