#!/bin/sh
# Makes paiju.icns from the rendered PNGs with macOS's iconutil: make-icns.sh ICONS_DIR OUT.icns
set -eu
icons=$1
out=$2
set_dir=$(mktemp -d)/paiju.iconset
mkdir -p "$set_dir"
for size in 16 32 128 256; do
    cp "$icons/${size}x${size}/org.paiju.Paiju.png" "$set_dir/icon_${size}x${size}.png"
done
cp "$icons/32x32/org.paiju.Paiju.png" "$set_dir/icon_16x16@2x.png"
cp "$icons/64x64/org.paiju.Paiju.png" "$set_dir/icon_32x32@2x.png"
cp "$icons/256x256/org.paiju.Paiju.png" "$set_dir/icon_128x128@2x.png"
iconutil -c icns -o "$out" "$set_dir"
