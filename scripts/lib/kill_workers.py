"""Kills one worker of the supervisor SUPERVISOR_PID every INTERVAL seconds for SECONDS, by
turns with SIGKILL and with a real Swift trap (POST /_fault/trap on PORT, served with
--fault-injection), and times how long the supervisor takes to have WORKERS live workers again."""
import os
import random
import signal
import socket
import sys
import time


def trap(port):
    """Asks whichever worker accepts the connection to trap; it dies without answering."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(b"POST /_fault/trap HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
        try:
            connection.recv(1024)
        except OSError:
            pass


def children(parent):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = open("/proc/%s/stat" % entry).read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent and fields[0] != "Z":
                found.append(int(entry))
    return set(found)


def median_and_max_ms(times):
    """The median and the largest of sorted `times` (seconds), in ms."""
    return times[len(times) // 2] * 1000, times[-1] * 1000


def main(supervisor, port, workers, seconds, interval):
    by_kind = {"SIGKILL": [], "trap": []}
    end = time.monotonic() + seconds
    kills = 0
    while time.monotonic() < end:
        started = time.monotonic()
        before = children(supervisor)
        if len(before) == workers:
            kind = "trap" if kills % 2 else "SIGKILL"
            if kind == "trap":
                trap(port)
            else:
                os.kill(random.choice(sorted(before)), signal.SIGKILL)
            kills += 1
            while time.monotonic() - started < 10:
                now = children(supervisor)
                if not before <= now and len(now) == workers:
                    by_kind[kind].append(time.monotonic() - started)
                    break
                time.sleep(0.005)
        time.sleep(max(0.0, interval - (time.monotonic() - started)))
    replacements = sorted(by_kind["SIGKILL"] + by_kind["trap"])
    if replacements:
        print("kills: %d (SIGKILL and Swift traps by turns), replaced: %d, replacement median %.0f ms, max %.0f ms"
              % ((kills, len(replacements)) + median_and_max_ms(replacements)))
        for kind, times in by_kind.items():
            if times:
                print("  %s: %d replaced, median %.0f ms, max %.0f ms"
                      % ((kind, len(times)) + median_and_max_ms(sorted(times))))
    ok = kills > 0 and len(replacements) == kills and replacements[-1] < 1.0
    return 0 if ok else 1

if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])))
