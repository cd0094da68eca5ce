"""Game content: TOML files under content/, validated into frozen models at load."""

from jaws.content.errors import ContentError
from jaws.content.loader import Content, content_root, default_content, load_content

__all__ = ["Content", "ContentError", "content_root", "default_content", "load_content"]
