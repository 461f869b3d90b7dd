#include <stdio.h>
#include "CMHDShim.h"

static void cmhd_log(void *cls, const char *format, va_list arguments) {
    const cmhd_callbacks *callbacks = cls;
    char message[512];
    vsnprintf(message, sizeof message, format, arguments);
    callbacks->logger(callbacks->context, message);
}

struct MHD_Daemon *cmhd_start_daemon(unsigned int flags,
                                     const cmhd_callbacks *callbacks,
                                     const struct MHD_OptionItem *options) {
    void *context = callbacks->context;
    return MHD_start_daemon(flags, 0, NULL, NULL,
                            callbacks->access, context,
                            MHD_OPTION_EXTERNAL_LOGGER, cmhd_log, (void *)callbacks,
                            MHD_OPTION_NOTIFY_COMPLETED, callbacks->completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, callbacks->connection, context,
                            MHD_OPTION_URI_LOG_CALLBACK, callbacks->uri_logger, context,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

const union MHD_ConnectionInfo *cmhd_connection_info(struct MHD_Connection *connection,
                                                     enum MHD_ConnectionInfoType type) {
    return MHD_get_connection_info(connection, type);
}

