#!/usr/bin/env bash
# The vector job's drawing alone, as a script does it first: one `rsvg-convert -z <scale>` per
# icon and scale (librsvg, the renderer ThemePack links), untinted, into one folder.
#
# Usage: rsvg-render.sh <project> <jobs folder> <output folder>
#   <jobs>/vector-icons.txt: "<asset>" per line (the master is <project>/Base/<asset>.svg)
set -euo pipefail
project=$1
jobs=$2
out=$3

mkdir -p "$out"
while read -r asset; do
  for scale in 3 2 1; do
    case $scale in
      3) suffix=@3x ;;
      2) suffix=@2x ;;
      1) suffix= ;;
    esac
    rsvg-convert -z "$scale" -o "$out/$asset$suffix.png" "$project/Base/$asset.svg"
  done
done <"$jobs/vector-icons.txt"
