#!/usr/bin/env bash
# The media tests judge cleaned files with outside tools: exiftool (exiftool-vendored.pl, run by
# Debian's perl) reads what they reveal; ffmpeg, and libheif's heif-convert for HEIC, decode their
# sound and picture to compare. perl-base, on every Debian machine, lacks Digest::MD5, which
# exiftool's ImageDataHash needs: the `perl` package brings it.
set -euo pipefail
missing=()
perl -MDigest::MD5 -e 1 2>/dev/null || missing+=(perl)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v heif-convert >/dev/null || missing+=(libheif-examples)
[ ${#missing[@]} -eq 0 ] && exit 0
bash "$(dirname "$0")/ensure-debian-package.sh" "${missing[*]}" "the media tests' outside judges"
