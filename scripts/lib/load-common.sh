# Sourced by the load scripts (soak, slow clients, crash isolation): installs wrk, raises the
# open-file limit, builds the gallery ($CONFIGURATION, default release) and prepares a work folder.
# GALLERY=/path/to/gallery uses that binary instead of building one (say which build it is).
#
# Sets $gallery (the binary), $work (removed on exit together with the server) and prints the
# machine's load, since two other engineers may be building on the same cores.

source scripts/lib/gallery-server.sh
scripts/install-packages.sh wrk curl libmicrohttpd-dev zlib1g-dev pkg-config
ulimit -n "$(ulimit -Hn)"
scratch="${SCRATCH_PATH:-.build}"
configuration="${CONFIGURATION:-release}"  # debug measures the unoptimised server
if [[ -n "${GALLERY:-}" ]]; then
    gallery="$GALLERY"
    configuration="given ($GALLERY)"
else
    swift build -c "$configuration" --scratch-path "$scratch" --product gallery -q
    gallery="$scratch/$configuration/gallery"
fi
work="$(mktemp -d)"
trap 'stop_gallery; rm -rf "$work"' EXIT

machine_load() {
    echo "gallery: $configuration build; machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min)"
}

# Writes the URL mix of the running gallery to $work/urls and exports it for gallery-mix.lua.
prepare_urls() {
    python3 scripts/lib/urls.py "http://127.0.0.1:$port" >"$work/urls"
    export WRK_URLS="$work/urls"
}
