"""Child process of test_crash.py: apply random commands, print an ack after each one returns.

Usage: python crash_child.py FILE SEED STEPS (every fourth seed also writes backups). The parent
kills it with SIGKILL at a random moment and checks that the file opens and holds every
acknowledged change.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_commands import REDO, UNDO, arbiter_apply, next_step

from engine.journal import BackupPolicy, CommandRejectedError, Journal


def main() -> None:
    path, seed, steps = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    backups = BackupPolicy(keep=2 if seed % 4 == 0 else 0)  # some runs die inside a backup
    journal = Journal.create(path, backups=backups)
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    rng = random.Random(seed)
    for _ in range(steps):
        step = next_step(journal.state, rng, journal.can_undo, journal.can_redo)
        if step == UNDO:
            journal.undo()
        elif step == REDO:
            journal.redo()
        else:
            assert not isinstance(step, str)
            try:
                arbiter_apply(journal, step)
            except CommandRejectedError:
                continue
        out.write(f"ack {journal.version}\n")
        out.flush()
    out.write("done\n")
    out.flush()
    journal.close()


if __name__ == "__main__":
    main()
