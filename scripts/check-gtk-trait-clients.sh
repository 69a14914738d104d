#!/usr/bin/env bash
# Proves what the package trait GTK promises, with two client packages that depend on this
# repository by path as others do by URL:
# - Tests/Clients/GtkApp enables the trait and builds a GTK app from the RxGtk product;
# - Tests/Clients/CoreOnlyApp uses the core libraries only: it builds and passes its tests; its
#   build log never mentions GTK (SwiftPM looks up a system library it plans, and says how to
#   install one it does not find), its build plan (.build/debug.yaml) holds neither the system
#   library target CGtk nor any GTK header or library, and its build compiles nothing of RxGtk.
#   (SwiftPM plans every library product of a dependency, so the plan names RxGtk's module, which
#   without the trait would be empty; it is not built.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/client-package.sh

# Stops the script if the client package in $1 (described as $2) built with a diagnostic.
require_no_diagnostics() {
    local diagnostics
    diagnostics="$(client_package_diagnostics "$1")"
    if [[ -n "$diagnostics" ]]; then
        echo "$diagnostics" | head -n 40
        echo "$2 built with diagnostics (full log: $1/.build/build.log)"
        exit 1
    fi
}

gtk_client=Tests/Clients/GtkApp
build_client_package "$gtk_client" "the GTK app client"
require_no_diagnostics "$gtk_client" "the GTK app client"
if ! grep -q "CGtk" "$gtk_client/.build/debug.yaml"; then
    echo "the GTK app client built without GTK: is the trait GTK still what enables RxGtk?"
    exit 1
fi

core_client=Tests/Clients/CoreOnlyApp
build_client_package "$core_client" "the core-only client"
require_no_diagnostics "$core_client" "the core-only client"
if grep -i -E "gtk" "$core_client/.build/build.log" | head -n 5 | grep .; then
    echo "the core-only client's build compiled or looked for GTK (full log: $core_client/.build/build.log)"
    exit 1
fi
if grep -E "CGtk|gtk4|gtk-4\.0" "$core_client/.build/debug.yaml" | head -n 5 | grep .; then
    echo "the core-only client's build plan holds GTK ($core_client/.build/debug.yaml)"
    exit 1
fi
test_client_package "$core_client" "the core-only client"
echo "trait GTK: the GTK app client builds with RxGtk; the core-only client builds with no GTK in its plan; $(client_package_test_summary "$core_client")"
