"""Taffy peer: the flow benchmark's boxes laid out by Taffy, through PyPI's `stretchable`.

The tree is one flex container (width 1024, `flex-wrap: wrap`, gap 8, `align-items` and
`align-content` at `flex-start`) with one fixed-size leaf per item (`flex-shrink: 0`).

Workloads, each the median of several runs after three warm-up runs:

- `flow-prepare`: every node is marked dirty (untimed), then one `compute_layout` of the
  root is timed: a layout from scratch.
- `flow-relayout`: the root's width goes 1024 -> 1023 and is laid out (untimed), then
  back to 1024 (untimed style change); the timed `compute_layout` may reuse the leaves'
  cached sizes, as a browser does after a container resize.
- `flow-prepare-python-api` (small counts only): stretchable's public
  `Node.compute_layout()`, which after Taffy's computation reads every node's layout
  back into Python objects. It shows what a stretchable user pays; it is not Taffy.

The first two time one call of stretchable's native binding (`taffylib`), the call that
`Node.compute_layout()` itself makes: Taffy 0.7's `compute_layout_with_measure` in Rust,
with rounding off (stretchable's default), behind a constant-cost conversion of the
available space. No node has a measure function, so Python is never called back during
the computation (checked). The tree is built with the same binding, one style per
distinct item size, because building a million `Node` objects takes minutes.
"""

from __future__ import annotations

import argparse
import gc
import time
from importlib import metadata

from stretchable import Node, Style, taffylib
from stretchable.context import taffy
from stretchable.style import AlignContent, AlignItems, Display, FlexWrap
from stretchable.style.geometry.size import SizeAvailableSpace

import flexwrap

VERSION = f"stretchable {metadata.version('stretchable')}"
"""The binding's version; stretchable 1.1.8 is built on Taffy 0.7.7."""

PYTHON_API_LIMIT = 10_000
"""The largest count for which the public `Node` API is also timed."""


def container_style(width: int) -> Style:
    """The flex-wrap container's style."""
    return Style(
        display=Display.FLEX,
        flex_wrap=FlexWrap.WRAP,
        gap=flexwrap.GAP,
        size=(width, None),
        align_items=AlignItems.FLEX_START,
        align_content=AlignContent.FLEX_START,
    )


class FlowTree:
    """A flex-wrap container with `count` fixed-size leaves, held in Taffy."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.pointer = taffy._ptr
        self.wide = container_style(flexwrap.CONTAINER_WIDTH).to_dict()
        self.narrow = container_style(flexwrap.CONTAINER_WIDTH - 1).to_dict()
        self.available = SizeAvailableSpace.default().to_dict()
        self.callbacks = 0
        self.root = taffylib.node_create(self.pointer, self.wide)
        leaf_styles: dict[tuple[int, int], dict] = {}
        self.leaves: list[int] = []
        for item in range(count):
            size = flexwrap.item_size(item)
            style = leaf_styles.get(size)
            if style is None:
                style = leaf_styles[size] = Style(size=size, flex_shrink=0.0).to_dict()
            leaf = taffylib.node_create(self.pointer, style)
            taffylib.node_add_child(self.pointer, self.root, leaf)
            self.leaves.append(leaf)

    def measure(self, *arguments: object) -> tuple[float, float]:
        """Counts calls back into Python, which leaves of known size never need."""
        self.callbacks += 1
        return 0.0, 0.0

    def compute(self) -> None:
        """Lays out the tree: the timed call."""
        if not taffylib.node_compute_layout_with_measure(
            self.pointer, self.root, self.available, self.measure
        ):
            raise RuntimeError("taffy: compute_layout failed")

    def dirty_everything(self) -> None:
        """Forgets every cached size, so the next layout starts from scratch."""
        for leaf in self.leaves:
            taffylib.node_mark_dirty(self.pointer, leaf)

    def set_width(self, narrow: bool) -> None:
        """Sets the container to 1023 or 1024 wide."""
        taffylib.node_set_style(self.pointer, self.root, self.narrow if narrow else self.wide)

    def origin(self, item: int) -> tuple[float, float]:
        """Where leaf `item` is, relative to the container."""
        layout = taffylib.PyLayout()
        taffylib.node_get_layout(self.pointer, self.leaves[item], layout)
        return layout.x, layout.y

    def height(self) -> float:
        """The container's laid-out height."""
        layout = taffylib.PyLayout()
        taffylib.node_get_layout(self.pointer, self.root, layout)
        return layout.height

    def drop(self) -> None:
        """Frees every node."""
        taffylib.node_drop_all(self.pointer)


def timed(repetitions: int, prepare, operation, warmups: int = 3) -> float:
    """Runs `prepare` (untimed) then times `operation`: `warmups` times, then `repetitions`
    times, with Python's garbage collector paused so that it cannot run inside a sample."""
    samples = []
    gc.collect()
    gc.disable()
    try:
        for run in range(warmups + repetitions):
            prepare()
            start = time.perf_counter()
            operation()
            elapsed = (time.perf_counter() - start) * 1e3
            if run >= warmups:
                samples.append(elapsed)
    finally:
        gc.enable()
    return flexwrap.median(samples)


def verify(tree: FlowTree, workload: str) -> str | None:
    """Checks sampled leaves and the container height against the reference layout;
    returns the note on coordinates beyond 2^24, if any."""
    verdict = flexwrap.Verdict()
    verdict.compare_origins(
        tree.count, {item: tree.origin(item) for item in flexwrap.sample_items(tree.count)}
    )
    verdict.compare("container height", tree.height(), flexwrap.reference_height(tree.count))
    verdict.compare("measure callbacks into Python", tree.callbacks, 0)
    verdict.enforce("taffy", workload, tree.count)
    return verdict.note()


def measure_python_api(count: int, repetitions: int) -> float:
    """Times the public `Node.compute_layout()`, which also copies every layout into Python."""
    styles: dict[tuple[int, int], Style] = {}
    root = Node(style=container_style(flexwrap.CONTAINER_WIDTH))
    leaves = []
    for item in range(count):
        size = flexwrap.item_size(item)
        style = styles.get(size)
        if style is None:
            style = styles[size] = Style(size=size, flex_shrink=0.0)
        leaves.append(Node(style=style))
    root.add(*leaves)

    def dirty() -> None:
        for leaf in leaves:
            leaf.mark_dirty()

    time_ms = timed(repetitions, dirty, root.compute_layout)
    box = leaves[-1].border_box
    expected = flexwrap.reference_frames(count)[-1]
    if (box.x, box.y) != expected[:2]:
        raise SystemExit(f"taffy: the Node API put item {count - 1} at ({box.x}, {box.y})")
    taffylib.node_drop_all(taffy._ptr)
    return time_ms


def run(sizes: list[int]) -> list[dict]:
    """Measures every workload at every size."""
    taffy.use_rounding = False
    rows = []
    for count in sizes:
        repetitions = 7 if count >= 1_000_000 else 15
        started = time.perf_counter()
        tree = FlowTree(count)
        built = time.perf_counter() - started
        prepare_ms = timed(repetitions, tree.dirty_everything, tree.compute)
        note = verify(tree, "flow-prepare")

        def narrow_then_wide() -> None:
            tree.set_width(narrow=True)
            tree.compute()
            tree.set_width(narrow=False)

        relayout_ms = timed(repetitions, narrow_then_wide, tree.compute)
        verify(tree, "flow-relayout")
        tree.drop()
        common = {"engine": "taffy", "n": count, "version": VERSION, "repetitions": repetitions}
        if note:
            common["precision_note"] = note
        rows.append({**common, "workload": "flow-prepare", "median_ms": prepare_ms})
        rows.append({**common, "workload": "flow-relayout", "median_ms": relayout_ms})
        flexwrap.log(
            f"taffy n={count}: prepare {prepare_ms:.3f} ms, relayout {relayout_ms:.3f} ms"
            f" (tree built in {built:.1f} s, untimed)"
        )
        if count <= PYTHON_API_LIMIT:
            api_ms = measure_python_api(count, repetitions)
            rows.append({**common, "workload": "flow-prepare-python-api", "median_ms": api_ms})
            flexwrap.log(f"taffy n={count}: Node.compute_layout() with read-back {api_ms:.3f} ms")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="item counts, e.g. 1000,10000")
    parser.add_argument("--out", help="JSON file for the results (default: standard output)")
    arguments = parser.parse_args()
    flexwrap.write_rows(run(flexwrap.parse_sizes(arguments.sizes)), arguments.out)


if __name__ == "__main__":
    main()
