"""Screenshots of the rendered seed examples at phone size: screenshots.py SAMPLES_DIR OUT_DIR."""
import pathlib
import sys

from browser import chromium

SEEDS = ["card", "carousel", "magazine", "display-board", "pie", "surface-stack", "playback-settings"]


def main() -> int:
    samples, out = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    names = sys.argv[3:] or SEEDS
    out.mkdir(parents=True, exist_ok=True)
    driver = chromium()
    try:
        for name in names:
            driver.get((samples / f"{name}.html").as_uri())
            driver.save_screenshot(str(out / f"{name}.png"))
            print(f"screenshots: {out / (name + '.png')}")
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
