#!/usr/bin/env python3
"""Builds the DocC documentation of every library module with warnings as errors, so a broken
symbol link, a broken article link or an undocumented public symbol fails scripts/test.sh.

Each module has a catalog next to its sources (Sources/<Module>/<Module>.docc) holding its
landing page and topic groups. The guides stay in
docs/ (the only copy; README links to them and check-doc-samples.py compiles their samples):
at build time this script assembles each module's catalog in .build/documentation/catalogs/,
adding the module's guides from GUIDES as articles. On the way it turns links between guides
into DocC links, takes the images the guides show into the catalog, and turns links to other
files of the repository into their paths.

The symbol graphs come from swift-symbolgraph-extract run on the modules of the debug build made
with warnings as errors (scripts/test.sh's first step; RxGtk's, built only with the trait GTK,
from the package in RxGtk/). `swift package dump-symbol-graph` is not used: it builds with every
trait on, so it would need GTK for the core modules and rebuild them with other flags, and `docc convert` from the toolchain
turns them into one archive per module; a module links to the archives of the modules it
depends on. A public symbol without a `///` comment of its own (an override that only inherits
a comment from another module counts as undocumented) fails the build too: DocC does not warn
about it.

Usage: python3 scripts/build-documentation.py                  (RxSwift, RxRelay, RxCocoa, RxTest, RxBlocking)
       python3 scripts/build-documentation.py --gtk            (RxGtk, after the above)
       python3 scripts/build-documentation.py [--gtk] --site DIR
           also writes every archive built so far as one static web site to DIR
           (python3 -m http.server --directory DIR, then open /documentation/).
"""

import json
import pathlib
import re
import shutil
import subprocess
import sys

from built_modules import module_flags

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / ".build" / "documentation"

# Module: the modules whose archives it links to. In dependency order.
MODULES = {
    "RxSwift": [],
    "RxRelay": ["RxSwift"],
    "RxTest": ["RxSwift"],
    "RxBlocking": ["RxSwift"],
    "RxCocoa": ["RxSwift", "RxRelay"],
    "RxGtk": ["RxSwift", "RxRelay", "RxCocoa"],
}

# Guide of docs/: (the module whose catalog shows it, its article name). An article may not be
# named after its module or a module it extends (Testing, Observation).
GUIDES = {
    "Architecture.md": ("RxSwift", "Architecture"),
    "Concurrency.md": ("RxSwift", "Concurrency"),
    "Lifetimes.md": ("RxSwift", "Lifetimes"),
    "Performance.md": ("RxSwift", "Performance"),
    "Testing.md": ("RxTest", "TestingWithVirtualTime"),
    "RxCocoa.md": ("RxCocoa", "RxCocoaOnEveryPlatform"),
    "Observation.md": ("RxCocoa", "SwiftObservation"),
    "GettingStarted.md": ("RxGtk", "GettingStarted"),
    "RxGtk.md": ("RxGtk", "RxGtkBackend"),
}

MARKDOWN_LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
HTML_COMMENT = re.compile(r"^[ \t]*<!--.*?-->[ \t]*\n", re.S | re.M)
DIAGNOSTIC_FILE = re.compile(r"--> (\S+\.md):")
GUIDE_MENTION = re.compile(r"`docs/(\w+\.md)`")


def catalog_source(module):
    return ROOT / "Sources" / module / f"{module}.docc"


def guide_link(name, module):
    """A link from an article or page of `module` to the guide `name`."""
    owner, article = GUIDES[name]
    if owner == module:
        return f"<doc:{article}>"
    # Another module's article: a page of the same web site (see --site).
    return f"[{guide_title(name)}](/documentation/{owner.lower()}/{article.lower()})"


def guide_title(name):
    first = (ROOT / "docs" / name).read_text().split("\n", 1)[0]
    return first.removeprefix("# ").strip()


def article(name, module, catalog):
    """The text of docs/`name` as an article of `module`'s catalog; copies its images there."""
    text = (ROOT / "docs" / name).read_text()

    def link(match):
        image, label, target = match.groups()
        path, _, anchor = target.partition("#")
        if re.match(r"^[a-z]+:", target):
            return match.group(0)
        if image:
            shutil.copy(ROOT / "docs" / path, catalog / pathlib.Path(path).name)
            return f"![{label}]({pathlib.Path(path).name})"
        if path in GUIDES:
            return guide_link(path, module)
        # Another file of the repository: the web site does not have it, so name its path.
        repository_path = (pathlib.Path("docs") / path).as_posix().replace("docs/../", "")
        section = f', "{anchor.replace("-", " ")}"' if anchor else ""
        return f"`{repository_path}`{section}" if label == repository_path else f"{label} (`{repository_path}`{section})"

    # The comments hold check-doc-samples.py's markers and hidden preludes, whose `@MainActor`
    # lines DocC would read as directives. Blank lines take their place, so that DocC's line
    # numbers are the guide's.
    text = HTML_COMMENT.sub(lambda match: "\n" * match.group(0).count("\n"), text)
    # DocC keeps level 1 for the title: a later part of the guide becomes a level-2 section.
    title, _, body = text.partition("\n")
    text = title + "\n" + re.sub(r"^# ", "## ", body, flags=re.M)
    text = MARKDOWN_LINK.sub(link, text)
    return GUIDE_MENTION.sub(lambda match: guide_link(match.group(1), module) if match.group(1) in GUIDES else match.group(0), text)


def assemble_catalog(module):
    catalog = OUTPUT / "catalogs" / f"{module}.docc"
    shutil.rmtree(catalog, ignore_errors=True)
    shutil.copytree(catalog_source(module), catalog)
    for name, (owner, article_name) in GUIDES.items():
        if owner == module:
            (catalog / f"{article_name}.md").write_text(article(name, module, catalog))
    return catalog


def extract_symbol_graphs(modules):
    """The symbol graphs of `modules`, in one folder, from the modules a debug build made
    (scripts/test.sh builds them before this runs; run `swift build` first otherwise)."""
    graphs = OUTPUT / "symbol-graphs" / "extracted"
    shutil.rmtree(graphs, ignore_errors=True)
    graphs.mkdir(parents=True)
    flags = module_flags(gtk=modules == ["RxGtk"])
    for module in modules:
        result = subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
             "-emit-extension-block-symbols", "-skip-inherited-docs", "-output-dir", str(graphs), *flags],
            capture_output=True, text=True)
        if result.returncode != 0 or not (graphs / f"{module}.symbols.json").is_file():
            print(result.stdout + result.stderr)
            sys.exit(f"could not make the symbol graphs of {module} (is it built?)")
    return graphs


def module_symbol_graphs(module, graphs):
    """A folder holding only `module`'s symbol graphs (its own and its extensions of others)."""
    folder = OUTPUT / "symbol-graphs" / module
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for graph in [graphs / f"{module}.symbols.json", *graphs.glob(f"{module}@*.symbols.json")]:
        shutil.copy(graph, folder)
    return folder


def undocumented_symbols(folder):
    """The public symbols of the graphs in `folder` that have no `///` comment of their own."""
    missing = []
    for graph in sorted(folder.glob("*.symbols.json")):
        for symbol in json.loads(graph.read_text())["symbols"]:
            # Members a protocol extension or a superclass gives a type, and extension blocks,
            # are documented where they are declared.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol["kind"]["identifier"] == "swift.extension":
                continue
            location = symbol.get("location", {})
            comment = symbol.get("docComment")
            if comment is None or comment.get("uri") != location.get("uri"):
                file = location.get("uri", "").removeprefix(f"file://{ROOT}/")
                line = location.get("position", {}).get("line", 0) + 1
                missing.append(f"{file}:{line}: {'.'.join(symbol['pathComponents'])} has no documentation comment")
    return missing


def convert(module, catalog, symbol_graphs):
    archive = OUTPUT / f"{module}.doccarchive"
    shutil.rmtree(archive, ignore_errors=True)
    command = [
        "docc", "convert", str(catalog),
        "--additional-symbol-graph-dir", str(symbol_graphs),
        "--fallback-display-name", module,
        "--fallback-bundle-identifier", module,
        "--output-path", str(archive),
        "--warnings-as-errors",
        "--transform-for-static-hosting",
        "--enable-experimental-external-link-support",
    ]
    for dependency in MODULES[module]:
        command += ["--dependency", str(OUTPUT / f"{dependency}.doccarchive")]
    result = subprocess.run(command, capture_output=True, text=True)
    # DocC names files relative to the assembled catalog: name the files to edit instead.
    articles = {f"{article}.md": f"docs/{guide}" for guide, (owner, article) in GUIDES.items() if owner == module}
    committed = catalog_source(module).relative_to(ROOT)
    output = DIAGNOSTIC_FILE.sub(
        lambda match: f"--> {articles.get(match.group(1), committed / match.group(1))}:",
        (result.stdout + result.stderr).replace("../../../../", ""))
    if result.returncode != 0 or re.search(r"\b(warning|error):", output):
        print(output)
        return False
    return True


def write_site(directory):
    archives = [OUTPUT / f"{module}.doccarchive" for module in MODULES if (OUTPUT / f"{module}.doccarchive").is_dir()]
    site = pathlib.Path(directory).resolve()
    shutil.rmtree(site, ignore_errors=True)
    subprocess.run(
        ["docc", "merge", *map(str, archives), "--output-path", str(site),
         "--synthesized-landing-page-name", "RxSwift for Swift 6", "--synthesized-landing-page-topics-style", "list"],
        check=True, capture_output=True)
    print(f"web site of {', '.join(archive.stem for archive in archives)} in {site}: "
          f"python3 -m http.server --directory {directory}, then open http://localhost:8000/documentation/")


def main():
    arguments = sys.argv[1:]
    site = arguments[arguments.index("--site") + 1] if "--site" in arguments else None
    modules = ["RxGtk"] if "--gtk" in arguments else [module for module in MODULES if module != "RxGtk"]
    unplaced = sorted({guide.name for guide in (ROOT / "docs").glob("*.md")} - set(GUIDES))
    if unplaced:
        sys.exit(f"docs/{', docs/'.join(unplaced)}: not in any module's documentation (add to GUIDES)")
    missing_dependencies = {dependency for module in modules for dependency in MODULES[module]
                            if dependency not in modules and not (OUTPUT / f"{dependency}.doccarchive").is_dir()}
    if missing_dependencies:
        sys.exit(f"build the documentation of {', '.join(sorted(missing_dependencies))} first (without --gtk)")
    graphs = extract_symbol_graphs(modules)
    failed = False
    for module in modules:
        symbol_graphs = module_symbol_graphs(module, graphs)
        missing = undocumented_symbols(symbol_graphs)
        if missing:
            print("\n".join(missing))
            failed = True
        if not convert(module, assemble_catalog(module), symbol_graphs):
            print(f"{module}: the documentation has warnings")
            failed = True
    if failed:
        sys.exit("documentation build failed")
    print(f"documentation of {', '.join(modules)} builds without warnings; every public symbol is documented")
    if site:
        write_site(site)


if __name__ == "__main__":
    main()
