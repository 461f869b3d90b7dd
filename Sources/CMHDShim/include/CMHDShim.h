#ifndef CMHDSHIM_H
#define CMHDSHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Receives one formatted libmicrohttpd error message.
typedef void (*cmhd_log_callback)(void *context, const char *message);

/// The callbacks a daemon reports to; every one receives `context` as its closure argument.
typedef struct cmhd_callbacks {
    MHD_AccessHandlerCallback access;
    MHD_RequestCompletedCallback completed;
    MHD_NotifyConnectionCallback connection;
    void *(*uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);
    cmhd_log_callback logger;
    void *context;
} cmhd_callbacks;

/// Starts a daemon with the given callbacks and an `MHD_OPTION_END`-terminated option array.
/// Connections come from `cmhd_acceptor` (the daemon has no listening socket). `callbacks` must stay
/// valid until the daemon has stopped.
struct MHD_Daemon *cmhd_start_daemon(unsigned int flags,
                                     const cmhd_callbacks *callbacks,
                                     const struct MHD_OptionItem *options);

/// `MHD_get_connection_info` for the information types that take no extra argument.
const union MHD_ConnectionInfo *cmhd_connection_info(struct MHD_Connection *connection,
                                                     enum MHD_ConnectionInfoType type);

/// A thread that accepts connections on a listening socket and hands each to a daemon started
/// with `MHD_USE_NO_LISTEN_SOCKET` (`MHD_add_connection`). MHD never sees the listening socket,
/// so stopping to accept needs no `MHD_quiesce_daemon`, which with epoll and internal threads
/// can race the daemon's own threads and abort ("Failed to remove listen FD from epoll set").
typedef struct cmhd_acceptor cmhd_acceptor;

/// Makes `listen_fd` non-blocking (it may be shared with other processes) and starts accepting
/// on a new thread; `NULL` if the thread could not start.
cmhd_acceptor *cmhd_acceptor_start(struct MHD_Daemon *daemon, int listen_fd);

/// Stops accepting and joins the thread; the listening socket stays open, and connections
/// already handed over carry on.
void cmhd_acceptor_stop(cmhd_acceptor *acceptor);

#endif
