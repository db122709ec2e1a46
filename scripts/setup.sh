#!/usr/bin/env bash
# Installs the system libraries ListPreview needs and the PyPI packages its tests use, only those that are missing,
# and says what it does.
#
#   Debian/Ubuntu: apt-get (as root, or through sudo when it is available)
#   macOS:         Homebrew
#   Python:        pip (kiwisolver, for the constraint solver's differential test)
#
# Safe to run again: it does nothing when everything is present.
set -euo pipefail

# Debian packages: each line is "package  pkg-config-module-it-provides".
DEBIAN_PACKAGES=(
  "libcairo2-dev cairo-ft"
  "libfreetype-dev freetype2"
  "libpng-dev libpng16"
  "zlib1g-dev zlib"
  "libdeflate-dev libdeflate"
  "libwebp-dev libwebpmux"
  "libjpeg62-turbo-dev libjpeg"
  "libpango1.0-dev pangoft2"
  "pkg-config -"
  "fonts-dejavu-core -"
  "python3 -"
  # The system font (Inter Display) and the icon font SF Symbols are drawn with, pinned by SHA-256
  # (Sources/ListTextKit/PinnedFont+System.swift).
  "fonts-inter -"
  "fonts-material-design-icons-iconfont -"
  # The pinned fallback fonts (checked by SHA-256 when they draw: Sources/ListTextKit/PinnedFont.swift).
  "fonts-noto-core -"
  "fonts-noto-cjk -"
  "fonts-noto-color-emoji -"
  # The headless browser of the report.html tests (they are skipped without it).
  "chromium -"
)
BREW_PACKAGES=(cairo freetype libpng libdeflate webp jpeg-turbo pango pkg-config)
# PyPI packages of the test tooling (module name = package name): kiwisolver is the independent Cassowary that
# ListConstraintKit's differential test (scripts/kiwi-oracle.py) compares the solver with.
PYTHON_PACKAGES=(kiwisolver)

say() { printf 'setup: %s\n' "$*" >&2; }

debian_missing() {
  local missing=() entry package module
  for entry in "${DEBIAN_PACKAGES[@]}"; do
    package=${entry%% *}
    module=${entry#* }
    if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      continue
    fi
    # Accept a library provided some other way (built from source, another package name).
    if [ "$module" != "-" ] && command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$module"; then
      continue
    fi
    missing+=("$package")
  done
  echo "${missing[@]:-}"
}

setup_debian() {
  local missing
  missing=$(debian_missing)
  if [ -z "$missing" ]; then
    say "system packages present: $(printf '%s ' "${DEBIAN_PACKAGES[@]%% *}")"
    return
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      say "missing: $missing; run as root: apt-get update && apt-get install -y $missing"
      exit 1
    fi
  fi
  say "installing missing Debian packages: $missing"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  say "installed: $missing"
}

setup_macos() {
  if ! command -v brew >/dev/null 2>&1; then
    say "Homebrew is needed on macOS: https://brew.sh, then: brew install ${BREW_PACKAGES[*]}"
    exit 1
  fi
  local missing=() package
  for package in "${BREW_PACKAGES[@]}"; do
    brew list --versions "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "Homebrew packages present (${BREW_PACKAGES[*]})"
    return
  fi
  say "installing missing Homebrew packages: ${missing[*]}"
  brew install "${missing[@]}"
}

setup_python() {
  local missing=() package
  for package in "${PYTHON_PACKAGES[@]}"; do
    python3 -c "import $package" >/dev/null 2>&1 || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "Python packages present (${PYTHON_PACKAGES[*]})"
    return
  fi
  say "installing missing Python packages with pip: ${missing[*]}"
  local pip=(python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore)
  # A system Python that refuses pip (PEP 668, "externally managed") gets the packages for this user anyway:
  # they are test tooling, not part of the system.
  if ! "${pip[@]}" "${missing[@]}" 2>/dev/null && ! "${pip[@]}" --user --break-system-packages "${missing[@]}"; then
    say "could not install ${missing[*]}: run python3 -m pip install ${missing[*]}"
    exit 1
  fi
  say "installed: ${missing[*]}"
}

case "$(uname -s)" in
  Linux)
    if command -v dpkg-query >/dev/null 2>&1; then setup_debian; else
      say "not a Debian system: install cairo (with FreeType), pango, libpng, zlib, libdeflate, libwebp, libjpeg-turbo and pkg-config yourself"
    fi ;;
  Darwin) setup_macos ;;
  *) say "unsupported system $(uname -s)"; exit 1 ;;
esac

setup_python
