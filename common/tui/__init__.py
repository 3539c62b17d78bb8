"""The Textual table app (its own issue); the package exists so the layout is stable."""
