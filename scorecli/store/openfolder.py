"""A folder opened once and worked in by name, never through a link (SPEC 12): the site's
folders, a concours' round folders.

Every file is made, replaced, linked and removed relative to the folder's descriptor
(`dir_fd`) with links refused (`O_NOFOLLOW`, `follow_symlinks=False`), so that a link
planted before or during the write, at the folder's place or a file's, is never
followed: a path, checked and then used, could have been swapped in between. A folder
someone else owns (or a link someone else planted) is refused: in a shared or sticky
folder, another user could otherwise choose where root writes and what it removes (F1).
"""

from __future__ import annotations

import errno
import os
import sys
import secrets
import stat
import time
from contextlib import contextmanager
from pathlib import Path

from ..errors import FileBusy, Msg, UnsafeFile
from ..i18n import N_
from .safewrite import LOCK_TIMEOUT, flock_until, owner_name, process_alive, write_all


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _ours(status: os.stat_result) -> bool:
    """Made by this user (or by root, whose folders others cannot plant in)."""
    return not hasattr(os, "geteuid") or status.st_uid in (os.geteuid(), 0)


class OpenFolder:
    """A folder held open by its descriptor; files inside it by name."""

    def __init__(self, fd: int, path: Path):
        self.fd, self.path = fd, path

    @classmethod
    def open(cls, path: Path | str, create: bool = False) -> "OpenFolder":
        """The folder `path` as the user named it: a link of the user's own is followed
        (a `site -> /var/www/club` they made), one another user planted is refused, and
        so is a folder another user owns."""
        path = Path(path)
        try:
            status = os.lstat(path)
        except FileNotFoundError:
            if not create:
                raise
            path.mkdir(parents=True, exist_ok=True)
            status = os.lstat(path)
        if stat.S_ISLNK(status.st_mode) and not _ours(status):
            raise UnsafeFile(str(path), [Msg(N_(
                "is a link that {owner} made, not you; scorecli will not write through it "
                "(name the folder it leads to, if you trust it)"), owner=owner_name(status.st_uid))])
        try:
            fd = os.open(path, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        except NotADirectoryError:
            raise UnsafeFile(str(path), [Msg(N_("is a file, not a folder"))]) from None
        return cls._checked(fd, path)

    @classmethod
    def _checked(cls, fd: int, path: Path) -> "OpenFolder":
        status = os.fstat(fd)
        if not _ours(status):
            os.close(fd)
            raise UnsafeFile(str(path), [Msg(N_(
                "is a folder that {owner} owns, not you; scorecli will not write into it "
                "(another user could choose what is written there)"),
                owner=owner_name(status.st_uid))])
        return cls(fd, path)

    def sub(self, name: str, create: bool = True) -> "OpenFolder":
        """The folder `name` inside this one, made if missing: never a link."""
        if create:
            try:
                os.mkdir(name, 0o777, dir_fd=self.fd)
            except FileExistsError:
                pass
        try:
            fd = os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=self.fd)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                raise UnsafeFile(str(self.path / name), [Msg(N_(
                    "is not a folder scorecli made (a link, or a file); move it away, then "
                    "try again"))]) from None
            raise
        return self._checked(fd, self.path / name)

    def close(self) -> None:
        try:
            os.close(self.fd)
        except OSError:
            pass

    def __enter__(self) -> "OpenFolder":
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    # ------------------------------------------------------------ files

    def status(self, name: str) -> os.stat_result | None:
        """The name's own status (a link's, never its target's); None if missing."""
        try:
            return os.stat(name, dir_fd=self.fd, follow_symlinks=False)
        except FileNotFoundError:
            return None

    def read(self, name: str, limit: int) -> bytes | None:
        """A regular file's bytes, at most `limit` of them; None if it is missing. A link,
        a FIFO, a device or a folder is refused at once, never followed or waited on."""
        try:
            fd = os.open(name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=self.fd)
        except FileNotFoundError:
            return None
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
                raise self._odd(name) from None
            raise
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            os.close(fd)
            raise self._odd(name)
        with open(fd, "rb") as stream:
            if status.st_size > limit:
                raise UnsafeFile(str(self.path / name), [Msg(N_(
                    "is larger than scorecli ever writes it ({size} bytes); move it away, "
                    "then try again"), size=status.st_size)])
            return stream.read(limit + 1)[:limit]

    def _odd(self, name: str) -> UnsafeFile:
        return UnsafeFile(str(self.path / name), [Msg(N_(
            "is not a regular file (a link, a FIFO, a device or a folder); scorecli will not "
            "use it (move it away if you did not make it)"))])

    def write_temp(self, name: str, data: bytes, sync: bool = True) -> str:
        """A new temp file beside `name` holding `data`, synced (unless the caller syncs
        many at once: `sync_all`); its name."""

        mask = os.umask(0)
        os.umask(mask)
        while True:
            temp = f".{name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
            try:
                fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC,
                             0o666 & ~mask, dir_fd=self.fd)
                break
            except FileExistsError:
                continue
        try:
            write_all(fd, data)
            if sync:
                os.fsync(fd)
        except BaseException:
            os.close(fd)
            self.unlink(temp)
            raise
        os.close(fd)
        return temp

    def replace(self, temp: str, name: str) -> None:
        """`temp` becomes `name`: the name is replaced, never what a link there leads to."""
        os.replace(temp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)

    def create(self, temp: str, name: str) -> bool:
        """`temp` becomes `name` only if no file has that name (a hard link, which never
        replaces); False if one has."""
        try:
            os.link(temp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd, follow_symlinks=False)
        except FileExistsError:
            return False
        finally:
            self.unlink(temp)
        return True

    def unlink(self, name: str) -> None:
        try:
            os.unlink(name, dir_fd=self.fd)
        except OSError:
            pass

    def sync_files(self, names: list[str]) -> None:
        """The files `names` (temps written with `sync=False`) on the disk before any is
        renamed: on Linux one `sync` of the file systems, which waits for them (1,000
        pages of a first publish: 1,000 fsyncs were a third of its time), else each
        file's fsync."""
        if sys.platform.startswith("linux") and len(names) > 8:
            os.sync()  # Linux's sync waits for the writes (POSIX lets it return before)
            return
        for name in names:
            fd = os.open(name, os.O_RDONLY | _NOFOLLOW | _CLOEXEC, dir_fd=self.fd)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def sync(self) -> None:
        try:
            os.fsync(self.fd)
        except OSError:
            pass  # some file systems cannot sync a folder; the renames are done

    def remove_stale_temps(self) -> None:
        """Temp files a killed writer left here (its process gone)."""
        try:
            names = os.listdir(self.fd)
        except OSError:
            return
        for name in names:
            if name.startswith(".") and name.endswith(".tmp"):
                pid = name[:-4].split(".")[-2] if name.count(".") >= 4 else ""
                if pid.isascii() and pid.isdecimal() and not process_alive(int(pid)):
                    self.unlink(name)

    @contextmanager
    def locked(self, name: str, timeout: float | None = None):
        """Hold the lock file `name` in this folder, as a match's lock is held
        (safewrite.locked): made without following a link, removed by its holder."""
        if timeout is None:
            timeout = float(os.environ.get("SCORECLI_LOCK_TIMEOUT", LOCK_TIMEOUT))
        deadline = time.monotonic() + timeout
        while True:
            try:
                fd = os.open(name, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _CLOEXEC,
                             0o600, dir_fd=self.fd)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
                    raise self._odd(name) from None
                raise
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode):
                    raise self._odd(name)
                flock_until(fd, deadline, lambda: FileBusy(str(self.path), [Msg(N_(
                    "another scorecli has been writing here for {seconds} s; nothing was "
                    "changed, try again (lock file: {lock})"), seconds=f"{timeout:g}",
                    lock=self.path / name)]))
                held, now = os.fstat(fd), self.status(name)
            except BaseException:
                os.close(fd)
                raise
            if now is not None and (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                break
            os.close(fd)  # its holder removed it as we waited: lock the one there now
        try:
            yield
        finally:
            try:
                self.unlink(name)
            finally:
                try:
                    os.close(fd)
                except OSError:
                    pass
