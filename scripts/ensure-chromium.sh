#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; Playwright's own browser download does not work here.
set -euo pipefail
# CI runs this first on a fresh machine: the media tests' outside judges need perl and ffmpeg too.
bash "$(dirname "$0")/ensure-media-tools.sh"
# Hindi and Urdu are laid out with their own glyphs (Devanagari, Naskh), as on a phone, so that
# a test of sideways scroll or of a screenshot measures real text.
[ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/truetype/noto ] && exit 0
bash "$(dirname "$0")/ensure-debian-package.sh" "chromium fonts-noto-core" \
  "the browser tests (/usr/bin/chromium, and fonts for Hindi and Urdu)"
