"""A raw HTTP/1.x client for the hostile-input suite: it sends exactly the bytes it is given and
parses exactly what comes back, so malformed requests reach the server unaltered."""

import socket
from dataclasses import dataclass, field


@dataclass
class Reply:
    status: int
    reason: str
    headers: list = field(default_factory=list)
    body: bytes = b""
    version: str = "HTTP/1.1"

    def header(self, name):
        name = name.lower()
        return next((value for key, value in self.headers if key.lower() == name), None)

    def has_header(self, name):
        return self.header(name) is not None


class Closed(Exception):
    """The server closed the connection before a whole response arrived."""


class Connection:
    def __init__(self, port, timeout=10.0):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buffer = b""

    def close(self):
        self.sock.close()

    def send(self, data):
        self.sock.sendall(data)

    def _fill(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise Closed("closed with %d bytes unread" % len(self.buffer))
        self.buffer += chunk

    def _line(self):
        while b"\r\n" not in self.buffer:
            self._fill()
        line, self.buffer = self.buffer.split(b"\r\n", 1)
        return line

    def _exactly(self, count):
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def read_reply(self, head_request=False):
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        version, _, rest = lines[0].partition(" ")
        code, _, reason = rest.partition(" ")
        headers = [tuple(part.strip() for part in line.split(":", 1)) for line in lines[1:] if ":" in line]
        reply = Reply(int(code), reason, headers, b"", version)
        if head_request or reply.status in (204, 304) or 100 <= reply.status < 200:
            return reply
        if (reply.header("Transfer-Encoding") or "").lower() == "chunked":
            body = b""
            while True:
                size = int(self._line().split(b";")[0], 16)
                if size == 0:
                    while self._line():
                        pass
                    break
                body += self._exactly(size)
                self._line()
            reply.body = body
        elif reply.header("Content-Length") is not None:
            reply.body = self._exactly(int(reply.header("Content-Length")))
        else:
            while True:
                try:
                    self._fill()
                except Closed:
                    break
            reply.body, self.buffer = self.buffer, b""
        return reply

    def closed_by_server(self):
        """Whether the server has closed its side (reads give end of file)."""
        try:
            return self.sock.recv(1) == b""
        except (ConnectionResetError, socket.timeout):
            return False


def request_bytes(method, target, headers=(), body=b"", version="HTTP/1.1", host=True):
    """A request head and body; `target` and header values may be str or bytes, sent as given."""
    def raw(text):
        return text if isinstance(text, bytes) else text.encode("utf-8")
    lines = [raw(method) + b" " + raw(target) + b" " + raw(version)]
    if host:
        lines.append(b"Host: localhost")
    lines += [raw(line) for line in headers]
    if body:
        lines.append(b"Content-Length: %d" % len(body))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body
