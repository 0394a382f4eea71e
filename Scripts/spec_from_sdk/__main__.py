"""Command line: `python3 -m spec_from_sdk extract|compare|endpoints …` (see Scripts/spec-from-sdk)."""

import os
import sys

from .cli import main

try:
    code = main()
    sys.stdout.flush()
except BrokenPipeError:
    # The reader (`| head`) stopped reading: not an error of the tool.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    code = 0
raise SystemExit(code)
