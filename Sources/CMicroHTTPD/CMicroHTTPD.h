#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

#endif
