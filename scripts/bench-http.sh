#!/usr/bin/env bash
# HTTP load comparison: the gallery (release) against nginx serving the same bytes as a static
# file, with wrk, in one run. Four cases: nginx; libmicrohttpd alone serving the same bytes from
# one prepared response (scripts/lib/mhd-reference.c, the library's own cost); the gallery's
# cached page; the same page rendered on every request (page cache off). Prints requests/s, p50
# and p99, and the ratios to nginx.
# Traffic stays on 127.0.0.1. Usage: scripts/bench-http.sh [seconds per case, default 15];
# GALLERY=/path/to/a/release/gallery uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-15}"
connections="${CONNECTIONS:-64}"
page="/containers/display-board/preview"
scripts/install-packages.sh libmicrohttpd-dev zlib1g-dev pkg-config wrk nginx-light curl

if [[ -n "${GALLERY:-}" ]]; then
    gallery="$GALLERY"
else
    swift build -c release --product gallery -q
    gallery="$(swift build -c release --show-bin-path)/gallery"
fi
work="$(mktemp -d)"
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

start_gallery() { # port, extra options...
    local port="$1"; shift
    "$gallery" serve --port "$port" --public-dir Public --log-level error "$@" &
    pids+=($!)
    for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && return; sleep 0.1; done
    echo "bench-http: the gallery on port $port did not start" >&2; exit 1
}

start_gallery 18081
start_gallery 18082 --page-cache 0
mkdir -p "$work/root"
chmod 755 "$work"
curl -fs "http://127.0.0.1:18081$page" -o "$work/root/page.html"
chmod 644 "$work/root/page.html"
bytes=$(stat -c %s "$work/root/page.html")
cat > "$work/nginx.conf" <<CONF
worker_processes $(nproc);
daemon off;
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    types { text/html html; }
    client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
    uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
    server { listen 127.0.0.1:18083; root $work/root; }
}
CONF
mkdir -p "$work/tmp"
nginx -c "$work/nginx.conf" &
pids+=($!)
for _ in $(seq 50); do curl -fs http://127.0.0.1:18083/page.html -o "$work/served.html" && break; sleep 0.1; done
cmp -s "$work/root/page.html" "$work/served.html" || { echo "bench-http: nginx does not serve the page" >&2; exit 1; }
# clang comes with the Swift toolchain.
clang -O2 scripts/lib/mhd-reference.c -o "$work/mhd-reference" -lmicrohttpd
"$work/mhd-reference" "$work/root/page.html" 18084 &
pids+=($!)
for _ in $(seq 50); do curl -fs http://127.0.0.1:18084/ -o "$work/reference.html" && break; sleep 0.1; done
cmp -s "$work/root/page.html" "$work/reference.html" || { echo "bench-http: mhd-reference does not serve the page" >&2; exit 1; }

measure() { # name, url -> "rps p50 p99" (latencies in ms)
    local out rps p50 p99
    out=$(wrk -t2 -c"$connections" -d"${duration}s" --latency "$2")
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p50=$(awk '$1=="50%" {print $2}' <<<"$out")
    p99=$(awk '$1=="99%" {print $2}' <<<"$out")
    errors=$(awk '/Non-2xx|Socket errors/' <<<"$out")
    [[ -z "$errors" ]] || echo "bench-http: $1: $errors" >&2
    echo "$rps $(to_ms "$p50") $(to_ms "$p99")"
}
to_ms() { # wrk latency like 1.23ms, 850.00us, 1.02s -> milliseconds
    awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000; printf "%.3f", n }'
}

read -r nginx_rps nginx_p50 nginx_p99 < <(measure nginx http://127.0.0.1:18083/page.html)
read -r reference_rps reference_p50 reference_p99 < <(measure reference http://127.0.0.1:18084/)
read -r cached_rps cached_p50 cached_p99 < <(measure cached "http://127.0.0.1:18081$page")
read -r rendered_rps rendered_p50 rendered_p99 < <(measure rendered "http://127.0.0.1:18082$page")

echo "page: $page, $bytes bytes; wrk -t2 -c$connections -d${duration}s; $(nproc) cores"
printf '%-30s %12s %10s %10s %14s %14s\n' case "requests/s" "p50 ms" "p99 ms" "rps/nginx" "p99/nginx"
row() { printf '%-30s %12.0f %10.3f %10.3f %14.2f %14.2f\n' "$1" "$2" "$3" "$4" "$(awk -v a="$2" -v b="$nginx_rps" 'BEGIN{print a/b}')" "$(awk -v a="$4" -v b="$nginx_p99" 'BEGIN{print a/b}')"; }
row "nginx, static file" "$nginx_rps" "$nginx_p50" "$nginx_p99"
row "libmicrohttpd alone" "$reference_rps" "$reference_p50" "$reference_p99"
row "gallery, cached page" "$cached_rps" "$cached_p50" "$cached_p99"
row "gallery, rendered each time" "$rendered_rps" "$rendered_p50" "$rendered_p99"
