"""The Textual app of `tarsas` (issue 3): setup, table, curtain, help, game over.

`app` holds the `TarsasApp` and the entry point; `setup`, `table`, `gameover` and `dialogs` are
the screens; `control` the shell's rules (curtains, undo plans); `text` every UI string.
"""
