"""Where the scripts find the modules a debug build made, to compile against them or to extract
their symbol graphs. The core libraries' are in the root package's build; RxGtk, built with its
trait GTK only by the package in RxGtk/ (the gallery's, which scripts/test.sh builds), is in that
package's build, with the core modules it was built with."""

import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def build_folder(package):
    """The debug build folder of the package at `package`."""
    return pathlib.Path(subprocess.run(
        ["swift", "build", "--package-path", str(package), "--show-bin-path"],
        capture_output=True, text=True, check=True).stdout.strip())


def module_flags(gtk=False):
    """The flags with which swiftc and swift-symbolgraph-extract import the built modules: the
    core libraries', or with `gtk` RxGtk's build (RxGtk, CGtk and the core modules)."""
    build = build_folder(ROOT / "RxGtk" if gtk else ROOT)
    flags = ["-I", f"{build}/Modules", "-Xcc", f"-fmodule-map-file={build}/RxSwiftShims.build/module.modulemap"]
    if gtk:
        flags += ["-Xcc", f"-fmodule-map-file={ROOT}/Sources/CGtk/module.modulemap"]
        for flag in subprocess.run(["pkg-config", "--cflags", "gtk4"], capture_output=True, text=True, check=True).stdout.split():
            flags += ["-Xcc", flag]
    return flags
