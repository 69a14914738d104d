#!/usr/bin/env python3
"""Compiles every Swift code sample of README.md, CONTRIBUTING.md and docs/*.md, so a sample
that stops compiling fails scripts/test.sh (users paste them).

A document's ```swift blocks are put, in order, into one Swift file per kind of sample, after
imports of every module and the document's hidden preludes, and type-checked against the built
modules. A block whose first line is a declaration stays at the top level (later blocks use
it); a block of statements is wrapped in `do { }`, so blocks may reuse names.

An HTML comment on the line before a block (invisible in the rendered page) says what kind it
is; without one, it is Swift 6 code of the library's modules:
    <!-- sample: swift5 -->      Swift 5 language mode code (a pattern Swift 6 mode refuses)
    <!-- sample: main-actor -->  Swift 6 code of a target whose default isolation is the main
                                 actor, with the upcoming features Xcode 26 enables for apps
                                 and warnings as errors (its flags are MAIN_ACTOR_FLAGS)
    <!-- sample: gtk -->         code of an RxGtk app, checked with --gtk against RxGtk's build
    <!-- sample: in TYPE -->     statements of a method of TYPE (a prelude declares it)
    <!-- sample: skip, REASON --> not Swift code on its own (a fragment of Package.swift)
    <!-- sample: package -->     a whole Package.swift: its `.package(url:)` dependencies become
                                 this checkout (by path, under the URL's last part, as SwiftPM
                                 names the package), each target gets an empty source folder,
                                 and SwiftPM loads the package graph (products, traits, names)
    <!-- sample: file PATH -->   a whole source file of an app, PATH in its package
    <!-- sample: gtk-file PATH -->  (Sources/App/AppWindow.swift), of the library's modules or,
                                 with gtk-file, of an RxGtk app: compiled as it stands, with
                                 its own imports, no prelude and no wrapping. The files of one
                                 target (Sources/<Target>/, Tests/<Target>/) make one module,
                                 and a target imports the targets whose files come before it,
                                 as an app's tests import its library. Without PATH the sample
                                 is a main.swift of a target of its own.
A comment `<!-- sample prelude KIND` ... `-->` anywhere in the document holds Swift code put
before that kind's samples (the pretend toolkit's functions, the widgets a sample binds).

Usage: python3 scripts/check-doc-samples.py          (after `swift build`)
       python3 scripts/check-doc-samples.py --gtk    (after RxGtk's `swift build`)
"""

import json
import pathlib
import re
import subprocess
import sys
import tempfile

from built_modules import module_flags

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
IMPORTS = {
    "swift6": ["Foundation", "RxBlocking", "RxCocoa", "RxRelay", "RxSwift", "RxTest", "Testing", "XCTest"],
    "swift5": ["Foundation", "RxBlocking", "RxCocoa", "RxRelay", "RxSwift", "RxTest", "XCTest"],
    "main-actor": ["Foundation", "RxCocoa", "RxRelay", "RxSwift", "RxTest", "XCTest"],
    "gtk": ["Foundation", "RxCocoa", "RxGtk", "RxRelay", "RxSwift"],
}
DECLARATION = re.compile(
    r"^(@\w+|(public |private |fileprivate |internal |open |final |nonisolated )*(extension|class|struct|enum|protocol|func|actor|typealias)\b)"
)
ANNOTATION = re.compile(r"^<!-- sample: (swift5|gtk|main-actor|package|in \w+|skip, .+|(?:gtk-)?file(?: \S+)?) -->$")
# The kind of samples whose modules and flags a kind of whole files uses.
FILE_KINDS = {"file": "swift6", "gtk-file": "gtk"}
PRELUDE = re.compile(r"^<!-- sample prelude (swift6|swift5|gtk|main-actor)\n(.*?)^-->", re.S | re.M)
# What Xcode 26 sets for an app target (Tests/Clients/DefaultMainActorApp builds with the same).
MAIN_ACTOR_FLAGS = [
    "-default-isolation", "MainActor",
    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    "-enable-upcoming-feature", "InferIsolatedConformances",
    "-warnings-as-errors",
]


def samples(document):
    """The document's samples as (kind, line, code), and its preludes by kind."""
    text = document.read_text()
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index + 1
            end = start
            while lines[end].strip() != "```":
                end += 1
            previous = index - 1
            while previous >= 0 and not lines[previous].strip():
                previous -= 1
            match = ANNOTATION.match(lines[previous].strip()) if previous >= 0 else None
            kind = "swift6" if match is None else match.group(1)
            code = "\n".join(lines[start:end])
            if kind.split(" ")[0] in FILE_KINDS:
                kind, _, path = kind.partition(" ")
                code = (path or f"Sources/Sample{start + 1}/main.swift", code)
            if kind.startswith("in "):
                code = f"extension {kind[3:]} {{\n    func sample{start + 1}() {{\n{code}\n    }}\n}}"
                kind = "swift6"
            found.append((kind, start + 1, code))
            index = end
        index += 1
    preludes = {}
    for match in PRELUDE.finditer(text):
        preludes.setdefault(match.group(1), []).append(match.group(2))
    return found, preludes


def program(kind, blocks, preludes):
    """One Swift file holding `blocks` of one kind."""
    parts = [f"import {module}" for module in IMPORTS[kind]]
    parts += preludes.get(kind, [])
    for line, code in blocks:
        first = next((row.strip() for row in code.split("\n") if row.strip() and not row.strip().startswith("//")), "")
        if DECLARATION.match(first) or first.startswith("import "):
            parts.append(f"// line {line}\n{code}")
        else:
            parts.append(f"// line {line}\ndo {{\n{code}\n}}")
    return "\n\n".join(parts) + "\n"


def check_files(document, files, flags, directory):
    """Compiles the whole files `files` ((line, (path, code)) pairs) of `document`, target by
    target in the order their files first appear, each target a module the later ones may
    import; returns whether they all compile."""
    targets = {}
    for line, (path, code) in files:
        parts = pathlib.PurePosixPath(path).parts
        target = parts[1] if len(parts) > 2 and parts[0] in ("Sources", "Tests") else pathlib.PurePosixPath(path).stem
        targets.setdefault(target, []).append((line, path, code))
    modules = pathlib.Path(directory) / f"{document.stem}-modules"
    modules.mkdir(exist_ok=True)
    succeeded = True
    for target, sources in targets.items():
        folder = pathlib.Path(directory) / f"{document.stem}-{target}"
        folder.mkdir(exist_ok=True)
        paths = []
        for _, path, code in sources:
            source = folder / pathlib.PurePosixPath(path).name
            source.write_text(code + "\n")
            paths.append(str(source))
        kind = "main" if any(pathlib.Path(path).name == "main.swift" for path in paths) else "library"
        command = ["swiftc", "-emit-module", "-module-name", target, "-emit-module-path", str(modules / f"{target}.swiftmodule"), "-swift-version", "6", "-I", str(modules), *flags, *paths]
        if kind == "library":
            command.append("-parse-as-library")
        result = subprocess.run(command, capture_output=True, text=True, cwd=directory)
        if result.returncode != 0:
            succeeded = False
            diagnostics = [row for row in (result.stdout + result.stderr).split("\n") if re.search(r": error:", row)]
            print(f"FAIL {document.relative_to(ROOT)} (the file samples of target {target}, lines {', '.join(str(line) for line, _, _ in sources)}):")
            print("\n".join(diagnostics or [result.stderr]))
    return succeeded


def check_package(document, line, manifest, directory):
    """Loads the package graph of the Package.swift sample `manifest` (at `line` of `document`)
    against this checkout; returns whether SwiftPM accepts it."""
    folder = pathlib.Path(directory) / f"{document.stem}-package-{line}"
    folder.mkdir()
    checkouts = folder / "checkouts"
    checkouts.mkdir()

    def local(match):
        name = match.group(1)
        if not (checkouts / name).exists():
            (checkouts / name).symlink_to(ROOT)
        return f'.package(path: "{checkouts / name}",'

    (folder / "Package.swift").write_text(re.sub(r'\.package\(url: "[^"]*/([^/"]+?)(?:\.git)?",\s*(?:branch|from|exact): "[^"]*",?', local, manifest) + "\n")
    dump = subprocess.run(["swift", "package", "--package-path", str(folder), "dump-package"], capture_output=True, text=True)
    if dump.returncode == 0:
        for target in json.loads(dump.stdout)["targets"]:
            source = folder / ("Tests" if target["type"] == "test" else "Sources") / target["name"]
            source.mkdir(parents=True, exist_ok=True)
            (source / ("main.swift" if target["type"] == "executable" else "Empty.swift")).write_text("\n")
        result = subprocess.run(["swift", "package", "--package-path", str(folder), "show-dependencies"], capture_output=True, text=True)
    else:
        result = dump
    if result.returncode != 0:
        print(f"FAIL {document.relative_to(ROOT)} (the Package.swift sample at line {line}):")
        print("\n".join(row for row in (result.stdout + result.stderr).split("\n") if "error" in row) or result.stderr)
        return False
    return True


def compiler_flags(kind):
    """How swiftc finds the built modules for `kind`."""
    return module_flags(gtk=kind == "gtk")


def main():
    kinds = ["gtk"] if "--gtk" in sys.argv[1:] else ["swift6", "swift5", "main-actor"]
    file_kinds = [kind for kind, uses in FILE_KINDS.items() if uses in kinds]
    failed = False
    checked = skipped = 0
    flags = {kind: compiler_flags(kind) + (MAIN_ACTOR_FLAGS if kind == "main-actor" else []) for kind in kinds}
    with tempfile.TemporaryDirectory() as directory:
        for document in DOCUMENTS:
            found, preludes = samples(document)
            skipped += sum(1 for kind, _, _ in found if kind.startswith("skip") and kinds != ["gtk"])
            if kinds != ["gtk"]:
                for line, manifest in [(line, code) for kind, line, code in found if kind == "package"]:
                    checked += 1
                    if not check_package(document, line, manifest, directory):
                        failed = True
            for kind in file_kinds:
                files = [(line, code) for sample_kind, line, code in found if sample_kind == kind]
                if files:
                    checked += len(files)
                    if not check_files(document, files, flags[FILE_KINDS[kind]], directory):
                        failed = True
            for kind in kinds:
                blocks = [(line, code) for sample_kind, line, code in found if sample_kind == kind]
                if not blocks:
                    continue
                source = pathlib.Path(directory) / f"{document.stem}-{kind}.swift"
                source.write_text(program(kind, blocks, preludes))
                version = "5" if kind == "swift5" else "6"
                result = subprocess.run(["swiftc", "-typecheck", "-swift-version", version, *flags[kind], str(source)], capture_output=True, text=True)
                checked += len(blocks)
                # Warnings are allowed: a sample may show a value it does not use.
                diagnostics = [row for row in (result.stdout + result.stderr).split("\n") if re.search(r": error:", row)]
                if result.returncode != 0:
                    failed = True
                    print(f"FAIL {document.relative_to(ROOT)} ({kind} samples):")
                    print("\n".join(diagnostics or [result.stderr]))
                    print("--- the program checked:")
                    print(source.read_text())
    if failed:
        print("documentation samples do not compile")
        sys.exit(1)
    print(f"documentation samples compile: {checked} checked" + (f", {skipped} not Swift on their own" if skipped else ""))


if __name__ == "__main__":
    main()
