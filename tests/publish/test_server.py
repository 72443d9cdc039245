"""The live page's server (engine.publish.server), over real sockets on 127.0.0.1 only."""

from __future__ import annotations

import dataclasses
import http.client
import socket
from pathlib import Path

import pytest

from engine.publish import LiveServer, ServerError, build_site, site_input_from_trf
from engine.trf import load_trf
from tests.publish.pagecheck import parse

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample_open.trf"
LOOPBACK = "127.0.0.1"


@pytest.fixture(scope="module")
def site():
    return build_site(dataclasses.replace(site_input_from_trf(load_trf(SAMPLE)), live=True))


@pytest.fixture
def server(site):
    live = LiveServer(site, LOOPBACK, 0)
    yield live
    live.stop()


def request(server: LiveServer, method: str, path: str, body: bytes | None = None):
    conn = http.client.HTTPConnection(LOOPBACK, server.port, timeout=5)
    try:
        conn.request(method, path, body=body)
        resp = conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read()
    finally:
        conn.close()


def raw_request(server: LiveServer, line: bytes) -> bytes:
    """A request written by hand (a client library would tidy the path up)."""
    with socket.create_connection((LOOPBACK, server.port), timeout=5) as s:
        s.sendall(line + b"\r\nHost: x\r\nConnection: close\r\n\r\n")
        chunks = []
        while True:
            data = s.recv(65536)
            if not data:
                break
            chunks.append(data)
    return b"".join(chunks)


def test_every_page_is_served_as_built(server, site):
    for name in site.files:
        status, headers, body = request(server, "GET", f"/{name}")
        assert status == 200, name
        assert body == site.get(name)
        assert headers["Content-Length"] == str(len(body))
    status, _, body = request(server, "GET", "/")
    assert status == 200 and body == site.get("index.html")
    assert server.url == f"http://{LOOPBACK}:{server.port}/"


def test_headers_forbid_what_a_page_need_not_do(server):
    _, headers, _ = request(server, "GET", "/index.html")
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["X-Content-Type-Options"] == "nosniff"
    csp = headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "form-action 'none'" in csp and "'sha256-" in csp
    assert headers["Server"].startswith("SwissArbiter")


def test_head_gives_headers_without_a_body(server, site):
    status, headers, body = request(server, "HEAD", "/standings-3.html")
    assert status == 200 and body == b""
    assert headers["Content-Length"] == str(len(site.get("standings-3.html") or b""))


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])
def test_every_other_method_is_refused(server, site, method):
    status, headers, body = request(server, method, "/index.html", body=b"x=1")
    assert status == 405
    assert headers["Allow"] == "GET, HEAD"
    assert b"read-only" in body
    status, _, body = request(server, "GET", "/index.html")  # and nothing changed
    assert status == 200 and body == site.get("index.html")


@pytest.mark.parametrize(
    "path",
    [
        b"/../../../../etc/passwd",
        b"/..%2f..%2f..%2fetc%2fpasswd",
        b"/%2e%2e/%2e%2e/etc/passwd",
        b"/..\\..\\windows\\win.ini",
        b"//etc/passwd",
        b"/./index.html/../../pyproject.toml",
        b"/engine/publish/templates/base.html",
        b"/site.css",
        b"/templates/",
        b"/.swiss-arbiter-site",
        b"/%00index.html",
        b"http://other.example/index.html/../../etc/passwd",
    ],
)
def test_no_path_leaves_the_site(server, site, path):
    answer = raw_request(server, b"GET " + path + b" HTTP/1.1")
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 404"), head
    assert body == site.get("404.html")
    assert b"root:" not in body and b"[project]" not in body


def test_a_folder_is_never_listed(server):
    for path in ("/", "/index.html/", "/?C=M;O=A"):
        status, _, body = request(server, "GET", path)
        text = parse(body).plain
        assert "Index of" not in text and "Directory listing" not in text
        assert status in (200, 404)


def test_publishing_again_replaces_the_whole_site(server, site):
    fewer = build_site(
        dataclasses.replace(site_input_from_trf(load_trf(SAMPLE)), live=True, language="en")
    )
    assert fewer.version == site.version  # same input, same site
    from engine.publish import cut_to_rounds

    two = build_site(
        dataclasses.replace(site_input_from_trf(cut_to_rounds(load_trf(SAMPLE), 2)), live=True)
    )
    server.publish(two)
    status, _, body = request(server, "GET", "/version.txt")
    assert status == 200 and body.decode() == two.version != site.version
    assert request(server, "GET", "/round-3.html")[0] == 404
    assert request(server, "GET", "/round-2.html")[0] == 200


def test_stop_closes_the_port(site):
    live = LiveServer(site, LOOPBACK, 0)
    port = live.port
    assert request(live, "GET", "/")[0] == 200
    live.stop()
    live.stop()  # twice is harmless
    with pytest.raises(OSError):
        socket.create_connection((LOOPBACK, port), timeout=2).close()


def test_a_port_in_use_is_a_clear_error(server, site):
    with pytest.raises(ServerError, match=f"port {server.port}"):
        LiveServer(site, LOOPBACK, server.port)


def test_it_listens_on_the_address_given_only(server):
    # the same port on another loopback address of this machine is not served
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s, pytest.raises(OSError):
        s.settimeout(2)
        s.connect(("127.0.0.2", server.port))
