/* libmicrohttpd alone, for scripts/bench-http.sh: serves one file's bytes at every path from a
 * single response object made at start, with the gallery's threading (a pool of one thread per
 * core, epoll) and per-connection memory (40 KiB), so the benchmark shows what the library
 * costs by itself beside what the gallery adds.
 *
 *   mhd-reference FILE PORT     (runs until killed) */
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static struct MHD_Response *page;

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **state) {
    static int seen;
    (void)cls; (void)url; (void)method; (void)version; (void)upload; (void)upload_size;
    if (*state != &seen) {  /* queue on the second call, as the gallery does, to keep the connection alive */
        *state = &seen;
        return MHD_YES;
    }
    return MHD_queue_response(connection, MHD_HTTP_OK, page);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: mhd-reference FILE PORT\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL || fseek(file, 0, SEEK_END) != 0) return 1;
    long size = ftell(file);
    char *bytes = malloc(size > 0 ? (size_t)size : 1);
    rewind(file);
    if (bytes == NULL || fread(bytes, 1, (size_t)size, file) != (size_t)size) return 1;
    fclose(file);
    page = MHD_create_response_from_buffer((size_t)size, bytes, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(page, MHD_HTTP_HEADER_CONTENT_TYPE, "text/html; charset=utf-8");
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ITC, (uint16_t)atoi(argv[2]), NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)sysconf(_SC_NPROCESSORS_ONLN),
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(40 * 1024), MHD_OPTION_END);
    if (daemon == NULL) return 1;
    for (;;) pause();
}
