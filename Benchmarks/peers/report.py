"""Puts Trellis' and the peers' figures side by side: a table, and a JSON file.

Trellis' figures come from `trellis bench --json`: `flow-prepare-leading` (leading
alignment, the like-for-like of flex-wrap) and `flow-prepare` (UIKit's policy). A change
of width makes Trellis lay everything out again, so its prepare figures stand in the
flow-relayout rows too. `pinned-scroll-step` has one Trellis figure (UIKit's alignment,
which does not change what a scroll step costs). Ratios are peer / Trellis, leading
where there is a leading figure; above 1 means the peer is slower.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
from datetime import datetime, timezone

import flexwrap

ROWS = [
    ("flow-prepare", "flow-prepare-leading", "flow-prepare"),
    ("flow-relayout", "flow-prepare-leading", "flow-prepare"),
    ("flow-prepare-python-api", None, None),
    ("pinned-scroll-step", None, "pinned-scroll-step"),
]
"""Each table row's peer workload, and the Trellis workloads (leading alignment, UIKit's
alignment) that it is compared with."""


def load(path: str) -> list[dict]:
    """Reads a JSON array of result rows."""
    with open(path, encoding="utf-8") as file:
        try:
            rows = json.load(file)
        except json.JSONDecodeError as error:
            raise SystemExit(f"error: {path} is not JSON: {error}") from None
    if not isinstance(rows, list):
        raise SystemExit(f"error: {path} holds no JSON array")
    return rows


def trellis_figures(paths: list[str]) -> dict[tuple[str, int], float]:
    """Trellis' medians by (workload, n); a later file's figure wins a tie."""
    figures = {}
    for path in paths:
        for row in load(path):
            if row.get("median_ms") is not None:
                figures[(row["workload"], row["n"])] = row["median_ms"]
    return figures


def peer_figures(paths: list[str]) -> tuple[dict[tuple[str, str, int], float], list[dict]]:
    """The peers' medians by (engine, workload, n), and every row read."""
    figures = {}
    rows = []
    for path in paths:
        for row in load(path):
            figures[(row["engine"], row["workload"], row["n"])] = row["median_ms"]
            rows.append(row)
    return figures, rows


def ratio(peer: float | None, base: float | None) -> float | None:
    """`peer / base`, when both are known."""
    if peer is None or not base:
        return None
    return peer / base


def combine(
    sizes: list[int],
    trellis: dict[tuple[str, int], float],
    peers: dict[tuple[str, str, int], float],
) -> list[dict]:
    """One row per workload and size that any engine measured."""
    table = []
    for workload, leading_workload, uikit_workload in ROWS:
        for count in sizes:
            leading = trellis.get((leading_workload, count)) if leading_workload else None
            uikit = trellis.get((uikit_workload, count)) if uikit_workload else None
            base = leading if leading is not None else uikit
            chromium = peers.get(("chromium", workload, count))
            taffy = peers.get(("taffy", workload, count))
            if chromium is None and taffy is None:
                continue
            table.append(
                {
                    "workload": workload,
                    "n": count,
                    "trellis_leading_ms": leading,
                    "trellis_uikit_ms": uikit,
                    "chromium_ms": chromium,
                    "taffy_ms": taffy,
                    "chromium_over_trellis": ratio(chromium, base),
                    "taffy_over_trellis": ratio(taffy, base),
                }
            )
    return table


def cell(value: float | None, suffix: str = "") -> str:
    """A figure with four significant digits, or a dash."""
    if value is None:
        return "-"
    if value >= 1000:
        return f"{value:.0f}{suffix}"
    return f"{value:.4g}{suffix}"


def render(table: list[dict]) -> str:
    """The table as aligned text."""
    header = [
        "workload",
        "n",
        "trellis ms (leading)",
        "trellis ms (uikit)",
        "chromium ms",
        "taffy ms",
        "chromium/trellis",
        "taffy/trellis",
    ]
    lines = [header]
    for row in table:
        lines.append(
            [
                row["workload"],
                str(row["n"]),
                cell(row["trellis_leading_ms"]),
                cell(row["trellis_uikit_ms"]),
                cell(row["chromium_ms"]),
                cell(row["taffy_ms"]),
                cell(row["chromium_over_trellis"], "x"),
                cell(row["taffy_over_trellis"], "x"),
            ]
        )
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    rule = ["-" * width for width in widths]
    text = []
    for line in [lines[0], rule, *lines[1:]]:
        cells = [line[0].ljust(widths[0])]
        cells += [value.rjust(width) for value, width in zip(line[1:], widths[1:])]
        text.append("  ".join(cells).rstrip())
    return "\n".join(text)


def context(peer_rows: list[dict], load_at_start: str | None) -> dict:
    """What the figures were measured on."""
    versions = {row["engine"]: row.get("version") for row in peer_rows if row.get("version")}
    return {
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores",
        "load_average_at_start": load_at_start,
        "load_average_at_end": " ".join(f"{load:.2f}" for load in os.getloadavg()),
        "chromium": versions.get("chromium"),
        "taffy": versions.get("taffy"),
        "ratios": "peer median / Trellis median (leading alignment where measured)",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", required=True, help="item counts, e.g. 1000,10000")
    parser.add_argument(
        "--trellis", action="append", default=[], help="a `trellis bench --json` output file"
    )
    parser.add_argument("--peer", action="append", default=[], help="a peer's JSON output file")
    parser.add_argument("--out", help="write the table and every measurement here as JSON")
    parser.add_argument(
        "--load-at-start", help="the 1, 5 and 15 minute load averages before the run"
    )
    arguments = parser.parse_args()
    sizes = flexwrap.parse_sizes(arguments.sizes)
    trellis = trellis_figures(arguments.trellis)
    peers, peer_rows = peer_figures(arguments.peer)
    table = combine(sizes, trellis, peers)
    print(render(table))
    if arguments.out:
        trellis_rows = []
        for path in arguments.trellis:
            trellis_rows += [{"engine": "trellis", **row} for row in load(path)]
        document = {
            "context": context(peer_rows, arguments.load_at_start),
            "table": table,
            "measurements": trellis_rows + peer_rows,
        }
        with open(arguments.out, "w", encoding="utf-8") as file:
            json.dump(document, file, indent=2)
            file.write("\n")


if __name__ == "__main__":
    main()
