"""Stand-ins for what a test cannot arrange on this machine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest


def refused_reads(monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> list[bool]:
    """``module``'s kept files refuse to be read (PermissionError), as one held open by
    another program does on Windows, while the returned switch's one item is True."""
    real: Callable[[Path], str] = module.read_text
    refusing = [True]

    def read_text(path: Path) -> str:
        if refusing[0]:
            raise PermissionError(13, "Permission denied")
        return real(path)
    monkeypatch.setattr(module, "read_text", read_text)
    return refusing
