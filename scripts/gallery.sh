#!/usr/bin/env bash
# The main job: builds the RxGtk example gallery and opens it in a window. Installs GTK 4's
# development files when they are missing. Needs a display; without one it says how to run it
# under Xvfb. `bash scripts/gallery.sh --snapshots DIR` renders every page to DIR/<page>.png.
#
# `bash scripts/gallery.sh --install [PREFIX]` installs it for the user instead, as a GTK app is
# installed: a release build in PREFIX/bin, a desktop entry in PREFIX/share/applications and
# its icon in PREFIX/share/icons/hicolor (PREFIX is ~/.local by default), so that it appears in
# the desktop's application menu. `--uninstall [PREFIX]` removes those three files.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/gtk-setup.sh

app_id=org.rxswift.RxGtkGallery
if [ "${1:-}" = "--install" ] || [ "${1:-}" = "--uninstall" ]; then
    prefix="${2:-$HOME/.local}"
    binary="$prefix/bin/rxgtk-gallery"
    entry="$prefix/share/applications/$app_id.desktop"
    icon="$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
    if [ "$1" = "--uninstall" ]; then
        rm -f "$binary" "$entry" "$icon"
        echo "removed $binary, $entry and $icon"
        exit 0
    fi
    ensure_gtk_packages
    mkdir -p RxGtk/.build
    if ! swift build --package-path RxGtk -c release --product rxgtk-gallery > RxGtk/.build/gallery-release-build.log 2>&1; then
        grep -v "prohibited flag" RxGtk/.build/gallery-release-build.log | tail -n 60
        echo "building the gallery failed (full log: RxGtk/.build/gallery-release-build.log)"
        exit 1
    fi
    mkdir -p "$(dirname "$binary")" "$(dirname "$entry")" "$(dirname "$icon")"
    install -m 755 "$(swift build --package-path RxGtk -c release --show-bin-path)/rxgtk-gallery" "$binary"
    sed "s|@BINDIR@|$prefix/bin|" "RxGtk/Data/$app_id.desktop.in" > "$entry"
    install -m 644 "RxGtk/Data/$app_id.svg" "$icon"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate "$entry"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$prefix/share/applications" || true
    fi
    if command -v gtk4-update-icon-cache >/dev/null 2>&1 && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
        gtk4-update-icon-cache -q "$prefix/share/icons/hicolor" || true
    fi
    echo "installed $binary, $entry and $icon: the application menu lists \"RxGtk Gallery\""
    exit 0
fi

ensure_gtk_packages
mkdir -p RxGtk/.build
if ! swift build --package-path RxGtk --product rxgtk-gallery > RxGtk/.build/gallery-build.log 2>&1; then
    grep -v "prohibited flag" RxGtk/.build/gallery-build.log | tail -n 60
    echo "building the gallery failed (full log: RxGtk/.build/gallery-build.log)"
    exit 1
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display: run the gallery under Xvfb with 'xvfb-run -a bash scripts/gallery.sh' (add '--snapshots DIR' to render its pages to PNG files)."
    exit 1
fi
GTK_A11Y=none exec RxGtk/.build/debug/rxgtk-gallery "$@"
