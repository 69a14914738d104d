#!/usr/bin/env bash
# Renders every page of the example gallery under Xvfb into docs/images/gallery-<page>.png,
# the pictures README.md and docs/RxGtk.md show.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/gtk-setup.sh
ensure_gtk_packages
output=$(mktemp -d)
xvfb-run -a -s "-screen 0 1280x800x24" bash scripts/gallery.sh --snapshots "$output"
mkdir -p docs/images
for image in "$output"/*.png; do
    cp "$image" "docs/images/gallery-$(basename "$image")"
    echo "docs/images/gallery-$(basename "$image")"
done
rm -rf "$output"
