#!/usr/bin/env python3
"""Lists the sinks that keep loose state under a lock instead of one state machine.

docs/Architecture.md ("State machines") asks a sink that keeps state across events and decides
under its lock to put that state in one value type, `<Name>StateMachine`, changed only by its
mutating methods. This script reads every class named `...Sink` in Sources/RxSwift (outside
Producer/, which holds the sinks' infrastructure) and Sources/RxCocoa, and lists those that take
a lock (`lock.`, `withLock`, or `update`/`emit` of a serializing sink) and declare a stored `var`
other than their machine (a property named `machine`, or whose declared type or initial
value names a `...StateMachine` type). It reads the
files as text: a sink written in an unusual way may escape it.

Offenders named in scripts/sink-shape-allowlist.txt (one class a line, `#` comments) keep typed
storage beside their machine by design, each for the reason its line gives; the script fails only
on an offender that is not listed, and names listed classes that no longer offend, so the list
can shrink.

Usage: python3 -B scripts/check-sink-shape.py [--list]   (--list: every offender, and exit 0)
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ALLOWLIST = ROOT / "scripts" / "sink-shape-allowlist.txt"
SOURCES = [ROOT / "Sources" / "RxSwift", ROOT / "Sources" / "RxCocoa"]
EXCLUDED = [ROOT / "Sources" / "RxSwift" / "Producer"]

CLASS = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+)?(?:final\s+)?class\s+(\w+Sink)\b[^{]*\{")
STORED_VAR = re.compile(r"^    (?:@[\w(), ]+\s+)*(?:private(?:\(set\))?\s+|fileprivate\s+)?var\s+(\w+)\s*(?::\s*([^={]+?))?\s*(=.*)?$")
TAKES_LOCK = re.compile(r"\block\.|\bwithLock\b|\bupdate\s*\{|\bemit\s*\{")


def classes(path):
    """Yields (name, first line number, body lines) of each top-level `...Sink` class."""
    lines = path.read_text().splitlines()
    index = 0
    while index < len(lines):
        match = CLASS.match(lines[index])
        if not match:
            index += 1
            continue
        start = index
        depth = 0
        body = []
        while index < len(lines):
            line = lines[index]
            depth += line.count("{") - line.count("}")
            body.append(line)
            index += 1
            if depth <= 0:
                break
        yield match.group(1), start + 1, body


def offenders():
    """Each sink that takes a lock and keeps stored vars besides its machine: (name, where, vars)."""
    found = []
    for source in SOURCES:
        for path in sorted(source.rglob("*.swift")):
            if any(excluded in path.parents for excluded in EXCLUDED):
                continue
            for name, line, body in classes(path):
                text = "\n".join(body)
                if not TAKES_LOCK.search(text):
                    continue
                loose = []
                for declaration in body[1:]:
                    match = STORED_VAR.match(declaration)
                    if not match:
                        continue
                    variable, declared = match.group(1), (match.group(2) or "") + (match.group(3) or "")
                    if variable == "machine" or "StateMachine" in declared:
                        continue
                    loose.append(variable)
                if loose:
                    found.append((name, f"{path.relative_to(ROOT)}:{line}", loose))
    return found


def allowed():
    if not ALLOWLIST.exists():
        return set()
    names = set()
    for line in ALLOWLIST.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(line)
    return names


def main():
    listing = "--list" in sys.argv[1:]
    found = offenders()
    allow = allowed()
    unlisted = [entry for entry in found if entry[0] not in allow]
    stale = sorted(allow - {name for name, _, _ in found})
    for name, where, loose in found:
        if listing or name not in allow:
            mark = "" if name in allow else "  (not in the allow-list)"
            print(f"{where}: {name} keeps {', '.join(loose)} beside its lock{mark}")
    if listing:
        print(f"{len(found)} sinks keep loose state under a lock; {len(found) - len(unlisted)} of them are allowed")
        return 0
    for name in stale:
        print(f"note: {name} is in {ALLOWLIST.relative_to(ROOT)} but no longer keeps loose state (or is gone): take it out")
    if unlisted:
        print(f"{len(unlisted)} sinks keep loose state under a lock: give each a state machine (docs/Architecture.md, \"State machines\")")
        return 1
    print(f"sink shape: no sink outside the allow-list keeps loose state under a lock ({len(found)} allowed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
