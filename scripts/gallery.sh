#!/usr/bin/env bash
# The main job: builds the RxGtk example gallery and opens it in a window. Installs GTK 4's
# development files when they are missing. Needs a display; without one it says how to run it
# under Xvfb. `bash scripts/gallery.sh --snapshots DIR` renders every page to DIR/<page>.png.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/gtk-setup.sh
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
