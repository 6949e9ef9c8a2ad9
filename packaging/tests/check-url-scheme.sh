#!/usr/bin/env bash
# Every installer registers the paiju:// scheme of invites: the Linux desktop entry declares the
# scheme handler and passes the link on (%u), the macOS Info.plist declares it in
# CFBundleURLTypes, and the Windows installer writes the scheme's registry keys, which its
# uninstaller removes. The Windows commands are read as cpack reads them, from CPackConfig.cmake.
# Exits 77 (skipped) without xmllint.
# Usage: check-url-scheme.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2
fail() { echo "check-url-scheme: $*" >&2; exit 1; }
command -v xmllint >/dev/null || { echo "check-url-scheme: no xmllint"; exit 77; }

desktop="$source/packaging/linux/org.paiju.Paiju.desktop"
grep -q '^MimeType=.*x-scheme-handler/paiju;' "$desktop" || fail "the desktop entry lacks the scheme"
grep -q '^Exec=paiju %u$' "$desktop" || fail "the desktop entry does not pass the link on"

plist="$source/packaging/macos/Info.plist.in"
xmllint --noout "$plist" || fail "Info.plist is not well-formed"
schemes=$(xmllint --xpath "/plist/dict/key[.='CFBundleURLTypes']/following-sibling::array[1]/dict/key[.='CFBundleURLSchemes']/following-sibling::array[1]/string/text()" "$plist" 2>/dev/null) ||
    fail "Info.plist declares no CFBundleURLSchemes"
[ "$schemes" = paiju ] || fail "Info.plist declares the schemes '$schemes'"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/print.cmake" <<END
include("$build/CPackConfig.cmake")
file(WRITE "$work/install.nsh" "\${CPACK_NSIS_EXTRA_INSTALL_COMMANDS}")
file(WRITE "$work/uninstall.nsh" "\${CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS}")
END
cmake -P "$work/print.cmake" || fail "CPackConfig.cmake does not load"
for line in \
    "WriteRegStr SHCTX 'Software\\Classes\\paiju' '' 'URL:Paiju invite'" \
    "WriteRegStr SHCTX 'Software\\Classes\\paiju' 'URL Protocol' ''" \
    "WriteRegStr SHCTX 'Software\\Classes\\paiju\\shell\\open\\command' '' '\"\$INSTDIR\\bin\\paiju.exe\" \"%1\"'"; do
    grep -qxF "$line" "$work/install.nsh" || { cat "$work/install.nsh"; fail "the installer lacks: $line"; }
done
grep -qxF "DeleteRegKey SHCTX 'Software\\Classes\\paiju'" "$work/uninstall.nsh" ||
    { cat "$work/uninstall.nsh"; fail "the uninstaller leaves the scheme"; }
echo "check-url-scheme: the desktop entry, Info.plist and the Windows installer register paiju://"
