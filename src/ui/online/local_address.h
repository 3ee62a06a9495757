/* This machine's addresses a guest can type to reach a table hosted here,
 * read from the interface list (getifaddrs): no packet is sent. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

struct ifaddrs;

/* "IP:PORT" of each IPv4 address of an interface that is up, ", " between
 * them, at most three; loopback (and link-local 169.254/16) only when
 * there is nothing else. "" when the list has none. */
void ui_reach_words(const struct ifaddrs *list, int port, char *out, size_t n);
/* The same for this machine's interfaces; false (out "") if they cannot be read. */
bool ui_local_reach(int port, char *out, size_t n);
