"""A folder of pages written by `publish` (SPEC 12, 14): the site's one owner.

The site is the user's folder, and publish writes only its own pages there. Its list,
`.scorecli-site`, names each page it wrote with the SHA-256 of the bytes it wrote and the
match or concours it shows: a page whose file no longer has those bytes is not
scorecli's any more (the user edited it), and a file at a page's name that the list does
not name is refused, unless `--force`.

A publishing is whole or nothing. Each page is written as it is made, to a temp file
beside its name (so memory stays flat however long the season); nothing is replaced
until every page is written. Then the list is written naming the old pages and the new,
the temps are renamed over their pages (the matches' and concours' first, the index
last, so that every link works at every moment), the pages of matches that are gone are
removed, and the list is written again, naming just this publishing's. A failure before
the renames removes the temps and leaves the old site as it was; a kill at any moment
leaves each page old or new, and every page named in the list, which the next publish
completes. A page whose bytes would be the same is not written again.

Every folder is opened once and worked in by name, never through a link
(`openfolder`), and publish holds the site's lock (`.scorecli-site.lock`).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import unicodedata
from pathlib import Path, PurePosixPath

from ..errors import Msg, OutputRefused, UnsafeFile
from ..i18n import N_
from .openfolder import OpenFolder

MANIFEST = ".scorecli-site"
LOCK = ".scorecli-site.lock"
_OWN = re.compile(r"(index|(matches|concours)/[a-z0-9][a-z0-9-]{0,99})\.html")
_MANIFEST_LIMIT = 64 << 20  # a list of a million pages is 150 MB of names; no site has one
_KINDS = ("matches", "concours")


def safe_name(text: str) -> str:
    """A file name any web host serves: ASCII letters and digits joined by `-`."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    name = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:80].strip("-")
    return name or "page"


def _stamp(status) -> list:
    """A page file's size, modification time and inode: what `reuse` compares (stat only:
    reading and hashing 1,000 pages again made an unchanged publish 1.55 × standings)."""
    return [status.st_size, status.st_mtime_ns, status.st_ino]


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Site:
    """One publishing into `folder`: open it, `write` pages, `keep` those of files that
    could not be read, then `finish` (or `abandon`). Use as a context manager: the
    site's lock is held inside, and an unfinished publishing is abandoned."""

    manifest, lock, own, kinds = MANIFEST, LOCK, _OWN, _KINDS
    # What a refusal of files not scorecli's says (one file, several)
    refusal = (N_("{files}: not a page scorecli wrote here; move it away, or publish with "
                  "--force to replace it"),
               N_("{files}: not pages scorecli wrote here; move them away, or publish with "
                  "--force to replace them"))

    def __init__(self, folder: Path | str, force: bool = False):
        self.path = Path(folder)
        self.force = force
        if self.path.exists() and not self.path.is_dir():
            raise OutputRefused(N_("-o {folder}: is a file; name a folder for the site"),
                             folder=self.path)
        self.written: list[str] = []  # every page of this publishing, in order
        self.unchanged: list[str] = []
        self.replaced: list[str] = []  # files not scorecli's, replaced with --force
        self.kept: list[str] = []  # pages of files that could not be read, kept
        self.removed: list[str] = []
        self._names: set[str] = set()
        self._entries: dict[str, dict] = {}  # this publishing's list
        self._temps: list[tuple[str, str]] = []  # (temp, page), in the folder of the page
        self._folders: dict[str, OpenFolder] = {}
        self._lock = None
        self.root: OpenFolder | None = None
        self.before: dict[str, dict] = {}
        self._held: dict[str, list[str]] | None = None
        self.replacing = False  # pages are being put in place: a stop now leaves a mix
        self._taken: set[str] = set()

    def __enter__(self) -> "Site":
        self.root = OpenFolder.open(self.path, create=True)
        self._lock = self.root.locked(self.lock)
        try:
            self._lock.__enter__()
            self.root.remove_stale_temps()
            self.before = self._read_list()
            for kind in self.kinds:  # a page's folder that is a link is refused before anything
                if self.root.status(kind) is not None:
                    self._folder(kind).remove_stale_temps()
        except BaseException:
            self._release()
            raise
        return self

    def __exit__(self, kind, exc, traceback) -> None:
        if kind is not None:
            self.abandon()
        self._release()

    def _release(self) -> None:
        if self._lock is not None:
            lock, self._lock = self._lock, None
            lock.__exit__(None, None, None)
        for folder in self._folders.values():
            folder.close()
        self._folders.clear()
        if self.root is not None:
            self.root.close()
            self.root = None

    # ------------------------------------------------------------ the list

    def _read_list(self) -> dict[str, dict]:
        """The last publishing's pages: {page: {"sha256": …, "source": …}}. A list of the
        first sites (names alone) names pages without their bytes."""
        data = self.root.read(self.manifest, _MANIFEST_LIMIT)
        if data is None:
            return {}
        text = data.decode("utf-8", "replace")
        if text.lstrip().startswith("{"):
            try:
                pages = json.loads(text)["pages"]
                return {page: entry for page, entry in pages.items()
                        if isinstance(entry, dict) and self.own.fullmatch(page)}
            except (ValueError, KeyError, TypeError, AttributeError):
                raise UnsafeFile(str(self.path / self.manifest), [Msg(N_(
                    "is not the list scorecli writes; move it away, then publish again "
                    "(with --force if the pages there are yours to replace)"))]) from None
        return {line: {} for line in text.splitlines()
                if self.own.fullmatch(line) and not PurePosixPath(line).is_absolute()}

    def _write_list(self, entries: dict[str, dict]) -> None:
        data = json.dumps({"format": 2, "pages": entries}, indent=1, sort_keys=True,
                          ensure_ascii=True).encode() + b"\n"
        self.root.replace(self.root.write_temp(self.manifest, data), self.manifest)

    # ------------------------------------------------------------ pages

    def name_for(self, kind: str, text: str, source: str | None = None) -> str:
        """`matches/season-friday.html`: a safe name for a page, unique in this site, the
        same as last time for the same source file (so that links stay)."""
        base = safe_name(text)
        if self._held is None:  # the last publishing's pages of files still there
            self._held = {}
            for page, entry in self.before.items():
                if entry.get("source") and os.path.lexists(entry["source"]):
                    self._held.setdefault(entry["source"], []).append(page)
            self._taken = {page for pages in self._held.values() for page in pages}
        for page in self._held.get(source, []) if source is not None else []:
            # `kind/base.html` or `kind/base-2.html` (no pattern compiled a page: 1,000
            # pages compiled 1,000 patterns, 0.2 s of a publish that changed nothing)
            rest = page[len(kind) + 1 + len(base):] if page.startswith(f"{kind}/{base}") \
                else ""
            if page not in self._names and (rest == ".html" or (
                    rest.startswith("-") and rest.endswith(".html")
                    and rest[1:-5].isascii() and rest[1:-5].isdigit())):
                self._names.add(page)
                return page
        name, n = base, 1
        while f"{kind}/{name}.html" in self._names or f"{kind}/{name}.html" in self._taken:
            n += 1
            name = f"{base}-{n}"
        self._names.add(f"{kind}/{name}.html")
        return f"{kind}/{name}.html"

    def _folder(self, kind: str | None) -> OpenFolder:
        if kind is None:
            return self.root
        if kind not in self._folders:
            self._folders[kind] = self.root.sub(kind)
        return self._folders[kind]

    @staticmethod
    def _split(page: str) -> tuple[str | None, str]:
        kind, _sep, name = page.rpartition("/")
        return kind or None, name

    def reuse(self, page: str, source: str, made: str) -> bool:
        """Keep `page` as the last publishing wrote it, without making it again, when it
        was made from the same `made` (its source file's size, time and inode, and the
        renderer's version, language and catalog) and the file is still the one written
        (its size): a publish that changed nothing renders nothing (issue 37)."""
        entry = self.before.get(page)
        # A page a stopped publishing left half replaced (`or`) is made again.
        if not entry or entry.get("made") != made or entry.get("source") != source \
                or "size" not in entry or "or" in entry:
            return False
        kind, name = self._split(page)
        if kind is not None and self.root.status(kind) is None:
            return False
        # The file as scorecli left it: its size, time and inode as the last publishing
        # saw them after its rename (an edit by hand changes them), else its bytes.
        folder = self._folder(kind)
        status = folder.status(name)
        if status is None or not stat.S_ISREG(status.st_mode):
            return False
        if entry.get("stamp") != _stamp(status) and not self._holds(
                folder, name, {"sha256": entry["sha256"]}):
            return False
        self._entries[page] = {k: v for k, v in entry.items() if k != "or"}
        self.written.append(page)
        self.unchanged.append(page)
        return True

    def write(self, page: str, html: str, source: str | None = None,
              made: str | None = None) -> None:
        """Make `page` (written to a temp beside it; replaced at `finish`); `made`, what
        it was made from, lets the next publishing keep it without making it again."""
        data = html.encode("utf-8")
        sha = _digest(data)
        self._entries[page] = {"sha256": sha, **({"source": source} if source else {}),
                               **({"made": made, "size": len(data)} if made else {})}
        self.written.append(page)
        kind, name = self._split(page)
        folder = self._folder(kind)
        if self.before.get(page, {}).get("sha256") == sha and self._holds(
                folder, name, {"sha256": sha}):
            self.unchanged.append(page)
            return
        self._temps.append((folder.write_temp(name, data, sync=False), page))

    def keep(self, source: str) -> list[str]:
        """The pages of `source`, a file that could not be read this time: kept as they
        are, never removed for it (SPEC 12)."""
        kept = [page for page, entry in self.before.items()
                if entry.get("source") == source and page not in self._entries]
        for page in kept:
            self._entries[page] = self.before[page]
            self._names.add(page)
        self.kept += kept
        return kept

    @staticmethod
    def _holds(folder: OpenFolder, name: str, entry: dict) -> bool:
        """Does the file `name` hold the bytes the list says scorecli wrote there (either
        of two, for a page a stopped publishing had not yet replaced)?"""
        try:
            data = folder.read(name, _MANIFEST_LIMIT)
        except (OSError, UnsafeFile):
            return False
        return data is not None and _digest(data) in {entry.get("sha256"), entry.get("or")}

    def _not_ours(self) -> list[str]:
        """The files at this publishing's page names that the last one did not write."""
        found = []
        for _temp, page in self._temps:
            kind, name = self._split(page)
            folder = self._folder(kind)
            status = folder.status(name)
            if status is None:
                continue
            if not stat.S_ISREG(status.st_mode):
                raise UnsafeFile(str(self.path / page), [Msg(N_(
                    "is not a page scorecli wrote (a link, or not a file); move it away, "
                    "then publish again"))])
            entry = self.before.get(page)
            if entry is None or ("sha256" in entry and not self._holds(folder, name, entry)):
                found.append(page)
        return found

    def abandon(self) -> None:
        """Remove this publishing's temps: the site stays as it was."""
        for temp, page in self._temps:
            self._folder(self._split(page)[0]).unlink(temp)
        self._temps = []

    def finish(self) -> None:
        """Put this publishing in place, whole, and remove the pages of matches gone."""
        not_ours = self._not_ours()
        if not_ours and not self.force:
            self.abandon()
            raise OutputRefused(self.refusal[0] if len(not_ours) == 1 else self.refusal[1],
                                files=", ".join(str(self.path / p) for p in not_ours))
        self.replaced = not_ours
        # A stop from here leaves each page old or new: the list names both the old pages
        # and the new, each with both digests, so that the next publishing takes either
        # as its own and completes this one.
        between = dict(self.before)
        for page, entry in self._entries.items():
            last = self.before.get(page, {})
            old = last.get("sha256") if last.get("sha256") != entry["sha256"] else last.get("or")
            between[page] = {**entry, **({"or": old} if old else {})}
        # Every page on the disk before any is renamed over its old one: a kill from here
        # leaves each page old or new, never empty.
        by_folder: dict = {}
        for temp, page in self._temps:
            by_folder.setdefault(self._split(page)[0], []).append(temp)
        for kind, temps in by_folder.items():
            self._folder(kind).sync_files(temps)
        self._write_list(between)
        self.replacing = True
        for temp, page in sorted(self._temps, key=lambda tp: tp[1] == "index.html"):
            self._folder(self._split(page)[0]).replace(temp, page.rpartition("/")[2])
        self._temps = []
        for page, entry in self.before.items():
            if page in self._entries:
                continue
            kind, name = self._split(page)
            if kind is not None and self.root.status(kind) is None:
                continue
            folder = self._folder(kind)
            status = folder.status(name)
            if status is None or not stat.S_ISREG(status.st_mode):
                continue
            if "sha256" in entry and not self._holds(folder, name, entry):
                continue  # edited since scorecli wrote it: the user's now
            folder.unlink(name)
            self.removed.append(page)
        for page, entry in self._entries.items():  # as each page now stands, for `reuse`
            if "made" in entry:
                kind, name = self._split(page)
                status = self._folder(kind).status(name)
                entry["stamp"] = _stamp(status) if status is not None else None
        self._write_list(self._entries)
        for folder in self._folders.values():
            folder.sync()
        self.root.sync()


class ScreenFolder(Site):
    """The pages of `concours screen` (SPEC 14): `index.html`, `screen-2.html`, ... in one
    folder, their list in `.scorecli-screen`. A page it wrote before and needs no more is
    written again as a refresh to the first (never removed: a browser still showing it
    comes back to `index.html`)."""

    manifest, lock, kinds = ".scorecli-screen", ".scorecli-screen.lock", ()
    own = re.compile(r"index\.html|screen-[0-9]{1,4}\.html")
    refusal = (N_("{files}: not a page scorecli wrote here; move it away, or `--force` to "
                  "replace it"),
               N_("{files}: not pages scorecli wrote here; move them away, or `--force` to "
                  "replace them"))

    def previous(self) -> list[str]:
        """The pages the last run wrote here."""
        return sorted(self.before)
