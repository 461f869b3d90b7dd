#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#include "CMHDShim.h"

struct cmhd_acceptor {
    struct MHD_Daemon *daemon;
    int listen_fd;
    int wake[2];
    pthread_t thread;
};

/// Accepts every pending connection, then waits for more, until the wake pipe is written.
/// Another process sharing the socket may take a connection first: accept then says EAGAIN.
static void *cmhd_accept_loop(void *argument) {
    struct cmhd_acceptor *acceptor = argument;
    struct pollfd fds[2] = {{acceptor->listen_fd, POLLIN, 0}, {acceptor->wake[0], POLLIN, 0}};
    for (;;) {
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (fds[1].revents != 0) break;
        for (;;) {
            struct sockaddr_storage address;
            socklen_t length = sizeof address;
            int client = accept4(acceptor->listen_fd, (struct sockaddr *)&address, &length, SOCK_CLOEXEC | SOCK_NONBLOCK);
            if (client < 0) {
                // Out of descriptors or memory: the socket stays readable, so back off instead of spinning.
                if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) poll(NULL, 0, 10);
                break;
            }
            MHD_add_connection(acceptor->daemon, client, (struct sockaddr *)&address, length);  // closes it on failure
        }
    }
    return NULL;
}

cmhd_acceptor *cmhd_acceptor_start(struct MHD_Daemon *daemon, int listen_fd) {
    struct cmhd_acceptor *acceptor = calloc(1, sizeof *acceptor);
    if (acceptor == NULL) return NULL;
    acceptor->daemon = daemon;
    acceptor->listen_fd = listen_fd;
    int flags = fcntl(listen_fd, F_GETFL);
    if (flags < 0 || fcntl(listen_fd, F_SETFL, flags | O_NONBLOCK) < 0 || pipe2(acceptor->wake, O_CLOEXEC) < 0) {
        free(acceptor);
        return NULL;
    }
    if (pthread_create(&acceptor->thread, NULL, cmhd_accept_loop, acceptor) != 0) {
        close(acceptor->wake[0]);
        close(acceptor->wake[1]);
        free(acceptor);
        return NULL;
    }
    return acceptor;
}

void cmhd_acceptor_stop(cmhd_acceptor *acceptor) {
    char byte = 0;
    while (write(acceptor->wake[1], &byte, 1) < 0 && errno == EINTR) {}
    pthread_join(acceptor->thread, NULL);
    close(acceptor->wake[0]);
    close(acceptor->wake[1]);
    free(acceptor);
}
