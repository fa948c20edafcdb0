"""The files this command has saved, in order: the error boundary reads it, so that a
failure after a save (a Ctrl-C, a full disk on printing) says the change was saved and is
not recorded twice. A module of its own, loaded at start-up for nothing: the boundary
needs it without loading the store."""

from __future__ import annotations

SAVED: list = []  # Path or str: as the user named each file
# Concours table files (`FOLDER/round-R/table-T.toml`) whose result this command changed:
# the boundary says when a later round was drawn from the old result (SPEC 13).
TABLES_CHANGED: list = []
