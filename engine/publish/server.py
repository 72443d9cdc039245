"""The live page: a read-only HTTP server of one site, for the players' phones at the venue.

It serves the bytes of a :class:`~engine.publish.Site` held in memory, nothing else: it never
opens a file, so no path, however written (``/../``, ``%2e%2e``, ``\\``), can reach outside the
site, and there is no folder to list. ``GET`` and ``HEAD`` are answered; any other method gets
405 with ``Allow: GET, HEAD``. The site is replaced as a whole when the arbiter publishes again
(:meth:`LiveServer.publish`), so a reader gets one publication or the next, never a mix.

The server listens on the one address given (an interface's address, or 127.0.0.1), in a thread
of its own; :meth:`LiveServer.stop` closes it. Pure standard library, no Qt.
"""

from __future__ import annotations

import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

from engine.errors import EngineError
from engine.publish.render import script_hash
from engine.publish.site import NOT_FOUND, Site

ALLOWED_METHODS = ("GET", "HEAD")
_NAME = re.compile(r"[a-z0-9][a-z0-9-]*\.(?:html|txt)")
_TYPES = {".html": "text/html; charset=utf-8", ".txt": "text/plain; charset=utf-8"}
REQUEST_TIMEOUT = 10.0
"""Seconds a connection may stay silent before it is closed (a stalled phone holds no thread)."""


class ServerError(EngineError):
    """The live page cannot listen on the address and port asked for."""


def content_security_policy() -> str:
    """What a live page may do: its own inline style, the one reload script, fetch its own
    ``version.txt``; nothing else (no frame, no form, no other origin)."""
    return (
        "default-src 'none'; style-src 'unsafe-inline'; "
        f"script-src {script_hash()}; connect-src 'self'; img-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def site_name(raw_path: str) -> str | None:
    """The file of the site a request path asks for, or None when it can name none.

    >>> site_name("/"), site_name("/round-3.html?x=1"), site_name("/../etc/passwd")
    ('index.html', 'round-3.html', None)
    >>> site_name("/%2e%2e/secret.html"), site_name("//index.html"), site_name("/a/b.html")
    (None, None, None)
    """
    if raw_path.startswith("//"):  # a network path, not a page of this site
        return None
    path = unquote(urlsplit(raw_path).path)
    if path in ("", "/"):
        return "index.html"
    if not path.startswith("/"):
        return None
    name = path[1:]
    return name if _NAME.fullmatch(name) else None


@dataclass(frozen=True, slots=True)
class Served:
    """One answered request (for the arbiter's screen and the tests)."""

    method: str
    path: str
    status: int


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    server_version = "SwissArbiter"
    sys_version = ""
    timeout = REQUEST_TIMEOUT
    protocol_version = "HTTP/1.1"

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if self.command not in ALLOWED_METHODS:
            body = b"Method not allowed: this page is read-only.\n"
            self.send_response(HTTPStatus.METHOD_NOT_ALLOWED)
            self.send_header("Allow", ", ".join(ALLOWED_METHODS))
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            self.close_connection = True
            self.server.note(self.command, self.path, HTTPStatus.METHOD_NOT_ALLOWED)
            return False
        return True

    def do_GET(self) -> None:
        self._answer(body=True)

    def do_HEAD(self) -> None:
        self._answer(body=False)

    def _answer(self, *, body: bool) -> None:
        site = self.server.site
        name = site_name(self.path)
        data = site.get(name) if name is not None else None
        status = HTTPStatus.OK
        if data is None or name is None:
            status = HTTPStatus.NOT_FOUND
            name = NOT_FOUND
            data = site.get(NOT_FOUND) or b"Not found\n"
        self.send_response(status)
        kind = _TYPES[name[name.rindex(".") :]] if "." in name else _TYPES[".txt"]
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("ETag", f'"{site.version}"')
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Content-Security-Policy", content_security_policy())
        self.end_headers()
        if body:
            self.wfile.write(data)
        self.server.note(self.command, self.path, status)

    def log_message(self, format: str, *args: object) -> None:
        """Nothing is printed; the server keeps count of what it answered instead."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(
        self, address: tuple[str, int], site: Site, on_request: Callable[[Served], None] | None
    ) -> None:
        self.site = site
        self.on_request = on_request
        self.served = 0
        self._lock = threading.Lock()
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        super().__init__(address, _Handler)

    def note(self, method: str, path: str, status: int) -> None:
        with self._lock:
            self.served += 1
        if self.on_request is not None:
            self.on_request(Served(method, path, int(status)))


class LiveServer:
    """A running live page: ``LiveServer(site, "192.168.1.20", 8080)`` listens at once.

    ``port`` 0 lets the system choose a free port (:attr:`port` tells which).
    """

    def __init__(
        self,
        site: Site,
        host: str,
        port: int,
        *,
        on_request: Callable[[Served], None] | None = None,
    ) -> None:
        try:
            self._server = _Server((host, port), site, on_request)
        except OSError as exc:
            raise ServerError(
                f"cannot listen on {host} port {port}: {exc.strerror or exc}"
            ) from exc
        self.host = host
        self.port = int(self._server.server_address[1])
        self._thread = threading.Thread(
            target=self._server.serve_forever, name=f"live-page-{self.port}", daemon=True
        )
        self._thread.start()
        self._stopped = False

    @property
    def url(self) -> str:
        """The address to type or scan: ``http://192.168.1.20:8080/``."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    @property
    def site(self) -> Site:
        """The site being served."""
        return self._server.site

    @property
    def served(self) -> int:
        """Requests answered so far."""
        return self._server.served

    @property
    def running(self) -> bool:
        """True until :meth:`stop`."""
        return not self._stopped

    def publish(self, site: Site) -> None:
        """Serve ``site`` from now on (pages open on the phones reload themselves)."""
        self._server.site = site

    def stop(self) -> None:
        """Stop listening and close the socket (idempotent)."""
        if self._stopped:
            return
        self._stopped = True
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)
