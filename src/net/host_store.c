/* The host's tables in the store (docs/protocol.md "Saves"): per table its
 * game in the save format (metro-server --export writes it for metro-cli
 * replay and the window) and its seats text, what only the host needs (seat
 * tokens, who sits where, the owner). Both are written after every change
 * by the saver thread, and read back when a host starts, so it resumes
 * every table. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "host_internal.h"
#include "file_io.h"
#include "hex.h"
#include "store_import.h"

#define SEATS_MAGIC "metro-seats 2" /* 2: a deadline and an invitation; 1 is read too */
enum { SEATS_MAX_BYTES = 1 << 14 };

static const char *const kind_word[] = {"open", "human", "computer"};

/* ---- Writing ---------------------------------------------------------------------------- */

static char *seats_text(const host_table *t, size_t *len)
{
    char *text = NULL, hex[2 * METRO_NET_TOKEN + 1];
    FILE *f = open_memstream(&text, len);
    if (!f) return NULL;
    fprintf(f, SEATS_MAGIC "\nstarted %s\nowner %d\ngrace %d\nseed-given %s\n",
            t->state != METRO_TABLE_LOBBY ? "yes" : "no", t->owner + 1, t->grace_s,
            t->seed_given ? "yes" : "no");
    fprintf(f, "deadline %d\ninvite %s\n", t->deadline_h, t->private_table ? t->invite : "-");
    for (int p = 0; p < t->game->cfg.players; p++) {
        const host_seat *s = &t->seat[p];
        host_key_hex(s->token, hex);
        fprintf(f, "seat %d %s %s %s\n", p + 1, kind_word[s->kind],
                s->kind == METRO_SEAT_HUMAN ? hex : "-",
                s->kind == METRO_SEAT_HUMAN      ? s->name
                : s->kind == METRO_SEAT_COMPUTER ? s->ai
                                                 : "-");
    }
    for (int p = 0; p < t->game->cfg.players; p++) /* who the keyed players are */
        if (t->seat[p].keyed) {
            host_key_hex(t->seat[p].key, hex);
            fprintf(f, "player %d %s\n", p + 1, hex);
        }
    fflush(f);
    fprintf(f, "checksum %08" PRIx32 "\nend\n", metro_save_crc32(text, *len));
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* Only moves were played since the last save (no undo, no seats), and
 * their texts are at hand: they are appended, not the whole game. */
static bool appendable(const host_table *t)
{
    int n = t->game->cursor - t->moves_saved;
    return t->epoch == t->epoch_saved && n >= 0 && n <= HOST_RECENT_MOVES &&
           t->game->cursor == t->game->n_moves && t->appended + n <= HOST_APPEND_MAX;
}

static char *moves_text(const host_table *t, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f) return NULL;
    for (int i = t->moves_saved; i < t->game->cursor; i++)
        fprintf(f, "%s\n", t->recent[i % HOST_RECENT_MOVES]);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

void host_request_saves(metro_host *h)
{
    int keep = 0;
    for (int i = 0; i < h->n_dirty; i++) {
        host_table *t = h->dirty[i];
        if (t->version <= t->saved) {
            t->dirty_listed = false;
            continue;
        }
        if (t->saving || h->now < t->retry_at) { /* one save at a time per table */
            h->dirty[keep++] = t;
            continue;
        }
        /* The seats only when who sits where changed; the moves since the
         * last save appended, unless the record changed otherwise. */
        bool seats = t->seats_version != t->seats_saved;
        net_save_job job = {.serial = t->serial, .version = t->version};
        snprintf(job.name, sizeof job.name, "%s", t->name);
        job.text[0] = seats ? seats_text(t, &job.len[0]) : NULL;
        job.append = !seats && appendable(t);
        job.first = t->moves_saved;
        job.text[1] =
            job.append ? moves_text(t, &job.len[1]) : net_store_game_text(t->game, &job.len[1]);
        if ((seats && !job.text[0]) || !job.text[1] || !net_saver_submit(h->saver, &job)) {
            if (job.text[1] && (!seats || job.text[0]))
                job.text[0] = job.text[1] = NULL; /* freed */
            free(job.text[0]), free(job.text[1]);
            t->retry_at = h->now + 1000;
            h->dirty[keep++] = t;
            continue;
        }
        t->saving = t->version;
        t->seats_saving = t->seats_version;
        t->moves_saving = t->game->cursor;
        t->epoch_saving = t->epoch;
        t->appended_saving = job.append ? t->appended + (t->game->cursor - t->moves_saved) : 0;
        t->dirty_listed = false;
    }
    h->n_dirty = keep;
}

void host_take_saves(metro_host *h)
{
    net_save_done done[64];
    int n;
    while ((n = net_saver_take(h->saver, done, 64)) > 0)
        for (int i = 0; i < n; i++) {
            host_table *t = host_find_serial(h, done[i].serial);
            if (!t) continue;
            t->saving = 0;
            if (done[i].ok) {
                if (done[i].version > t->saved) t->saved = done[i].version;
                t->seats_saved = t->seats_saving;
                t->moves_saved = t->moves_saving;
                t->epoch_saved = t->epoch_saving;
                t->appended = t->appended_saving;
                t->failures = 0;
                h->stats.saves++;
                host_flush(h, t);
            } else {
                host_log(h, "table %s: not saved (trying again): %s", t->name, done[i].err);
                t->retry_at = h->now + 1000;
                t->failures++;
            }
            if (t->version > t->saved) host_mark_dirty(h, t);
        }
}

/* Every table with a change to save has failed twice since the stop began
 * (a second apart), and nothing is being written: the disk is not coming
 * back in time. */
static bool saves_failing(metro_host *h)
{
    if (net_saver_busy(h->saver)) return false;
    for (int i = 0; i < h->n_dirty; i++)
        if (h->dirty[i]->version > h->dirty[i]->saved && h->dirty[i]->failures < 2) return false;
    return true;
}

/* Every change saved before the host goes: the saves in flight, then
 * whatever changed since. Bounded (a dead disk must not hang the stop), and
 * every table whose last changes are lost is named in the log. */
void host_save_before_stop(metro_host *h)
{
    for (int i = 0; i < h->n_tables; i++) h->table[i]->failures = 0;
    uint64_t until = metro_net_now_ms() + 20000;
    while ((h->n_dirty || net_saver_busy(h->saver)) && metro_net_now_ms() < until) {
        h->now = metro_net_now_ms(); /* for the retries a second after a failure */
        host_take_saves(h);
        host_request_saves(h);
        if (saves_failing(h)) break;
        struct timespec ts = {0, 2000000};
        nanosleep(&ts, NULL);
    }
    for (int i = 0; i < h->n_tables; i++) {
        const host_table *t = h->table[i];
        if (t->version <= t->saved) continue;
        h->stats.unsaved++;
        if (t->game->cursor > t->moves_saved)
            host_log(h, "table %s NOT SAVED: moves %d to %d are lost (its save ends at move %d)",
                     t->name, t->moves_saved + 1, t->game->cursor, t->moves_saved);
        else
            host_log(h, "table %s NOT SAVED: its last changes (seats, undo) are lost", t->name);
    }
}

/* ---- Reading the seats file ------------------------------------------------------------------ */

/* Splits off the next space-separated word of *line. */
static char *word(char **line)
{
    char *w = *line, *sp = strchr(w, ' ');
    if (sp)
        *sp = 0, *line = sp + 1;
    else
        *line = w + strlen(w);
    return w;
}

static bool parse_seat(host_table *t, int p, char *line)
{
    char *num = word(&line), *kind = word(&line), *token = word(&line);
    if (atoi(num) != p + 1) return false;
    host_seat *s = &t->seat[p];
    *s = (host_seat){.conn = -1};
    if (strcmp(kind, "human") == 0) {
        s->kind = METRO_SEAT_HUMAN;
        snprintf(s->name, sizeof s->name, "%s", line);
        return metro_hex_read(token, s->token, METRO_NET_TOKEN) &&
               metro_net_player_name_ok(s->name);
    }
    if (strcmp(kind, "computer") == 0) {
        s->kind = METRO_SEAT_COMPUTER;
        snprintf(s->ai, sizeof s->ai, "%s", line);
        return metro_net_ai_name_ok(s->ai);
    }
    return strcmp(kind, "open") == 0;
}

/* "player N HEX": the key of the player at seat N (seats up to p read). */
static bool parse_player(host_table *t, int seats, char *line)
{
    int n = atoi(word(&line));
    if (n < 1 || n > seats || t->seat[n - 1].kind != METRO_SEAT_HUMAN) return false;
    t->seat[n - 1].keyed = true;
    return metro_hex_read(line, t->seat[n - 1].key, METRO_NET_TOKEN);
}

/* The checksum line is the file's last line but one, before "end": found by
 * the file's shape, never by searching the text (a player may be named
 * "a checksum b"). The length covered by the checksum, or 0 if damaged. */
static size_t checked_length(const char *text, size_t len)
{
    static const char tail[] = "\nend\n";
    size_t tail_len = sizeof tail - 1, sum_len = 9 + 8; /* "checksum " and 8 hex digits */
    if (strlen(text) != len || len < tail_len + sum_len + 1) return 0;
    if (memcmp(text + len - tail_len, tail, tail_len)) return 0;
    size_t at = len - tail_len - sum_len; /* where the checksum line starts */
    if (text[at - 1] != '\n' || strncmp(text + at, "checksum ", 9)) return 0;
    uint32_t want = 0;
    for (size_t i = at + 9; i < at + sum_len; i++) {
        const char *digit = strchr("0123456789abcdef", text[i]);
        if (!text[i] || !digit) return 0;
        want = want << 4 | (uint32_t)(digit - "0123456789abcdef");
    }
    return metro_save_crc32(text, at) == want ? at : 0;
}

/* The seats text of t (the game is loaded); false with a reason in err. */
static bool read_seats(host_table *t, const char *seats, bool *started, char *err, size_t errlen)
{
    char *text = NULL, *line, *next;
    size_t len = strlen(seats);
    if (len > SEATS_MAX_BYTES || !(text = strdup(seats)))
        return snprintf(err, errlen, "seats too long or out of memory"), false;
    size_t body = checked_length(text, len);
    if (!body) {
        snprintf(err, errlen,
                 "not a valid seats file (damaged or cut short: it must end with a matching "
                 "'checksum' line and 'end')");
        free(text);
        return false;
    }
    text[body] = 0; /* the lines above the checksum */
    bool ok = true, v2 = false;
    int line_no = 0, p = 0, owner = 0, grace = 0;
    for (line = text; ok && *line; line = next) {
        next = strchr(line, '\n');
        *next++ = 0; /* every line above the checksum ends with one */
        char *rest = line, *key = word(&rest);
        int at = line_no++;
        if (at >= 5 && !v2) at += 2; /* version 1 has no deadline and invitation lines */
        switch (at) {
        case 0:
            v2 = !strcmp(rest, "2");
            ok = !strcmp(key, "metro-seats") && (v2 || !strcmp(rest, "1"));
            break;
        case 1:
            ok = !strcmp(key, "started"), *started = !strcmp(rest, "yes");
            break;
        case 2:
            ok = !strcmp(key, "owner"), owner = atoi(rest);
            break;
        case 3:
            ok = !strcmp(key, "grace"), grace = atoi(rest);
            break;
        case 4:
            ok = !strcmp(key, "seed-given"), t->seed_given = !strcmp(rest, "yes");
            break;
        case 5:
            t->deadline_h = atoi(rest);
            ok = !strcmp(key, "deadline") && metro_net_deadline_ok(t->deadline_h);
            break;
        case 6:
            ok = !strcmp(key, "invite") && (!strcmp(rest, "-") || metro_net_invite_ok(rest));
            t->private_table = ok && strcmp(rest, "-") != 0;
            if (t->private_table) snprintf(t->invite, sizeof t->invite, "%s", rest);
            break;
        default:
            ok = !strcmp(key, "seat")     ? p < t->game->cfg.players && parse_seat(t, p++, rest)
                 : !strcmp(key, "player") ? v2 && parse_player(t, p, rest)
                                          : false;
        }
    }
    ok = ok && p == t->game->cfg.players && owner >= 1 && owner <= p && grace >= 1 &&
         grace <= 3600 && t->seat[owner - 1].kind == METRO_SEAT_HUMAN;
    t->owner = owner - 1, t->grace_s = grace;
    if (!ok) snprintf(err, errlen, "not a valid seats file (line %d)", line_no);
    free(text);
    return ok;
}

/* ---- Starting: the folder, its lock, every table in it -------------------------------------- */

static int make_dirs(const char *dir, char *err, size_t errlen)
{
    char path[512];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(path, 0700) != 0 && errno != EEXIST) break;
        *p = '/';
    }
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
        return snprintf(err, errlen, "%s: cannot create the folder: %s", dir, strerror(errno)), -1;
    return 0;
}

static int lock_dir(metro_host *h, char *err, size_t errlen)
{
    char path[600];
    snprintf(path, sizeof path, "%s/metro-host.lock", h->data_dir);
    h->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (h->lock_fd < 0) return snprintf(err, errlen, "%s: %s", path, strerror(errno)), -1;
    if (flock(h->lock_fd, LOCK_EX | LOCK_NB) != 0)
        return snprintf(err, errlen, "%s is in use by another host", h->data_dir), -1;
    return 0;
}

static void resume(void *ctx, const char *base, const char *seats, const char *game)
{
    metro_host *h = ctx;
    char err[300];
    bool started = false;
    if (!metro_net_table_name_ok(base)) {
        host_log(h, "a table in the store has a name that is not valid: not resumed");
        return;
    }
    host_table *t = host_table_new(h, base);
    if (!t) {
        host_log(h, "table %s: out of memory", base);
        return;
    }
    bool ok = metro_game_load_text(t->game, game, base, err, sizeof err) == 0;
    if (ok && metro_over(&t->game->state)) { /* it ended just before the host stopped */
        host_put_away_finished(h, base);
        host_table_drop(h, t);
        return;
    }
    if (ok) ok = read_seats(t, seats, &started, err, sizeof err);
    if (!ok) {
        host_log(h, "table %s not resumed: %s", base, err);
        host_table_drop(h, t);
        return;
    }
    metro_game_seek(t->game, t->game->cursor);
    for (int p = 0; p < t->game->cfg.players; p++)
        if (t->seat[p].keyed) host_keys_add(&h->keys, t->seat[p].key, t->serial);
    t->state = metro_over(&t->game->state)       ? METRO_TABLE_OVER
               : started || t->game->n_moves > 0 ? METRO_TABLE_PLAYING
                                                 : METRO_TABLE_LOBBY;
    t->version = t->saved = 1; /* seats_version = seats_saved: both on disk */
    t->moves_saved = t->game->cursor;
    t->appended = HOST_APPEND_MAX; /* unknown: the next save writes the game whole */
    t->turn_at = h->now;           /* a turn-based turn's time starts anew with the host */
    for (int p = 0; p < t->game->cfg.players; p++)
        if (t->state == METRO_TABLE_PLAYING && t->seat[p].kind == METRO_SEAT_HUMAN)
            t->seat[p].gone_at = h->now; /* a stand-in after the grace, unless they return */
    host_last_move(t);
    host_log(h, "table %s resumed: %d moves, %s", t->name, t->game->cursor,
             t->state == METRO_TABLE_OVER ? "over"
             : started                    ? "playing"
                                          : "in the lobby");
    host_next_turn(h, t);
    host_sleep_if_idle(h, t); /* nobody is there yet: a turn-based game waits in the store */
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(host_table *const *)a)->name, (*(host_table *const *)b)->name);
}

int host_load_tables(metro_host *h, char *err, size_t errlen)
{
    if (make_dirs(h->data_dir, err, errlen) || lock_dir(h, err, errlen)) return -1;
    if (!(h->store = net_store_open(h->data_dir, false, err, errlen))) return -1;
    metro_file_remove_stale(h->data_dir, NULL, METRO_FILE_STALE_AGE);
    int taken = net_store_take_over(h->store, h->data_dir, err, errlen);
    if (taken < 0) return -1;
    if (taken) host_log(h, "took over %d files of the data folder into the store", taken);
    if (net_store_each_table(h->store, resume, h, err, errlen)) return -1;
    if (h->n_tables > 1) qsort(h->table, (size_t)h->n_tables, sizeof *h->table, by_name);
    if (h->asleep)
        host_log(h, "%d turn-based tables wait in the store until someone comes", h->asleep);
    return 0;
}
