#!/usr/bin/env bash
# Runs jest in ESM mode (NestJS 12 is ES-module only).
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
exec node_modules/.bin/jest "$@"
