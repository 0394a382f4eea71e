"""Command line: `python3 -m spec_from_sdk extract|compare|endpoints …` (see Scripts/spec-from-sdk)."""

from .cli import main

raise SystemExit(main())
