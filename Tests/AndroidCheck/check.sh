#!/bin/sh
# Runs Debian's aapt on an android output folder (android/<theme>/res/ per theme): packages
# each theme's res/ with a minimal manifest, then crunches every nine-patch on its own.
# Fails on a non-zero exit or any line aapt prints to standard error.
set -eu
root=${1:?usage: check.sh OUTPUT/android}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/AndroidManifest.xml" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.themepack.check" />
XML
themes=0; patches=0; files=0
for res in "$root"/*/res; do
  [ -d "$res" ] || continue
  themes=$((themes + 1))
  files=$((files + $(find "$res" -type f | wc -l)))
  if ! aapt package -f -M "$work/AndroidManifest.xml" -S "$res" -F "$work/check.apk" 2>"$work/err"; then
    echo "aapt package failed on $res:" >&2; cat "$work/err" >&2; exit 1
  fi
  if [ -s "$work/err" ]; then echo "aapt package complained about $res:" >&2; cat "$work/err" >&2; exit 1; fi
  for patch in $(find "$res" -name '*.9.png' | sort); do
    patches=$((patches + 1))
    if ! aapt singleCrunch -i "$patch" -o "$work/out.png" >/dev/null 2>"$work/err" || [ -s "$work/err" ]; then
      echo "aapt singleCrunch failed on $patch:" >&2; cat "$work/err" >&2; exit 1
    fi
  done
done
[ "$themes" -gt 0 ] || { echo "no theme folder under $root" >&2; exit 1; }
echo "aapt accepted $themes themes ($files files, $patches nine-patches)"
