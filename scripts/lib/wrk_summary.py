"""Reads wrk's output (run with --latency) and prints one line of figures; with --check, exits
non-zero unless there were no socket errors and no non-2xx answers (or, with --max-failed, at
most that fraction of failed requests), and p99 is under --max-p99-ms when given."""
import argparse
import re
import sys


def milliseconds(text):
    value, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def parse(text):
    figures = {"requests": int(re.search(r"(\d+) requests in", text).group(1)),
               "rate": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))}
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    figures["socket_errors"] = sum(map(int, errors.groups())) if errors else 0
    figures["error_detail"] = errors.group(0) if errors else "Socket errors: none"
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    figures["non2xx"] = int(non2xx.group(1)) if non2xx else 0
    for percentile in ("50", "99"):
        match = re.search(r"^\s+%s%%\s+(\S+)" % percentile, text, re.M)
        figures["p" + percentile] = milliseconds(match.group(1)) if match else float("nan")
    return figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("label")
    parser.add_argument("output")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--max-failed", type=float, default=0.0)
    parser.add_argument("--max-p99-ms", type=float)
    arguments = parser.parse_args()
    figures = parse(open(arguments.output).read())
    failed = figures["socket_errors"] + figures["non2xx"]
    share = failed / max(1, figures["requests"] + figures["socket_errors"])
    print("%s: %d requests, %.0f req/s, p50 %.2f ms, p99 %.2f ms, %s, non-2xx %d, failed %.4f%%"
          % (arguments.label, figures["requests"], figures["rate"], figures["p50"], figures["p99"],
             figures["error_detail"], figures["non2xx"], share * 100))
    ok = share <= arguments.max_failed
    if arguments.max_p99_ms is not None and not figures["p99"] < arguments.max_p99_ms:
        ok = False
    return 0 if ok or not arguments.check else 1


if __name__ == "__main__":
    sys.exit(main())
