"""The Textual app: a thin shell over the engine's views."""
