"""Browser tests of the playground page, in headless Chromium through selenium.

Run by scripts/check-playground, which installs Chromium, chromedriver and selenium and
serves the page with `trellis playground`. Every test runs on a desktop-sized window
with a mouse and on a 390 x 844 phone window with touch emulation, where it applies;
a failing test is reported and the others still run. Many checks compare what the DOM
shows with what `trellis layout` computes natively for the same spec, so the
WebAssembly build of the engine is checked against the native one on the way.
Screenshots of every scenario at both sizes and a summary of the figures are written
to the artifacts directory.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import time
import traceback
import urllib.parse
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SCENARIOS = [
    "books-pinned", "appstore-pinned", "bookshelf", "tags", "right-to-left",
    "waterfall", "waterfall-sections", "week", "insert-delete", "snapshot-shuffle",
    "carousel-cards", "cover-flow", "carousel-deck", "compositional-appstore",
    "compositional-photos", "compositional-settings", "list-settings", "list-files",
    "list-mail",
]
PREFETCH_MARGIN = 100
TOLERANCE = 0.5
LARGEST_ELEMENT = 33554428


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
    """The page in a browser window: a desktop one with a mouse, or with `phone` a
    390 x 844 one with touch emulation."""

    def __init__(self, url, trellis, artifacts, phone=False):
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]:
            options.add_argument(argument)
        if phone:
            options.add_experimental_option("mobileEmulation", {
                "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}})
        else:
            options.add_argument("--window-size=1300,1000")
        options.binary_location = "/usr/bin/chromium"
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_script_timeout(120)
        self.url = url
        self.trellis = trellis
        self.artifacts = artifacts
        self.phone = phone
        self.size = "phone" if phone else "desktop"

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
        """Loads the page afresh at #`address`, even when it is the address shown now."""
        self.driver.get("about:blank")
        self.driver.get(self.url + "#" + address)
        for _ in range(600):
            if self.js("return document.documentElement.dataset.ready === 'true'"):
                return
            time.sleep(0.05)
        raise Failure(f"the page did not become ready for #{address}: "
                      + str(self.driver.get_log("browser")))

    def settle(self):
        """Waits for the running animation and smooth scroll to end."""
        self.run_async("""
            let last = -1, still = 0;
            while (window.trellis.animating || window.trellis.snapping || still < 4) {
              await new Promise((r) => setTimeout(r, 50));
              const now = window.trellis.scroller.scrollLeft + window.trellis.scroller.scrollTop;
              still = Math.abs(now - last) < 0.5 ? still + 1 : 0;
              last = now;
            }""")

    def spec_text(self):
        return self.js("return document.querySelector('#spec').value")

    def message(self):
        return self.js("return document.querySelector('#message').textContent")

    def data(self):
        return self.js("return window.trellis.data")

    def scroll_to(self, x, y):
        """Scrolls the view and runs the engine's pass at once; returns the offset."""
        return self.js("""
            const s = window.trellis.scroller;
            s.scrollTo(arguments[0], arguments[1]);
            window.trellis.scrollNow();
            return [s.scrollLeft, s.scrollTop];""", x, y)

    def offset(self):
        return self.js("const s = window.trellis.scroller; return [s.scrollLeft, s.scrollTop];")

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
        path = self.artifacts / f"{name}-{self.size}.png"
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
        """The rendered frames equal `trellis layout`'s for the spec in the editor."""
        if offset is None:
            offset = self.offset()
        size = self.js("const v = window.trellis.engine.viewportSize; return [v.width, v.height];")
        expected = self.native_frames(self.js("return window.trellis.specText"), offset, size)
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

    def center(self, element):
        """The center of `element` in the window, in CSS pixels."""
        return self.js("""const r = arguments[0].getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];""", element)

    def touch(self, kind, x=0, y=0):
        """Sends one touch event, as a finger on the screen does."""
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def swipe(self, start, end, steps=10):
        """A finger moves from `start` to `end` at once, and lifts."""
        self.touch("touchStart", *start)
        for step in range(1, steps + 1):
            self.touch("touchMove", start[0] + (end[0] - start[0]) * step / steps,
                       start[1] + (end[1] - start[1]) * step / steps)
            time.sleep(0.016)
        self.touch("touchEnd")

    def long_press_drag(self, start, end, hold=None, steps=12):
        """A finger presses on `start` for 0.6 s, moves to `end` and lifts; `hold` is
        called while it rests there."""
        self.touch("touchStart", *start)
        time.sleep(0.6)
        for step in range(1, steps + 1):
            self.touch("touchMove", start[0] + (end[0] - start[0]) * step / steps,
                       start[1] + (end[1] - start[1]) * step / steps)
            time.sleep(0.03)
        time.sleep(0.2)
        if hold:
            hold()
        self.touch("touchEnd")
        time.sleep(0.1)
        self.settle()


def cell(page, section, item):
    return page.driver.find_element(
        By.CSS_SELECTOR,
        f'[data-category="cell"][data-section="{section}"][data-item="{item}"]:not([hidden])')


def middle_cell(page):
    """The cell nearest the middle of the view."""
    return page.js("""const s = window.trellis.scroller.getBoundingClientRect();
        const [x, y] = [s.left + s.width / 2, s.top + s.height / 2];
        const distance = (c) => { const r = c.getBoundingClientRect();
          return Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y); };
        return window.trellis.renderer.cells().sort((a, b) => distance(a) - distance(b))[0];""")


def pointer_drag(page, source, target, hold=None, press=0):
    """Drags `source` onto `target` (an element, or a point in the window): with the
    mouse, in small steps, after holding still for `press` seconds; on a phone, with a
    finger after a long press. `hold` is called while the pointer rests over the target,
    before the release."""
    start = page.center(source)
    end = target if isinstance(target, tuple) else page.center(target)
    if page.phone:
        page.long_press_drag(start, end, hold)
        return
    actions = ActionChains(page.driver, duration=20)
    actions.move_to_element(source).click_and_hold()
    if press:
        actions.pause(press)
    steps = 12
    for _ in range(steps):
        actions.move_by_offset((end[0] - start[0]) / steps, (end[1] - start[1]) / steps)
    actions.perform()
    time.sleep(0.3)  # the last pointer moves arrive with the next frames
    if hold:
        hold()
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)  # the release arrives with the next frame, then the item settles
    page.settle()


def spec_with(text, change):
    spec = json.loads(text)
    spec.pop("actions", None)
    change(spec)
    return json.dumps(spec)


def counts(page):
    """The number of items of each section, as the page's data has them."""
    return [len(section) for section in page.data()["sections"]]


ELEMENT_CHECK = """
    const content = document.querySelector('[data-trellis-content]');
    const problems = [];
    const views = [...content.querySelectorAll('[data-category]:not([hidden])')];
    for (const view of views) {
      const text = [...view.children].map((span) => span.textContent).join(' ').trim();
      const kind = view.dataset.kind;
      if (text.startsWith(kind + ' ') || /^\\d+$/.test(text)) problems.push(`${kind} shows "${text}"`);
      if (view.dataset.category === 'cell') {
        const role = content.getAttribute('role') === 'tree' ? 'treeitem' : 'listitem';
        if (view.getAttribute('role') !== role) problems.push(`a ${kind} has role ${view.getAttribute('role')}`);
        if (role === 'treeitem' && ['aria-level', 'aria-setsize', 'aria-posinset'].some((name) => !view.hasAttribute(name))) {
          problems.push(`row ${view.dataset.section}.${view.dataset.item} does not say where it stands in the tree`);
        }
        if (!view.getAttribute('aria-label') || text === '') problems.push(`cell ${view.dataset.section}.${view.dataset.item} has no name`);
      } else if (view.getAttribute('aria-hidden') !== 'true' && !view.querySelector('.swipe-action')) {
        problems.push(`${kind} is not hidden from screen readers`);
      }
      if (['header', 'dayHeader', 'hourHeader'].includes(kind)) {
        const color = getComputedStyle(view).backgroundColor;
        const alpha = color.startsWith('rgba') ? Number(color.split(',')[3].replace(')', '')) : 1;
        if (alpha < 1) problems.push(`${kind} is see-through: ${color}`);
      }
    }
    // The cells stand in the DOM in reading order: a week's by day and start, others by index.
    const data = window.trellis.data;
    const cells = views.filter((view) => view.dataset.category === 'cell');
    const keys = cells.map((view) => {
      const section = Number(view.dataset.section), item = Number(view.dataset.item);
      const event = data?.events?.[item];
      return event ? [event.day, event.allDay ? -1 : event.start, item] : [section, item, 0];
    });
    for (let index = 1; index < keys.length; index++) {
      const [a, b] = [keys[index - 1], keys[index]];
      if ((a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) > 0) {
        problems.push(`cell ${JSON.stringify(b)} comes after ${JSON.stringify(a)} in the DOM`);
      }
    }
    if (!['list', 'tree'].includes(content.getAttribute('role')) || !content.getAttribute('aria-label')) {
      problems.push('the collection is not a named list or tree');
    }
    const reachable = cells.filter((view) => view.tabIndex === 0).length;
    if (cells.length > 0 && reachable !== 1) problems.push(`${reachable} cells are reachable by Tab`);
    return { problems, cells: cells.length };"""


def test_scenarios(page, summary):
    """every scenario: the DOM equals `trellis layout`; real text, roles, reading order; it fits"""
    for name in SCENARIOS:
        page.open(f"scenario={name}")
        check(page.message() == "" and page.js("return document.querySelector('#error').textContent") == "",
              f"{name}: the scenario shows an error: {page.message()}")
        page.compare_with_native(name)
        page.screenshot(f"scenario-{name}")
        width = page.js("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        check(width[0] <= width[1], f"{name}: the page is {width[0]} wide in a {width[1]} window")
        if page.phone:
            shown = page.js("return window.trellis.scroller.getBoundingClientRect().width")
            check(abs(shown - width[1]) < 1, f"{name}: the view is {shown} wide on a {width[1]} screen")
        limits = page.js("""const s = window.trellis.scroller;
            return [s.scrollWidth - s.clientWidth, s.scrollHeight - s.clientHeight];""")
        compared = 0
        for fraction in [0, 1 / 3, 2 / 3, 1]:
            offset = page.scroll_to(limits[0] * fraction, limits[1] * fraction)
            compared += page.compare_with_native(f"{name} at {fraction:.2f}", offset)
            result = page.js(ELEMENT_CHECK)
            check(not result["problems"], f"{name} at {fraction:.2f}: {result['problems'][:4]}")
        summary["scenarios"].setdefault(name, {})[page.size] = {"elements compared": compared}


def test_week_reads_like_a_calendar(page, summary):
    """the week shows "Mon 23" days, "9:00" hours and timed events, and opens at 9:00"""
    page.open("scenario=week")
    texts = page.js("""
        const texts = (kind) => [...document.querySelectorAll(
          `[data-kind="${kind}"]:not([hidden])`)].map((v) => [v.textContent.trim(), v.getBoundingClientRect().top]);
        const scroller = window.trellis.scroller.getBoundingClientRect();
        const header = document.querySelector('[data-kind="dayHeader"]:not([hidden])').getBoundingClientRect();
        return { days: texts('dayHeader'), hours: texts('hourHeader'),
                 events: [...document.querySelectorAll('[data-category="cell"]:not([hidden])')]
                   .map((v) => v.querySelector('.subtitle').textContent),
                 top: header.bottom, scrollerTop: scroller.top };""")
    days = [text for text, _ in texts["days"]]
    check(days and all(re.fullmatch(r"(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}", d) for d in days),
          f"the days read {days}")
    hours = [text for text, _ in texts["hours"]]
    check(hours and all(re.fullmatch(r"\d{1,2}:00", h) for h in hours), f"the hours read {hours}")
    below = sorted((top, text) for text, top in texts["hours"] if top >= texts["top"] - 1)
    check(below and below[0][1] == "9:00", f"the first hour under the day headers is {below[:1]}, not 9:00")
    check(all(re.fullmatch(r"\d{1,2}:\d\d–\d{1,2}:\d\d|all day", e) for e in texts["events"]),
          f"events show {texts['events'][:5]}")
    summary.setdefault("week", {})[page.size] = {"days": days[:3], "first hour": below[0][1]}


def test_phone_drawer(page, summary):
    """on a phone, the view takes the width and the controls fold into a drawer"""
    page.open("scenario=books-pinned")
    state = lambda: page.js("""const d = document.querySelector('#drawer');
        return [getComputedStyle(d).display, document.querySelector('#drawer-toggle').getAttribute('aria-expanded'),
                document.querySelector('#spec').getBoundingClientRect().width > 0,
                document.activeElement?.id ?? ''];""")
    check(state()[0] == "none" and state()[1] == "false", f"the drawer is open at first: {state()}")
    toggle = page.driver.find_element(By.ID, "drawer-toggle")
    check(toggle.is_displayed(), "the Edit button is not shown")
    toggle.send_keys(Keys.ENTER)
    check(state()[0] != "none" and state()[1] == "true" and state()[2], f"Enter did not open the drawer: {state()}")
    page.screenshot("drawer-open")
    width = page.js("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    check(width[0] <= width[1], f"with the drawer open the page is {width[0]} wide")
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    check(state()[0] == "none" and state()[3] == "drawer-toggle", f"Escape did not close the drawer: {state()}")
    toggle.click()
    check(state()[1] == "true", "a tap did not open the drawer")
    toggle.click()
    check(state()[1] == "false", "a second tap did not close the drawer")
    summary.setdefault("drawer", "opens and closes by tap, Enter and Escape")


def test_touch(page, summary):
    """a swipe scrolls, also from a cell; a long press lifts a book to another shelf"""
    page.open("scenario=books-pinned")
    before = page.offset()[1]
    start = page.center(middle_cell(page))
    page.swipe(start, (start[0], start[1] + 250))
    page.settle()
    after = page.offset()[1]
    check(after < before - 100, f"a swipe down from a cell scrolled from {before} to {after}")
    check(page.data()["sections"] == [[0, 1, 2, 3, 4, 5, 6], [7, 8, 9], [10, 11, 12, 13]],
          "a swipe moved an item")
    page.open("scenario=bookshelf")
    page.long_press_drag(page.center(cell(page, 0, 0)), page.center(cell(page, 2, 1)))
    check(counts(page) == [3, 1, 4], f"after a long press and drag the shelves hold {counts(page)}")
    check(page.data()["sections"][2][1] == 0, f"the third shelf holds {page.data()['sections'][2]}")
    page.compare_with_native("after a touch drag")
    summary.setdefault("touch", {})["swipe"] = [before, after]


def test_drag(page, summary):
    """shelves open with at most four books; a full shelf refuses a book, which goes back"""
    page.open("scenario=bookshelf")
    check(max(counts(page)) <= 4, f"the shelves open with {counts(page)} books")
    # The third shelf holds 3 books: the first book of the first shelf fits.
    pointer_drag(page, cell(page, 0, 0), cell(page, 2, 1))
    check(counts(page) == [3, 1, 4], f"after a drag to the third shelf they hold {counts(page)}")
    check([s.get("items") for s in json.loads(page.spec_text())["sections"]] == [3, 1, 4],
          "the editor does not show the moved book")
    page.compare_with_native("after a drag to the third shelf")
    before = page.data()["sections"]
    seen = {}

    def look():
        seen["refused"] = page.js("return document.querySelectorAll('.trellis-element.refused').length")
        seen["message"] = page.message()
        page.screenshot("drag-refused")

    pointer_drag(page, cell(page, 0, 0), cell(page, 2, 1), hold=look)
    check(seen["refused"] == 1, f"{seen['refused']} elements are marked refused")
    check("full" in seen["message"], f"the page says {seen['message']!r}")
    check(page.data()["sections"] == before,
          f"a refused drop left {page.data()['sections']}, not the shelves before {before}")
    check("went back" in page.message(), f"after the refused drop the page says {page.message()!r}")
    page.compare_with_native("after a refused drop")
    summary.setdefault("drag", {})[page.size] = "moved to a shelf with room; refused by a full one, went back"


def test_editor_follows(page, summary):
    """insert, delete and shuffle write the data to the editor; the share link carries it"""
    page.open("scenario=insert-delete")
    refusal = page.run_async("""
        const pending = window.trellis.insert(0, 0);
        const fresh = document.querySelector(
          '[data-category="cell"][data-section="0"][data-item="0"]:not([hidden])');
        window.insertedOpacity = Number(fresh.style.opacity);
        return await pending;""")
    check(refusal is None, f"the insert was refused: {refusal}")
    check(page.js("return window.insertedOpacity") == 0, "an inserted cell starts transparent")
    check([s["items"] for s in json.loads(page.spec_text())["sections"]] == [8, 5],
          f"after an insert the editor shows {page.spec_text()}")
    page.compare_with_native("after an insert")
    identity = page.js("""return document.querySelector(
        '[data-category="cell"][data-section="0"][data-item="0"]').dataset.identity""")
    check(identity == "12", f"the inserted cell shows identity {identity}, not 12")
    refusal = page.run_async("return await window.trellis.delete(1, 0);")
    check(refusal is None, f"the delete was refused: {refusal}")
    check([s["items"] for s in json.loads(page.spec_text())["sections"]] == [8, 4],
          f"after a delete the editor shows {page.spec_text()}")
    page.compare_with_native("after a delete")
    refusal = page.run_async("return await window.trellis.delete(7, 0);")
    check(refusal is not None and "section" in refusal, f"a delete in no section gave {refusal}")
    page.screenshot("after-insert-and-delete")
    # A shuffle of items of different sizes: the editor lists the sizes in the new order.
    page.open("scenario=snapshot-shuffle")
    sizes = [size for section in json.loads(page.spec_text())["sections"] for size in section["itemSizes"]]
    refusal = page.run_async("return await window.trellis.shuffle(7);")
    check(refusal is None, f"the shuffle was refused: {refusal}")
    shown = [section["itemSizes"] for section in json.loads(page.spec_text())["sections"]]
    expected = [[sizes[int(identity)] for identity in section] for section in page.data()["sections"]]
    check(shown == expected, f"after a shuffle the editor shows {shown}, the data is {expected}")
    check(expected != [sizes[:8], sizes[8:]], "the shuffle kept the order")
    page.compare_with_native("after a shuffle")
    page.screenshot("after-shuffle")
    # A control change shows in the editor too.
    page.run_async("""
        const spacing = document.querySelector('[data-parameter="minimumInteritemSpacing"]');
        spacing.value = 20;
        spacing.dispatchEvent(new Event('input'));
        await new Promise((r) => setTimeout(r, 50));
        while (window.trellis.animating) await new Promise((r) => setTimeout(r, 30));""")
    check(json.loads(page.spec_text())["layout"]["minimumLineSpacing"] == 20,
          "the editor does not show the spacing control's value")
    check([section["itemSizes"] for section in json.loads(page.spec_text())["sections"]] == expected,
          "a control change lost the shuffled order")
    page.js("document.querySelector('#share').click()")
    time.sleep(0.3)
    address = page.js("return location.hash")
    check(address.startswith("#spec="), f"the share button left the address at {address[:40]}")
    linked = urllib.parse.unquote(address[len("#spec="):])
    check(json.loads(linked) == json.loads(page.spec_text()), "the link does not carry the spec shown")
    page.open(address[1:])
    check(page.data()["sections"] == [[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10]] and
          [s["itemSizes"] for s in json.loads(page.spec_text())["sections"]] == expected,
          "the link does not open the shuffled data")
    summary.setdefault("editor follows", {})[page.size] = "insert, delete, shuffle, control, link"


def test_edits_kept(page, summary):
    """an edit typed in the editor is never lost to a button, and a broken spec stays"""
    page.open("scenario=insert-delete")
    typed = spec_with(page.spec_text(), lambda s: s["layout"].update(minimumLineSpacing=30))
    page.js("""const editor = document.querySelector('#spec');
        editor.value = arguments[0];
        editor.dispatchEvent(new Event('input'));
        document.querySelector('#insert').click();""", typed)
    page.settle()
    spec = json.loads(page.spec_text())
    check(spec["layout"]["minimumLineSpacing"] == 30, "the typed spacing was lost to an insert")
    check(sum(s["items"] for s in spec["sections"]) == 13, "the insert was lost")
    page.compare_with_native("after an edit and an insert")
    broken = page.spec_text().replace('"sections"', '"sectoins"', 1)
    page.js("""const editor = document.querySelector('#spec');
        editor.value = arguments[0];
        editor.dispatchEvent(new Event('input'));
        document.querySelector('#shuffle').click();""", broken)
    time.sleep(0.5)
    check(page.spec_text() == broken, "a shuffle replaced a spec with an error in the editor")
    check("error" in page.message(), f"the page says {page.message()!r} after a shuffle over a broken spec")
    summary.setdefault("edits kept", "a pending edit applies before a button; a broken one stays")


def test_limits(page, summary):
    """too large a content is refused with a message; an unknown scenario lists the others"""
    page.open("scenario=tags")
    before = page.js("return window.trellis.engine.contentSize.height")
    huge = json.dumps({"viewport": {"width": 320, "height": 568}, "layout": {"itemSize": [320, 400]},
                       "sections": [{"items": 100000}]})
    error = page.js("return window.trellis.show(arguments[0])", huge)
    check(error is not None and "at most" in error, f"a 40,000,000-point content gave {error!r}")
    check(page.js("return window.trellis.engine.contentSize.height") == before, "the view changed")
    check(page.js("return document.querySelector('#spec').value") == huge, "the refused spec left the editor")
    check("at most" in page.message(), f"the page says {page.message()!r}")
    page.open("scenario=unknown")
    message = page.message()
    check("unknown" in message and all(name in message for name in SCENARIOS),
          f"#scenario=unknown says {message!r}")
    page.screenshot("unknown-scenario")
    summary.setdefault("limits", {})["refused"] = error


def test_week_hundred_thousand(page, summary):
    """the week with 100,000 events opens without freezing"""
    page.open("scenario=week")
    took = page.js("""
        const size = document.querySelector('#size');
        size.value = 100000;
        const started = performance.now();
        size.dispatchEvent(new Event('change'));
        return performance.now() - started;""")
    figures = page.js("""return { events: window.trellis.data.events.length,
        rendered: window.trellis.renderer.renderedElements().length,
        width: window.trellis.engine.contentSize.width };""")
    check(figures["events"] == 100000, f"the week holds {figures['events']} events")
    check(took < 3000, f"the week of 100,000 events took {took:.0f} ms to open")
    check(figures["rendered"] < 300, f"{figures['rendered']} elements are rendered")
    check(page.js("return !document.querySelector('#large-spec').hidden"),
          "the editor does not offer to show the large spec")
    page.screenshot("week-hundred-thousand")
    page.compare_with_native("the week of 100,000 events")
    summary.setdefault("week of 100000 events", {})[page.size] = {"open ms": round(took), **figures}


def test_hundred_thousand(page, summary):
    """100,000 items: scrolling through keeps the DOM bounded; the engine's frame time"""
    page.open("scenario=books-pinned")
    spec = json.dumps({
        "viewport": {"width": 375, "height": 667},
        "layout": {"itemSize": [118, 90], "minimumLineSpacing": 8,
                   "headerReferenceSize": [375, 36], "sectionHeadersPinToVisibleBounds": True},
        "sections": [{"items": 1000}] * 100,
    })
    error = page.js("return window.trellis.show(arguments[0])", spec)
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


def test_bad_spec(page, summary):
    """a bad spec shows the reader's error inline and keeps the view"""
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
    """a #spec= address opens the spec it carries"""
    spec = '{"viewport": {"width": 200, "height": 300}, "layout": {"itemSize": [95, 40]}, "sections": [{"items": 9}]}'
    page.open("spec=" + urllib.parse.quote(spec))
    check(page.spec_text() == spec, "the editor does not hold the linked spec")
    page.compare_with_native("a linked spec", [0, 0])
    frames = page.rendered()
    check(frames["cell 0.1"] == [105, 0, 95, 40], f"cell 0.1 is at {frames['cell 0.1']}")
    summary["spec link"] = "ok"


def test_transition(page, summary):
    """a parameter change animates to the new layout; a scrubbed transition follows the slider"""
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
    width = page.js("return window.trellis.engine.viewportSize.width")
    listed = f'"itemSize": [{width}, 56]'
    before = page.rendered()
    page.js("""const scrub = document.querySelector('#scrub');
        scrub.value = 50; scrub.dispatchEvent(new Event('input'));""")
    page.screenshot("transition-halfway")
    middle = page.rendered()
    changed = [key for key in middle if key in before and middle[key] != before[key]]
    check(changed, "nothing moved half way through the transition")
    page.js("""const scrub = document.querySelector('#scrub');
        scrub.value = 80; scrub.dispatchEvent(new Event('input'));
        scrub.dispatchEvent(new Event('change'));""")
    check(listed in page.spec_text(), f"the editor does not show the list: {listed}")
    page.compare_with_native("after a scrubbed transition")
    page.screenshot("transition-list")
    page.js("""const scrub = document.querySelector('#scrub');
        scrub.value = 30; scrub.dispatchEvent(new Event('input'));
        scrub.dispatchEvent(new Event('change'));""")
    check(listed in page.spec_text(), "a transition let go before half way changed the spec")
    page.compare_with_native("after a transition let go before half way")
    summary.setdefault("transition", {})[page.size] = f"{len(changed)} elements between the layouts half way"


def rests_on_a_card(page):
    rest = page.offset()
    again = page.js("""return window.trellis.engine.targetContentOffset(
        {x: arguments[0], y: 0}, {x: 0, y: 0}).x;""", rest[0])
    return rest[0], abs(again - rest[0]) <= 1


def test_flick(page, summary):
    """a flick of the cards comes to rest on a card, past where it was let go"""
    page.open("scenario=carousel-cards")
    start = page.offset()[0]
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    if page.phone:
        middle = page.center(scroller)
        page.swipe(middle, (middle[0] - 200, middle[1]), steps=8)
    else:
        actions = ActionChains(page.driver, duration=10)
        actions.move_to_element(scroller).click_and_hold()
        for _ in range(8):
            actions.move_by_offset(-25, 0)
        actions.release()
        actions.perform()
    time.sleep(0.2)
    page.settle()
    rest, on_card = rests_on_a_card(page)
    check(on_card, f"the cards rest at {rest}, between two cards")
    check(rest > start + 150, f"a flick of 200 points moved the cards from {start} to {rest}")
    page.compare_with_native("cards after a flick", [rest, 0])
    page.screenshot("cards-after-flick")
    summary.setdefault("flick", {})[page.size] = {"from": start, "rest": rest}


def test_cards_step(page, summary):
    """cards step one at a time with the wheel and the arrow keys"""
    page.open("scenario=carousel-cards")
    rests = page.js("""const e = window.trellis.engine, rests = [];
        for (let x = 0; x <= e.contentSize.width; x += 2) {
          const t = e.targetContentOffset({x, y: 0}, {x: 0, y: 0}).x;
          if (!rests.some((r) => Math.abs(r - t) < 1)) rests.push(t);
        }
        return rests.sort((a, b) => a - b);""")
    index = lambda: min(range(len(rests)), key=lambda i: abs(rests[i] - page.offset()[0]))
    start = index()
    page.js("""window.trellis.scroller.dispatchEvent(new WheelEvent('wheel',
        {deltaY: 100, bubbles: true, cancelable: true}));""")
    page.settle()
    check(index() == start + 1 and rests_on_a_card(page)[1], f"a wheel step went from card {start} to {index()}")
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    page.js("arguments[0].focus()", scroller)
    scroller.send_keys(Keys.ARROW_RIGHT)
    page.settle()
    check(index() == start + 2 and rests_on_a_card(page)[1], f"ArrowRight went to card {index()}, not {start + 2}")
    scroller.send_keys(Keys.ARROW_LEFT)
    page.settle()
    check(index() == start + 1, f"ArrowLeft went to card {index()}, not {start + 1}")
    summary["cards step"] = {"from": start, "to": index()}


def test_carousel_drag(page, summary):
    """a long press lifts a card; the drag moves it and the cards rest on a card"""
    page.open("scenario=carousel-cards")
    # The card in the middle goes to the next place.
    source = middle_cell(page)
    middle = int(source.get_attribute("data-item"))
    first = page.data()["sections"][0][middle]
    # Onto the part of the next card in sight, near the edge: the view may scroll on.
    end = page.js("""const s = window.trellis.scroller.getBoundingClientRect();
        const r = arguments[0].getBoundingClientRect();
        return [(r.left + Math.min(r.right, s.right)) / 2, r.top + r.height / 2];""",
                  cell(page, 0, middle + 1))
    pointer_drag(page, source, tuple(end), press=0.6)
    place = page.data()["sections"][0].index(first)
    check(place > middle, f"the dragged card {first} is at place {place}, not after {middle}")
    rest, on_card = rests_on_a_card(page)
    check(on_card, f"after the drag the cards rest at {rest}, between two cards")
    page.screenshot("cards-after-drag")
    summary.setdefault("carousel drag", {})[page.size] = {"card": first, "from": middle, "to": place}


def event_frame(page, item):
    return page.js("""
        const content = document.querySelector('[data-trellis-content]');
        const origin = content.getBoundingClientRect();
        const r = document.querySelector(
          `[data-category="cell"][data-section="0"][data-item="${arguments[0]}"]:not([hidden])`)
          .getBoundingClientRect();
        return [r.left - origin.left, r.top - origin.top, r.width, r.height];""", item)


def test_event_drag(page, summary):
    """an event dragged by a day and an hour lands there, snapped to the quarter hour"""
    page.open("scenario=week")
    before = event_frame(page, 3)  # day 0, 13:00 to 14:00, alone in its day
    start = page.center(cell(page, 0, 3))
    # A day is 110 points wide and an hour 80 high; 83 points is an hour and 2 minutes,
    # which snaps to the hour.
    if page.phone:
        page.long_press_drag(start, (start[0] + 110, start[1] + 83), steps=10)
    else:
        actions = ActionChains(page.driver, duration=20)
        actions.move_to_element(cell(page, 0, 3)).click_and_hold()
        for _ in range(10):
            actions.move_by_offset(11, 8.3)
        actions.perform()
        time.sleep(0.3)
        ActionChains(page.driver).release().perform()
        time.sleep(0.1)
        page.settle()
    after = event_frame(page, 3)
    check(abs(after[0] - before[0] - 110) < 0.5 and abs(after[1] - before[1] - 80) < 0.5,
          f"the event moved from {before} to {after}, not by a day and an hour")
    event = json.loads(page.spec_text())["events"][3]
    check(event == {"day": 1, "start": 14, "end": 15}, f"the editor shows the event as {event}")
    label = cell(page, 0, 3).get_attribute("aria-label")
    check("14:00 to 15:00" in label, f"the moved event is named {label!r}")
    page.screenshot("week-after-event-drag")
    summary.setdefault("event drag", {})[page.size] = {"from": before, "to": after}


def test_event_auto_scroll(page, summary):
    """an event held near the bottom edge scrolls the week down, as items do"""
    page.open("scenario=week")
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    bounds = page.js("const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom];", scroller)
    before = page.offset()[1]
    source = cell(page, 0, 0)
    start = page.center(source)
    end = (start[0], bounds[1] - 10)
    if page.phone:
        page.touch("touchStart", *start)
        time.sleep(0.6)
        for step in range(1, 11):
            page.touch("touchMove", start[0], start[1] + (end[1] - start[1]) * step / 10)
            time.sleep(0.03)
        time.sleep(1)
        scrolled = page.offset()[1]
        page.touch("touchEnd")
    else:
        actions = ActionChains(page.driver, duration=20)
        actions.move_to_element(source).click_and_hold()
        for _ in range(10):
            actions.move_by_offset(0, (end[1] - start[1]) / 10)
        actions.pause(1)
        actions.perform()
        scrolled = page.offset()[1]
        ActionChains(page.driver).release().perform()
    time.sleep(0.1)
    page.settle()
    check(scrolled > before + 100, f"a second at the bottom edge scrolled the week from {before} to {scrolled}")
    summary.setdefault("event auto-scroll", {})[page.size] = {"from": before, "to": scrolled}


def test_auto_scroll(page, summary):
    """a lifted item held near the top edge scrolls the content up, a frame at a time"""
    page.open("scenario=books-pinned")
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    start = page.offset()[1]
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
    scrolled = page.offset()[1]
    page.screenshot("auto-scroll")
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)
    page.settle()
    check(scrolled < start - 100, f"a second at the edge scrolled from {start} to {scrolled}")
    summary["auto-scroll"] = {"from": start, "after a second at the edge": scrolled}


def test_drag_past_the_end(page, summary):
    """a cell dragged past the content's end stays in sight, inside the content"""
    page.open("scenario=insert-delete")
    source = cell(page, 1, 0)
    start = page.center(source)
    scroller = page.driver.find_element(By.CSS_SELECTOR, "[data-trellis-scroller]")
    bottom = page.js("return arguments[0].getBoundingClientRect().bottom", scroller)
    actions = ActionChains(page.driver, duration=20)
    actions.move_to_element(source).click_and_hold()
    for _ in range(10):
        actions.move_by_offset(0, (bottom + 150 - start[1]) / 10)
    actions.pause(0.5)
    actions.perform()
    inside = page.js("""
        const lifted = window.trellis.renderer.liftedElement().getBoundingClientRect();
        const content = document.querySelector('[data-trellis-content]').getBoundingClientRect();
        return [lifted.top, lifted.bottom, content.top, content.bottom, lifted.height];""")
    page.screenshot("drag-past-the-end")
    ActionChains(page.driver).release().perform()
    time.sleep(0.1)
    page.settle()
    # The lifted cell is drawn a little larger than its frame; its frame stays inside.
    check(inside[1] <= inside[3] + 0.05 * inside[4] and inside[0] >= inside[2] - 0.05 * inside[4],
          f"the lifted cell spans {inside[:2]} outside the content {inside[2:4]}")
    summary["drag past the end"] = inside


def test_keyboard_reorder(page, summary):
    """space lifts, arrows move, space drops, escape cancels, each step announced"""
    page.open("scenario=insert-delete")
    announced = lambda: page.js("return document.querySelector('#announcer').textContent")
    first = page.data()["sections"][0][0]
    target = cell(page, 0, 0)
    page.js("arguments[0].focus()", target)
    target.send_keys(Keys.SPACE)
    time.sleep(0.1)
    check("lifted" in announced(), f"space announced {announced()!r}")
    page.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    time.sleep(0.1)
    check("position 2 of 7" in announced(), f"ArrowRight announced {announced()!r}")
    page.driver.switch_to.active_element.send_keys(Keys.SPACE)
    time.sleep(0.1)
    page.settle()
    check("dropped" in announced(), f"the drop announced {announced()!r}")
    check(page.data()["sections"][0][1] == first, f"the data is {page.data()['sections'][0]}")
    focused = page.js("return document.activeElement.dataset.identity")
    check(focused == str(first), f"after the drop the focus is on {focused}, not the moved cell {first}")
    before = page.data()["sections"]
    page.driver.switch_to.active_element.send_keys(Keys.SPACE)
    page.driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    time.sleep(0.1)
    page.settle()
    check(page.data()["sections"] == before, "escape did not put the cell back")
    check("put back" in announced(), f"escape announced {announced()!r}")
    # The arrow keys go from cell to cell.
    page.js("arguments[0].focus()", cell(page, 0, 0))
    page.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    check(page.js("return document.activeElement.dataset.item") == "1", "ArrowRight did not go to the next cell")
    summary["keyboard reorder"] = "lift, move, drop, cancel"


def test_reduced_motion(page, summary):
    """with reduced motion, an insert, an expand and a full swipe show their end at once, a chevron turns at once"""
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        page.open("scenario=insert-delete")
        animating = page.js("window.trellis.insert(0, 0); return window.trellis.animating;")
        check(animating is False, "an insert animates under reduced motion")
        page.compare_with_native("at once after an insert with reduced motion")
        page.open("scenario=list-files")
        animating = page.js("arguments[0].click(); return window.trellis.animating;", row(page, "Documents"))
        check(animating is False, "an expand animates under reduced motion")
        duration = page.js("return getComputedStyle(arguments[0].querySelector('.disclosure')).transitionDuration",
                           row(page, "Documents"))
        check(duration == "0s", f"the chevron turns in {duration}")
        page.compare_with_native("at once after an expand with reduced motion")
        # A full swipe's row goes at once: the row slides away and is deleted without
        # an animation, before the next frames.
        page.open("scenario=list-mail")
        sideways(page, cell(page, 0, 3), -330, release=False)
        release_pointer(page)
        state = page.js("return [window.trellis.animating, window.trellis.data.sections[0].length]")
        check(state == [False, 29], f"a full swipe under reduced motion: animating, rows = {state}")
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    summary["reduced motion"] = "ok"


def test_live_region(page, summary):
    """the figures' live region changes at most once a second while scrolling"""
    page.open("scenario=books-pinned")
    page.js("document.querySelector('#show-figures').click()")
    changes = page.run_async("""
        const overlay = document.querySelector('#overlay');
        let changes = 0;
        const observer = new MutationObserver(() => { changes++; });
        observer.observe(overlay, { childList: true, characterData: true, subtree: true });
        const s = window.trellis.scroller;
        const started = performance.now();
        let frame = 0;
        while (performance.now() - started < 3000) {
          s.scrollTo(0, (frame++ * 13) % 400);
          await new Promise((r) => requestAnimationFrame(r));
        }
        observer.disconnect();
        return changes;""")
    check(changes <= 4, f"the live region changed {changes} times in 3 seconds")
    check(page.js("return document.querySelector('#overlay').textContent").startswith("engine"),
          "the figures are not shown")
    summary["live region changes in 3 s"] = changes


def figures_shown(page):
    return page.js("""const o = document.querySelector('#overlay');
        return !o.hidden && getComputedStyle(o).display !== 'none' && o.textContent !== '';""")


def test_figures_toggle(page, summary):
    """the engine's figures are off by default; a labelled box of the controls shows them"""
    page.open("scenario=books-pinned")
    page.scroll_to(0, 200)
    time.sleep(0.3)
    check(not figures_shown(page), "the figures show before the box is checked")
    label = page.js("return document.querySelector('#show-figures').labels[0]?.textContent.trim() ?? ''")
    check(label != "", "the figures' box has no label")
    if page.phone:
        page.driver.find_element(By.ID, "drawer-toggle").click()
    box = page.driver.find_element(By.ID, "show-figures")
    page.js("arguments[0].focus()", box)
    box.send_keys(Keys.SPACE)
    page.scroll_to(0, 100)
    time.sleep(0.3)
    check(figures_shown(page), "checking the box with the keyboard did not show the figures")
    box.send_keys(Keys.SPACE)
    check(not figures_shown(page), "unchecking the box did not hide the figures")
    if page.phone:
        page.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    summary.setdefault("figures", "off by default, shown by the box")


# The words of each title that the browser laid out on more than one line: a word split
# inside ("Middlemarc" / "h") shows as a word whose range has boxes on two lines.
SPLIT_WORDS = """
    const split = [];
    for (const title of document.querySelectorAll('.trellis-element:not([hidden]) .title')) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;"""


def test_whole_words(page, summary):
    """titles wrap between words: no word of any scenario is split across lines"""
    checked = 0
    for name in SCENARIOS:
        page.open(f"scenario={name}")
        split = page.js(SPLIT_WORDS)
        check(not split, f"{name}: these words are split across lines: {split[:6]}")
        checked += page.js("return document.querySelectorAll('.trellis-element:not([hidden]) .title').length")
    summary.setdefault("whole words", {})[page.size] = {"titles": checked}


def test_resize_refits(page, summary):
    """a rotation or resize of a phone's screen fits the view to the new screen"""
    page.open("scenario=waterfall")
    sizes = []
    try:
        for width, height in [(360, 740), (412, 915)]:
            page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
            for _ in range(60):
                time.sleep(0.05)
                shown = page.js("""return [window.trellis.engine.viewportSize.width,
                    window.trellis.scroller.getBoundingClientRect().width,
                    document.documentElement.clientWidth];""")
                if shown[0] == shown[2]:
                    break
            check(shown[0] == shown[2] and abs(shown[1] - shown[2]) < 1,
                  f"at {width} x {height} the view is {shown[1]} wide, its layout {shown[0]}, the screen {shown[2]}")
            spec = json.loads(page.spec_text())
            check(spec["viewport"]["width"] == shown[2], f"the spec's viewport is {spec['viewport']}")
            page.compare_with_native(f"after a resize to {width} x {height}")
            sizes.append(shown[0])
    finally:
        page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    summary.setdefault("resize", sizes)


def test_axe(page, summary):
    """axe-core finds no accessibility violation in the scenarios"""
    try:
        import axe_selenium_python
    except ImportError:
        summary["axe"] = "skipped: axe-selenium-python is not installed"
        return
    script = (Path(axe_selenium_python.__file__).parent / "node_modules/axe-core/axe.min.js").read_text()
    found = {}
    for name in ["books-pinned", "bookshelf", "week", "carousel-cards", "list-settings", "list-files",
                 "list-mail"]:
        page.open(f"scenario={name}")
        if name == "list-files":
            # The tree with a row expanded by a click and focused, as a person leaves it.
            page.js("arguments[0].click()", row(page, "Documents"))
            page.settle()
            page.js("arguments[0].focus()", row(page, "Letters"))
        if name == "list-mail":
            # A row's actions opened by the keyboard, the focus on the first button.
            page.js("arguments[0].focus()", cell(page, 0, 1))
            key(page, Keys.SHIFT + Keys.ARROW_LEFT)
            check(page.js("return document.activeElement.textContent") == "Delete", "the actions did not open")
        page.js(script)
        result = page.run_async("""
            const result = await axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'best-practice']});
            return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0].target})`);""")
        if result:
            found[name] = result
    check(not found, f"axe found {found}")
    summary.setdefault("axe", {})[page.size] = "no violations"


def shelf_cards(page, section):
    """The left edges of the rendered cards of `section`, by item, in content coordinates."""
    return {int(key.split(".")[1]): frame[0] for key, frame in page.rendered().items()
            if key.startswith(f"cell {section}.")}


def wheel(page, element, delta_x):
    """A sideways wheel scroll of `delta_x` over the center of `element`."""
    page.js("""const r = arguments[0].getBoundingClientRect();
        arguments[0].dispatchEvent(new WheelEvent('wheel', {deltaX: arguments[1], bubbles: true,
          cancelable: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2}));""",
            element, delta_x)


def test_shelves(page, summary):
    """each shelf scrolls sideways by touch, wheel and keys; a paging shelf rests on a group"""
    page.open("scenario=compositional-appstore")
    offset = lambda section: page.js(
        "return window.trellis.engine.sectionScrolling(arguments[0]).offset", section)
    others = {key: frame for key, frame in page.rendered().items() if " 1." not in key}
    card = cell(page, 1, 0)
    start = page.center(card)
    if page.phone:
        page.swipe(start, (start[0] - 200, start[1]), steps=8)
    else:
        wheel(page, card, 200)
    time.sleep(0.3)
    page.settle()
    moved = offset(1)
    check(moved > 100, f"the continuous shelf scrolled to {moved}, not about 200")
    check(page.offset() == [0, 0], f"a sideways scroll of a shelf scrolled the view to {page.offset()}")
    # Card i of the continuous shelf starts at 16 + 162 i less the shelf's offset.
    cards = shelf_cards(page, 1)
    check(cards and all(abs(x - (16 + 162 * item - moved)) <= TOLERANCE for item, x in cards.items()),
          f"at offset {moved} the shelf's cards start at {cards}")
    still = {key: frame for key, frame in page.rendered().items() if " 1." not in key}
    check(still == others, "scrolling one shelf moved elements of other sections")
    check(page.data()["sections"][1] == list(range(5, 17)), "a sideways swipe moved an item")
    # The hero shelf pages group by group: it rests on a multiple of its pitch.
    hero = page.center(cell(page, 0, 0))
    if page.phone:
        page.swipe(hero, (hero[0] - 120, hero[1]), steps=6)
    else:
        wheel(page, cell(page, 0, 0), 250)
    time.sleep(0.4)
    page.settle()
    rest = offset(0)
    pitch = 0.9 * 390 + 10
    check(rest > 0 and abs(rest / pitch - round(rest / pitch)) < 0.01,
          f"the paging shelf rests at {rest}, not on a group (pitch {pitch})")
    page.screenshot("shelves")
    result = {"continuous": moved, "paging": rest}
    if not page.phone:
        # The arrow keys go from card to card, scrolling the shelf to show each whole.
        page.open("scenario=compositional-appstore")
        page.js("arguments[0].focus()", cell(page, 1, 0))
        for _ in range(4):
            page.js("document.activeElement.dispatchEvent(new KeyboardEvent('keydown', "
                    "{key: 'ArrowRight', bubbles: true}))")
            time.sleep(0.05)
            page.settle()
        focused = page.js("return [document.activeElement.dataset.section, document.activeElement.dataset.item]")
        check(focused == ["1", "4"], f"four ArrowRight presses focused cell {focused}, not 1.4")
        inside = page.js("""const r = document.activeElement.getBoundingClientRect();
            const s = window.trellis.scroller.getBoundingClientRect();
            return r.left >= s.left - 0.5 && r.right <= s.right + 0.5;""")
        check(inside, "the focused card is not wholly in view")
        result["keys"] = offset(1)
    summary.setdefault("shelves", {})[page.size] = result


def test_neighbours_slide(page, summary):
    """while a cell is dragged, the cells that make room slide; the lifted one follows the finger"""
    page.open("scenario=insert-delete")
    page.js("""window.slides = [];
        const content = document.querySelector('[data-trellis-content]');
        content.addEventListener('transitionrun', (event) => {
          if (event.propertyName === 'transform') {
            window.slides.push([event.target.dataset.identity, event.target.classList.contains('lifted')]);
          }
        });""")
    source = cell(page, 0, 0)
    moved = source.get_attribute("data-identity")
    seen = {}
    pointer_drag(page, source, cell(page, 0, 3),
                 hold=lambda: seen.update(dragging=page.js(
                     "return document.querySelector('[data-trellis-content]').classList.contains('dragging')")))
    slides = page.js("return window.slides")
    slid = {identity for identity, lifted in slides if not lifted}
    check(seen.get("dragging"), "the content is not marked as dragging during the drag")
    check(len(slid) >= 2, f"only {sorted(slid)} slid while the cell was dragged over three places")
    check(not any(lifted for _, lifted in slides), "the lifted cell slid instead of following the finger")
    check(moved not in slid, f"the dragged cell {moved} slid during the drag")
    check(not page.js("return document.querySelector('[data-trellis-content]').classList.contains('dragging')"),
          "the content is still marked as dragging after the drop")
    summary.setdefault("neighbours slide", {})[page.size] = sorted(slid, key=int)

ROWS = """
    return window.trellis.renderer.cells().map((view) => ({
      name: view.getAttribute('aria-label'), level: Number(view.getAttribute('aria-level')),
      expanded: view.getAttribute('aria-expanded'), size: Number(view.getAttribute('aria-setsize')),
      position: Number(view.getAttribute('aria-posinset')), tabIndex: view.tabIndex,
      item: Number(view.dataset.item)}));"""


def rows(page):
    """The rows of the tree the page shows, in reading order: name, level, expanded
    ("true", "false" or None), set size, position, tab index and item."""
    return page.js(ROWS)


def row_names(page):
    return [entry["name"] for entry in rows(page)]


def row(page, name):
    return page.js("""return window.trellis.renderer.cells().find(
        (view) => view.getAttribute('aria-label') === arguments[0]);""", name)


def announced(page):
    return page.js("return document.querySelector('#announcer').textContent")


def focused_name(page):
    return page.js("return document.activeElement.getAttribute('aria-label')")


FILES = ["iCloud Drive", "Documents", "Downloads", "Desktop", "On My iPhone", "Recently Deleted"]
DOCUMENTS = ["Taxes 2025", "Letters", "Recipes"]


def tap(page, element):
    """A click with the mouse, or on a phone a tap of a finger."""
    if page.phone:
        x, y = page.center(element)
        page.touch("touchStart", x, y)
        time.sleep(0.05)
        page.touch("touchEnd")
    else:
        ActionChains(page.driver).move_to_element(element).click().perform()
    time.sleep(0.1)
    page.settle()


def test_outline_tap(page, summary):
    """an outline is a tree: a click or a tap on a parent expands and collapses it"""
    page.open("scenario=list-files")
    check(page.js("return document.querySelector('[data-trellis-content]').getAttribute('role')") == "tree",
          "the outline's view is not a tree")
    before = rows(page)
    check([entry["name"] for entry in before] == FILES, f"the rows are {[e['name'] for e in before]}")
    check([(e["level"], e["expanded"]) for e in before] == [
        (1, "true"), (2, "false"), (2, None), (2, None), (1, "false"), (1, None)],
        f"levels and states: {[(e['level'], e['expanded']) for e in before]}")
    check([(e["position"], e["size"]) for e in before] == [(1, 3), (1, 3), (2, 3), (3, 3), (2, 3), (3, 3)],
          f"places among siblings: {[(e['position'], e['size']) for e in before]}")
    tap(page, row(page, "Documents"))
    after = rows(page)
    check([e["name"] for e in after] == FILES[:2] + DOCUMENTS + FILES[2:],
          f"after expanding Documents the rows are {[e['name'] for e in after]}")
    check([e["level"] for e in after[2:5]] == [3, 3, 3] and after[1]["expanded"] == "true",
          f"Documents' children: {after[1:5]}")
    check("Documents, expanded, 3 items" in announced(page), f"the expand announced {announced(page)!r}")
    page.compare_with_native("after expanding Documents")
    check('"id": "Documents", "expanded": true' in page.spec_text(),
          "the editor does not show Documents expanded")
    page.screenshot("outline-expanded")
    tap(page, row(page, "iCloud Drive"))
    check(row_names(page) == ["iCloud Drive", "On My iPhone", "Recently Deleted"],
          f"after collapsing iCloud Drive the rows are {row_names(page)}")
    check(rows(page)[0]["expanded"] == "false", "iCloud Drive does not say it is collapsed")
    check("iCloud Drive, collapsed" in announced(page), f"the collapse announced {announced(page)!r}")
    page.compare_with_native("after collapsing iCloud Drive")
    # Expanding it again shows Documents still expanded.
    tap(page, row(page, "iCloud Drive"))
    check(row_names(page) == FILES[:2] + DOCUMENTS + FILES[2:], f"expanded again: {row_names(page)}")
    # A leaf does nothing.
    tap(page, row(page, "Letters"))
    check(len(row_names(page)) == 9, "a click on a leaf changed the rows")
    page.screenshot("outline-tapped")
    summary.setdefault("outline by tap", {})[page.size] = "expand, collapse, expand again"


def key(page, name):
    page.driver.switch_to.active_element.send_keys(name)
    time.sleep(0.05)
    page.settle()


def test_outline_keyboard(page, summary):
    """a tree's keys: arrows open, close and move, enter and space toggle, home and end"""
    page.open("scenario=list-files")
    page.js("arguments[0].focus()", row(page, "iCloud Drive"))
    key(page, Keys.ARROW_DOWN)
    check(focused_name(page) == "Documents", f"ArrowDown went to {focused_name(page)}")
    key(page, Keys.ARROW_RIGHT)
    check(row_names(page) == FILES[:2] + DOCUMENTS + FILES[2:], f"ArrowRight did not expand: {row_names(page)}")
    check(focused_name(page) == "Documents", f"ArrowRight on a closed row moved to {focused_name(page)}")
    check("Documents, expanded" in announced(page), f"the expand announced {announced(page)!r}")
    key(page, Keys.ARROW_RIGHT)
    check(focused_name(page) == "Taxes 2025", f"ArrowRight on an open row went to {focused_name(page)}")
    key(page, Keys.ARROW_LEFT)
    check(focused_name(page) == "Documents", f"ArrowLeft on a child went to {focused_name(page)}")
    key(page, Keys.ARROW_LEFT)
    check(row_names(page) == FILES, f"ArrowLeft did not collapse: {row_names(page)}")
    key(page, Keys.ENTER)
    check(len(row_names(page)) == 9 and rows(page)[1]["expanded"] == "true", "Enter did not expand")
    key(page, Keys.SPACE)
    check(row_names(page) == FILES and rows(page)[1]["expanded"] == "false", "Space did not collapse")
    key(page, Keys.END)
    check(focused_name(page) == "Recently Deleted", f"End went to {focused_name(page)}")
    key(page, Keys.HOME)
    check(focused_name(page) == "iCloud Drive", f"Home went to {focused_name(page)}")
    reachable = [e["name"] for e in rows(page) if e["tabIndex"] == 0]
    check(reachable == ["iCloud Drive"], f"the rows Tab reaches: {reachable}")
    key(page, Keys.ARROW_LEFT)
    check(row_names(page) == ["iCloud Drive", "On My iPhone", "Recently Deleted"],
          f"ArrowLeft on the open root did not collapse it: {row_names(page)}")
    check(focused_name(page) == "iCloud Drive", f"after the collapse the focus is on {focused_name(page)}")
    page.compare_with_native("after the keys")
    page.screenshot("outline-keyboard")
    summary.setdefault("outline by keyboard", {})[page.size] = "arrows, enter, space, home, end"


def test_list_rows(page, summary):
    """a list's rows are flat, its separators show, an inset grouped section is rounded"""
    page.open("scenario=list-settings")
    look = page.js("""
        const content = document.querySelector('[data-trellis-content]');
        const views = [...content.querySelectorAll('[data-category]:not([hidden])')];
        const cell = views.find((view) => view.dataset.category === 'cell');
        const separator = views.find((view) => view.dataset.kind === 'separator');
        const background = views.find((view) => view.dataset.kind === 'sectionBackground');
        const r = separator.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { cell: getComputedStyle(cell).backgroundColor, separator: top === separator,
                 radius: getComputedStyle(background).borderTopLeftRadius };""")
    check(look["cell"] == "rgba(0, 0, 0, 0)", f"a row is drawn as a card: {look['cell']}")
    check(look["separator"], "a separator is covered")
    check(look["radius"] == "10px", f"the section background's corner radius is {look['radius']}")
    page.screenshot("list-rows")
    summary.setdefault("list rows", {})[page.size] = "flat, separators shown, rounded"


def sideways(page, element, dx, release=True, hold=0.3, steps=10):
    """Moves `element` sideways by `dx` with a finger (on a phone) or the mouse, in small
    steps, then holds still for `hold` seconds, so that the release has no velocity, and
    lets go unless `release` is false. It starts 30 px from the edge it moves away from."""
    x, y = page.js("""const r = arguments[0].getBoundingClientRect();
        return [arguments[1] < 0 ? r.right - 30 : r.left + 30, r.top + r.height / 2];""", element, dx)
    if page.phone:
        page.touch("touchStart", x, y)
        for step in range(1, steps + 1):
            page.touch("touchMove", x + dx * step / steps, y)
            time.sleep(0.016)
    else:
        actions = ActionChains(page.driver, duration=16)
        center = page.center(element)
        actions.move_to_element_with_offset(element, x - center[0], 0).click_and_hold()
        for _ in range(steps):
            actions.move_by_offset(dx / steps, 0)
        actions.perform()
    time.sleep(hold)
    if release:
        release_pointer(page)
        time.sleep(0.1)
        page.settle()


def tap_point(page, x, y):
    """A click with the mouse, or on a phone a tap of a finger, at (x, y) in the window."""
    if page.phone:
        page.touch("touchStart", x, y)
        time.sleep(0.05)
        page.touch("touchEnd")
    else:
        actions = ActionChains(page.driver)
        actions.w3c_actions.pointer_action.move_to_location(int(x), int(y))
        actions.w3c_actions.pointer_action.click()
        actions.perform()
    time.sleep(0.1)
    page.settle()


def release_pointer(page):
    """Lifts the finger or releases the mouse button of `sideways`."""
    if page.phone:
        page.touch("touchEnd")
    else:
        ActionChains(page.driver).release().perform()
    time.sleep(0.05)


def swipe_buttons(page):
    """The buttons a swiped row shows, in DOM order: title, accessible name, armed, frame
    in content coordinates."""
    return page.js("""
        const content = document.querySelector('[data-trellis-content]');
        const origin = content.getBoundingClientRect();
        return [...content.querySelectorAll('[data-category]:not([hidden]) > button.swipe-action')]
          .map((button) => { const r = button.getBoundingClientRect();
            return { title: button.textContent, name: button.getAttribute('aria-label'),
                     armed: button.classList.contains('armed'),
                     frame: [r.left - origin.left, r.top - origin.top, r.width, r.height] }; });""")


def mail_names(page):
    return [view.get_attribute("aria-label") for view in page.js("return window.trellis.renderer.cells()")]


def test_swipe_pointer(page, summary):
    """a sideways drag swipes a Mail row open, a tap elsewhere closes, a full swipe deletes"""
    page.open("scenario=list-mail")
    check(page.js("return window.trellis.swipe") is None, "a row is open before any swipe")
    names = mail_names(page)
    width = page.js("return window.trellis.engine.viewportSize.width")
    sideways(page, cell(page, 0, 1), -130)
    swipe = page.js("return window.trellis.swipe")
    check(swipe and swipe["phase"] == "open" and swipe["edge"] == "trailing" and swipe["offset"] == -238,
          f"a slow drag of 130 px left the row {swipe}")
    buttons = swipe_buttons(page)
    check([b["title"] for b in buttons] == ["Delete", "Archive", "More"], f"the buttons: {buttons}")
    check(buttons[0]["name"] == f"Delete: {names[1]}", f"the Delete button is named {buttons[0]['name']!r}")
    # The buttons fill the revealed area: from the row's new trailing edge to the view's.
    row_frame = page.rendered()["cell 0.1"]
    left = min(b["frame"][0] for b in buttons)
    right = max(b["frame"][0] + b["frame"][2] for b in buttons)
    check(abs(row_frame[0] + 238) < 0.5 and abs(left - (width - 238)) < 0.5 and abs(right - width) < 0.5,
          f"the row is at {row_frame}, its buttons from {left} to {right}")
    check(f"{names[1]}: actions Delete, Archive, More." in announced(page),
          f"the open row announced {announced(page)!r}")
    page.screenshot("swipe-open")
    result = page.js(ELEMENT_CHECK)
    check(not result["problems"], f"with a row open: {result['problems'][:4]}")
    # A tap on the open row closes it; a tap on another row closes the open one, and
    # does nothing else.
    tap_point(page, *page.js("const r = arguments[0].getBoundingClientRect(); return [r.right - 40, r.top + r.height / 2];",
                              cell(page, 0, 1)))
    check(page.js("return window.trellis.swipe") is None, "a tap on the open row left it open")
    sideways(page, cell(page, 0, 1), -130)
    check(page.js("return window.trellis.swipe?.phase") == "open", "row 1 did not open again")
    tap(page, cell(page, 0, 4))
    check(page.js("return window.trellis.swipe") is None and swipe_buttons(page) == [],
          "a tap elsewhere left the row open")
    check(page.data()["sections"][0] == list(range(30)), "a tap elsewhere changed the data")
    # A sideways drag the other way shows the leading action, Unread; a tap on it marks
    # the message.
    sideways(page, cell(page, 0, 2), 70)
    check([b["title"] for b in swipe_buttons(page)] == ["Unread"], f"leading: {swipe_buttons(page)}")
    tap(page, page.driver.find_element(By.CSS_SELECTOR, "button.swipe-action"))
    check(page.js("return window.trellis.swipe") is None, "the row stays open after its action")
    check(cell(page, 0, 2).get_attribute("aria-label") == f"{names[2]}, unread",
          f"after Unread the row is {cell(page, 0, 2).get_attribute('aria-label')!r}")
    check(f"{names[2]}: marked as unread." in announced(page), f"Unread announced {announced(page)!r}")
    # Past 60% of the row the full swipe is armed: Delete fills the area; let go, the
    # row is deleted and the rows below move up.
    sideways(page, cell(page, 0, 3), -300, release=False)
    armed = swipe_buttons(page)
    check(page.js("return window.trellis.swipe.armed") and armed[0]["armed"]
          and armed[0]["frame"][2] > 250, f"a drag of 300 px is not armed: {armed}")
    page.screenshot("swipe-armed")
    release_pointer(page)
    time.sleep(0.1)
    page.settle()
    check(page.data()["sections"][0] == [0, 1, 2] + list(range(4, 30)),
          f"the full swipe left {page.data()['sections'][0]}")
    check(f"{names[3]}: deleted." in announced(page), f"the delete announced {announced(page)!r}")
    check(page.js("return window.trellis.swipe") is None, "a row stays open after the delete")
    page.compare_with_native("after a full swipe")
    # A tap on Archive removes its row too.
    sideways(page, cell(page, 0, 0), -150)
    archive = [b for b in page.driver.find_elements(By.CSS_SELECTOR, "button.swipe-action")
               if b.text == "Archive"]
    check(archive == [], "row 0 has only Delete, which a full swipe does not perform")
    tap(page, cell(page, 0, 5))
    sideways(page, cell(page, 0, 1), -150)
    archive = [b for b in page.driver.find_elements(By.CSS_SELECTOR, "button.swipe-action")
               if b.text == "Archive"]
    tap(page, archive[0])
    check(page.data()["sections"][0] == [0, 2] + list(range(4, 30)),
          f"Archive left {page.data()['sections'][0]}")
    check(f"{names[1]}: archived." in announced(page), f"Archive announced {announced(page)!r}")
    # A scroll closes the open row.
    sideways(page, cell(page, 0, 2), -150)
    check(page.js("return window.trellis.swipe?.phase") == "open", "row 2 did not open")
    page.scroll_to(0, 60)
    check(page.js("return window.trellis.swipe") is None and swipe_buttons(page) == [],
          "a scroll left the row open")
    # A vertical drag on a row with actions still reorders it (after a long press on a
    # phone), and swipes no row.
    page.open("scenario=list-mail")
    pointer_drag(page, cell(page, 0, 3), cell(page, 0, 6))
    order = page.data()["sections"][0]
    check(order[3] != 3 and 3 in order[4:8] and page.js("return window.trellis.swipe") is None,
          f"a vertical drag of row 3 left {order[:8]}")
    if page.phone:
        # A vertical swipe on a row still scrolls the view, and swipes no row.
        before = page.offset()[1]
        x, y = page.center(cell(page, 0, 5))
        page.swipe((x, y), (x, y - 200))
        time.sleep(0.3)
        page.settle()
        check(page.offset()[1] > before + 50 and page.js("return window.trellis.swipe") is None,
              f"a vertical swipe: offset {page.offset()}, swipe {page.js('return window.trellis.swipe')}")
    summary.setdefault("swipe by pointer", {})[page.size] = "open, close, unread, full swipe, archive"


def test_swipe_keyboard(page, summary):
    """shift and an arrow open a row's actions, Tab reaches them, escape closes, enter performs"""
    page.open("scenario=list-mail")
    names = mail_names(page)
    first = cell(page, 0, 1)
    hint = page.js("return document.getElementById(arguments[0].getAttribute('aria-describedby')).textContent",
                   first)
    check(hint == "Actions: Delete, Archive, More (shift and the left arrow); Unread (shift and the right arrow).",
          f"the row describes its actions as {hint!r}")
    page.js("arguments[0].focus()", first)
    key(page, Keys.SHIFT + Keys.ARROW_LEFT)
    check(page.js("return window.trellis.swipe?.phase") == "open", "shift and the left arrow did not open the row")
    check(page.js("return document.activeElement.textContent") == "Delete", "the focus is not on Delete")
    check(f"{names[1]}: actions Delete, Archive, More. Tab goes to them, escape closes." in announced(page),
          f"the open announced {announced(page)!r}")
    # The buttons stand right after their row in the DOM: Tab goes from one to the next.
    after = page.js("""const row = arguments[0]; const next = [];
        for (let view = row.nextElementSibling; view?.dataset.button !== undefined; view = view.nextElementSibling)
          next.push(view.textContent);
        return next;""", first)
    check(after == ["Delete", "Archive", "More"], f"after the row in the DOM: {after}")
    key(page, Keys.TAB)
    check(page.js("return document.activeElement.textContent") == "Archive", "Tab did not go to Archive")
    page.screenshot("swipe-keyboard")
    key(page, Keys.ESCAPE)
    check(page.js("return window.trellis.swipe") is None, "escape left the row open")
    check(focused_name(page) == names[1], f"after escape the focus is on {focused_name(page)}")
    check(f"{names[1]}: actions closed." in announced(page), f"escape announced {announced(page)!r}")
    # The leading action, performed by enter, marks the row; again, it unmarks it.
    key(page, Keys.SHIFT + Keys.ARROW_RIGHT)
    check(page.js("return document.activeElement.textContent") == "Unread", "shift and the right arrow")
    key(page, Keys.ENTER)
    check(focused_name(page) == f"{names[1]}, unread", f"after Unread the focus is on {focused_name(page)}")
    check(f"{names[1]}: marked as unread." in announced(page), f"Unread announced {announced(page)!r}")
    key(page, Keys.SHIFT + Keys.ARROW_RIGHT)
    key(page, Keys.SPACE)
    check(focused_name(page) == names[1] and f"{names[1]}: marked as read." in announced(page),
          f"Unread again: {focused_name(page)}, {announced(page)!r}")
    # Delete by the keyboard: the row goes, the focus goes to the message in its place.
    key(page, Keys.SHIFT + Keys.ARROW_LEFT)
    key(page, Keys.ENTER)
    check(page.data()["sections"][0] == [0] + list(range(2, 30)), f"Delete left {page.data()['sections'][0]}")
    check(f"{names[1]}: deleted." in announced(page), f"Delete announced {announced(page)!r}")
    check(focused_name(page) == names[2], f"after Delete the focus is on {focused_name(page)}")
    # Shift and F10 (as the context menu key) open the trailing actions too.
    key(page, Keys.SHIFT + Keys.F10)
    check(page.js("return document.activeElement.textContent") == "Delete", "shift and F10 did not open the actions")
    key(page, Keys.ESCAPE)
    check(focused_name(page) == names[2], f"after escape the focus is on {focused_name(page)}")
    # Arrow keys without shift still move from row to row.
    key(page, Keys.ARROW_DOWN)
    check(focused_name(page) == names[3], f"ArrowDown went to {focused_name(page)}")
    summary.setdefault("swipe by keyboard", {})[page.size] = "open, tab, escape, unread, delete"


TESTS = [
    (test_scenarios, "both"), (test_week_reads_like_a_calendar, "both"),
    (test_phone_drawer, "phone"), (test_touch, "phone"), (test_drag, "both"),
    (test_editor_follows, "both"), (test_edits_kept, "both"), (test_limits, "both"),
    (test_week_hundred_thousand, "desktop"), (test_hundred_thousand, "desktop"),
    (test_bad_spec, "both"), (test_spec_link, "desktop"), (test_transition, "both"),
    (test_flick, "both"), (test_cards_step, "desktop"), (test_carousel_drag, "both"),
    (test_event_drag, "both"), (test_event_auto_scroll, "both"), (test_auto_scroll, "desktop"),
    (test_drag_past_the_end, "desktop"), (test_keyboard_reorder, "desktop"),
    (test_reduced_motion, "desktop"), (test_live_region, "desktop"), (test_axe, "both"),
    (test_shelves, "both"), (test_neighbours_slide, "both"), (test_figures_toggle, "both"),
    (test_whole_words, "both"), (test_resize_refits, "phone"), (test_outline_tap, "both"),
    (test_outline_keyboard, "both"), (test_list_rows, "both"), (test_swipe_pointer, "both"),
    (test_swipe_keyboard, "both"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--trellis", required=True)
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--module", required=True)
    parser.add_argument("--only", help="run only the tests whose names contain this")
    arguments = parser.parse_args()
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    for old in artifacts.glob("*.png"):
        old.unlink()
    summary = {"scenarios": {}, "module bytes": Path(arguments.module).stat().st_size}
    results = []
    for size in ["desktop", "phone"]:
        page = Page(arguments.url, arguments.trellis, artifacts, phone=size == "phone")
        try:
            page.open("scenario=books-pinned")
            summary.setdefault("first load ms", {})[size] = page.js(
                "return window.trellis.engine.loadMilliseconds")
            for test, where in TESTS:
                if where not in ("both", size):
                    continue
                if arguments.only and arguments.only not in test.__name__:
                    continue
                title = f"{test.__doc__.splitlines()[0]} ({size})"
                started = time.monotonic()
                try:
                    test(page, summary)
                    results.append((True, title))
                    print(f"ok   {title} [{time.monotonic() - started:.1f} s]", flush=True)
                except Exception as failure:  # every test runs, whatever the others do
                    results.append((False, title))
                    detail = str(failure) if isinstance(failure, Failure) else traceback.format_exc(limit=3)
                    print(f"FAIL {title}\n     {detail}", flush=True)
                    try:
                        page.screenshot(f"failure-{test.__name__}")
                    except Exception:
                        pass
        finally:
            page.driver.quit()
    (artifacts / "summary.json").write_text(json.dumps(summary, indent=2))
    print(json.dumps(summary, indent=2))
    failed = [title for passed, title in results if not passed]
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    for title in failed:
        print(f"  failed: {title}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
