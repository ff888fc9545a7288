#!/usr/bin/env bash
# The vector job as a team scripts it: `rsvg-convert -z <scale>` once per icon and scale into a
# scratch folder (named as the outputs must be, with `.dark` links beside), then the template
# tint with ImageMagick's batch tool, one `mogrify -fill C -colorize 100%` per theme and
# variant (light, dark) over the whole folder; the scratch folder is removed at the end.
#
# Usage: rsvg-mogrify.sh <project> <jobs folder> <output folder>
#   <jobs>/vector-icons.txt: "<asset>" per line (the master is <project>/Base/<asset>.svg)
#   <jobs>/themes.txt: "<theme> <#colour> <#dark colour>" per line
set -euo pipefail
project=$1
jobs=$2
out=$3
mogrify=/usr/bin/mogrify # the real ImageMagick, not a wrapper earlier in PATH
scratch="$out/.rendered"

mkdir -p "$scratch/light" "$scratch/dark"
while read -r asset; do
  for scale in 3 2 1; do
    case $scale in
      3) suffix=@3x ;;
      2) suffix=@2x ;;
      1) suffix= ;;
    esac
    rsvg-convert -z "$scale" -o "$scratch/light/$asset$suffix.png" "$project/Base/$asset.svg"
    ln -s "../light/$asset$suffix.png" "$scratch/dark/$asset.dark$suffix.png"
  done
done <"$jobs/vector-icons.txt"
while read -r theme color dark; do
  mkdir -p "$out/$theme"
  "$mogrify" -path "$out/$theme" -fill "$color" -colorize 100% "$scratch/light/"*.png
  "$mogrify" -path "$out/$theme" -fill "$dark" -colorize 100% "$scratch/dark/"*.png
done <"$jobs/themes.txt"
rm -rf "$scratch"
