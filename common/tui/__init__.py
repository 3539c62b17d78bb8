"""The Textual app of `tarsas` (ARCHITECTURE §6): setup, table, curtain, help, game over.

`app` holds the `TarsasApp` and the entry point; `setup`, `table`, `gameover` and `dialogs` are
its screens, which reach the app only through the `host` protocol and messages; `widgets` the
small widgets; `text` every UI string. The table policy the app shares with the line mode
(curtains, undo plans, computer players, setup from arguments) is `common.table_control`.
"""
