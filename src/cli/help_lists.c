/* Generated --help text: the computer players and modules actually built in. */
#include <stdio.h>

#include "commands.h"
#include "metro/ai.h"
#include "metro/module.h"

void cli_help_list_ais(void)
{
    printf("\ncomputer players:\n");
    for (int i = 0; i < metro_ai_count(); i++)
        printf("  %-8s %-9s %s\n", metro_ai_get(i)->name, metro_ai_get(i)->level,
               metro_ai_get(i)->description);
    for (int i = 0; i < metro_ai_study_count(); i++)
        printf("  %-8s %-9s %s\n", metro_ai_study_get(i)->name, "(study)",
               metro_ai_study_get(i)->description);
}

void cli_help_list_modules(void)
{
    printf("\nmodules:\n");
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->hidden) continue; /* a template, not offered */
        printf("  %-16s %s\n", m->id, m->description ? m->description : m->name);
    }
}
