#!/usr/bin/env bash
# The theme job with ImageMagick's batch tool: one `mogrify` per theme, scale and variant,
# over a folder of links named as the outputs must be (`<asset>@2x.png` → the @3x master;
# bench.py makes them before timing, as a team would keep them in its repository).
#
# Usage: imagemagick-mogrify.sh <links folder> <jobs folder> <output folder>
#   <links>/<theme>/<scale>/{light,dark,none}/*.png
#   <jobs>/themes.txt: "<theme> <#colour> <#dark colour>" per line
set -euo pipefail
links=$1
jobs=$2
out=$3
mogrify=/usr/bin/mogrify # the real ImageMagick, not a wrapper earlier in PATH

while read -r theme color dark; do
  mkdir -p "$out/$theme"
  for scale in 3 2 1; do
    case $scale in
      3) resize=() ;;
      2) resize=(-resize 66.6667%) ;;
      1) resize=(-resize 33.3333%) ;;
    esac
    in="$links/$theme/$scale"
    if [ -d "$in/light" ]; then
      "$mogrify" -path "$out/$theme" "${resize[@]}" -fill "$color" -colorize 100% "$in/light/"*.png
    fi
    if [ -d "$in/dark" ]; then
      "$mogrify" -path "$out/$theme" "${resize[@]}" -fill "$dark" -colorize 100% "$in/dark/"*.png
    fi
    if [ -d "$in/none" ]; then
      "$mogrify" -path "$out/$theme" "${resize[@]}" "$in/none/"*.png
    fi
  done
done <"$jobs/themes.txt"
