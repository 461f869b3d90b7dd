# Sourced by the reliability scripts: starts a built `gallery serve` on 127.0.0.1 with a free
# port and waits until /healthz answers.
#
#   start_gallery BINARY LOG [serve options...]   sets $server_pid and $port
#   stop_gallery                                  SIGTERM, then waits for it to exit
#   rss_kib PID                                   resident memory of PID in KiB

start_gallery() {
    local binary="$1" log="$2"
    shift 2
    "$binary" serve --host 127.0.0.1 --port 0 --public-dir Public "$@" 2>"$log" &
    server_pid=$!
    port=""
    for _ in $(seq 1 200); do
        port="$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$log" | head -n 1)"
        if [[ -n "$port" ]] && curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
            return 0
        fi
        sleep 0.1
    done
    cat "$log" >&2
    echo "the server did not become healthy" >&2
    return 1
}

stop_gallery() {
    if [[ -n "${server_pid:-}" ]]; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
        server_pid=""
    fi
}

rss_kib() {
    awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"
}
