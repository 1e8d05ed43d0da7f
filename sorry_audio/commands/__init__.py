"""Subcommands of ``sorry-audio``: each module has ``add_arguments`` and ``run``."""
