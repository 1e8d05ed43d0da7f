"""The system the game runs on, named in one place.

Read at each use through this module (``system.windows()``), so a test stands in another
system by setting :data:`PLATFORM` here: patching ``sys.platform`` or ``os.name`` itself
breaks pathlib and pytest.
"""

from __future__ import annotations

import sys

#: the system, as ``sys.platform`` names it
PLATFORM = sys.platform


def windows() -> bool:
    return PLATFORM == "win32"


def macos() -> bool:
    return PLATFORM == "darwin"


def linux() -> bool:
    return PLATFORM.startswith("linux")
