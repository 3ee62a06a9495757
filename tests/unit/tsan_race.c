/* A data race of our own, on purpose: under ThreadSanitizer with the
 * project's suppressions (tools/tsan.supp) it must still be reported, so that
 * the suppressions hide Mesa's races and never the project's. */
#include <pthread.h>
#include <stdio.h>

static long counter; /* written by two threads without a lock: the race */

static void *bump(void *arg)
{
    (void)arg;
    for (int i = 0; i < 1000; i++) counter++;
    return NULL;
}

int main(void)
{
    pthread_t t;
    if (pthread_create(&t, NULL, bump, NULL) != 0) return 2;
    bump(NULL);
    pthread_join(t, NULL);
    printf("counter %ld (ThreadSanitizer must have reported the race)\n", counter);
    return 0;
}
