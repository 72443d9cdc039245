"""Frozen entry point of the engine's command line (pyinstaller)."""

from engine.cli.main import main

raise SystemExit(main())
