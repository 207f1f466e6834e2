"""The benchmark workload shared by every peer, and its reference layout.

Item i is `40 + (i * 37 mod 120)` wide and `40 + (i * 53 mod 160)` tall, exactly as
`trellis bench` generates it (Sources/TrellisCLI/Bench/GeneratedItems.swift). The items
are laid out in one container 1024 wide with a gap of 8 in both directions and no
insets: CSS `flex-wrap: wrap` with `align-items` and `align-content` at `flex-start`,
which is Trellis' flow layout with leading alignment and top vertical alignment.
"""

from __future__ import annotations

import json
import sys
from typing import Iterable

CONTAINER_WIDTH = 1024
GAP = 8
SECTION_ITEMS = 100
"""Items per section in the pinned-header workload."""

HEADER_HEIGHT = 40
"""Height of each sticky section header in the pinned-header workload."""


def item_size(item: int) -> tuple[int, int]:
    """The width and height of item `item`."""
    return 40 + item * 37 % 120, 40 + item * 53 % 160


def reference_frames(count: int) -> list[tuple[int, int, int, int]]:
    """The frame `(x, y, width, height)` of items 0 to `count - 1` laid out together in
    one container, placed by the flex-wrap rules.

    A line takes items while their widths plus the gaps between them fit in the
    container; each line is as tall as its tallest item and items sit at its top.
    """
    frames: list[tuple[int, int, int, int]] = []
    x = y = line_height = 0
    for item in range(count):
        width, height = item_size(item)
        if x > 0 and x + width > CONTAINER_WIDTH:
            y += line_height + GAP
            x = line_height = 0
        frames.append((x, y, width, height))
        x += width + GAP
        line_height = max(line_height, height)
    return frames


def reference_height(count: int) -> int:
    """The height of the container holding items 0 to `count - 1`."""
    frames = reference_frames(count)
    if not frames:
        return 0
    last_line = frames[-1][1]
    return max(y + height for _, y, _, height in frames if y == last_line)


def section_tops(count: int) -> list[int]:
    """Where each section of the pinned-header workload starts, and where the last ends.

    `count` items are split into sections of `SECTION_ITEMS`; each section is a header
    `HEADER_HEIGHT` tall above a flex-wrap container of its items, item k of every
    section sized like item k.
    """
    tops = [0]
    for first in range(0, count, SECTION_ITEMS):
        items = min(SECTION_ITEMS, count - first)
        tops.append(tops[-1] + HEADER_HEIGHT + reference_height(items))
    return tops


def pinned_header_top(tops: list[int], section: int, offset: float) -> float:
    """Where a section's pinned header is, in content coordinates, when the content is
    scrolled by `offset`: at the top of the visible area, never above its natural place,
    and pushed up by the end of its section."""
    return min(max(tops[section], offset), tops[section + 1] - HEADER_HEIGHT)


def sample_items(count: int, limit: int = 256) -> list[int]:
    """Item indices to verify: all of them for small counts, else a spread plus the ends."""
    if count <= limit:
        return list(range(count))
    step = count // limit
    picked = set(range(0, count, step)) | {1, 2, 3, count - 2, count - 1}
    return sorted(item for item in picked if 0 <= item < count)


FLOAT32_EXACT_LIMIT = 2**24
"""Beyond this coordinate 32-bit floats no longer hold every whole number."""


class Verdict:
    """The result of comparing observed item origins with the reference layout.

    Differences at coordinates below 2^24 are errors. Beyond it, engines that compute
    in 32-bit floats cannot be exact, so differences there are only measured.
    """

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.far_checked = 0
        self.far_max_error = 0.0

    def compare(self, what: str, observed: float, expected: float) -> None:
        """Records one coordinate."""
        error = abs(observed - expected)
        if expected >= FLOAT32_EXACT_LIMIT:
            self.far_checked += 1
            self.far_max_error = max(self.far_max_error, error)
        elif error > 0.01:
            self.errors.append(f"{what} is {observed!r}, expected {expected!r}")

    def compare_origins(self, count: int, observed: dict[int, tuple[float, float]]) -> None:
        """Records the sampled origins of items of one container of `count` items."""
        frames = reference_frames(count)
        for item, (x, y) in sorted(observed.items()):
            self.compare(f"item {item} x", x, frames[item][0])
            self.compare(f"item {item} y", y, frames[item][1])

    def note(self) -> str | None:
        """A summary of the coordinates beyond 2^24, if there were any."""
        if not self.far_checked:
            return None
        return (
            f"{self.far_checked} sampled coordinates lie beyond 2^24 px; "
            f"the largest difference there is {self.far_max_error:g} px"
        )

    def enforce(self, engine: str, workload: str, count: int) -> None:
        """Stops the run when the layout is wrong; logs the note on far coordinates."""
        if self.errors:
            raise SystemExit(
                f"{engine}: wrong {workload} layout at n={count}: " + "; ".join(self.errors[:5])
            )
        note = self.note()
        if note:
            log(f"{engine} n={count}: {workload} matches the reference below 2^24 px; {note}")
        else:
            log(f"{engine} n={count}: {workload} matches the reference")


def parse_sizes(text: str) -> list[int]:
    """Reads a comma-separated list of item counts such as `1000,10000`."""
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise SystemExit(f"error: --sizes wants whole numbers separated by commas, got {text!r}")
    if not sizes or any(size < 1 for size in sizes):
        raise SystemExit(f"error: --sizes wants positive item counts, got {text!r}")
    return sizes


def median(samples: Iterable[float]) -> float:
    """The middle sample (the upper middle for an even count), as `trellis bench` reports."""
    ordered = sorted(samples)
    return ordered[len(ordered) // 2]


def write_rows(rows: list[dict], path: str | None) -> None:
    """Writes result rows as a JSON array to `path`, or to standard output."""
    text = json.dumps(rows, indent=2) + "\n"
    if path is None or path == "-":
        sys.stdout.write(text)
    else:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)


def log(message: str) -> None:
    """Prints progress on standard error, keeping standard output for results."""
    print(message, file=sys.stderr, flush=True)
