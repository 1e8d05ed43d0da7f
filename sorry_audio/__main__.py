"""Allow ``python -m sorry_audio``."""

from sorry_audio.cli import main

raise SystemExit(main())
