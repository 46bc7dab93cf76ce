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
# The PDFs set text in the Noto fonts' regular and bold only (src/server/pdf-text.ts): the packages'
# other weights (about 100 MB, most of it Chinese) stay out of the image.
find "$dest/node_modules/@expo-google-fonts" -mindepth 2 -maxdepth 2 -type d ! -name 400Regular ! -name 700Bold -exec rm -rf {} +
echo "image contents in $dest: $(du -sh "$dest" | cut -f1)"
