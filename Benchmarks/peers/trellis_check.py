"""Checks that Trellis lays the benchmark's boxes out where the peers do.

Runs `trellis layout` on specs of the benchmark's items with leading alignment, top
vertical alignment, spacing 8 and a 1024-wide viewport, and compares the frames with
the reference layouts in flexwrap.py, which the peers are checked against: every item's
frame in one section, and the pinned headers of three sections at several scroll
offsets.
"""

from __future__ import annotations

import argparse
import json
import subprocess

import flexwrap


def spec(sections: list[int], offset: float = 0, pinned: bool = False) -> dict:
    """A spec of sections of `sections[i]` benchmark items laid out like flex-wrap, with
    pinned headers 40 tall if `pinned`, scrolled by `offset`."""
    layout = {
        "type": "flow",
        "alignment": "leading",
        "verticalAlignment": "top",
        "minimumLineSpacing": flexwrap.GAP,
        "minimumInteritemSpacing": flexwrap.GAP,
    }
    if pinned:
        layout["headerReferenceSize"] = [0, flexwrap.HEADER_HEIGHT]
        layout["sectionHeadersPinToVisibleBounds"] = True
    return {
        "viewport": {
            "width": flexwrap.CONTAINER_WIDTH,
            "height": 800,
            "contentOffset": [0, offset],
        },
        "layout": layout,
        "sections": [
            {"itemSizes": [list(flexwrap.item_size(item)) for item in range(count)]}
            for count in sections
        ],
    }


def layout(trellis: str, document: dict) -> dict:
    """The output of `trellis layout` for a spec."""
    completed = subprocess.run(
        [trellis, "layout", "-"],
        input=json.dumps(document),
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode != 0:
        raise SystemExit(f"trellis layout failed: {completed.stderr.strip()}")
    return json.loads(completed.stdout)


def check_flow(trellis: str, count: int) -> None:
    """Lays out `count` items in one section and compares every frame."""
    output = layout(trellis, spec([count]))
    frames = [element["frame"] for element in output["elements"] if element["category"] == "cell"]
    expected = flexwrap.reference_frames(count)
    if len(frames) != count:
        raise SystemExit(f"trellis: {len(frames)} cells for {count} items")
    verdict = flexwrap.Verdict()
    for item, (frame, want) in enumerate(zip(frames, expected)):
        for axis, observed, wanted in zip("xywh", frame, want):
            verdict.compare(f"item {item} {axis}", observed, wanted)
    verdict.compare("content height", output["contentSize"][1], flexwrap.reference_height(count))
    verdict.enforce("trellis", "flow layout (leading, top)", count)


def check_pinned(trellis: str) -> None:
    """Lays out three sections of 100 items under pinned headers, scrolled to the top,
    into a section, near a section's end (where the next header pushes) and past it, and
    compares every header with the push rule."""
    count = 3 * flexwrap.SECTION_ITEMS
    tops = flexwrap.section_tops(count)
    verdict = flexwrap.Verdict()
    for offset in [0, 1000, tops[1] - 20, tops[1] + 354, tops[2] + 7]:
        output = layout(trellis, spec([flexwrap.SECTION_ITEMS] * 3, offset, pinned=True))
        verdict.compare("content height", output["contentSize"][1], tops[-1])
        headers = [element for element in output["elements"] if element["kind"] == "header"]
        if len(headers) != 3:
            raise SystemExit(f"trellis: {len(headers)} headers for 3 sections")
        for header in headers:
            section = header["section"]
            expected = flexwrap.pinned_header_top(tops, section, offset)
            verdict.compare(f"header {section} at offset {offset}", header["frame"][1], expected)
    verdict.enforce("trellis", "pinned headers", count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trellis", required=True, help="the trellis executable")
    parser.add_argument("--sizes", default="1000,10000", help="item counts to check")
    arguments = parser.parse_args()
    for count in flexwrap.parse_sizes(arguments.sizes):
        check_flow(arguments.trellis, count)
    check_pinned(arguments.trellis)


if __name__ == "__main__":
    main()
