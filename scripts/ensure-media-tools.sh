#!/usr/bin/env bash
# The media tests judge cleaned files with outside tools: exiftool (exiftool-vendored.pl, run by
# Debian's perl) reads what they reveal; ffmpeg, and libheif's heif-convert for HEIC, decode their
# sound and picture to compare.
# perl-base, on every Debian machine, lacks Digest::MD5, which exiftool's ImageDataHash needs:
# the `perl` package brings it.
set -euo pipefail
here="$(dirname "$0")"
perl -MDigest::MD5 -e 1 2>/dev/null || bash "$here/ensure-debian-package.sh" perl "the media tests (exiftool)"
command -v ffmpeg >/dev/null || bash "$here/ensure-debian-package.sh" ffmpeg "the media tests (decoded streams)"
command -v heif-convert >/dev/null || bash "$here/ensure-debian-package.sh" libheif-examples "the media tests (HEIC pictures)"
