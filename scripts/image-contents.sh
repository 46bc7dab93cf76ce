#!/usr/bin/env bash
# Assembles what the shop's container image holds, into DEST (default .tmp/image): the built app
# (dist/), the migrations and seed files (db/), package.json and only the production dependencies.
# The Dockerfile runs exactly this; CI runs it without Docker (the cluster tests start their
# servers from DEST), so what the image ships is what the tests ran.
#
#   scripts/image-contents.sh [DEST]     (after npm ci, in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${1:-.tmp/image}"

npm run build --silent
rm -rf "$dest"
mkdir -p "$dest"
cp package.json package-lock.json "$dest/"
cp -r dist db "$dest/"
# Production dependencies only, exactly as locked. Source maps stay (stack traces point at src/).
(cd "$dest" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
echo "image contents in $dest: $(du -sh "$dest" | cut -f1)"
