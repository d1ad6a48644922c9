#!/usr/bin/env bash
# Runs jest in ESM mode (NestJS 12 is ES-module only).
set -euo pipefail
cd "$(dirname "$0")/.."
# A larger heap than the default 4 GB: jest keeps the ES modules of the files it has run (see scripts/test.sh).
export TZ=UTC NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192"
exec node_modules/.bin/jest "$@"
