#!/usr/bin/env bash
# Usage: Packaging/install.sh [--prefix DIR] [--binary PATH] [--stage DIR]
#
# Installs flights under a prefix, for a user without root (the default, ~/.local) or a
# system (--prefix /usr/local, as root): the binary in PREFIX/bin, the manual in
# PREFIX/share/man/man1, and the completions where bash-completion, zsh and fish look
# for them under that prefix:
#     PREFIX/share/bash-completion/completions/flights
#     PREFIX/share/zsh/site-functions/_flights   (Debian's packages use vendor-completions)
#     PREFIX/share/fish/vendor_completions.d/flights.fish
# (fish reads ~/.local/share/fish/vendor_completions.d and /usr/share's by itself; under
# another prefix, when PREFIX/share is in XDG_DATA_DIRS.)
# Without --binary it builds the fully static release first (a few minutes on 2 cores).
# --stage DIR writes the same tree under DIR (a package's root) instead of the live prefix.
set -euo pipefail
absolute() { case $1 in (/*) printf '%s' "$1";; (*) printf '%s/%s' "$PWD" "$1";; esac; }

prefix=$HOME/.local
binary=""
stage=""
zsh_dir=site-functions
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) prefix=${2:?--prefix needs a directory}; shift 2;;
        --binary) binary=$(absolute "${2:?--binary needs a path}"); shift 2;;
        --stage) stage=$(absolute "${2:?--stage needs a directory}"); shift 2;;
        --zsh-vendor) zsh_dir=vendor-completions; shift;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 64;;
    esac
done
case $prefix in (/*) ;; (*) echo "install.sh: --prefix must be an absolute path, not '$prefix'" >&2; exit 64;; esac
cd "$(dirname "$0")/.."

if [ -z "$binary" ]; then
    static=(-c release --static-swift-stdlib -Xswiftc -static-executable)
    swift build "${static[@]}" --product flights >&2
    binary="$(swift build "${static[@]}" --show-bin-path)/flights"
fi
[ -x "$binary" ] || { echo "install.sh: no program at $binary" >&2; exit 66; }

root=$stage$prefix
install -d -m 755 "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/$zsh_dir" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/flights"
# The manual compressed as Debian's man-db expects it; -n keeps the bytes the same each time.
gzip -9n < man/flights.1 > "$root/share/man/man1/flights.1.gz"
chmod 644 "$root/share/man/man1/flights.1.gz"
"$binary" completion bash > "$root/share/bash-completion/completions/flights"
"$binary" completion zsh > "$root/share/zsh/$zsh_dir/_flights"
"$binary" completion fish > "$root/share/fish/vendor_completions.d/flights.fish"
chmod 644 "$root/share/bash-completion/completions/flights" "$root/share/zsh/$zsh_dir/_flights" \
    "$root/share/fish/vendor_completions.d/flights.fish"
if [ -z "$stage" ]; then
    echo "Installed flights in $prefix/bin; the manual and the completions under $prefix/share."
    case ":$PATH:" in (*":$prefix/bin:"*) ;; (*) echo "Note: $prefix/bin is not on PATH.";; esac
fi
