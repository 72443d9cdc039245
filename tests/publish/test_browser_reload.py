"""A real browser on the live page: the one script runs under the page's Content Security
Policy, asks for ``version.txt`` and reloads the page when the arbiter publishes again.

Needs a Chromium on the PATH (skipped without one): the other tests read the pages and the
headers; only a browser can tell that the script's hash and the policy agree.
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

import engine.publish.render as render
from engine.publish import site_input_from_trf
from engine.publish.server import LiveServer, Served
from engine.publish.site import build_site
from engine.trf import load_trf

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "sample_open.trf"
BROWSER = next(
    (b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None
)


@pytest.mark.skipif(BROWSER is None, reason="no Chromium on this machine")
def test_a_browser_reloads_the_page_when_the_arbiter_publishes(tmp_path, monkeypatch):
    monkeypatch.setattr(render, "POLL_MS", 300)
    seen: list[Served] = []
    lock = threading.Lock()

    def note(s: Served) -> None:
        with lock:
            seen.append(s)

    def count(path: str) -> int:
        with lock:
            return sum(1 for s in seen if s.path == path and s.status == 200)

    def wait_for(check, seconds: float = 30.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if check():
                return True
            time.sleep(0.05)
        return False

    inp = dataclasses.replace(site_input_from_trf(load_trf(SAMPLE)), live=True)
    server = LiveServer(build_site(inp), "127.0.0.1", 0, on_request=note)
    assert BROWSER is not None
    browser = subprocess.Popen(
        [
            BROWSER,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            f"--user-data-dir={tmp_path / 'profile'}",
            "--remote-debugging-port=0",  # keeps the headless browser open on the page
            server.url + "round-3.html",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert wait_for(lambda: count("/round-3.html") == 1), "the browser never came"
        # the script runs (the policy allows it): it asks for the version, and nothing reloads
        # while the site stays the same
        assert wait_for(lambda: count("/version.txt") >= 3), "the script did not run"
        assert count("/round-3.html") == 1
        server.publish(build_site(dataclasses.replace(inp, language="de")))
        assert wait_for(lambda: count("/round-3.html") == 2), "the page did not reload"
    finally:
        browser.terminate()
        try:
            browser.wait(10)
        except subprocess.TimeoutExpired:
            browser.kill()
        server.stop()
    other = {s.path for s in seen} - {"/round-3.html", "/version.txt", "/favicon.ico"}
    assert other == set()  # the page asks for nothing else
