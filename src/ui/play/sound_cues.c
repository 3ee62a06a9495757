/* The sound a move makes, chosen from the position before and after it. */
#include "play/sound_cues.h"

void ui_sound_cue_move(ui_sound *snd, const metro_state *before, const metro_state *after,
                       const metro_move *m, bool by_computer)
{
    if (m->kind == METRO_MOVE_LAY || by_computer)
        ui_sound_play(snd, by_computer ? UI_SFX_AI_MOVE : UI_SFX_LAY);
    int best = -1;
    bool centre = false;
    for (int i = 0; i < METRO_MAX_LINES; i++) {
        const metro_line *l = &after->line[i];
        if (before->line[i].status == METRO_LINE_DONE || l->status != METRO_LINE_DONE) continue;
        if (l->points > best) best = l->points;
        centre |= l->dest == METRO_CENTRE_DEST;
    }
    if (centre)
        ui_sound_play(snd, UI_SFX_LINE_CENTRE);
    else if (best >= 0) /* bigger lines, bigger chimes */
        ui_sound_play(snd, best >= 10  ? UI_SFX_LINE_LONG
                           : best >= 5 ? UI_SFX_LINE_MEDIUM
                                       : UI_SFX_LINE_SHORT);
    if (metro_over(after) && !metro_over(before)) ui_sound_play(snd, UI_SFX_GAME_END);
}
