"""Headless Debian Chromium through Selenium, with Debian's chromedriver (never a download), and
axe-core on the loaded page. Shared by the HTML checks and, through sys.path, Tests/BrowserTests."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(width=390, height=844, mobile=True, log_console=False):
    """A browser whose viewport is exactly width × height CSS px at scale 1 (mobile emulation
    when `mobile`); `log_console` records the console and network logs for `get_log`."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--hide-scrollbars", "--force-color-profile=srgb", "--force-device-scale-factor=1",
                     f"--window-size={width},{height}"):
        options.add_argument(argument)
    if log_console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    return driver


def axe_violations(driver):
    """Runs axe-core on the loaded page: (whether it found no violation, a one-line summary of
    each violation with its first offending element)."""
    from axe_selenium_python import Axe
    checker = Axe(driver)
    checker.inject()
    violations = checker.run()["violations"]
    detail = "; ".join(f"{v['id']} ({len(v['nodes'])}): {v['nodes'][0]['html'][:160]}" for v in violations)
    return not violations, detail
