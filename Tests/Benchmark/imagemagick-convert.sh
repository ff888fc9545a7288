#!/usr/bin/env bash
# The theme job as teams script it with ImageMagick today: one `convert` per output file.
# Template tint (`-fill C -colorize 100%` keeps alpha), @3x/@2x/@1x, dark variant re-tinted
# with the theme's dark colour; untinted assets are resized only.
#
# Usage: imagemagick-convert.sh <project> <jobs folder> <output folder>
#   <jobs>/themes.txt: "<theme> <#colour> <#dark colour>" per line
#   <jobs>/assets.txt: "<asset> <template|none> <master|perTheme>" per line
set -euo pipefail
project=$1
jobs=$2
out=$3
convert=/usr/bin/convert # the real ImageMagick, not a wrapper earlier in PATH

while read -r theme color dark; do
  mkdir -p "$out/$theme"
  while read -r asset tint source; do
    if [ "$source" = master ]; then
      src="$project/Base/$asset@3x.png"
    else
      src="$project/Themes/$theme/$asset@3x.png"
    fi
    for scale in 3 2 1; do
      case $scale in
        3) resize=() suffix=@3x ;;
        2) resize=(-resize 66.6667%) suffix=@2x ;;
        1) resize=(-resize 33.3333%) suffix= ;;
      esac
      if [ "$tint" = template ]; then
        "$convert" "$src" "${resize[@]}" -fill "$color" -colorize 100% "$out/$theme/$asset$suffix.png"
        "$convert" "$src" "${resize[@]}" -fill "$dark" -colorize 100% "$out/$theme/$asset.dark$suffix.png"
      else
        "$convert" "$src" "${resize[@]}" "$out/$theme/$asset$suffix.png"
      fi
    done
  done <"$jobs/assets.txt"
done <"$jobs/themes.txt"
