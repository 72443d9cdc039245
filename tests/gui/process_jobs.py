"""Jobs for the engine-process tests: module functions, so the child can import them (no Qt)."""

from __future__ import annotations

import os
import time

from engine.errors import NoValidPairing


def add(progress, a, b):
    for i in range(3):
        progress.step(i + 1, 3, f"step {i + 1}")
        time.sleep(0.15)  # each step its own message (the child sends one per 0.1 s)
    return a + b, os.getpid()


def refuse(progress, round_no):
    raise NoValidPairing(round_no, "every candidate breaks C.1")


def die(progress):
    os._exit(7)


def forever(progress, *args):
    progress.step(0, 1, "working")
    while True:
        time.sleep(0.05)


def slow_pairing(progress, t, round_no, system, names):
    """Stands in for the engine in a pairing the arbiter cancels."""
    return forever(progress)
