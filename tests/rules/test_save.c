/* Save files (docs/save-format.md): exact round trip, strict errors with line numbers, the
 * checksum, atomic writes of regular files only. */
#define _XOPEN_SOURCE 700 /* mknod, mkfifo, symlink */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "file_io.h"

static metro_game g, h;

static char *to_text(const metro_game *game)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) abort();
    CHECK_EQ(metro_game_write(game, f), 0);
    fclose(f);
    return text;
}

static void new_game(int players, uint64_t seed)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.seed = seed;
    if (metro_game_new(&g, &cfg, NULL, 0) != METRO_OK) abort();
}

/* Loading `text` fails with exactly `want` (or, if want ends in '*', with that prefix),
 * with the problem those words name (the window tells players that one), and
 * leaves the game untouched. */
static void expect_error(const char *text, const char *want)
{
    static metro_game before;
    char err[512] = "";
    memcpy(&before, &h, sizeof h);
    int rc = metro_game_load_text(&h, text, "x.save", err, sizeof err);
    CHECK_MSG(rc != 0, want);
    int problem = strstr(want, "not a Metro save") ? METRO_LOAD_NOT_A_SAVE
                  : strstr(want, " is newer ")     ? METRO_LOAD_TOO_NEW
                  : strstr(want, "damaged")        ? METRO_LOAD_DAMAGED
                                                   : METRO_LOAD_INVALID;
    CHECK_EQ(rc, problem);
    size_t n = strlen(want);
    if (n && want[n - 1] == '*') {
        if (!CHECK_MSG(strncmp(err, want, n - 1) == 0, want)) fprintf(stderr, "  got: %s\n", err);
    } else {
        CHECK_STR(err, want);
    }
    CHECK(memcmp(&before, &h, sizeof h) == 0);
}

static const char *header = "metro-save 1\nplayers 2\nhand 1\nfree-orientation no\n"
                            "modules none\nseed 7\nseat 1 human A\nseat 2 human B\n";

static void test_errors(void)
{
    char text[1024], tile[5], other[5];
    new_game(2, 7);
    memcpy(&h, &g, sizeof g);
    expect_error("", "x.save:1: not a Metro save file (first line must be 'metro-save 2')");
    expect_error("metro-sav 1\n", "x.save:1: not a Metro save file*");
    expect_error("metro-save 3\n",
                 "x.save:1: save format version 3 is newer than this program reads (1 and 2)");
    expect_error("metro-save 2\nplayers 2\n", "x.save:3: damaged or truncated: no 'checksum'*");
    expect_error("metro-save 1\nplayers 9\n",
                 "x.save:2: players '9' is not a whole number from 1 to 6");
    expect_error("metro-save 1\nplayers 2\nhand 4\n", "x.save:3: *");
    expect_error("metro-save 1\nplayers 2\nhand 1\nfree-orientation maybe\n", "x.save:4: *");
    expect_error("metro-save 1\nplayers 2\nhand 1\nfree-orientation no\nmodules bogus\n",
                 "x.save:5: *");
    expect_error("metro-save 1\nplayers 2\nhand 1\nfree-orientation no\nmodules none\nseed -3\n",
                 "x.save:6: *");
    snprintf(text, sizeof text, "%scursor 0\n", header);
    expect_error(text, "x.save:10: file ends early: no 'end' line (truncated?)");
    snprintf(text, sizeof text, "%scursor 0\nend\nmore\n", header);
    expect_error(text, "x.save:11: text after 'end'");
    snprintf(text, sizeof text, "%scursor 0\nmove nonsense\nend\n", header);
    expect_error(text, "x.save:10: *");
    snprintf(text, sizeof text, "%scursor 1\nend\n", header);
    expect_error(text, "x.save:*");
    /* A tile the player to move does not hold; then a lay on an occupied square. */
    metro_tile_letters(g.state.hand[0][0], tile);
    metro_tile_letters(g.state.hand[0][0] == T("dddd") ? T("aaaa") : T("dddd"), other);
    snprintf(text, sizeof text, "%scursor 1\nmove %s00\nend\n", header, other);
    char want[256];
    snprintf(want, sizeof want, "x.save:10: tile %s is not in the hand of the player to move",
             other);
    expect_error(text, want);
    metro_move mv[METRO_MAX_MOVES];
    metro_legal_moves(&g.state, mv);
    metro_game_play(&g, &mv[0]);
    char first[8], second[5];
    metro_move_format(&g.initial, &mv[0], first, sizeof first);
    metro_tile_letters(g.state.hand[1][0], second);
    snprintf(text, sizeof text, "%scursor 2\nmove %s\nmove %s%c%c\nend\n", header, first, second,
             first[4], first[5]);
    snprintf(want, sizeof want, "x.save:11: illegal move '%s%c%c': square already holds a tile",
             second, first[4], first[5]);
    expect_error(text, want);
    /* Accepted variants: CRLF line ends and empty lines after 'end'. */
    snprintf(text, sizeof text, "%scursor 1\r\nmove %s\r\nend\r\n\n\n", header, first);
    char err[256] = "";
    CHECK_EQ(metro_game_load_text(&h, text, "x.save", err, sizeof err), 0);
    CHECK_EQ(h.n_moves, 1);
    CHECK(memcmp(&h.state, &g.state, sizeof g.state) == 0);
}

static void test_names_round_trip(void)
{
    new_game(4, 99);
    const char *names[4] = {" Bob", "Zo\xc3\xab", "1234567890123456789012345678901", "a\tb"};
    const char *back[4] = {" Bob", "Zo\xc3\xab", "1234567890123456789012345678901", "a?b"};
    for (int p = 0; p < 4; p++) snprintf(g.seat[p].name, METRO_NAME_LEN, "%s", names[p]);
    snprintf(g.seat[2].controller, METRO_CONTROLLER_LEN, "greedy");
    char *text = to_text(&g), err[256] = "";
    if (!CHECK_EQ(metro_game_load_text(&h, text, "n.save", err, sizeof err), 0)) {
        fprintf(stderr, "  %s\n", err);
    } else {
        for (int p = 0; p < 4; p++) CHECK_STR(h.seat[p].name, back[p]);
        CHECK_STR(h.seat[2].controller, "greedy");
        char *again = to_text(&h);
        CHECK_STR(again, text);
        free(again);
    }
    free(text);
}

static void test_files(void)
{
    char dir[] = "/tmp/metro-save-testXXXXXX", path[128], err[512] = "";
    if (!CHECK(mkdtemp(dir) != NULL)) return;
    snprintf(path, sizeof path, "%s/game.save", dir);
    new_game(3, 5);
    metro_rng rng;
    metro_rng_seed(&rng, 3);
    for (int i = 0; i < 30; i++) {
        metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&g.state, mv);
        metro_game_play(&g, &mv[metro_rng_below(&rng, (uint32_t)n)]);
    }
    metro_game_undo(&g); /* the redo tail is saved too */
    CHECK_EQ(metro_game_save(&g, path, err, sizeof err), 0);
    CHECK_EQ(metro_game_save(&g, path, err, sizeof err), 0); /* replaces */
    CHECK_EQ(metro_game_load(&h, path, err, sizeof err), 0);
    CHECK_EQ(h.cursor, g.cursor);
    CHECK_EQ(h.n_moves, g.n_moves);
    CHECK(memcmp(&h.state, &g.state, sizeof g.state) == 0);
    CHECK(metro_game_redo(&h));
    /* Only the save itself is left in the folder: no temporary files. */
    DIR *d = opendir(dir);
    int entries = 0;
    for (struct dirent *e; d && (e = readdir(d));) entries += e->d_name[0] != '.';
    if (d) closedir(d);
    CHECK_EQ(entries, 1);
    /* Whole-file problems are line 0. */
    char missing[160], bad[160];
    snprintf(missing, sizeof missing, "%s/none.save", dir);
    CHECK_EQ(metro_game_load(&h, missing, err, sizeof err), METRO_LOAD_UNREADABLE);
    CHECK(strncmp(err, missing, strlen(missing)) == 0 &&
          strncmp(err + strlen(missing), ":0: ", 4) == 0);
    snprintf(bad, sizeof bad, "%s/nul.save", dir);
    FILE *f = fopen(bad, "wb");
    fwrite("metro-save 1\n\0x\n", 1, 16, f);
    fclose(f);
    CHECK_EQ(metro_game_load(&h, bad, err, sizeof err), METRO_LOAD_NOT_A_SAVE);
    CHECK(strstr(err, ":0: ") != NULL);
    /* A folder that does not exist: an error naming the path. */
    snprintf(missing, sizeof missing, "%s/no/such/dir/x.save", dir);
    CHECK_EQ(metro_game_save(&g, missing, err, sizeof err), ENOENT); /* the cause, for words */
    CHECK(strstr(err, missing) != NULL);
    unlink(bad);
    unlink(path);
    rmdir(dir);
}

/* Two equal tiles in hand (or, with free orientation, two rotations of one
 * tile): laying the second one must still save and load to the same game,
 * though the move text "ttttRC" does not say which slot it came from. */
static void test_equal_tiles_in_hand(void)
{
    for (int fr = 0; fr < 2; fr++) {
        int found = 0;
        for (uint64_t seed = 1; seed < 5000 && !found; seed++) {
            metro_config cfg;
            metro_config_default(&cfg, 2);
            cfg.hand_size = 2;
            cfg.free_orientation = fr;
            cfg.seed = seed;
            metro_game_new(&g, &cfg, NULL, 0);
            int a = g.state.hand[0][0], b = g.state.hand[0][1];
            if (fr ? a == b || metro_tile_class(a) != metro_tile_class(b) : a != b) continue;
            found = 1;
            metro_move m = lay(b, 0, 0, 1);
            int sq = 0;
            while (sq < 64 && (m.sq = (uint8_t)sq, metro_move_check(&g.state, &m, NULL, 0))) sq++;
            if (!CHECK(sq < 64)) break;
            CHECK_EQ(metro_game_play(&g, &m), METRO_OK);
            char *text = to_text(&g), err[256] = "";
            if (CHECK_EQ(metro_game_load_text(&h, text, "d.save", err, sizeof err), 0)) {
                CHECK(memcmp(&h.state, &g.state, sizeof g.state) == 0);
                CHECK(memcmp(h.moves, g.moves, sizeof g.moves[0]) == 0);
            }
            free(text);
        }
        CHECK(found);
    }
}

/* A whole game with random legal moves (module moves included) to its end. */
static void play_out(metro_game *game, const metro_config *cfg, uint64_t seed)
{
    if (metro_game_new(game, cfg, NULL, 0) != METRO_OK) abort();
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    while (!metro_over(&game->state)) {
        metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&game->state, mv);
        if (n <= 0 || metro_game_play(game, &mv[metro_rng_below(&rng, (uint32_t)n)])) abort();
    }
}

/* Every one-byte change of a real save is refused, or loads as the same game
 * (e.g. "\n" -> "\r\n" cannot happen in one byte, but a trailing '\r' after
 * 'end' is tolerated). Version 1 saves accepted 1,690 of 51,313 such changes,
 * most of them in names. */
static void test_every_byte_change(void)
{
    metro_config cfg[2];
    metro_config_default(&cfg[0], 3);
    cfg[0].hand_size = 2;
    metro_config_default(&cfg[1], 4);
    char why[200];
    CHECK_EQ(metro_modules_parse("shares,central-stations", &cfg[1].modules, why, sizeof why), 0);
    for (int k = 0; k < 2; k++) {
        play_out(&g, &cfg[k], 40 + (uint64_t)k);
        snprintf(g.seat[0].name, METRO_NAME_LEN, "Zo\xc3\xab Ada-%d", k);
        metro_game_seek(&g, g.n_moves - 3); /* a redo tail too */
        char *text = to_text(&g), err[512];
        size_t n = strlen(text);
        long changes = 0, same = 0, wrong = 0;
        for (size_t i = 0; i < n; i++) {
            char keep = text[i];
            for (int b = 1; b < 256; b++) {
                if (b == (unsigned char)keep) continue;
                text[i] = (char)b;
                changes++;
                if (metro_game_load_text(&h, text, "b.save", err, sizeof err) != 0) continue;
                text[i] = keep;
                char *again = to_text(&h);
                if (strcmp(again, text) == 0)
                    same++;
                else if (wrong++ < 3)
                    fprintf(stderr, "  byte %zu -> %d accepted as a different game\n", i, b);
                free(again);
            }
            text[i] = keep;
        }
        printf("save %d: %zu bytes, %ld one-byte changes, %ld accepted as the same game, %ld as "
               "a different one\n",
               k, n, changes, same, wrong);
        CHECK_EQ(wrong, 0);
        CHECK(changes > 100000);
        /* Damage is reported as damage, at the checksum line. */
        text[n / 2] = text[n / 2] == 'x' ? 'y' : 'x';
        CHECK_EQ(metro_game_load_text(&h, text, "b.save", err, sizeof err), METRO_LOAD_DAMAGED);
        CHECK(strstr(err, ": damaged: ") != NULL);
        free(text);
    }
}

static void test_checksum(void)
{
    CHECK_EQ(metro_save_crc32("123456789", 9), 0xcbf43926u); /* the CRC-32 check value */
    CHECK_EQ(metro_save_crc32("", 0), 0);
    /* A version 1 file (the same game without the checksum line) still loads. */
    new_game(3, 11);
    metro_move mv[METRO_MAX_MOVES];
    for (int i = 0; i < 12; i++) {
        metro_legal_moves(&g.state, mv);
        metro_game_play(&g, &mv[0]);
    }
    char *text = to_text(&g), err[512] = "";
    CHECK(strncmp(text, "metro-save 2\n", 13) == 0);
    char *sum = strstr(text, "\nchecksum ");
    if (!CHECK(sum != NULL)) return;
    memmove(sum + 1, sum + 19, strlen(sum + 19) + 1); /* drop "checksum 8hex\n" */
    text[11] = '1';
    if (!CHECK_EQ(metro_game_load_text(&h, text, "v1.save", err, sizeof err), 0))
        fprintf(stderr, "  %s\n", err);
    CHECK(memcmp(&h.state, &g.state, sizeof g.state) == 0);
    CHECK_EQ(h.n_moves, 12);
    /* A checksum line in a version 1 file is an error, not ignored. */
    free(text);
    text = to_text(&g);
    text[11] = '1';
    CHECK(metro_game_load_text(&h, text, "v1.save", err, sizeof err) != 0);
    free(text);
}

static int count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    int entries = 0;
    for (struct dirent *e; d && (e = readdir(d));) entries += e->d_name[0] != '.';
    if (d) closedir(d);
    return entries;
}

static void make_old(const char *path, const char *dir, const char *leaf, long age)
{
    char p[256];
    snprintf(p, sizeof p, "%s/%s", dir, leaf);
    FILE *f = fopen(p, "w");
    if (f) fputs("partial", f), fclose(f);
    struct timespec t[2];
    clock_gettime(CLOCK_REALTIME, &t[0]);
    t[0].tv_sec -= age, t[1] = t[0];
    utimensat(AT_FDCWD, p, t, 0);
    (void)path;
}

static bool exists(const char *dir, const char *leaf)
{
    char p[256];
    snprintf(p, sizeof p, "%s/%s", dir, leaf);
    return access(p, F_OK) == 0;
}

/* Saving writes regular files only: a symlink's target is replaced (the link
 * stays), a folder, FIFO or device is refused and left as it was; loading
 * refuses them too, without blocking on a FIFO. */
static void test_special_paths(void)
{
    char dir[] = "/tmp/metro-special-XXXXXX", p[160], q[160], err[512] = "";
    if (!CHECK(mkdtemp(dir) != NULL)) return;
    new_game(2, 3);
    struct stat st;
    /* symlink -> target.save (relative, not yet there), then replaced again */
    snprintf(p, sizeof p, "%s/link.save", dir);
    snprintf(q, sizeof q, "%s/target.save", dir);
    CHECK_EQ(symlink("target.save", p), 0);
    for (int i = 0; i < 2; i++) {
        if (!CHECK_EQ(metro_game_save(&g, p, err, sizeof err), 0)) fprintf(stderr, "  %s\n", err);
        CHECK(lstat(p, &st) == 0 && S_ISLNK(st.st_mode));
        CHECK(lstat(q, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 100);
        CHECK_EQ(metro_game_load(&h, p, err, sizeof err), 0);
    }
    /* FIFO, folder, device: refused when saving, with what it is. */
    const char *what[3] = {"a FIFO", "a folder", "a character device"};
    for (int k = 0; k < 3; k++) {
        snprintf(p, sizeof p, "%s/special%d", dir, k);
        int made = k == 0   ? mkfifo(p, 0600)
                   : k == 1 ? mkdir(p, 0700)
                            : mknod(p, S_IFCHR | 0600, makedev(1, 3)); /* like /dev/null */
        if (k == 2 && made != 0 && errno == EPERM) continue; /* not root: no device to test */
        if (!CHECK_EQ(made, 0)) continue;
        CHECK_EQ(metro_game_save(&g, p, err, sizeof err), METRO_FILE_NOT_REGULAR);
        CHECK(strstr(err, what[k]) != NULL && strstr(err, p) == err);
        CHECK(lstat(p, &st) == 0 && !S_ISREG(st.st_mode)); /* left alone */
        /* Loading: refused at once (a FIFO without a writer would block a read). */
        CHECK(metro_game_load(&h, p, err, sizeof err) != 0);
        CHECK(strstr(err, ":0: cannot open: it is ") != NULL && strstr(err, what[k]) != NULL);
        /* A symlink to it is refused the same way. */
        snprintf(q, sizeof q, "%s/to-special%d", dir, k);
        CHECK_EQ(symlink(p, q), 0);
        CHECK_EQ(metro_game_save(&g, q, err, sizeof err), METRO_FILE_NOT_REGULAR);
        CHECK(lstat(p, &st) == 0 && !S_ISREG(st.st_mode));
        CHECK(lstat(q, &st) == 0 && S_ISLNK(st.st_mode));
        unlink(q);
        k == 1 ? rmdir(p) : unlink(p);
    }
    unlink(p);
    /* Two links naming each other: the cause is a loop, and nothing is written. */
    snprintf(p, sizeof p, "%s/loop-a", dir);
    snprintf(q, sizeof q, "%s/loop-b", dir);
    CHECK(symlink("loop-b", p) == 0 && symlink("loop-a", q) == 0);
    CHECK_EQ(metro_game_save(&g, p, err, sizeof err), ELOOP);
    unlink(p), unlink(q);
    snprintf(p, sizeof p, "%s/link.save", dir), unlink(p);
    snprintf(p, sizeof p, "%s/target.save", dir), unlink(p);
    CHECK_EQ(count_entries(dir), 0);
    rmdir(dir);
}

/* Temporary files of killed saves: an old one of the same file goes with the
 * next save; fresh ones (a save running elsewhere) and other names stay. */
static void test_stale_temps(void)
{
    char dir[] = "/tmp/metro-stale-XXXXXX", p[160], err[512] = "";
    if (!CHECK(mkdtemp(dir) != NULL)) return;
    make_old(p, dir, "k.save.tmpAb3xYz", 3600);
    make_old(p, dir, "k.save.tmpFresh1", 0);
    make_old(p, dir, "other.save.tmpAb3xYz", 3600);
    make_old(p, dir, "k.save.tmp", 3600);
    make_old(p, dir, "k.save.tmpAb3x-z", 3600);
    new_game(2, 3);
    snprintf(p, sizeof p, "%s/k.save", dir);
    CHECK_EQ(metro_game_save(&g, p, err, sizeof err), 0);
    CHECK(!exists(dir, "k.save.tmpAb3xYz"));
    CHECK(exists(dir, "k.save.tmpFresh1"));
    CHECK(exists(dir, "other.save.tmpAb3xYz"));
    CHECK(exists(dir, "k.save.tmp") && exists(dir, "k.save.tmpAb3x-z"));
    /* A whole folder (the game's own, at start): every old temp of any name. */
    CHECK_EQ(metro_file_remove_stale(dir, NULL, METRO_FILE_STALE_AGE), 1);
    CHECK(!exists(dir, "other.save.tmpAb3xYz") && exists(dir, "k.save.tmpFresh1"));
    CHECK_EQ(count_entries(dir), 4);
    const char *left[4] = {"k.save", "k.save.tmpFresh1", "k.save.tmp", "k.save.tmpAb3x-z"};
    for (int i = 0; i < 4; i++) snprintf(p, sizeof p, "%s/%s", dir, left[i]), unlink(p);
    rmdir(dir);
}

int main(void)
{
    test_checksum();
    test_special_paths();
    test_stale_temps();
    test_every_byte_change();
    test_equal_tiles_in_hand();
    test_errors();
    test_names_round_trip();
    test_files();
    return check_done();
}
