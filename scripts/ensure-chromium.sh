#!/usr/bin/env bash
# Debian's Chromium, as Playwright's own browser download does not work here.
# Usage: ensure-chromium.sh [chromium]
#   no argument: its headless shell, which the browser tests drive;
#   chromium:    the whole browser, which the bench and the media fixtures' writer drive.
set -euo pipefail
browser="${1:-chromium-headless-shell}"
# CI runs this first on a fresh machine: the media tests' outside judges need perl and ffmpeg too.
bash "$(dirname "$0")/ensure-media-tools.sh"
# Hindi and Urdu are laid out with their own glyphs (Devanagari, Naskh), as on a phone, so that
# a test of sideways scroll or of a screenshot measures real text.
[ -x "/usr/bin/$browser" ] && [ -d /usr/share/fonts/truetype/noto ] && exit 0
bash "$(dirname "$0")/ensure-debian-package.sh" "$browser fonts-noto-core" \
  "the browser tests and the bench (Chromium, and fonts for Hindi and Urdu)"
