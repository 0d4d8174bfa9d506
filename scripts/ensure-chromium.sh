#!/usr/bin/env bash
# Debian's Chromium, as Playwright's own browser download does not work here.
# Usage: ensure-chromium.sh [chromium]
#   no argument: its headless shell, which the browser tests drive;
#   chromium:    the whole browser, which the bench and the media fixtures' writer drive.
set -euo pipefail
browser="${1:-chromium-headless-shell}"
case "$browser" in
  chromium | chromium-headless-shell) ;;
  *) echo "ensure-chromium.sh: chromium or nothing, not '$browser'" >&2 && exit 2 ;;
esac
# CI runs this on a fresh machine, beside npm ci: the media tests' outside judges need perl and
# ffmpeg too.
bash "$(dirname "$0")/ensure-media-tools.sh"
# Hindi and Urdu are laid out with their own glyphs (Devanagari, Naskh), as on a phone, so that
# a test of sideways scroll or of a screenshot measures real text.
[ -x "/usr/bin/$browser" ] && [ -d /usr/share/fonts/truetype/noto ] && exit 0
bash "$(dirname "$0")/ensure-debian-package.sh" "$browser fonts-noto-core" \
  "the browser tests or the bench (Chromium, and fonts for Hindi and Urdu)"
