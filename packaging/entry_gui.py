"""Frozen entry point of the GUI (pyinstaller)."""

from arbiter_gui.app import main

raise SystemExit(main())
