"""Browser tests of the playground page, in headless Chromium through selenium.

Run by scripts/check-playground, which installs Chromium, chromedriver and selenium and
serves the page with `trellis playground`. Every check compares what the DOM shows with
what `trellis layout` computes natively for the same spec, so the WebAssembly build of
the engine is checked against the native one on the way. Screenshots of every scenario
and a summary of the figures are written to the artifacts directory.
"""

import argparse
import json
import math
import os
import socket
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

SCENARIOS = [
    "books-pinned", "appstore-pinned", "bookshelf", "tags", "right-to-left",
    "waterfall", "waterfall-sections", "week", "insert-delete", "snapshot-shuffle",
    "carousel-cards", "cover-flow", "carousel-deck",
]
PREFETCH_MARGIN = 100
TOLERANCE = 0.5


def projected_bounds(frame, m):
    """The bounding box of `frame` under the 3D transform `m` (row by row, m11 to m44)
    about its center, projected as the browser draws a CSS matrix3d."""
    x, y, width, height = frame
    cx, cy = x + width / 2, y + height / 2
    points = []
    for px, py in [(-width / 2, -height / 2), (width / 2, -height / 2),
                   (-width / 2, height / 2), (width / 2, height / 2)]:
        tx = px * m[0] + py * m[4] + m[12]
        ty = px * m[1] + py * m[5] + m[13]
        tw = px * m[3] + py * m[7] + m[15]
        points.append((cx + tx / tw, cy + ty / tw))
    left = min(p[0] for p in points)
    top = min(p[1] for p in points)
    return [left, top, max(p[0] for p in points) - left, max(p[1] for p in points) - top]


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Page:
    def __init__(self, url, trellis, artifacts):
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--window-size=1300,1000", "--hide-scrollbars"]:
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(120)
        self.url = url
        self.trellis = trellis
        self.artifacts = artifacts

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def run_async(self, body, *arguments):
        """Runs `body`, an async function body, and returns what it returns."""
        script = ("const done = arguments[arguments.length - 1];"
                  f"(async () => {{ {body} }})().then(done, (e) => done({{error: String(e)}}));")
        result = self.driver.execute_async_script(script, *arguments)
        if isinstance(result, dict) and "error" in result:
            raise Failure(result["error"])
        return result

    def open(self, address):
        self.driver.get(self.url + "#" + address)
        for _ in range(300):
            if self.js("return document.documentElement.dataset.ready === 'true'"):
                return
            time.sleep(0.05)
        raise Failure(f"the page did not become ready for #{address}: "
                      + str(self.driver.get_log("browser")))

    def spec_text(self):
        return self.js("return document.querySelector('#spec').value")

    def scroll_to(self, x, y):
        """Scrolls the view and runs the engine's pass at once; returns the offset."""
        return self.js("""
            const s = window.trellis.scroller;
            s.scrollTo(arguments[0], arguments[1]);
            window.trellis.scrollNow();
            return [s.scrollLeft, s.scrollTop];""", x, y)

    def rendered(self):
        """The frames of the rendered elements, by key, in content coordinates."""
        return self.js("""
            const content = document.querySelector('[data-trellis-content]');
            const origin = content.getBoundingClientRect();
            const frames = {};
            for (const view of content.querySelectorAll('[data-category]:not([hidden])')) {
              const r = view.getBoundingClientRect();
              const key = `${view.dataset.kind} ${view.dataset.section}.${view.dataset.item}`;
              if (key in frames) frames[key + ' (twice)'] = [];
              frames[key] = [r.left - origin.left, r.top - origin.top, r.width, r.height];
            }
            return frames;""")

    def screenshot(self, name):
        path = self.artifacts / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path

    def native_frames(self, spec_text, offset, size):
        """`trellis layout`'s frames of the spec scrolled to `offset`, in the visible rect."""
        spec = json.loads(spec_text)
        spec.setdefault("viewport", {})["contentOffset"] = [offset[0], offset[1]]
        rect = [offset[0] - PREFETCH_MARGIN, offset[1] - PREFETCH_MARGIN,
                size[0] + 2 * PREFETCH_MARGIN, size[1] + 2 * PREFETCH_MARGIN]
        result = subprocess.run(
            [self.trellis, "layout", "-", "--rect", ",".join(str(v) for v in rect)],
            input=json.dumps(spec), capture_output=True, text=True)
        check(result.returncode == 0, f"trellis layout failed: {result.stderr}")
        frames = {}
        for element in json.loads(result.stdout)["elements"]:
            kind = element["kind"] or "cell"
            frame = element["frame"]
            if "transform" in element:
                frame = projected_bounds(frame, element["transform"])
            frames[f"{kind} {element['section']}.{element['item']}"] = frame
        return frames

    def compare_with_native(self, label, offset=None):
        if offset is None:
            offset = self.js("const s = window.trellis.scroller; return [s.scrollLeft, s.scrollTop];")
        size = self.js("const v = window.trellis.engine.viewportSize; return [v.width, v.height];")
        expected = self.native_frames(self.spec_text(), offset, size)
        shown = self.rendered()
        missing = sorted(set(expected) - set(shown))
        extra = sorted(set(shown) - set(expected))
        check(not missing and not extra,
              f"{label}: elements differ at {offset}: missing {missing[:5]}, extra {extra[:5]}")
        for key, frame in expected.items():
            difference = max(abs(a - b) for a, b in zip(frame, shown[key]))
            check(difference <= TOLERANCE,
                  f"{label}: {key} is at {shown[key]} in the page, {frame} natively")
        return len(expected)


def test_scenarios(page, summary):
    """Every scenario: the DOM equals `trellis layout` at several offsets; a screenshot."""
    for name in SCENARIOS:
        page.open(f"scenario={name}")
        check(page.js("return document.querySelector('#error').textContent") == "",
              f"{name}: the scenario's spec shows an error")
        page.compare_with_native(name)
        page.screenshot(f"scenario-{name}")
        limits = page.js("""const s = window.trellis.scroller;
            return [s.scrollWidth - s.clientWidth, s.scrollHeight - s.clientHeight];""")
        compared = 0
        for fraction in [0, 1 / 3, 2 / 3, 1]:
            offset = page.scroll_to(limits[0] * fraction, limits[1] * fraction)
            compared += page.compare_with_native(f"{name} at {fraction:.2f}", offset)
        summary["scenarios"][name] = {"elements compared": compared}


def large_spec(items):
    per_section = 1000
    return json.dumps({
        "viewport": {"width": 375, "height": 667},
        "layout": {"itemSize": [118, 90], "minimumLineSpacing": 8,
                   "headerReferenceSize": [375, 36], "sectionHeadersPinToVisibleBounds": True},
        "sections": [{"items": per_section}] * (items // per_section),
    })


def test_hundred_thousand(page, summary):
    """100,000 items: scrolling through keeps the DOM bounded; the engine's frame time."""
    page.open("scenario=books-pinned")
    error = page.js("return window.trellis.show(arguments[0])", large_spec(100_000))
    check(error is None, f"the 100,000-item spec was refused: {error}")
    figures = page.js("""
        const s = window.trellis.scroller;
        const limit = s.scrollHeight - s.clientHeight;
        let most = 0;
        const steady = [], dom = [];
        // 3,000 frames of a steady flick (24 points a frame), then 300 long jumps.
        for (let frame = 0; frame < 3000; frame++) {
          s.scrollTo(0, frame * 24);
          window.trellis.scrollNow();
          steady.push(window.trellis.statistics.engine.at(-1));
          dom.push(window.trellis.statistics.dom.at(-1));
          most = Math.max(most, window.trellis.renderer.renderedElements().length);
        }
        steady.sort((a, b) => a - b);
        dom.sort((a, b) => a - b);
        for (let jump = 0; jump < 300; jump++) {
          s.scrollTo(0, (jump * 7919 * 97) % limit);
          window.trellis.scrollNow();
          most = Math.max(most, window.trellis.renderer.renderedElements().length);
        }
        s.scrollTo(0, limit);
        window.trellis.scrollNow();
        return { most, views: window.trellis.renderer.views.length,
                 domElements: document.querySelectorAll('[data-trellis-content] *').length,
                 median: steady[1500], p99: steady[2970], limit,
                 domMedian: dom[1500], engineToDOM: steady[1500] / dom[1500],
                 isolated: window.crossOriginIsolated };""")
    page.compare_with_native("100,000 items at the end")
    page.screenshot("hundred-thousand-end")
    # 667 + 2 * 100 points of 98-point lines of 3 items: at most 10 lines, 30 cells, and
    # the pinned header and the next one.
    check(figures["most"] <= 36, f"{figures['most']} elements rendered at once")
    check(figures["views"] <= 72, f"{figures['views']} views made")
    check(figures["median"] < 1 and figures["p99"] < 1,
          f"the engine's work per frame is {figures['median']} ms (median), "
          f"{figures['p99']} ms (99th percentile)")
    summary["100000 items"] = figures


def spec_with(text, change):
    spec = json.loads(text)
    spec.pop("actions", None)
    change(spec)
    return json.dumps(spec)


def test_insert_and_delete(page, summary):
    """An insert and a delete animate and end at the frames of the data after them."""
    page.open("scenario=insert-delete")
    before = page.spec_text()
    page.js("window.trellis.show(arguments[0])", spec_with(before, lambda s: None))
    refusal = page.run_async("""
        const pending = window.trellis.insert(0, 0);
        const fresh = document.querySelector(
          '[data-category="cell"][data-section="0"][data-item="0"]:not([hidden])');
        window.insertedOpacity = Number(fresh.style.opacity);
        return await pending;""")
    check(refusal is None, f"the insert was refused: {refusal}")
    check(page.js("return window.insertedOpacity") == 0, "an inserted cell starts transparent")
    page.screenshot("after-insert")
    after = spec_with(before, lambda s: s["sections"][0].update(items=s["sections"][0]["items"] + 1))
    page.js("document.querySelector('#spec').value = arguments[0]", after)
    page.compare_with_native("after an insert")
    identity = page.js("""return document.querySelector(
        '[data-category="cell"][data-section="0"][data-item="0"]').dataset.identity""")
    check(identity == "12", f"the inserted cell shows identity {identity}, not 12")
    refusal = page.run_async("return await window.trellis.delete(1, 0);")
    check(refusal is None, f"the delete was refused: {refusal}")
    after = spec_with(after, lambda s: s["sections"][1].update(items=s["sections"][1]["items"] - 1))
    page.js("document.querySelector('#spec').value = arguments[0]", after)
    page.compare_with_native("after a delete")
    refusal = page.run_async("return await window.trellis.delete(7, 0);")
    check(refusal is not None and "section" in refusal, f"a delete in no section gave {refusal}")
    summary["insert and delete"] = "ok"


def test_shuffle(page, summary):
    """A shuffle ends at the layout's frames with every identity once."""
    page.open("scenario=books-pinned")
    refusal = page.run_async("return await window.trellis.shuffle(7);")
    check(refusal is None, f"the shuffle was refused: {refusal}")
    page.compare_with_native("after a shuffle")
    identities = page.js("""return [...document.querySelectorAll(
        '[data-category="cell"]:not([hidden])')].map((v) => [Number(v.dataset.section),
        Number(v.dataset.item), Number(v.dataset.identity)]);""")
    moved = [entry for entry in identities if entry[2] != sum([7, 3, 4][:entry[0]]) + entry[1]]
    check(len(moved) > 0, "no cell moved")
    check(len({entry[2] for entry in identities}) == len(identities), "an identity is shown twice")
    page.screenshot("after-shuffle")
    summary["shuffle"] = f"{len(moved)} of {len(identities)} visible cells moved"


def test_bad_spec(page, summary):
    """A bad spec shows the reader's error inline and keeps the view."""
    page.open("scenario=tags")
    shown = len(page.rendered())
    bad = page.spec_text().replace('"sections": [', '"sections": [{"items": -3}, ', 1)
    page.js("""const editor = document.querySelector('#spec');
        editor.value = arguments[0];
        editor.dispatchEvent(new Event('input'));""", bad)
    time.sleep(0.6)
    error = page.js("return document.querySelector('#error').textContent")
    native = subprocess.run([page.trellis, "layout", "-"], input=bad, capture_output=True,
                            text=True).stderr.strip().removeprefix("error: <stdin>: ")
    check(error == native, f"the page shows {error!r}, trellis layout {native!r}")
    check(len(page.rendered()) == shown, "the view changed after a bad spec")
    page.screenshot("bad-spec")
    summary["bad spec"] = error


def test_spec_link(page, summary):
    """A #spec= address opens the spec it carries."""
    spec = '{"viewport": {"width": 200, "height": 300}, "layout": {"itemSize": [95, 40]}, "sections": [{"items": 9}]}'
    page.driver.get("about:blank")
    page.open("spec=" + urllib.parse.quote(spec))
    check(page.spec_text() == spec, "the editor does not hold the linked spec")
    page.compare_with_native("a linked spec", [0, 0])
    frames = page.rendered()
    check(frames["cell 0.1"] == [105, 0, 95, 40], f"cell 0.1 is at {frames['cell 0.1']}")
    summary["spec link"] = "ok"


def cell(page, section, item):
    return page.driver.find_element(
        By.CSS_SELECTOR,
        f'[data-category="cell"][data-section="{section}"][data-item="{item}"]:not([hidden])')


def pointer_drag(page, source, target, hold=None, press=0):
    """Drags `source` onto `target` with real pointer events, in small steps, after
    holding still for `press` seconds; `hold` is called while the pointer rests over the
    target, before the release."""
    actions = ActionChains(page.driver, duration=20)
    actions.move_to_element(source).click_and_hold()
    if press:
        actions.pause(press)
    start = source.location
    end = target.location
    dx = end["x"] + target.size["width"] / 2 - (start["x"] + source.size["width"] / 2)
    dy = end["y"] + target.size["height"] / 2 - (start["y"] + source.size["height"] / 2)
    steps = 12
    for _ in range(steps):
        actions.move_by_offset(dx / steps, dy / steps)
    actions.perform()
    time.sleep(0.3)  # the last pointer moves arrive with the next frames
    if hold:
        hold()
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)  # the release arrives with the next frame, then the item settles
    page.run_async("while (window.trellis.animating) await new Promise((r) => setTimeout(r, 30));")


def test_drag(page, summary):
    """A pointer drag reorders; the bookshelf's rule refuses a full shelf, visibly."""
    page.open("scenario=bookshelf")
    # The third shelf holds 3 books: the first book of the first shelf fits.
    pointer_drag(page, cell(page, 0, 0), cell(page, 2, 1))
    moved = spec_with(page.spec_text(), lambda s: (
        s["sections"][0].update(items=4), s["sections"][2].update(items=4)))
    page.js("document.querySelector('#spec').value = arguments[0]", moved)
    page.compare_with_native("after a drag to the third shelf")
    shelf = page.js("""return [...document.querySelectorAll(
        '[data-category="cell"][data-section="2"]:not([hidden])')].map((v) => v.dataset.identity)""")
    check(sorted(shelf) == ["0", "5", "6", "7"], f"the third shelf shows books {shelf}")
    # Now the first shelf holds 4 books: a book from the third shelf is refused while
    # over it. On its way up it crossed the empty second shelf, which took it: the book
    # stays at that last accepted place when it is let go, as in UIKit.
    seen = {}

    def look():
        seen["refused"] = page.js("return document.querySelectorAll('.trellis-element.refused').length")
        seen["message"] = page.js("return document.querySelector('#error').textContent")
        page.screenshot("drag-refused")

    pointer_drag(page, cell(page, 2, 0), cell(page, 0, 1), hold=look)
    check(seen["refused"] == 1, f"{seen['refused']} elements are marked refused")
    check("full" in seen["message"], f"the page says {seen['message']!r}")
    counts = page.js("""return [0, 1, 2].map((section) => document.querySelectorAll(
        `[data-category="cell"][data-section="${section}"]:not([hidden])`).length)""")
    check(counts[0] == 4 and sum(counts) == 8, f"the shelves hold {counts} books")
    after = spec_with(page.spec_text(), lambda s: [
        s["sections"][index].update(items=count) for index, count in enumerate(counts)])
    page.js("document.querySelector('#spec').value = arguments[0]", after)
    page.compare_with_native("after a refused drag")
    summary["drag"] = "moved to a shelf with room; refused by a full one"


def test_transition(page, summary):
    """A parameter change animates to the new layout; a scrubbed transition follows the
    slider and ends in the new layout past half way, in the old one before."""
    page.open("scenario=waterfall")
    page.run_async("""
        const columns = document.querySelector('[data-parameter="columnCount"]');
        columns.value = 3;
        columns.dispatchEvent(new Event('input'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        while (window.trellis.animating) await new Promise((r) => setTimeout(r, 50));""")
    check('"columnCount": 3' in page.spec_text(), "the editor does not show the new columns")
    page.compare_with_native("after an animated change to 3 columns")
    page.screenshot("transition-three-columns")
    page.open("scenario=books-pinned")
    before = page.rendered()
    halfway = page.js("""
        const scrub = document.querySelector('#scrub');
        scrub.value = 50;
        scrub.dispatchEvent(new Event('input'));
        return true;""")
    page.screenshot("transition-halfway")
    middle = page.rendered()
    changed = [key for key in middle if key in before and middle[key] != before[key]]
    check(halfway and changed, "nothing moved half way through the transition")
    page.js("""const scrub = document.querySelector('#scrub');
        scrub.value = 80; scrub.dispatchEvent(new Event('input'));
        scrub.dispatchEvent(new Event('change'));""")
    check('"itemSize": [375, 56]' in page.spec_text(), "the editor does not show the list")
    page.compare_with_native("after a scrubbed transition")
    page.screenshot("transition-list")
    page.js("""const scrub = document.querySelector('#scrub');
        scrub.value = 30; scrub.dispatchEvent(new Event('input'));
        scrub.dispatchEvent(new Event('change'));""")
    check('"itemSize": [375, 56]' in page.spec_text(), "a transition let go before half way changed the spec")
    page.compare_with_native("after a transition let go before half way")
    summary["transition"] = f"{len(changed)} elements between the layouts half way"


def test_flick(page, summary):
    """A flick of the cards comes to rest where the layout snaps, past where it was let go."""
    page.open("scenario=carousel-cards")
    start = page.js("return window.trellis.scroller.scrollLeft")
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    actions = ActionChains(page.driver, duration=10)
    actions.move_to_element(scroller).click_and_hold()
    for _ in range(8):
        actions.move_by_offset(-25, 0)
    actions.release()
    actions.perform()
    page.run_async("""
        let last = -1, still = 0;
        while (still < 5) {
          await new Promise((r) => setTimeout(r, 60));
          const now = window.trellis.scroller.scrollLeft;
          still = Math.abs(now - last) < 0.5 ? still + 1 : 0;
          last = now;
        }""")
    snap = page.js("return window.trellis.lastSnap")
    rest = page.js("const s = window.trellis.scroller; return [s.scrollLeft, s.scrollTop];")
    check(snap is not None and snap["velocity"]["x"] > 0, f"the flick was not seen: {snap}")
    check(abs(rest[0] - snap["target"]["x"]) <= 1,
          f"the cards rest at {rest[0]}, the layout's target is {snap['target']['x']}")
    check(rest[0] > start + 200, f"a flick of 200 points moved the cards from {start} to {rest[0]}")
    again = page.js("""const t = window.trellis.engine.targetContentOffset(
        {x: arguments[0], y: 0}, {x: 0, y: 0}); return t.x;""", rest[0])
    check(abs(again - rest[0]) <= 1, f"the rest offset {rest[0]} is not a snap position ({again})")
    page.compare_with_native("cards after a flick", rest)
    page.screenshot("cards-after-flick")
    summary["flick"] = {"from": start, "released at": snap["proposed"]["x"], "rest": rest[0]}


def test_carousel_drag(page, summary):
    """A long press lifts a card; the drag moves it to another place, the view stays."""
    page.open("scenario=carousel-cards")
    start = page.js("return window.trellis.scroller.scrollLeft")
    first = cell(page, 0, 0).get_attribute("data-identity")
    pointer_drag(page, cell(page, 0, 0), cell(page, 0, 1), press=0.6)
    rest = page.js("return window.trellis.scroller.scrollLeft")
    now = cell(page, 0, 1).get_attribute("data-identity")
    check(now == first, f"the second place shows card {now}, the dragged card is {first}")
    check(abs(rest - start) < 1, f"the drag scrolled the cards from {start} to {rest}")
    page.screenshot("cards-after-drag")
    summary["carousel drag"] = {"card": first, "to item": 1}


def test_event_drag(page, summary):
    """An event dragged by a day and an hour lands there, snapped to the quarter hour."""
    page.open("scenario=week")
    def frame():
        return page.js("""
            const content = document.querySelector('[data-trellis-content]');
            const origin = content.getBoundingClientRect();
            const r = document.querySelector(
              '[data-category="cell"][data-section="0"][data-item="3"]:not([hidden])')
              .getBoundingClientRect();
            return [r.left - origin.left, r.top - origin.top, r.width, r.height];""")

    before = frame()  # day 0, 13:00 to 14:00, alone in its day
    event = cell(page, 0, 3)
    actions = ActionChains(page.driver, duration=20)
    actions.move_to_element(event).click_and_hold()
    # A day is 110 points wide and an hour 80 high; 83 points is an hour and 2 minutes,
    # which snaps to the hour.
    for _ in range(10):
        actions.move_by_offset(11, 8.3)
    actions.perform()
    time.sleep(0.3)
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)
    page.run_async("while (window.trellis.animating) await new Promise((r) => setTimeout(r, 30));")
    after = frame()
    check(abs(after[0] - before[0] - 110) < 0.5 and abs(after[1] - before[1] - 80) < 0.5,
          f"the event moved from {before} to {after}, not by a day and an hour")
    page.screenshot("week-after-event-drag")
    summary["event drag"] = {"from": before, "to": after}


def test_auto_scroll(page, summary):
    """A lifted item held near the top edge scrolls the content up, a frame at a time."""
    page.open("scenario=books-pinned")
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    start = page.js("return window.trellis.scroller.scrollTop")
    middle = scroller.location["y"] + scroller.size["height"] / 2
    bottom = scroller.location["y"] + scroller.size["height"] - 200
    source = next(view for view in page.driver.find_elements(
        By.CSS_SELECTOR, '[data-category="cell"]:not([hidden])')
        if middle < view.location["y"] < bottom)
    actions = ActionChains(page.driver, duration=20)
    actions.move_to_element(source).click_and_hold()
    # From the cell's centre to 5 points below the bounds' top edge, in steps (the
    # scenario opens scrolled to the end, so only up has room).
    dy = scroller.location["y"] + 5 - (source.location["y"] + source.size["height"] / 2)
    for _ in range(10):
        actions.move_by_offset(0, dy / 10)
    actions.pause(1)
    actions.perform()
    scrolled = page.js("return window.trellis.scroller.scrollTop")
    lifted = page.js("return document.querySelectorAll('.trellis-element.lifted').length")
    page.screenshot("auto-scroll")
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)
    page.run_async("while (window.trellis.animating) await new Promise((r) => setTimeout(r, 30));")
    check(scrolled < start - 100, f"a second at the edge scrolled from {start} to {scrolled}")
    summary["auto-scroll"] = {"from": start, "after a second at the edge": scrolled,
                              "lifted": lifted}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--module", required=True)
    arguments = parser.parse_args()
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    for old in artifacts.glob("*.png"):
        old.unlink()
    page = Page(arguments.url, arguments.trellis, artifacts)
    summary = {"scenarios": {}}
    failures = 0
    try:
        page.open("scenario=books-pinned")
        summary["module bytes"] = Path(arguments.module).stat().st_size
        summary["first load ms"] = page.js("return window.trellis.engine.loadMilliseconds")
        for test in [test_scenarios, test_hundred_thousand, test_insert_and_delete,
                     test_shuffle, test_bad_spec, test_spec_link, test_drag, test_transition, test_flick,
                     test_carousel_drag, test_event_drag,
                     test_auto_scroll]:
            try:
                test(page, summary)
                print(f"ok   {test.__doc__.splitlines()[0]}")
            except Failure as failure:
                failures += 1
                print(f"FAIL {test.__doc__.splitlines()[0]}\n     {failure}")
                page.screenshot(f"failure-{test.__name__}")
    finally:
        page.driver.quit()
    (artifacts / "summary.json").write_text(json.dumps(summary, indent=2))
    print(json.dumps(summary, indent=2))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
