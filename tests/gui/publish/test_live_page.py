"""The live page while the arbiter works: every page fetched, again and again, by a "phone" in
another thread while the GUI pairs, publishes and scores rounds (issue 25)."""

from __future__ import annotations

import http.client
import socket
import threading
from html.parser import HTMLParser

import pytest
from PySide6.QtWidgets import QComboBox

from arbiter_gui.publish.actions import open_live_page, publisher_of
from arbiter_gui.publish.live import LivePageDialog, local_addresses
from arbiter_gui.publish.qr import qr_matrix
from tests.gui.publish.helpers import pair, publish, score
from tests.publish.pagecheck import external_references, parse

LOOPBACK = "127.0.0.1"
MAX_REQUESTS = 5000
"""The phone's request budget: the loop stops by itself even if the test goes wrong."""


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            href = dict(attrs).get("href") or ""
            if href and not href.startswith("#"):
                self.links.append(href)


def get(port: int, path: str) -> tuple[int, bytes, str]:
    conn = http.client.HTTPConnection(LOOPBACK, port, timeout=10)
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        body = resp.read()
        assert len(body) == int(resp.getheader("Content-Length") or -1)
        return resp.status, body, resp.getheader("ETag") or ""
    finally:
        conn.close()


class Phone(threading.Thread):
    """Crawls the whole site from the index, over and over, until told to stop.

    Records every page that was not 200 although a page of the same publication linked to it,
    every page that holds an external reference, and every version it saw.
    """

    def __init__(self, port: int) -> None:
        super().__init__(name="phone", daemon=True)
        self.port = port
        self.stop = threading.Event()
        self.problems: list[str] = []
        self.versions: set[str] = set()
        self.pages_seen: set[str] = set()
        self.requests = 0

    def run(self) -> None:
        while not self.stop.is_set() and self.requests < MAX_REQUESTS:
            self.crawl()

    def crawl(self) -> None:
        todo, seen = ["index.html"], set()
        while todo and not self.stop.is_set() and self.requests < MAX_REQUESTS:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            status, body, etag = get(self.port, "/" + name)
            self.requests += 1
            if status != 200:
                # a link of an older publication may go stale only if that page was withdrawn
                self.problems.append(f"{name}: {status} (version {etag})")
                continue
            self.versions.add(etag)
            self.pages_seen.add(name)
            page = parse(body)
            if external_references(page):
                self.problems.append(f"{name}: external reference")
            links = _Links()
            links.feed(body.decode("utf-8"))
            todo.extend(h for h in links.links if h not in seen)


def test_a_phone_reads_every_page_while_the_arbiter_publishes_rounds(window, qtbot):
    publisher = publisher_of(window)
    server = publisher.start_server(LOOPBACK, 0)
    with qtbot.waitSignal(publisher.published, timeout=30000):
        pass  # the first build (the page answered at once with an empty site meanwhile)
    phone = Phone(server.port)
    phone.start()
    try:
        session = window.session
        qtbot.waitUntil(lambda: "standings-3.html" in phone.pages_seen, timeout=30000)
        for r in (4, 5):
            pair(session, r)  # a draft: never on the live page
            assert get(server.port, f"/round-{r}.html")[0] == 404
            with qtbot.waitSignal(publisher.published, timeout=30000):
                publish(session, r)
            assert get(server.port, f"/round-{r}.html")[0] == 200
            qtbot.waitUntil(lambda r=r: f"round-{r}-names.html" in phone.pages_seen, timeout=30000)
            score(session, r)
            assert get(server.port, f"/standings-{r}.html")[0] == 404  # until the arbiter's key
            with qtbot.waitSignal(publisher.published, timeout=30000):
                window.findChild(type(window.publish_action), "report-publish-again").trigger()
            qtbot.waitUntil(lambda r=r: f"standings-{r}.html" in phone.pages_seen, timeout=30000)
    finally:
        phone.stop.set()
        phone.join(30)
    assert not phone.is_alive()
    assert phone.problems == []
    assert len(phone.versions) >= 5  # it saw the site change under it
    t = window.session.tournament
    assert {f"player-{int(p.id)}.html" for p in t.players} <= phone.pages_seen
    assert {"crosstable.html", "players.html", "round-5.html"} <= phone.pages_seen


def test_the_live_page_stops_with_the_window(window, qtbot):
    publisher = publisher_of(window)
    server = publisher.start_server(LOOPBACK, 0)
    publisher.wait()
    port = server.port
    assert get(port, "/")[0] == 200
    window.close()
    assert publisher.server is None and not server.running
    with pytest.raises(OSError):
        socket.create_connection((LOOPBACK, port), timeout=2).close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def test_the_dialog_starts_the_page_and_shows_its_qr_code(window, qtbot, tmp_path):
    dialog = open_live_page(window)
    assert isinstance(dialog, LivePageDialog)
    qtbot.addWidget(dialog)
    addresses = [dialog.address.itemData(i) for i in range(dialog.address.count())]
    assert LOOPBACK in addresses and addresses == [a.ip for a in local_addresses()]
    dialog.address.setCurrentIndex(addresses.index(LOOPBACK))
    port = free_port()
    dialog.port.setValue(port)
    assert not dialog.print_button.isEnabled()
    dialog.start_button.click()
    publisher = publisher_of(window)
    assert publisher.server is not None and publisher.server.port == port
    url = f"http://{LOOPBACK}:{port}/"
    assert dialog.url.text() == url
    assert not dialog.address.isEnabled() and dialog.print_button.isEnabled()
    # the code on screen is the address's: each module sampled at its centre
    image = dialog.code.pixmap().toImage()
    matrix = qr_matrix(url)
    n = len(matrix) + 8
    module = image.width() / n
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            x, y = int((c + 4.5) * module), int((r + 4.5) * module)
            assert (image.pixelColor(x, y).lightness() < 128) == dark, (r, c)
    pdf = tmp_path / "qr.pdf"
    dialog.save_pdf(pdf)
    import subprocess

    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert url.rstrip("/") in text and "Brno" in text
    publisher.wait()
    assert get(port, "/index.html")[0] == 200
    dialog.start_button.click()  # stop
    assert publisher.server is None and dialog.url.text() == "Not running"
    assert dialog.address.isEnabled()


def test_a_port_in_use_is_a_message_not_a_crash(window, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(
        "arbiter_gui.publish.live.report_error",
        lambda parent, exc, title="": shown.append(str(exc)),
    )
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        dialog = open_live_page(window)
        qtbot.addWidget(dialog)
        dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
        dialog.port.setValue(taken.getsockname()[1])
        dialog.start_button.click()
    assert shown and "cannot listen" in shown[0]
    assert publisher_of(window).server is None
    assert isinstance(dialog.language, QComboBox)
