"""sorry-audio: the Sorry! board game for blind and low-vision players."""

__version__ = "0.1.0"
