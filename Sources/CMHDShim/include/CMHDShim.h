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
/// The listening address comes from `MHD_OPTION_SOCK_ADDR` in `options`. `callbacks` must stay
/// valid until the daemon has stopped.
struct MHD_Daemon *cmhd_start_daemon(unsigned int flags,
                                     const cmhd_callbacks *callbacks,
                                     const struct MHD_OptionItem *options);

/// `MHD_get_connection_info` for the information types that take no extra argument.
const union MHD_ConnectionInfo *cmhd_connection_info(struct MHD_Connection *connection,
                                                     enum MHD_ConnectionInfoType type);

/// `MHD_get_daemon_info` for the information types that take no extra argument.
const union MHD_DaemonInfo *cmhd_daemon_info(struct MHD_Daemon *daemon,
                                             enum MHD_DaemonInfoType type);

#endif
