#!/usr/bin/env bash
# The gallery's monkey: `bash scripts/soak.sh [minutes] [seed]` builds rxgtk-gallery and drives
# every page under Xvfb with random real input for the given time (2 minutes by default; the
# seed is random unless given, and printed, so that a failure can be replayed). It fails on a
# crash, a GLib or GTK critical or warning, a Swift runtime error, Resources.total not back to
# its baseline after the pages are reset, or the gallery's own (anonymous) resident memory
# growing by more than 10% in the second half of the run, after the warm-up (scripts/soak.py).
# Every input is logged to
# RxGtk/.build/soak-inputs.log.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-2}"
seed="${2:-}"
source scripts/gtk-setup.sh
ensure_gtk_packages
mkdir -p RxGtk/.build
# The flags of scripts/test.sh's RxGtk build, so that this one reuses it.
if ! swift build --package-path RxGtk --product rxgtk-gallery -Xswiftc -warnings-as-errors > RxGtk/.build/soak-build.log 2>&1; then
    grep -v "prohibited flag" RxGtk/.build/soak-build.log | tail -n 60
    echo "building the gallery failed (full log: RxGtk/.build/soak-build.log)"
    exit 1
fi
exec xvfb-run -a -s "-screen 0 1280x800x24" python3 -B scripts/soak.py \
    --gallery RxGtk/.build/debug/rxgtk-gallery --minutes "$minutes" ${seed:+--seed "$seed"} \
    --log RxGtk/.build/soak-inputs.log
