"""Where the scripts find RxGtk's compiled module. RxGtk is built with its trait GTK by the
package in RxGtk/ (the gallery's, which scripts/test.sh builds), so its module and those of the
core libraries it was built with are in that package's build folder."""

import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def rxgtk_build_folder():
    """The debug build folder of the package in RxGtk/."""
    return pathlib.Path(subprocess.run(
        ["swift", "build", "--package-path", str(ROOT / "RxGtk"), "--show-bin-path"],
        capture_output=True, text=True, check=True).stdout.strip())


def rxgtk_module_flags():
    """The flags with which swiftc and swift-symbolgraph-extract import RxGtk, CGtk and the core
    modules from that build."""
    build = rxgtk_build_folder()
    flags = ["-I", f"{build}/Modules",
             "-Xcc", f"-fmodule-map-file={ROOT}/Sources/CGtk/module.modulemap",
             "-Xcc", f"-fmodule-map-file={build}/RxSwiftShims.build/module.modulemap"]
    for flag in subprocess.run(["pkg-config", "--cflags", "gtk4"], capture_output=True, text=True, check=True).stdout.split():
        flags += ["-Xcc", flag]
    return flags
