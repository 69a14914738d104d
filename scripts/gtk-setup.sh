#!/usr/bin/env bash
# Sourced by the scripts that build RxGtk: installs GTK 4's development files, Xvfb, xdotool
# (real X input for the tests) and glib-compile-schemas (settings schemas) from Debian's
# packages when they are missing (as root, or through sudo).

ensure_gtk_packages() {
    local missing=()
    pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
    command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
    command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
    command -v glib-compile-schemas >/dev/null 2>&1 || missing+=(libglib2.0-bin)
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    echo "== installing ${missing[*]} (Debian packages, for RxGtk)"
    local runner=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            runner=(sudo)
        else
            echo "RxGtk needs ${missing[*]}: install them as root (apt-get install ${missing[*]})" >&2
            return 1
        fi
    fi
    "${runner[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${runner[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}
