/* A first-in first-out list of nodes, for the queues between the network
 * code's threads (jobs, results, messages, events). A node type puts
 * net_qnode first; the owner's mutex guards the queue. */
#pragma once

#include <stddef.h>

typedef struct net_qnode {
    struct net_qnode *next;
} net_qnode;

typedef struct net_queue {
    net_qnode *head, *tail;
    int n;
} net_queue;

static inline void net_queue_push(net_queue *q, void *node)
{
    net_qnode *n = node;
    n->next = NULL;
    if (q->tail)
        q->tail->next = n;
    else
        q->head = n;
    q->tail = n;
    q->n++;
}

/* The oldest node, or NULL. */
static inline void *net_queue_pop(net_queue *q)
{
    net_qnode *n = q->head;
    if (!n) return NULL;
    q->head = n->next;
    if (!q->head) q->tail = NULL;
    q->n--;
    return n;
}
