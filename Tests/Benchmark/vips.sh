#!/usr/bin/env bash
# The theme job with the libvips command line: one `vips` call per output file. The tint is
# `linear` (rgb × 0 + colour, alpha × 1 + 0); @2x and @1x are resized from the tinted @3x
# (the same pixels as tinting after resizing, since the colour is flat).
#
# Usage: vips.sh <project> <jobs folder> <output folder>
#   <jobs>/themes-rgb.txt: "<theme> <R> <G> <B> <dark R> <dark G> <dark B>" per line
#   <jobs>/assets.txt: "<asset> <template|none> <master|perTheme>" per line
set -euo pipefail
project=$1
jobs=$2
out=$3

while read -r theme r g b dr dg db; do
  mkdir -p "$out/$theme"
  while read -r asset tint source; do
    if [ "$source" = master ]; then
      src="$project/Base/$asset@3x.png"
    else
      src="$project/Themes/$theme/$asset@3x.png"
    fi
    base="$out/$theme/$asset"
    if [ "$tint" = template ]; then
      for variant in light dark; do
        if [ $variant = light ]; then
          name=$base add="$r $g $b 0"
        else
          name=$base.dark add="$dr $dg $db 0"
        fi
        vips linear "$src" "$name@3x.png" "0 0 0 1" "$add" --uchar
        vips resize "$name@3x.png" "$name@2x.png" 0.6666667
        vips resize "$name@3x.png" "$name.png" 0.3333334
      done
    else
      vips copy "$src" "$base@3x.png"
      vips resize "$src" "$base@2x.png" 0.6666667
      vips resize "$src" "$base.png" 0.3333334
    fi
  done <"$jobs/assets.txt"
done <"$jobs/themes-rgb.txt"
