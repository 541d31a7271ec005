"""Regenerate the README's screenshot, docs/graph.png, from a fresh build of the sample corpus.

    python scripts/screenshot.py [--out docs/graph.png] [--width 1400] [--height 860]

Builds examples/kerman-2024 into a temporary folder with the real pipeline, opens its graph.html offline
in Debian chromium (every non-file request aborted), finds Soleimani with the search box, fits the whole
story in the window and saves the picture. A developer runs this after changing the view and commits the
image; the test suite never writes it.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from kg.pipeline import build

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def screenshot(out: Path, width: int, height: int, query: str = "Soleimani") -> Path:
    """Build the sample, open its page, select ``query`` and write the screenshot to ``out``."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="kg-screenshot-") as tmp, sync_playwright() as playwright:
        result = build([REPO / "examples" / "kerman-2024"], tmp, progress=None)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        blocked: list[str] = []
        page.route(
            "**/*",
            lambda r: (
                r.continue_()
                if r.request.url.startswith("file://")
                else (blocked.append(r.request.url), r.abort())
            ),
        )
        page.goto((result.out_dir / "graph.html").as_uri())
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        page.fill("#search-input", query)
        page.press("#search-input", "Enter")
        page.wait_for_selector("#panel h2")
        page.click("#fit")
        page.wait_for_timeout(300)
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out))
        browser.close()
    if blocked:
        sys.exit(f"the page tried to reach the network: {blocked}")
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "graph.png")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=860)
    options = parser.parse_args(argv)
    print(screenshot(options.out, options.width, options.height))


if __name__ == "__main__":
    main()
