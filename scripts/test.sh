#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine, then runs it.
#   system: Debian's chromium (browser tests, driven by Playwright, never downloaded), serdi and rapper
#           (independent RDF parsers), virtuoso-opensource (a real triple store), node and npm (for
#           graphology-gexf, an independent GEXF reader); oxigraph comes from PyPI.
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
command -v npm >/dev/null || need+=(nodejs npm)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing Debian packages: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
# graphology-gexf, an independent GEXF reader for tests/test_network.py, pinned by its package-lock.json.
npm ci --prefix tests/gexf_reader --no-audit --no-fund --silent

# The venv's commands come first, so the tests find the `oxigraph` server and `kg` that the extras install.
export PATH="$PWD/.venv/bin:$PATH"
# The tests must never reach the network: no model hub, no CDN, no browser download.
export HF_HUB_OFFLINE=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# A test run must leave the working tree as it found it: tests write to temporary folders only.
tree_state() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git status --porcelain --untracked-files=all
    git diff --no-ext-diff --binary | sha1sum
  fi
}
before=$(tree_state)
status=0
.venv/bin/python -m pytest -q -rs "$@" || status=$?   # -rs: say why any test was skipped
after=$(tree_state)
if [ "$before" != "$after" ]; then
  echo "FAILED: the test run changed the working tree (tests must write to tmp_path only):" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  status=1
fi
exit $status
