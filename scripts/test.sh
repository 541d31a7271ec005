#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine, then runs it.
#   system: Debian's chromium (browser tests, driven by Playwright, never downloaded), serdi and rapper
#           (independent RDF parsers), virtuoso-opensource (a real triple store); oxigraph comes from PyPI.
#   python: a virtual environment in .venv with kg and its test extras.
# Extra arguments are passed to pytest, e.g. `bash scripts/test.sh -k view`.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
need=()
command -v chromium >/dev/null || need+=(chromium chromium-driver)
command -v serdi >/dev/null || need+=(serdi)
command -v rapper >/dev/null || need+=(raptor2-utils)
command -v virtuoso-t >/dev/null || need+=(virtuoso-opensource)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing Debian packages: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'

# The tests must never reach the network: no model hub, no CDN, no browser download.
export HF_HUB_OFFLINE=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec .venv/bin/python -m pytest -q -rs "$@"   # -rs: say why any test was skipped
