#!/usr/bin/env python3
"""`make example`: the app developer's side, as one would try it.

Examples/ThemeDemo is a package of its own: it depends on this repository by relative path
and takes its accessors from the ThemePackAccessors build-tool plugin. The check:

1. builds Examples/ThemeDemo where it is (its manifest, the plugin product it names, and its
   project `Theme`, a link to the sample's Assets/ that the plugin must read through), and runs
   it as in 2;
2. copies it outside the repository (the dependency's path made absolute, its project a real
   copy of the sample instead of the link), builds it, packages the sample signed with the
   built `themepack`, and runs it: it must install blue, list the six themes, and print blue's
   version and theme colour (#226BAA) through the generated accessors;
3. adds a file using `ThemePackAssets.Color.accent`: the build must fail (no such colour yet);
   adds the colour to every theme and builds again: it must succeed, the plugin having
   regenerated the accessors.

The copy lives in one folder per clone under the temporary folder and keeps its .build, so
only the first run compiles ThemePack again; the in-place build has a scratch folder of its own
beside it, for the same reason. Both are started anew when the repository's source files or
manifest changed (SwiftPM does not notice a file added to or removed from a path dependency). The `themepack` this repository builds is built (incrementally)
on every run, so the packages are never written by a stale binary.
"""
import json
import os
import re
import shutil
import subprocess
import hashlib
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEMO = os.path.join(REPO, "Examples", "ThemeDemo")
OUTSIDE = os.path.join(tempfile.gettempdir(),
                       "themepack-example-" + hashlib.sha256(REPO.encode()).hexdigest()[:12])
# Never the copy's .build: two root packages sharing one --scratch-path can silently build
# nothing (SwiftPM takes the build of the other root for this one's), so each has its own.
IN_PLACE_SCRATCH = OUTSIDE + "-in-place"
THEMEPACK = os.path.join(REPO, ".build", "debug", "themepack")


def sources_fingerprint():
    """The repository's list of source files and its manifest, as one digest."""
    names = []
    for top in ("Sources", "Plugins"):
        for folder, _, files in os.walk(os.path.join(REPO, top)):
            names += [os.path.relpath(os.path.join(folder, name), REPO) for name in files]
    digest = hashlib.sha256("\n".join(sorted(names)).encode())
    with open(os.path.join(REPO, "Package.swift"), "rb") as manifest:
        digest.update(manifest.read())
    return digest.hexdigest()


def fresh_for_sources(build_folder):
    """Starts `build_folder` anew when the repository's source files were added, removed or its
    manifest changed since it was made: SwiftPM keeps planning a path dependency with the file
    list an existing build folder knew ("missing inputs: …/PixelBox.swift", "no such module
    'ThemePackReview'"), so such a folder would fail where a fresh one builds."""
    stamp = os.path.join(build_folder, "themepack-sources.sha256")
    current = sources_fingerprint()
    try:
        with open(stamp) as file:
            known = file.read()
    except OSError:
        known = None
    if known != current and os.path.isdir(build_folder):
        shutil.rmtree(build_folder)
    os.makedirs(build_folder, exist_ok=True)
    with open(stamp, "w") as file:
        file.write(current)


def run(arguments, expect_success=True, **options):
    result = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **options)
    if expect_success and result.returncode != 0:
        sys.exit(f"make example: '{' '.join(arguments)}' failed:\n{result.stdout[-4000:]}")
    return result


def build(package, expect_success=True):
    """`swift build` of `package` in its own .build folder."""
    return run(["swift", "build", "--package-path", package], expect_success=expect_success)


def fail(message):
    sys.exit("make example: " + message)


def demo_run(work, builds):
    """Packages the sample signed into `work`, then runs each built demo (a label and the
    `swift run` arguments naming its package): each must install blue, print its version and
    colour and list every theme."""
    key = os.path.join(work, "key")
    run([THEMEPACK, "keygen", "--out", key])
    run([THEMEPACK, "package", "--assets", os.path.join(REPO, "Assets"), "--output", os.path.join(work, "Output"),
         "--sign-key", key])
    index = os.path.join(work, "Output", "packages", "index.json")
    with open(os.path.join(REPO, "Assets", "Themes", "blue", "theme.json")) as file:
        version = json.load(file)["version"]
    for label, package in builds:
        result = run(["swift", "run", "--skip-build"] + package + [
            "ThemeDemo", "--index", index, "--theme", "blue", "--into", os.path.join(work, label, "app"),
            "--public-key", key + ".pub"])
        expected = f"theme blue version {version} color #226BAA"
        if expected not in result.stdout.splitlines():
            fail(f"the demo built {label} did not print '{expected}':\n{result.stdout}")
        offered = [line for line in result.stdout.splitlines() if line.startswith("offered ")]
        if len(offered) != len(os.listdir(os.path.join(REPO, "Assets", "Themes"))):
            fail(f"the demo built {label} listed {len(offered)} themes:\n{result.stdout}")
        print(f"make example: ThemeDemo built {label} installed blue {version}, listed {len(offered)} themes "
              "and printed #226BAA")


def in_place():
    """Examples/ThemeDemo built where it is, in its own scratch folder: its project is the link
    `Theme` to the sample, so the plugin must find the project through it. Returns the
    `swift run` arguments naming it."""
    package = ["--package-path", DEMO, "--scratch-path", IN_PLACE_SCRATCH]

    def generated():
        return [os.path.join(folder, name) for folder, _, names in os.walk(IN_PLACE_SCRATCH)
                for name in names if name == "ThemePackAssets.swift"]

    fresh_for_sources(IN_PLACE_SCRATCH)
    # Last run's accessors go first, so what is found afterwards is this build's.
    for path in generated():
        os.remove(path)
    run(["swift", "build"] + package)
    if not generated():
        fail(f"building {DEMO} in place generated no ThemePackAssets.swift under '{IN_PLACE_SCRATCH}'")
    return package


def outside_package():
    """Examples/ThemeDemo copied to OUTSIDE (its .build kept), its project a real copy of the
    sample and its dependency on the repository an absolute path."""
    os.makedirs(OUTSIDE, exist_ok=True)
    for name in os.listdir(OUTSIDE):
        if name != ".build":
            path = os.path.join(OUTSIDE, name)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    for name in os.listdir(DEMO):
        if name == ".build":
            continue
        source = os.path.join(DEMO, name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(OUTSIDE, name), symlinks=True, ignore=shutil.ignore_patterns("Theme"))
        else:
            shutil.copy2(source, OUTSIDE)
    shutil.copytree(os.path.join(REPO, "Assets"), os.path.join(OUTSIDE, "Sources", "ThemeDemo", "Theme"))
    manifest = os.path.join(OUTSIDE, "Package.swift")
    with open(manifest) as file:
        text = file.read()
    text, count = re.subn(r'path: "\.\./\.\."', f'path: "{REPO}"', text)
    if count != 1:
        fail("Examples/ThemeDemo/Package.swift no longer depends on the repository by path '../..'")
    with open(manifest, "w") as file:
        file.write(text)
    fresh_for_sources(os.path.join(OUTSIDE, ".build"))
    return OUTSIDE


def add_colour(project):
    themes = os.path.join(project, "Themes")
    for name in sorted(os.listdir(themes)):
        path = os.path.join(themes, name, "theme.json")
        with open(path) as file:
            theme = json.load(file)
        theme.setdefault("colors", {})["accent"] = {"value": "#FF8800"}
        with open(path, "w") as file:
            json.dump(theme, file, indent=2)


def regeneration(outside):
    probe = os.path.join(outside, "Sources", "ThemeDemo", "Probe.swift")
    with open(probe, "w") as file:
        file.write("import ThemePackClient\n\nlet accent = ThemePackAssets.Color.accent\n")
    before = build(outside, expect_success=False)
    if before.returncode == 0 or "accent" not in before.stdout:
        fail("a use of a colour the project does not have compiled:\n" + before.stdout[-2000:])
    add_colour(os.path.join(outside, "Sources", "ThemeDemo", "Theme"))
    build(outside)
    print("make example: a package outside the repository built with the plugin; a colour added "
          "to its project became ThemePackAssets.Color.accent on the next build")


def main():
    # Always: an incremental build is quick, and a binary left from an older checkout would
    # package with yesterday's code.
    run(["swift", "build", "--package-path", REPO, "--product", "themepack"])
    run(["swift", "package", "--package-path", DEMO, "describe"])
    work = tempfile.mkdtemp(prefix="themepack-example-run-")
    try:
        in_place_package = in_place()
        outside = outside_package()
        build(outside)
        demo_run(work, [("in-place", in_place_package), ("outside", ["--package-path", outside])])
        regeneration(outside)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
