"""Layout fidelity: the server's layout JSON against what Chromium draws.
layout_fidelity.py BASE_URL [--verbose] [--only=ID,ID...]

Every gallery preview at 390, 768 and 1280 px wide (640 tall, the preview frame's height) is
loaded in headless Chromium, with its default parameters and then with each parameter changed
alone (every other choice, the other boolean, a number's maximum); after `document.fonts.ready`, the bounding client rect of the
outermost element of every `data-node` id is compared with the frame of that id in
GET /api/containers/{id}/layout?width=W&height=640. A rotation in the JSON (rotationEffect) is
applied to the frame and to everything inside it before comparing, as the browser draws it, and
so is a scroll transition's transform at rest (to everything inside the node, not its frame).
Elements that are not rendered (display:none) are skipped. A node matches when x, y, width and
height are all within 1 px.

Prints a table (page, width, nodes, matching, percentage) and the worst mismatches with
--verbose (60, or $FIDELITY_SHOW); exits 1 when any page is below 95%. The target is 99%.
--only limits the run to the named examples, for checking one page while working on it.
"""
import json
import math
import os
import pathlib
import sys
import urllib.parse
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "HTMLChecks"))
import browser  # noqa: E402  (Tests/HTMLChecks/browser.py: the one Chromium launcher)

WIDTHS = (390, 768, 1280)
HEIGHT = 640
FAIL_BELOW = 95.0
TARGET = 99.0
TOLERANCE = 1.0

COLLECT = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => requestAnimationFrame(() => {
  const seen = {};
  for (const element of document.querySelectorAll('[data-node]')) {
    const id = element.getAttribute('data-node');
    if (seen[id]) continue;
    // A node written more than once (a GeometryReader's content for each range of window
    // widths) is measured where it is rendered.
    if (element.getClientRects().length === 0) { seen[id] = null; continue; }
    const r = element.getBoundingClientRect();
    seen[id] = [r.x, r.y, r.width, r.height];
  }
  done(seen);
}));
"""


def chromium(width):
    """A desktop window exactly width × HEIGHT, scripts allowed 30 s (the collector waits for fonts)."""
    driver = browser.chromium(width, HEIGHT, mobile=False)
    driver.set_script_timeout(30)
    return driver


def get_json(url):
    with urllib.request.urlopen(url) as response:
        return json.loads(response.read())


def rotate(point, degrees, centre):
    angle = math.radians(degrees)
    x, y = point[0] - centre[0], point[1] - centre[1]
    return (centre[0] + x * math.cos(angle) - y * math.sin(angle),
            centre[1] + x * math.sin(angle) + y * math.cos(angle))


def rotation(degrees, centre):
    return lambda point: rotate(point, degrees, centre)


def matrix(values):
    a, b, c, d, tx, ty = values
    return lambda point: (a * point[0] + c * point[1] + tx, b * point[0] + d * point[1] + ty)


def expected_boxes(node, transforms=(), out=None):
    """The box the browser should report for each id: the frame drawn with every enclosing
    rotation and scroll transition (a transition draws what it wraps, not its node's frame)."""
    out = {} if out is None else out
    f = node["frame"]
    if node.get("rotation"):
        transforms = transforms + (rotation(node["rotation"], (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)),)
    inner = transforms
    transition = node.get("scrollTransition")
    if transition and transition.get("transform"):
        inner = transforms + (matrix(transition["transform"]),)
    corners = [(f["x"], f["y"]), (f["x"] + f["width"], f["y"]), (f["x"], f["y"] + f["height"]),
               (f["x"] + f["width"], f["y"] + f["height"])]
    for transform in reversed(transforms):
        corners = [transform(corner) for corner in corners]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    out[node["id"]] = (node["type"], [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)])
    for child in node["children"]:
        expected_boxes(child, inner, out)
    return out


def variants(container):
    """The page with its defaults, then with each parameter changed alone: (id, query)."""
    pages = [(container["id"], "")]
    for parameter in container["parameters"]:
        name, default = parameter["name"], parameter["default"]
        if parameter["type"] == "string":
            values = [choice for choice in parameter["choices"] if choice != default]
        elif parameter["type"] == "boolean":
            values = ["false" if default else "true"]
        else:
            values = [] if parameter["max"] == default else [parameter["max"]]
        for value in values:
            query = f"{name}={urllib.parse.quote(str(value))}"
            pages.append((container["id"], query))
    return pages


def main():
    base = sys.argv[1].rstrip("/")
    verbose = "--verbose" in sys.argv
    only = next((arg.split("=", 1)[1].split(",") for arg in sys.argv if arg.startswith("--only=")), None)
    containers = [c for c in get_json(base + "/api/containers")["containers"] if only is None or c["id"] in only]
    pages = [page for container in containers for page in variants(container)]
    rows, mismatches = [], []
    for width in WIDTHS:
        driver = chromium(width)
        try:
            for container_id, query in pages:
                page = container_id + (f"?{query}" if query else "")
                driver.get(f"{base}/containers/{container_id}/preview" + (f"?{query}" if query else ""))
                drawn = driver.execute_async_script(COLLECT)
                layout_url = f"{base}/api/containers/{container_id}/layout?width={width}&height={HEIGHT}" + (f"&{query}" if query else "")
                expected = expected_boxes(get_json(layout_url)["root"])
                total = matching = 0
                for node_id, (kind, box) in expected.items():
                    if drawn.get(node_id) is None:
                        continue
                    total += 1
                    error = max(abs(a - b) for a, b in zip(box, drawn[node_id]))
                    if error <= TOLERANCE:
                        matching += 1
                    else:
                        mismatches.append((error, page, width, node_id, kind, box, drawn[node_id]))
                rows.append((page, width, total, matching))
        finally:
            driver.quit()
    print(f"{'page':48} {'width':>5} {'nodes':>6} {'<=1px':>6} {'%':>7}")
    failed = False
    for page, width, total, matching in rows:
        percent = 100.0 * matching / total if total else 100.0
        failed |= percent < FAIL_BELOW
        print(f"{page:48} {width:>5} {total:>6} {matching:>6} {percent:>6.1f}%" + ("  FAIL" if percent < FAIL_BELOW else ""))
    all_total = sum(r[2] for r in rows)
    all_matching = sum(r[3] for r in rows)
    print(f"{'all':48} {'':>5} {all_total:>6} {all_matching:>6} {100.0 * all_matching / max(all_total, 1):>6.1f}%"
          f"  (fail below {FAIL_BELOW:.0f}% on any page, target {TARGET:.0f}%)")
    if verbose:
        for error, page, width, node_id, kind, box, drawn in sorted(mismatches, reverse=True)[:int(os.environ.get("FIDELITY_SHOW", "60"))]:
            print(f"  {page}@{width} {node_id} {kind}: layout {[round(v, 1) for v in box]} browser {[round(v, 1) for v in drawn]}")
    print(f"layout-fidelity: {'FAIL' if failed else 'PASS'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
