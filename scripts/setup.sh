#!/usr/bin/env bash
# Prepares a fresh Debian machine: Chromium (mermaid rendering at build time, browser tests)
# from Debian's packages when it is missing, then the exact dependencies of the lockfile.
# The two installs run at once: neither needs the other (nothing in `npm ci` runs Chromium),
# and each waits on the network and the disk more than on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_pid=""
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages, beside npm ci..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null ) &
  apt_pid=$!
fi

export GATSBY_TELEMETRY_DISABLED=1
# npm 11 rejects this lockfile when the registry proxy serves incomplete metadata for other
# platforms' optional packages (https://github.com/npm/cli/issues/9342); npm 10 installs the
# same lockfile exactly, so the clean install runs with it.
npm_status=0
npx --yes npm@10 ci --no-audit --no-fund || npm_status=$?
apt_status=0
if [ -n "$apt_pid" ]; then wait "$apt_pid" || apt_status=$?; fi
if [ "$apt_status" -ne 0 ]; then echo "Installing Chromium with apt-get failed (exit $apt_status)." >&2; fi
if [ "$npm_status" -ne 0 ]; then echo "npm ci failed (exit $npm_status)." >&2; fi
[ "$apt_status" -eq 0 ] && [ "$npm_status" -eq 0 ]
