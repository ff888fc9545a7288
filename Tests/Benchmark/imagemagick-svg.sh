#!/usr/bin/env bash
# The vector job's drawing alone with ImageMagick reading the SVG itself: one
# `convert -background none -density <96 × scale> icon.svg` per icon and scale (an SVG unit is
# 1/96 in, so the density gives the scale), untinted, into one folder. Which renderer that is
# depends on the build: Debian's ImageMagick 6 tries `inkscape`, then draws with its own MSVG.
#
# Usage: imagemagick-svg.sh <project> <jobs folder> <output folder>
#   <jobs>/vector-icons.txt: "<asset>" per line (the master is <project>/Base/<asset>.svg)
set -euo pipefail
project=$1
jobs=$2
out=$3
convert=/usr/bin/convert # the real ImageMagick, not a wrapper earlier in PATH

mkdir -p "$out"
while read -r asset; do
  for scale in 3 2 1; do
    case $scale in
      3) suffix=@3x ;;
      2) suffix=@2x ;;
      1) suffix= ;;
    esac
    "$convert" -background none -density $((96 * scale)) "$project/Base/$asset.svg" "$out/$asset$suffix.png"
  done
done <"$jobs/vector-icons.txt"
