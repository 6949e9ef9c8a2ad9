#!/usr/bin/env bash
# Sets up a Debian 12 / Ubuntu 23.04+ machine for Paiju, builds it, then either starts the app
# (`run`, the default) or runs the whole test suite (`test`). Installs only what is missing, with
# sudo when not root, so running it again is cheap.
set -euo pipefail

mode=${1:-run}
case "$mode" in
run | test) ;;
*)
    echo "usage: $0 [run|test]" >&2
    exit 1
    ;;
esac
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6svg6 qt6-multimedia-dev libqt6multimedia6 qt6-qpa-plugins libgl-dev libbenchmark-dev
    xvfb xauth qt6-translations-l10n desktop-file-utils appstream dpkg-dev systemd
    libqt6sql6-sqlite libqt6sql6-psql libsodium-dev)
# The store's tests start a PostgreSQL server of their own (initdb and pg_ctl).
if [ "$mode" = test ]; then packages+=(postgresql); fi
# The app's own text in Chinese needs a CJK font on screen; the tests run without one on purpose.
if [ "$mode" = run ]; then packages+=(fonts-noto-cjk); fi
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}"
fi

cmake --preset release
cmake --build --preset release

if [ "$mode" = test ]; then
    ctest --preset release
else
    exec ./build/release/app/paiju
fi
