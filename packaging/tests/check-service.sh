#!/usr/bin/env bash
# systemd accepts a paiju-server unit as shipped (the service, or the template of several processes), warnings included: systemd-analyze verify
# exits 0 on an unknown or misspelled key, so anything it says fails the check. The unit names
# /usr/bin/paiju-server; the copy checked here names the built one, which verify wants to exist.
# A template (paiju-server@.service) is checked as its instance 1.
# Exits 77 (skipped) where systemd-analyze is not installed.
# Usage: check-service.sh UNIT_FILE PAIJU_SERVER_BINARY
set -euo pipefail
unit=$1
binary=$2
command -v systemd-analyze >/dev/null || { echo "check-service: no systemd-analyze"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-service: $*" >&2; exit 1; }

for wanted in '^DynamicUser=yes$' '^StateDirectory=paiju-server' '^NoNewPrivileges=yes$' \
    '^ProtectSystem=strict$' '^ProtectHome=yes$' '^PrivateTmp=yes$' '^PrivateDevices=yes$' \
    '^RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX$' '^CapabilityBoundingSet=$' \
    '^SystemCallFilter=@system-service$' '^ExecStart=/usr/bin/paiju-server --data-dir=%S/paiju-server'; do
    grep -q -- "$wanted" "$unit" || fail "the unit lacks $wanted"
done
name=$(basename "$unit")
name=${name/@./@1.}
sed "s#/usr/bin/paiju-server#$binary#" "$unit" >"$work/$name"
if ! said=$(systemd-analyze verify "$work/$name" 2>&1); then
    fail "systemd-analyze verify refuses the unit: $said"
fi
[ -z "$said" ] || fail "systemd-analyze verify warns: $said"
echo "check-service: systemd-analyze verify accepts $(basename "$unit")"
