#!/usr/bin/env bash
# Prepares a fresh Debian machine: Chromium (mermaid rendering at build time, browser tests)
# from Debian's packages when it is missing, then the exact dependencies of the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

export GATSBY_TELEMETRY_DISABLED=1
npm ci --no-audit --no-fund
