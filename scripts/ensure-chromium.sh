#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; Playwright's own browser download does not work here.
set -euo pipefail
# CI runs this first on a fresh machine: the media tests' outside judges need perl and ffmpeg too.
bash "$(dirname "$0")/ensure-media-tools.sh"
[ -x /usr/bin/chromium ] && exit 0
bash "$(dirname "$0")/ensure-debian-package.sh" chromium "the browser tests (/usr/bin/chromium)"
