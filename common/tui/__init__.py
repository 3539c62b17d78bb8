"""The Textual app of `tarsas` (ARCHITECTURE §6): setup, table, curtain, help, game over.

`app` holds the `TarsasApp` and the entry point; `setup`, `table`, `gameover` and `dialogs` are
its screens, which reach the app only through the `host` protocol and messages. The table is
built in layers: `table_layout` (where the regions stand), `table_panels` (drawing them, the
log, notices), `choosing` (the list of moves, hints, the compound `editor`), `table` (the
game's loop); `logview` words the log. `widgets` holds the small widgets; `text` every UI
string. The table policy the app shares with the line mode
(curtains, undo plans, computer players, setup from arguments) is `common.table_control`.
"""
