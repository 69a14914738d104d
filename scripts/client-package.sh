# Functions for the scripts that build a client package of Tests/Clients against this repository
# and run its tests (check-upstream-style-client.sh, check-default-isolation-client.sh); source
# it from the repository's root.

# Builds the client package in $1 (described as $2 in messages) with its tests, its own files
# compiled anew so that $1/.build/build.log holds their diagnostics; stops the script if the
# build fails.
build_client_package() {
    local client="$1" description="$2"
    mkdir -p "$client/.build"
    find "$client/Sources" $([[ -d "$client/Tests" ]] && echo "$client/Tests") -name '*.swift' -exec touch {} +
    if ! swift build --package-path "$client" --build-tests > "$client/.build/build.log" 2>&1; then
        grep -E "error:" "$client/.build/build.log" | head -n 40
        echo "$description does not build (full log: $client/.build/build.log)"
        exit 1
    fi
}

# The client's own diagnostics in its last build log, one per line.
client_package_diagnostics() {
    { grep -E '^/[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$1/.build/build.log" || true; } | sort -u
}

# Runs the XCTest tests of the client package in $1 (described as $2); stops the script if one
# fails, and prints the summary line otherwise.
test_client_package() {
    local client="$1" description="$2"
    if ! swift test --package-path "$client" --skip-build --disable-swift-testing > "$client/.build/test.log" 2>&1; then
        grep -E -A 10 "error|failed" "$client/.build/test.log" | head -n 60
        echo "$description's tests failed (full log: $client/.build/test.log)"
        exit 1
    fi
}

# The summary line of the client's last test run.
client_package_test_summary() {
    grep -E "^\s+Executed [0-9]+ tests?" "$1/.build/test.log" | tail -n 1 | sed 's/^\s*//'
}
