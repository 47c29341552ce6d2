#!/usr/bin/env sh
# Regenerates the demo background videos (maintainer tool; the server never runs ffmpeg).
# A slow, seamlessly looping monochrome play of soft light: every term of the picture is
# periodic in the clip length, so the last frame flows into the first.
set -eu
cd "$(dirname "$0")"

SECONDS_LOOP=8
FPS=24

# $1 width, $2 height, $3 output. The light field is computed at 1/4 size and scaled up,
# which keeps the gradients smooth and the encode small.
make() {
  w=$1; h=$2; out=$3
  lw=$((w / 4)); lh=$((h / 4))
  # u, v: coordinates scaled by the shorter side, so the light blobs stay round in both orientations.
  m=$(( lw < lh ? lw : lh ))
  a="(2*PI*T/${SECONDS_LOOP})"
  u="((X-W/2)/${m})"
  v="((Y-H/2)/${m})"
  expr="16 + 10*(Y/H) \
+ 105*exp(-(pow(${u}-0.55*sin(${a}),2)+pow(${v}+0.10*cos(${a}),2))/0.10) \
+ 60*exp(-(pow(${u}+0.45*sin(2*${a}+0.8),2)+pow(${v}-0.22*sin(${a}+1.9),2))/0.06) \
+ 9*sin(2*PI*(0.35*X/${m} + 0.18*Y/${m}) - ${a}) \
+ 7*cos(2*PI*(0.22*Y/${m}) + 2*${a})"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=black:s=${lw}x${lh}:r=${FPS}:d=${SECONDS_LOOP},format=gray" \
    -vf "geq=lum='clip(${expr},0,255)',scale=${w}:${h}:flags=bicubic,gblur=sigma=6,format=yuv420p" \
    -an -c:v libx264 -preset veryslow -crf 26 -tune film -pix_fmt yuv420p \
    -g $((FPS * SECONDS_LOOP)) -movflags +faststart "$out"
}

make 1280 720 background-desktop.mp4
make 720 1280 background-mobile.mp4
ls -l background-*.mp4
