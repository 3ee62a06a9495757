/* Sound effects: WAV files mixed on one SDL audio device, scaled by the volume. */
#include <stdlib.h>
#include <string.h>

#include "platform/asset_dir.h"
#include "sdl.h"
#include "core/sound.h"

static const char *const sfx_file[UI_SFX_COUNT] = {
    "lay.wav",       "ai-move.wav",     "line-short.wav", "line-medium.wav",
    "line-long.wav", "line-centre.wav", "illegal.wav",    "game-end.wav",
    "join.wav",      "leave.wav",       "your-turn.wav",
};

enum { VOICES = 4 }; /* a lay, its line chimes and a computer's move may overlap */

typedef struct voice {
    const Sint16 *pcm; /* NULL: free */
    Uint32 n, pos;
    int gain; /* 0..10000 */
} voice;

struct ui_sound {
    SDL_AudioDeviceID dev; /* 0: silent */
    SDL_AudioSpec spec;
    Sint16 *pcm[UI_SFX_COUNT]; /* converted to the device's format */
    Uint32 samples[UI_SFX_COUNT];
    bool tried[UI_SFX_COUNT]; /* loaded (or failed) at its first play */
    voice voice[VOICES];      /* shared with the audio thread: locked */
    int volume;
    bool muted;
    int played[UI_SFX_COUNT];
};

/* The audio thread: adds every playing voice, clamped. */
static void mix(void *user, Uint8 *stream, int len)
{
    ui_sound *s = user;
    Sint16 *out = (Sint16 *)(void *)stream;
    int n = len / (int)sizeof(Sint16);
    for (int i = 0; i < n; i++) {
        int v = 0;
        for (int k = 0; k < VOICES; k++) {
            voice *vo = &s->voice[k];
            if (!vo->pcm) continue;
            v += vo->pcm[vo->pos] * vo->gain / 10000;
            if (++vo->pos >= vo->n) vo->pcm = NULL;
        }
        out[i] = (Sint16)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
}

/* One effect, converted to the device's 16-bit format and rate. */
static bool load_one(ui_sound *s, int k)
{
    char path[1024];
    if (!ui_asset_path("sounds", path, sizeof path)) return false;
    size_t len = strlen(path);
    snprintf(path + len, sizeof path - len, "/%s", sfx_file[k]);
    SDL_AudioSpec in;
    Uint8 *buf = NULL;
    Uint32 n = 0;
    if (!SDL_LoadWAV(path, &in, &buf, &n)) return false;
    SDL_AudioCVT cvt;
    int rc = SDL_BuildAudioCVT(&cvt, in.format, in.channels, in.freq, s->spec.format,
                               s->spec.channels, s->spec.freq);
    bool ok = rc >= 0;
    if (ok) {
        cvt.len = (int)n;
        cvt.buf = malloc((size_t)n * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
        ok = cvt.buf != NULL;
        if (ok) memcpy(cvt.buf, buf, n);
        ok = ok && SDL_ConvertAudio(&cvt) == 0;
        if (ok) {
            s->pcm[k] = (Sint16 *)(void *)cvt.buf;
            s->samples[k] = (Uint32)cvt.len_cvt / sizeof(Sint16);
        } else {
            free(cvt.buf);
        }
    }
    SDL_FreeWAV(buf);
    return ok;
}

ui_sound *ui_sound_new(void)
{
    ui_sound *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->volume = 80;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return s; /* silent */
    SDL_AudioSpec want = {0};
    want.freq = 22050, want.format = AUDIO_S16SYS, want.channels = 1, want.samples = 512;
    want.callback = mix, want.userdata = s;
    s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &s->spec, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (!s->dev) return s;
    /* each effect is loaded when first played: converting all ten to the
     * device's rate took some 55 ms of the page's start */
    SDL_PauseAudioDevice(s->dev, 0);
    return s;
}

void ui_sound_free(ui_sound *s)
{
    if (!s) return;
    if (s->dev) SDL_CloseAudioDevice(s->dev);
    for (int k = 0; k < UI_SFX_COUNT; k++) free(s->pcm[k]);
    free(s);
}

void ui_sound_set_volume(ui_sound *s, int volume, bool muted)
{
    if (!s) return;
    s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    s->muted = muted;
}

void ui_sound_play(ui_sound *s, enum ui_sfx k)
{
    if (!s || k < 0 || k >= UI_SFX_COUNT) return;
    s->played[k]++;
    if (!s->dev || s->muted || s->volume == 0) return;
    if (!s->tried[k]) s->tried[k] = true, load_one(s, k);
    if (!s->pcm[k]) return;
    SDL_LockAudioDevice(s->dev);
    int slot = 0; /* a free voice, else the one nearest its end */
    for (int v = 0; v < VOICES; v++) {
        const voice *vo = &s->voice[v], *best = &s->voice[slot];
        if (!vo->pcm || (best->pcm && vo->n - vo->pos < best->n - best->pos)) slot = v;
        if (!vo->pcm) break;
    }
    /* Loudness is heard roughly logarithmically: a square law feels even. */
    s->voice[slot] = (voice){s->pcm[k], s->samples[k], 0, s->volume * s->volume};
    SDL_UnlockAudioDevice(s->dev);
}

const char *ui_sound_name(enum ui_sfx k)
{
    static const char *const names[UI_SFX_COUNT] = {
        "lay",     "ai-move",  "line-short", "line-medium", "line-long", "line-centre",
        "illegal", "game-end", "join",       "leave",       "your-turn"};
    return k >= 0 && k < UI_SFX_COUNT ? names[k] : "";
}

int ui_sound_played(const ui_sound *s, enum ui_sfx k)
{
    return s && k >= 0 && k < UI_SFX_COUNT ? s->played[k] : 0;
}

int ui_sound_loaded(const ui_sound *s)
{
    int n = 0;
    for (int k = 0; s && k < UI_SFX_COUNT; k++) n += s->pcm[k] != NULL;
    return n;
}
