"""The hostile-input suite: every case sends a crafted request to a live gallery server and checks
its status, that the answer carries the security headers, that nothing the attacker sent comes
back unescaped, and that the server still answers /healthz afterwards."""

import json
import sys
import time

import cases
from rawhttp import Closed, Connection, request_bytes

SECURITY_HEADERS = ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Request-Id")
# Fragments that must never come back verbatim: each is only dangerous unescaped.
UNESCAPED = [b"<script>alert(1)", b"<img src=x onerror", b"<svg onload", b"</textarea><script>", b"<!--hostile"]
LEAKED = [b"root:x:0:0", b"swift-tools-version", b"[core]", b"repositoryformatversion"]


class Suite:
    def __init__(self, port):
        self.port = port
        # libmicrohttpd answers heads beyond its per-connection memory itself, without our headers.
        self.mhd_errors_have_headers = False
        self.count = 0
        self.failures = []

    def fail(self, name, message):
        self.failures.append("%s: %s" % (name, message))

    def exchange(self, name, raw, expect, security=True, head=False):
        """Sends `raw` on a fresh connection and checks the single reply."""
        self.count += 1
        connection = Connection(self.port)
        try:
            try:
                connection.send(raw)
            except (BrokenPipeError, ConnectionResetError):
                # A server may answer (413) and close before a large body is sent; a client
                # watches for that answer while sending (RFC 9112), so the reply is still read.
                pass
            reply = connection.read_reply(head_request=head)
        except (Closed, OSError) as error:
            self.fail(name, "no response (%s)" % error)
            return None
        finally:
            connection.close()
        self.check(name, reply, expect, security)
        return reply

    def check(self, name, reply, expect, security=True):
        if reply.status not in expect:
            self.fail(name, "status %d, expected %s; body %r" % (reply.status, sorted(expect), reply.body[:160]))
        if security:
            missing = [header for header in SECURITY_HEADERS if not reply.has_header(header)]
            if missing:
                self.fail(name, "status %d lacks %s" % (reply.status, ", ".join(missing)))
        head = "\n".join("%s: %s" % pair for pair in reply.headers).encode("latin-1", "replace")
        for fragment in UNESCAPED + LEAKED:
            if fragment in reply.body or fragment in head:
                self.fail(name, "reflects or leaks %r" % fragment)
        if any(key.lower() == "set-cookie" or key.lower() == "injected" for key, _ in reply.headers):
            self.fail(name, "a request value became a response header")

    def get(self, name, target, expect, headers=()):
        return self.exchange(name, request_bytes("GET", target, headers), expect)

    def alive(self, after):
        reply = self.exchange("healthz after " + after, request_bytes("GET", "/healthz"), {200})
        if reply is None:
            raise SystemExit("the server stopped answering after: " + after)

    def catalog(self):
        """The containers with their parameters, and the OpenAPI document."""
        connection = Connection(self.port)
        connection.send(request_bytes("GET", "/api/containers"))
        containers = json.loads(connection.read_reply().body)["containers"]
        connection.send(request_bytes("GET", "/api/openapi.json"))
        spec = json.loads(connection.read_reply().body)
        connection.close()
        return containers, spec


def main(port):
    suite = Suite(port)
    containers, spec = suite.catalog()
    started = time.monotonic()
    groups = [
        ("parameters", lambda: cases.parameters(suite, containers, spec)),
        ("ranges and numbers", lambda: cases.ranges(suite, containers, spec)),
        ("byte ranges", lambda: cases.byte_ranges(suite)),
        ("traversal", lambda: cases.traversal(suite)),
        ("encoding", lambda: cases.encoding(suite)),
        ("oversize", lambda: cases.oversize(suite)),
        ("methods and versions", lambda: cases.methods_and_versions(suite)),
        ("framing", lambda: cases.framing(suite)),
        ("pipelining", lambda: cases.pipelining(suite)),
    ]
    for name, run in groups:
        before = suite.count
        run()
        suite.alive(name)
        print("  %-22s %5d requests" % (name, suite.count - before))
    print("hostile input: %d requests to %d containers and %d API paths in %.1f s, %d failures"
          % (suite.count, len(containers), len(spec["paths"]), time.monotonic() - started, len(suite.failures)))
    for failure in suite.failures[:60]:
        print("FAIL " + failure)
    return 1 if suite.failures else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
