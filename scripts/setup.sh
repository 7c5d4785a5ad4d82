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
# npm 11 rejects this lockfile when the registry proxy serves incomplete metadata for other
# platforms' optional packages (https://github.com/npm/cli/issues/9342); npm 10 installs the
# same lockfile exactly, so the clean install runs with it.
npx --yes npm@10 ci --no-audit --no-fund
