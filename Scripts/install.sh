#!/usr/bin/env bash
# Builds glance as one self-contained binary and installs it, with its shell completions.
#
# Usage: Scripts/install.sh [--prefix DIR]
#
# The binary goes to DIR/bin/glance; DIR is /usr/local when run as root, else ~/.local. It is
# built in release with the Swift runtime and Foundation linked in (--static-swift-stdlib) and
# the String Catalog and lexicons compiled in, so it needs neither the toolchain nor a resource
# bundle: it can be copied alone to any machine with the same C library (Docs/scaling.md's
# Dockerfile does). Completions go to DIR/share/{bash-completion/completions,zsh/site-functions,
# fish/vendor_completions.d}. DESTDIR, if set, is put before every path, for packagers.
# Exit codes: 0 installed, 64 bad usage, 70 the built binary does not start, 73 cannot write;
# a failed build exits with the build's code.
set -euo pipefail

usage="Usage: Scripts/install.sh [--prefix DIR]"
if [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix)
      [ $# -ge 2 ] && [ -n "$2" ] || { printf "Error: '--prefix' needs a folder.\n%s\n" "$usage" >&2; exit 64; }
      prefix="$2"
      shift 2
      ;;
    --prefix=*)
      prefix="${1#--prefix=}"
      [ -n "$prefix" ] || { printf "Error: '--prefix' needs a folder.\n%s\n" "$usage" >&2; exit 64; }
      shift
      ;;
    -h | --help)
      echo "$usage"
      echo "Builds glance self-contained (release, --static-swift-stdlib) and installs it to"
      echo "DIR/bin/glance (default DIR: /usr/local as root, else ~/.local), with completions."
      exit 0
      ;;
    *)
      printf "Error: Unknown option '%s'.\n%s\n" "$1" "$usage" >&2
      exit 64
      ;;
  esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

cd "$(dirname "$0")/.."
# A build folder of its own: switching .build between static and dynamic linking recompiles it
# (5 minutes here), so `swift run -c release glance` and this script each stay incremental.
build=(swift build -c release --static-swift-stdlib --product glance --scratch-path .build/static)
echo "building glance (release, --static-swift-stdlib, in .build/static)"
"${build[@]}"
built="$("${build[@]}" --show-bin-path)/glance"

# The copy must start on its own: it checks its embedded resources before any work (SUM003).
"$built" locales >/dev/null || { echo "Error: the built '$built' does not start" >&2; exit 70; }

root="${DESTDIR:-}$prefix"
bin="$root/bin"
write() { # write DESTINATION: standard input to DESTINATION, made executable or readable
  mkdir -p "$(dirname "$1")" && cat >"$1.partial" && mv -f "$1.partial" "$1"
}
write "$bin/glance" <"$built" && chmod 755 "$bin/glance" \
  && "$built" completion bash | write "$root/share/bash-completion/completions/glance" \
  && "$built" completion zsh | write "$root/share/zsh/site-functions/_glance" \
  && "$built" completion fish | write "$root/share/fish/vendor_completions.d/glance.fish" \
  || { echo "Error: cannot write to '$root'" >&2; exit 73; }

echo "installed $bin/glance"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) [ -n "${DESTDIR:-}" ] || echo "note: '$prefix/bin' is not on your PATH; add it, or run '$bin/glance'" ;;
esac
