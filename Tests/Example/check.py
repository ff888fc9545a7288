#!/usr/bin/env python3
"""`make example`: the app developer's side, as one would try it.

Examples/ThemeDemo is a package of its own: it depends on this repository by relative path
and takes its accessors from the ThemePackAccessors build-tool plugin. The check:

1. resolves Examples/ThemeDemo where it is (its manifest and the plugin product it names);
2. copies it outside the repository (the dependency's path made absolute, its project a real
   copy of the sample instead of the link), builds it, packages the sample signed with the
   built `themepack`, and runs it: it must install blue, list the six themes, and print blue's
   version and theme colour (#226BAA) through the generated accessors;
3. adds a file using `ThemePackAssets.Color.accent`: the build must fail (no such colour yet);
   adds the colour to every theme and builds again: it must succeed, the plugin having
   regenerated the accessors.

The copy lives in one folder per clone under the temporary folder and keeps its .build, so
only the first run compiles ThemePack again.
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
THEMEPACK = os.path.join(REPO, ".build", "debug", "themepack")


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


def demo_run(work, outside):
    key = os.path.join(work, "key")
    run([THEMEPACK, "keygen", "--out", key])
    run([THEMEPACK, "package", "--assets", os.path.join(REPO, "Assets"), "--output", os.path.join(work, "Output"),
         "--sign-key", key])
    build(outside)
    index = os.path.join(work, "Output", "packages", "index.json")
    result = run(["swift", "run", "--skip-build", "--package-path", outside, "ThemeDemo",
                  "--index", index, "--theme", "blue", "--into", os.path.join(work, "app"), "--public-key",
                  key + ".pub"])
    with open(os.path.join(REPO, "Assets", "Themes", "blue", "theme.json")) as file:
        version = json.load(file)["version"]
    expected = f"theme blue version {version} color #226BAA"
    if expected not in result.stdout.splitlines():
        fail(f"the demo did not print '{expected}':\n{result.stdout}")
    offered = [line for line in result.stdout.splitlines() if line.startswith("offered ")]
    if len(offered) != len(os.listdir(os.path.join(REPO, "Assets", "Themes"))):
        fail(f"the demo listed {len(offered)} themes:\n{result.stdout}")
    print(f"make example: ThemeDemo installed blue {version}, listed {len(offered)} themes and printed #226BAA")


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
    if not os.access(THEMEPACK, os.X_OK):
        run(["swift", "build", "--package-path", REPO, "--product", "themepack"])
    run(["swift", "package", "--package-path", DEMO, "describe"])
    work = tempfile.mkdtemp(prefix="themepack-example-run-")
    try:
        outside = outside_package()
        demo_run(work, outside)
        regeneration(outside)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
