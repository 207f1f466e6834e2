"""Chromium peer: the flow benchmark's boxes laid out by headless Chromium.

The boxes are DOM elements in a flex-wrap container (`display: flex; flex-wrap: wrap;
gap: 8px; width: 1024px; align-items: flex-start; align-content: flex-start`), each
`flex: none` with an inline width and height. chromium_page.js builds them (untimed) and
times style and layout with performance.now(); see its comments for what each workload
times. Selenium drives Debian's chromium through Debian's chromedriver; the page comes
from a server on 127.0.0.1 that sends the headers that make it cross-origin isolated,
which gives performance.now() 5 us resolution. Chromium resolves no host but 127.0.0.1.
"""

from __future__ import annotations

import argparse
import http.server
import os
import shutil
import threading
from pathlib import Path

import flexwrap

HERE = Path(__file__).resolve().parent
SCRIPT_TIMEOUT_SECONDS = 1800
PINNED_BATCHES = 9
PINNED_STEPS_PER_BATCH = 100
PINNED_CHECKS = 1000

STYLE = """
body { margin: 0; }
.flow {
  display: flex; flex-wrap: wrap; gap: 8px; width: 1024px;
  align-items: flex-start; align-content: flex-start; position: relative;
}
.flow > div { flex: none; }
.scroller {
  width: 1024px; height: 800px; overflow-y: scroll; scrollbar-width: none;
  position: relative;
}
.header { position: sticky; top: 0; height: 40px; z-index: 1; background: #ddd; }
"""


def page() -> bytes:
    """The benchmark page: the style sheet and chromium_page.js, inline."""
    script = (HERE / "chromium_page.js").read_text(encoding="utf-8")
    html = (
        "<!doctype html><html><head><meta charset=utf-8><title>flow peer</title>"
        f"<style>{STYLE}</style></head><body><script>{script}\nwindow.peer = peer;"
        "</script></body></html>"
    )
    return html.encode("utf-8")


class PageServer(http.server.ThreadingHTTPServer):
    """Serves the page on 127.0.0.1 with the headers for cross-origin isolation."""

    def __init__(self) -> None:
        body = page()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
                if self.path != "/":
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Cross-Origin-Opener-Policy", "same-origin")
                self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments: object) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"


def find(names: list[str], what: str) -> str:
    """The path of the first program of `names` on PATH."""
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit(f"error: {what} not found ({' or '.join(names)}); run Benchmarks/peers/run")


def start_browser():
    """Starts headless Chromium under chromedriver, without Selenium Manager."""
    os.environ.setdefault("SE_OFFLINE", "true")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = find(["chromium", "chromium-browser"], "Chromium")
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        "--js-flags=--expose-gc",
        "--no-first-run",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ]:
        options.add_argument(argument)
    service = Service(executable_path=find(["chromedriver"], "chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(SCRIPT_TIMEOUT_SECONDS)
    # A million boxes keep one script busy for minutes; wait for it.
    driver.command_executor.client_config.timeout = SCRIPT_TIMEOUT_SECONDS
    return driver


def check_flow(count: int, result: dict) -> str | None:
    """Compares the sampled box positions and the container size with the reference;
    returns the note on coordinates beyond 2^24, if any."""
    verdict = flexwrap.Verdict()
    verdict.compare_origins(count, {item: (x, y) for item, x, y in result["origins"]})
    verdict.compare("container width", result["width"], flexwrap.CONTAINER_WIDTH)
    verdict.compare("container height", result["height"], flexwrap.reference_height(count))
    verdict.enforce("chromium", "flow layout", count)
    return verdict.note()


def check_pinned(count: int, result: dict) -> str | None:
    """Compares section tops and sticky header positions with the push rule; returns the
    note on coordinates beyond 2^24, if any."""
    tops = flexwrap.section_tops(count)
    verdict = flexwrap.Verdict()
    verdict.compare("content height", result["content_height"], tops[-1])
    for section, top in enumerate(result["section_tops"]):
        verdict.compare(f"section {section} top", top, tops[section])
    for offset, section, header in result["checks"]:
        expected = flexwrap.pinned_header_top(tops, section, offset) - offset
        verdict.compare(f"header {section} scrolled by {offset}", header, expected)
    verdict.enforce("chromium", "pinned-scroll-step", count)
    return verdict.note()


def run(sizes: list[int], pinned_limit: int) -> list[dict]:
    """Measures every workload at every size."""
    server = PageServer()
    driver = start_browser()
    rows = []
    try:
        driver.get(server.url)
        version = driver.capabilities.get("browserVersion", "unknown")
        isolated = driver.execute_script("return self.crossOriginIsolated === true")
        flexwrap.log(f"chromium {version}, cross-origin isolated: {isolated}")
        for count in sizes:
            repetitions = 5 if count >= 1_000_000 else 15
            common = {"engine": "chromium", "n": count, "version": version}
            flow = driver.execute_script(
                "return peer.flow(arguments[0], arguments[1], arguments[2])",
                count,
                repetitions,
                flexwrap.sample_items(count),
            )
            note = check_flow(count, flow)
            flow_extra = {"precision_note": note} if note else {}
            for workload in ("prepare", "relayout"):
                rows.append(
                    {
                        **common,
                        "workload": f"flow-{workload}",
                        "median_ms": flow[f"{workload}_ms"],
                        "repetitions": repetitions,
                        "samples_ms": flow[f"{workload}_samples"],
                        **flow_extra,
                    }
                )
            flexwrap.log(
                f"chromium n={count}: prepare {flow['prepare_ms']:.3f} ms, "
                f"relayout {flow['relayout_ms']:.3f} ms"
            )
            if count > pinned_limit:
                flexwrap.log(f"chromium n={count}: pinned skipped (over --pinned-limit)")
                continue
            pinned = driver.execute_script(
                "return peer.pinned(arguments[0], arguments[1], arguments[2], arguments[3])",
                count,
                PINNED_BATCHES,
                PINNED_STEPS_PER_BATCH,
                PINNED_CHECKS,
            )
            pinned_note = check_pinned(count, pinned)
            rows.append(
                {
                    **common,
                    "workload": "pinned-scroll-step",
                    "median_ms": pinned["step_ms"],
                    "repetitions": PINNED_BATCHES,
                    "steps_per_batch": PINNED_STEPS_PER_BATCH,
                    "sections": pinned["sections"],
                    "first_layout_ms": pinned["first_layout_ms"],
                    **({"precision_note": pinned_note} if pinned_note else {}),
                }
            )
            flexwrap.log(
                f"chromium n={count}: pinned scroll step {pinned['step_ms'] * 1e3:.2f} us "
                f"({pinned['sections']} sections; first layout {pinned['first_layout_ms']:.1f} ms)"
            )
    finally:
        driver.quit()
        server.shutdown()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="item counts, e.g. 1000,10000")
    parser.add_argument(
        "--pinned-limit",
        type=int,
        default=1_000_000,
        help="the largest count for the pinned-header workload (default: 1000000)",
    )
    parser.add_argument("--out", help="JSON file for the results (default: standard output)")
    arguments = parser.parse_args()
    rows = run(flexwrap.parse_sizes(arguments.sizes), arguments.pinned_limit)
    flexwrap.write_rows(rows, arguments.out)


if __name__ == "__main__":
    main()
