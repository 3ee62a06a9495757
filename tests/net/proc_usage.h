/* A process's CPU seconds and resident memory (KiB) from /proc, for the
 * benchmarks that print a server's cost (net_load, net_wsbench). */
#pragma once

#include <stdio.h>
#include <unistd.h>

static inline void proc_usage(int pid, double *cpu, long *rss_kib)
{
    char path[64], buf[2048];
    unsigned long ut = 0, st = 0;
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (f && fgets(buf, sizeof buf, f)) {
        const char *p = strrchr(buf, ')'); /* the name may hold spaces */
        if (p) sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st);
    }
    if (f) fclose(f);
    *cpu = (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    f = fopen(path, "r");
    *rss_kib = 0;
    while (f && fgets(buf, sizeof buf, f))
        if (sscanf(buf, "VmRSS: %ld", rss_kib) == 1) break;
    if (f) fclose(f);
}
