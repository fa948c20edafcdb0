"""A folder of pages written by `publish` (SPEC 14): each page written as an export is
(SPEC 12: a temp file, fsync, replace), and the list of the pages written kept in
`.scorecli-site`, so that publishing again replaces the folder's own pages, removes those
of matches that are gone, and leaves every other file alone."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path, PurePosixPath

from ..errors import ScoreError
from ..i18n import N_
from . import safewrite

MANIFEST = ".scorecli-site"
_OWN = re.compile(r"(index|(matches|concours)/[a-z0-9][a-z0-9-]{0,99})\.html")


def safe_name(text: str) -> str:
    """A file name any web host serves: ASCII letters and digits joined by `-`."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    name = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:80].strip("-")
    return name or "page"


class Site:
    """The pages of one publishing, written into `folder` as they are made."""

    def __init__(self, folder: Path | str):
        self.folder = Path(folder)
        if self.folder.exists() and not self.folder.is_dir():
            raise ScoreError(N_("-o {folder}: is a file; name a folder for the site"),
                             folder=self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.written: list[str] = []
        self._names: set[str] = set()

    def name_for(self, kind: str, text: str) -> str:
        """`matches/season-friday.html`: a safe name for a page, unique in this site."""
        base = safe_name(text)
        name, n = base, 1
        while f"{kind}/{name}" in self._names:
            n += 1
            name = f"{base}-{n}"
        self._names.add(f"{kind}/{name}")
        return f"{kind}/{name}.html"

    def write(self, relative: str, page: str) -> None:
        path = self.folder / relative
        path.parent.mkdir(exist_ok=True)
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise ScoreError(N_("{path} is not a page scorecli wrote; move it away, then "
                                "publish again"), path=path)
        safewrite.atomic_write(path, page, follow=False)
        self.written.append(relative)

    def finish(self) -> list[str]:
        """Remove the pages of the last publishing that this one did not write, and keep
        the list of this one's; the pages removed."""
        manifest = self.folder / MANIFEST
        try:
            before = manifest.read_text(encoding="utf-8").splitlines()
        except (FileNotFoundError, UnicodeDecodeError, IsADirectoryError):
            before = []
        gone = []
        for relative in before:
            if relative in self.written or not _OWN.fullmatch(relative) \
                    or PurePosixPath(relative).is_absolute():
                continue
            path = self.folder / relative
            if path.is_file() and not path.is_symlink():
                os.unlink(path)
                gone.append(relative)
        safewrite.atomic_write(manifest, "\n".join(self.written) + "\n", follow=False)
        return gone
