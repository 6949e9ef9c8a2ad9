#!/usr/bin/env bash
# Builds the .deb from a configured build directory and checks it: the desktop entry and the
# AppStream data validate, the package declares the Qt runtime and a CJK font, ships the
# paiju-server unit, and its programs run from it. As root, they run in a chroot that holds only the package's files and the shared
# libraries its programs load; otherwise straight from the unpacked package.
# Usage: check-deb.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-deb: $*" >&2; exit 1; }

desktop-file-validate "$source/packaging/linux/org.paiju.Paiju.desktop" || fail "desktop entry"
appstreamcli validate --no-net "$build/packaging/org.paiju.Paiju.metainfo.xml" >/dev/null ||
    fail "AppStream metainfo"

(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/out/paiju_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
for needed in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6network6 libqt6multimedia6 \
    qt6-qpa-plugins qt6-translations-l10n libqt6sql6-sqlite \
    fonts-noto-cjk; do
    [[ "$depends" == *"$needed"* ]] || fail "Depends lacks $needed: $depends"
done
contents=$(dpkg-deb -c "$deb")
for path in usr/bin/paiju usr/bin/paiju-cli usr/bin/paiju-server \
    usr/share/applications/org.paiju.Paiju.desktop usr/share/metainfo/org.paiju.Paiju.metainfo.xml \
    usr/share/icons/hicolor/256x256/apps/org.paiju.Paiju.png \
    usr/share/icons/hicolor/scalable/apps/org.paiju.Paiju.svg \
    usr/lib/systemd/system/paiju-server.service usr/lib/systemd/system/paiju-server@.service \
    usr/share/doc/paiju/hosting.md; do
    grep -q "\./$path\$" <<<"$contents" || fail "the package lacks /$path"
done

root="$work/root"
dpkg-deb -x "$deb" "$root"
# Invites (paiju://) open in the installed app.
grep -q '^MimeType=.*x-scheme-handler/paiju;' "$root/usr/share/applications/org.paiju.Paiju.desktop" ||
    fail "the installed desktop entry does not register paiju://"
chrooted=false
if [ "$(id -u)" = 0 ] && command -v chroot >/dev/null; then
    # Every shared library the programs and the offscreen platform plugin load, nothing else.
    plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null ||
        echo /usr/lib/x86_64-linux-gnu/qt6/plugins)
    plugin=$plugins/platforms/libqoffscreen.so
    mkdir -p "$root$(dirname "$plugin")"
    cp "$plugin" "$root$plugin"
    for binary in "$root"/usr/bin/paiju "$root"/usr/bin/paiju-cli "$root"/usr/bin/paiju-server \
        "$plugin"; do
        ldd "$binary" | grep -o '/[^ ]*' | while read -r lib; do
            mkdir -p "$root$(dirname "$lib")"
            cp -L "$lib" "$root$lib"
        done
    done
    chrooted=true
fi
# Runs an installed program, inside the chroot when there is one.
installed() {
    if $chrooted; then chroot "$root" "$@"; else "$root$1" "${@:2}"; fi
}
version=$(dpkg-deb -f "$deb" Version)
QT_QPA_PLATFORM=offscreen installed /usr/bin/paiju --version 2>/dev/null | grep -q "$version" ||
    fail "paiju --version does not say $version"
installed /usr/bin/paiju-cli --version | grep -q "$version" || fail "paiju-cli --version"
installed /usr/bin/paiju-cli simulate --game tichu --games 1 --option rounds=1 |
    grep -q "total matches=1" || fail "paiju-cli simulate"
if $chrooted; then
    echo "check-deb: $(basename "$deb") runs in a chroot with only the package and its libraries"
else
    echo "check-deb: $(basename "$deb") runs from the unpacked package (not root: no chroot)"
fi
