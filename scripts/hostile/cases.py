"""The hostile requests, by group. Each function sends its requests through `suite` and states the
status each must get; `suite` checks headers, reflection and that the server stays up."""

from urllib.parse import quote

from rawhttp import Connection, request_bytes

PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    "</textarea><script>alert(1)</script>",
    "<!--hostile",
    "javascript:alert(1)",
    "{{7*7}}${7*7}<%= 7*7 %>",
    "' OR '1'='1' --",
    "\r\nSet-Cookie: injected=1",
    "\u2028\u2029\u0000\u001b[31m",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "A" * 3000,
]
# The HTML pages of an example (the index links to them) and their own parameters; the JSON
# endpoints come from /api/openapi.json.
PAGES = [("/containers/{id}", [{"name": "viewport", "type": "string", "choices": ["390", "768", "1280"]}], True),
         ("/containers/{id}/preview", [], True)]
ABSURD = ["1e309", "-1e309", "NaN", "nan", "inf", "-Infinity", "18446744073709551616", "-9223372036854775809",
          "", "9" * 400, "1.5e", "0x10", "1,5", " 1", "1 ", "--1", "1/0"]


def enc(text):
    return quote(text, safe="")


def operations(spec):
    """Every page and GET endpoint: (path template, its own query parameters, whether it also
    takes the example's parameters), the JSON ones as /api/openapi.json declares them."""
    found = list(PAGES)
    for path, item in sorted(spec["paths"].items()):
        query = [p for p in item.get("get", {}).get("parameters", []) if p.get("in") == "query"]
        named = [dict(p["schema"], name=p["name"], min=p["schema"].get("minimum"), max=p["schema"].get("maximum"))
                 for p in query if p["schema"].get("type") != "object"]
        found.append((path, named, any(p["schema"].get("type") == "object" for p in query)))
    return found


def instances(spec, containers):
    """(concrete path, every parameter it takes) for each operation and container."""
    for template, named, takes_arguments in operations(spec):
        if "{id}" not in template:
            yield template, named
            continue
        for container in containers:
            arguments = container["parameters"] if takes_arguments else []
            yield template.replace("{id}", container["id"]), named + arguments


def parameters(suite, containers, spec):
    """Injection payloads as every parameter's value and name, as path ids, and on the plain routes."""
    for payload in PAYLOADS:
        for path, taken in instances(spec, containers):
            for parameter in taken:
                suite.get("%s %s=payload" % (path, parameter["name"]), "%s?%s=%s" % (path, parameter["name"], enc(payload)), {400})
            suite.get(path + " payload name", "%s?%s=1" % (path, enc(payload)), {400})
        for template, _, _ in operations(spec):
            if "{id}" in template:
                suite.get(template + " payload id", template.replace("{id}", enc(payload)), {404})
        suite.get("index q", "/?q=" + enc(payload), {200})
        suite.get("index other", "/?%s=%s" % (enc(payload), enc(payload)), {200})
        for path in ("/healthz", "/metrics", "/api/openapi.json", "/css/gallery.css"):
            suite.get(path + " extra", "%s?x=%s" % (path, enc(payload)), {200})
        suite.get("header payload", "/", {200}, headers=["X-Hostile: " + enc(payload), "Referer: " + enc(payload)])
        suite.get("accept payload", "/missing-" + enc(payload), {400, 404}, headers=["Accept: text/html;q=" + enc(payload)])


def range_values(parameter):
    """Each test value of `parameter` with the status it must get."""
    values = {value: 400 for value in ABSURD}
    kind = parameter["type"]
    if kind in ("integer", "number") and parameter.get("min") is not None:
        low, high = parameter["min"], parameter["max"]
        span = max(1, high - low)
        for beyond in (high + 1, low - 1, high * 1000 + 1, high + span * 10**6, 2**64, -2**63 - 1):
            values[str(beyond)] = 400
        values[str(low)] = 200
        values[str(high)] = 200
        values["-0"] = 200 if low <= 0 <= high else 400
        if kind == "number":
            values[str(high + 0.001)] = 400
    else:
        values["TRUE" if kind == "boolean" else "not-a-choice"] = 400
    return values


def ranges(suite, containers, spec):
    """Absurd numbers and values beyond each documented range: 400; the range's ends: 200."""
    for path, taken in instances(spec, containers):
        if path.startswith("/containers/") and not path.endswith("/preview"):
            continue  # the page embeds the preview: the same parameters, checked there
        for parameter in taken:
            name = parameter["name"]
            for value, status in range_values(parameter).items():
                reply = suite.get("%s %s=%r" % (path, name, value[:30]), "%s?%s=%s" % (path, name, enc(value)), {status})
                if reply is not None and len(reply.body) > 4_000_000:
                    suite.fail(path, "%s=%s renders %d bytes" % (name, value, len(reply.body)))
            given = parameter.get("default", (parameter.get("choices") or ["1"])[0])
            given = str(given).lower() if isinstance(given, bool) else str(given)
            suite.get("repeated " + name, "%s?%s=%s&%s=%s" % (path, name, enc(given), name, enc(given)), {400})


def byte_ranges(suite):
    """`Range` fields on a static file: payloads and absurd positions get 416 with the reason,
    never a crash; a valid range 206; another unit or several ranges the whole file."""
    target = "/css/gallery.css"
    for payload in PAYLOADS:
        suite.get("range payload", target, {416}, headers=["Range: bytes=" + enc(payload) + "-"])
        suite.get("if-range payload", target, {200}, headers=["Range: bytes=0-9", "If-Range: " + enc(payload)])
    for value in ABSURD:
        if value.isdigit():
            suite.get("range " + value[:20], target, {416}, headers=["Range: bytes=%s-" % value])
        else:
            suite.get("range " + value[:20], target, {416}, headers=["Range: bytes=%s-%s" % (value, value)])
    suite.get("range valid", target, {206}, headers=["Range: bytes=0-9"])
    suite.get("range suffix", target, {206}, headers=["Range: bytes=-10"])
    suite.get("range several", target, {200}, headers=["Range: bytes=0-1,4-5"])
    suite.get("range other unit", target, {200}, headers=["Range: lines=0-5"])
    suite.get("range many", target, {200}, headers=["Range: bytes=" + ",".join("%d-%d" % (i, i) for i in range(400))])


def traversal(suite):
    """Ways out of Public/: each is refused without a byte of the target file."""
    targets = [
        "/../Package.swift", "/../../../../etc/passwd", "/css/../../Package.swift", "/%2e%2e/Package.swift",
        "/%2E%2E/%2E%2E/etc/passwd", "/css/%2e%2e%2f%2e%2e%2fPackage.swift", "/..%2fPackage.swift",
        "/%252e%252e/Package.swift", "/%252e%252e%252fPackage.swift", "/css/..%5c..%5cPackage.swift",
        "/css\\..\\..\\Package.swift", "/..\\Package.swift", "/favicon.ico%00.png", "/%00", "/css/%00/../x",
        "/.git/config", "/%2egit/config", "/css/.%2e/.%2e/Package.swift", "//etc/passwd", "/%2fetc%2fpasswd",
        "/%c0%ae%c0%ae/Package.swift", "/%e0%80%ae%e0%80%ae/Package.swift", "/..;/Package.swift",
        "/containers/..%2f..%2fPackage.swift/preview", "/api/containers/..%2f..%2fetc%2fpasswd",
    ]
    for target in targets:
        suite.get("traversal " + target, target, {400, 403, 404})
    # libmicrohttpd 0.9.75 reads the target as a C string: it ends at a raw NUL (README, Reliability).
    suite.exchange("raw NUL in target", b"GET /favicon.ico\x00/../../Package.swift HTTP/1.1\r\nHost: x\r\n\r\n", {200, 400})


def encoding(suite):
    """Malformed percent-encoding and invalid UTF-8 in paths, queries and headers."""
    for target in ["/%", "/%g0", "/%zz/%", "/containers/%ff%fe", "/containers/a%zz/preview", "/api/containers/%C0%AF"]:
        suite.get("encoding " + target, target, {400, 404})
    for target in ["/?q=%", "/?q=%ff%fe%fd", "/?q=%ed%a0%80", "/?q=%c3", "/?q=%%%", "/?%=%"]:
        suite.get("encoding " + target, target, {200})
    for target in ["/api/containers?%=%", "/api/containers?%ff=1", "/api/containers/seed000-0?%c3%28=1"]:
        suite.get("encoding " + target, target, {400, 404})
    for raw in [b"/?q=\xff\xfe", b"/containers/\xc3\x28", b"/\xed\xa0\x80", b"/api/containers?\x80=1"]:
        suite.exchange("raw bytes %r" % raw, request_bytes("GET", raw), {200, 400, 404})
    suite.exchange("header latin-1", request_bytes("GET", "/", [b"X-Bytes: \xff\xfe\x80"]), {200, 400})


def oversize(suite):
    """Long targets, big header blocks and bodies: 414, 431, 413, each a well-formed answer."""
    suite.get("long target", "/?q=" + "a" * 9000, {414})
    suite.get("long path", "/" + "a" * 9000, {414})
    suite.get("header block 20 KiB", "/", {431}, headers=["X-Big-%d: %s" % (i, "b" * 2000) for i in range(10)])
    suite.get("one header 15 KiB", "/", {431}, headers=["X-Big: " + "b" * 15_000, "X-More: " + "c" * 2000])
    suite.get("200 header lines", "/", {431}, headers=["X-H%d: %s" % (i, "v" * 100) for i in range(200)])
    suite.get("header block 40 KiB", "/", {431}, headers=["X-Huge: " + "c" * 40_000])
    # Beyond MHD's per-connection memory (40 KiB) libmicrohttpd answers by itself (README, Reliability).
    for name, raw in [
        ("target 100 KiB", request_bytes("GET", "/?q=" + "a" * 100_000)),
        ("header 1 MiB", request_bytes("GET", "/", ["X-Huge: " + "c" * 1_000_000])),
        ("5,000 header lines", request_bytes("GET", "/", ["X-H%d: v" % i for i in range(5000)])),
    ]:
        suite.exchange(name, raw, {414, 431}, security=suite.mhd_errors_have_headers)
    body = b"d" * (2 * 1024 * 1024)
    suite.exchange("body 2 MiB declared", request_bytes("POST", "/api/containers", body=body), {413})
    chunked = b"".join(b"%x\r\n%s\r\n" % (65536, b"e" * 65536) for _ in range(24)) + b"0\r\n\r\n"
    suite.exchange("body 1.5 MiB chunked", request_bytes("POST", "/api/containers", ["Transfer-Encoding: chunked"]) + chunked, {413})
    suite.exchange("small body to GET route", request_bytes("POST", "/api/containers", body=b"x=1"), {405})


def methods_and_versions(suite):
    """Unknown and odd methods are 405 with Allow; HTTP/1.0 is served and closed; others refused."""
    for method in ["FOO", "PROPFIND", "TRACE", "get", "DELETE", "PATCH", "M" * 200]:
        reply = suite.exchange("method " + method[:20], request_bytes(method, "/"), {405, 501})
        if reply is not None and reply.status == 405 and "GET" not in (reply.header("Allow") or ""):
            suite.fail("method " + method[:20], "405 without Allow: GET")
    reply = suite.exchange("OPTIONS", request_bytes("OPTIONS", "/api/containers"), {405, 204, 200})
    suite.exchange("HEAD", request_bytes("HEAD", "/"), {200}, head=True)
    suite.exchange("CONNECT", b"CONNECT localhost:22 HTTP/1.1\r\nHost: localhost:22\r\n\r\n", {400, 405}, security=False)
    suite.exchange("method with NUL", b"G\x00T / HTTP/1.1\r\nHost: x\r\n\r\n", {400, 405, 501}, security=False)
    connection = Connection(suite.port)
    connection.send(b"GET /healthz HTTP/1.0\r\n\r\n")
    reply = connection.read_reply()
    suite.count += 1
    suite.check("HTTP/1.0", reply, {200})
    if not connection.closed_by_server():
        suite.fail("HTTP/1.0", "connection left open without keep-alive")
    connection.close()
    suite.exchange("HTTP/1.1 without Host", request_bytes("GET", "/", host=False), {400})
    suite.exchange("HTTP/1.1 with two Hosts", request_bytes("GET", "/", ["Host: other"]), {400})
    suite.exchange("HTTP/1.2 is served as 1.1 (RFC 9110 2.5)", request_bytes("GET", "/", version="HTTP/1.2"), {200})
    for version in ["HTTP/2.0", "HTTP/3.0", "HTTP/9.9"]:  # libmicrohttpd's own 505
        suite.exchange(version, request_bytes("GET", "/", version=version), {505}, security=suite.mhd_errors_have_headers)
    for raw in [b"GET /\r\n\r\n", b"GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n", b"GET / FTP/1.0\r\n\r\n",
                b"GET / HTTP/1.10\r\nHost: x\r\n\r\n", b"GET / http/1.1\r\nHost: x\r\n\r\n"]:
        suite.exchange("request line %r" % raw[:24], raw, {400, 505}, security=False)
    suite.exchange("empty lines before the request line", b"\r\n\r\n" + request_bytes("GET", "/healthz"), {200})


def framing(suite):
    """Ambiguous or broken body framing is refused, not guessed at."""
    for headers in (["Content-Length: -1"], ["Content-Length: abc"], ["Content-Length: 3", "Content-Length: 4"],
                    ["Content-Length: 99999999999999999999999"], ["Transfer-Encoding: gzip, chunked, identity"]):
        suite.exchange("framing %s" % headers, request_bytes("POST", "/api/containers", headers) + b"abc",
                       {400, 405, 413, 501}, security=False)
    suite.exchange("header without colon", request_bytes("GET", "/", ["NoColonHere"]), {400}, security=False)
    suite.exchange("obsolete line folding", request_bytes("GET", "/", ["X-A: 1", " folded"]), {200, 400}, security=False)


def pipelining(suite):
    """Three requests in one write get three answers, in order, on one connection."""
    connection = Connection(suite.port)
    targets = ["/healthz", "/missing-pipelined", "/api/containers", "/containers/seed-none"]
    connection.send(b"".join(request_bytes("GET", target) for target in targets))
    statuses = []
    for target in targets:
        reply = connection.read_reply()
        suite.count += 1
        suite.check("pipelined " + target, reply, {200, 404})
        statuses.append(reply.status)
    if statuses != [200, 404, 200, 404]:
        suite.fail("pipelining", "answers out of order: %s" % statuses)
    connection.close()
