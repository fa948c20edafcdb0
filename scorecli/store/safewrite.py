"""Store files without ever losing one: exclusive temp files, atomic replacement, a lock.

A write goes to a temp file created new and exclusive in the same folder (never through a
link someone planted), takes the old file's mode, owner and group, is fsynced, replaces
the file with os.replace (only if the caller says the file is still the one it read),
and the folder is fsynced: a crash at any moment leaves the old file or the new one.
Writers take a lock on a sidecar file (never the match itself, which is replaced), and
remove it before they let go of it, so that nothing is left beside the match.

The lock is written here with fcntl.flock rather than taken from a library (filelock,
portalocker): neither refuses a lock file that is a planted link or a FIFO, nor removes
the file safely while others wait on it, and each would be one more import on the
start-up path (measured on 2026-11-30: `import filelock` 9 ms, against 0.3 ms for fcntl).
The atomic replace is written here too: atomicwrites (unmaintained since 2022) keeps
neither the file's owner and mode nor a link's target, and cannot replace only if the
file is still the one read.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from ..errors import FileBusy, MatchFileError, Msg, UnsafeFile, os_reason
from ..i18n import N_, _
from ..saves import SAVED  # the files this command saved: the error boundary says so


LOCK_TIMEOUT = 10.0  # seconds; SCORECLI_LOCK_TIMEOUT overrides
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def real_path(path: Path | str) -> Path:
    """Write through a symlink to its target, so the link stays a link."""
    return Path(os.path.realpath(path))


def sidecar(path: Path | str, kind: str) -> Path:
    """`.NAME.lock` or `.NAME.undo` beside the match file (beside a link's target)."""
    path = real_path(path)
    return path.parent / f".{path.name}.{kind}"


def refuse_odd_sidecar(path: Path, what: str) -> None:
    """A sidecar that is a link or not a regular file was not made by scorecli: refuse."""
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(status.st_mode):
        raise UnsafeFile(str(path), [Msg(N_("the {what} is a symbolic link; scorecli will not "
                                            "follow it (remove it if you did not make it)"),
                                         what=_(what))])
    if not stat.S_ISREG(status.st_mode):
        raise UnsafeFile(str(path), [Msg(N_("the {what} is not a regular file; scorecli will "
                                            "not use it (remove it if you did not make it)"),
                                         what=_(what))])


def check_writable(path: Path, status: os.stat_result) -> None:
    """Refuse a file its user could not write in place: root included, who can write
    anything, a file without any write bit is read-only."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        writable = bool(status.st_mode & 0o222)
    else:
        writable = os.access(path, os.W_OK)
    if not writable:
        raise UnsafeFile(str(path), [Msg(N_("is read-only; nothing was changed (make it "
                                            "writable, for example `chmod u+w {path}`, to "
                                            "change the match)"), path=path)])


def atomic_write(path: Path | str, data: bytes | str,
                 still_current: Callable[[], bool] | None = None, *,
                 like: Path | None = None, follow: bool = True,
                 saved: Path | None = None) -> bool:
    """Replace the file with `data`, keeping its mode, owner, group and extended
    attributes (or those of the file `like`, for a sidecar that takes the match's).

    `follow=False` is for sidecars (the journal): the name itself is replaced, whatever
    it leads to, and never resolved, so that a link planted there after any check is
    replaced, never written through. `still_current`, when given, is asked just before
    the replace; if it says no, nothing is replaced and False comes back. An OSError
    before the replace leaves the old file untouched and raises MatchFileError.

    Once the replace is done, the change is done (F2): `saved` (the file as the user
    named it) goes into SAVED at once, a Ctrl-C is held off until then, and the folder's
    fsync cannot fail the write."""
    path = real_path(path) if follow else Path(os.path.abspath(path))
    if isinstance(data, str):
        data = data.encode("utf-8")
    folder = path.parent
    remove_stale_temps(path)
    model = like if like is not None else path
    try:
        old = os.stat(model) if follow or like is not None else _regular_or_none(path)
    except FileNotFoundError:
        old = None
    except OSError as exc:
        raise MatchFileError(str(path), [Msg(N_("cannot be written: {why}"),
                                             why=os_reason(exc))]) from None
    tmp = None
    try:
        tmp = _temp_with(path, data, old, model if old is not None else None)
        if still_current is not None and not still_current():
            _unlink(tmp)
            return False
        with interrupts_held():
            os.replace(tmp, path)  # a rename replaces the name, never what a link leads to
            tmp = None
            if saved is not None:
                SAVED.append(saved)
    except OSError as exc:
        raise MatchFileError(str(path), [Msg(N_("cannot be written: {why}; the file is "
                                                "unchanged"), why=os_reason(exc))]) from None
    finally:
        if tmp is not None:
            _unlink(tmp)
    _fsync_folder(folder)
    return True


def _regular_or_none(path: Path) -> os.stat_result | None:
    """A sidecar's own status, never a link's target's."""
    status = os.lstat(path)
    return status if stat.S_ISREG(status.st_mode) else None


def _temp_with(path: Path, data: bytes, like: os.stat_result | None,
               like_path: Path | None = None) -> str:
    """A new temp file beside `path` holding `data`, synced, with `like`'s mode, owner
    and group (and `like_path`'s extended attributes: ACLs, labels). mkstemp creates it
    with O_EXCL | O_NOFOLLOW: never through a link."""

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                               dir=path.parent)
    try:
        if like is not None:
            _same_owner(fd, like)
            os.fchmod(fd, stat.S_IMODE(like.st_mode))
            if like_path is not None:
                _same_xattrs(fd, like_path)
        else:
            mask = os.umask(0)
            os.umask(mask)
            os.fchmod(fd, 0o666 & ~mask)
        write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink(tmp)
        raise
    os.close(fd)
    return tmp


def _same_xattrs(fd: int, source: Path) -> None:
    """Extended attributes (POSIX ACLs, SELinux labels, user tags) as on `source`, as far
    as this process and the file system allow; a link is not followed to find them."""
    if not hasattr(os, "listxattr"):
        return
    try:
        names = os.listxattr(source, follow_symlinks=False)
    except OSError:
        return
    for name in names:
        try:
            os.setxattr(fd, name, os.getxattr(source, name, follow_symlinks=False))
        except OSError:
            continue  # a label this process may not set: the rest are still copied


def _same_owner(fd: int, like: os.stat_result) -> None:
    """Owner and group as before, as far as this process may set them."""
    if not hasattr(os, "fchown"):
        return
    for uid in (like.st_uid, -1):
        try:
            os.fchown(fd, uid, like.st_gid)
            return
        except OSError:
            continue


def write_all(fd: int, data: bytes) -> None:
    """All of `data` to `fd` (os.write may write less than it is given)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_into(path: Path, data: bytes) -> None:
    """Write into an existing file that is not a regular one (a FIFO, /dev/stdout):
    such a file is written to, never replaced."""
    fd = os.open(path, os.O_WRONLY | _CLOEXEC)
    try:
        write_all(fd, data)
    finally:
        os.close(fd)


def _unlink(path: Path | str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def remove_stale_temps(path: Path) -> None:
    """Temp files of `path` left by a writer that was killed before it could clean up."""
    prefix = f".{path.name}."
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix):-len(".tmp")].split(".")[0]
        if pid.isdecimal() and pid.isascii() and not process_alive(int(pid)):
            _unlink(path.parent / name)  # a link is removed, never followed


def process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _fsync_folder(folder: Path) -> None:
    """Sync the folder after a replace; its failures are not the write's, which is done."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the replace itself is done
    finally:
        try:
            os.close(fd)
        except OSError:
            pass  # an EIO on closing a folder: the replace is done all the same


@contextmanager
def interrupts_held():
    """Ctrl-C held off while a replace and its record in SAVED are made, so that it never
    falls between them; raised after, where the error boundary says what was saved. Only
    the main thread may set a signal handler: elsewhere this holds nothing."""
    import signal  # writes only

    caught = []
    try:
        old = signal.signal(signal.SIGINT, lambda *_args: caught.append(True))
    except (ValueError, TypeError):  # not the main thread, or no handler to swap
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)
        if caught and old is signal.default_int_handler:
            raise KeyboardInterrupt


@contextmanager
def locked(path: Path | str, timeout: float | None = None):
    """Hold the match's sidecar lock, waiting at most `timeout` seconds for it.

    The lock file is removed by its holder before it lets go. A waiter that then gets the
    lock on the removed file notices (the name no longer leads to it) and tries again on
    the file now there, so two writers never both hold "the" lock."""
    try:
        import fcntl  # noqa: F401 (only whether there is one)
    except ImportError:  # no flock here (Windows): one writer at a time is up to the user
        yield
        return
    if timeout is None:
        timeout = float(os.environ.get("SCORECLI_LOCK_TIMEOUT", LOCK_TIMEOUT))
    lock = sidecar(path, "lock")
    deadline = time.monotonic() + timeout
    while True:
        fd = _open_lock(lock)
        try:
            flock_until(fd, deadline, lambda: FileBusy(str(path), [Msg(N_(
                "another scorecli has been writing this match for {seconds} s; nothing was "
                "changed, try again (lock file: {lock})"), seconds=f"{timeout:g}", lock=lock)]))
            held = os.fstat(fd)
            try:
                now = os.lstat(lock)
            except FileNotFoundError:
                now = None
        except BaseException:
            os.close(fd)
            raise
        if now is not None and (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
            break
        os.close(fd)  # its holder removed it as we waited: lock the one there now
    # Under the lock no other scorecli writes this match: a temp of its match or journal
    # is a killed writer's (W2), whichever command comes next.
    remove_stale_temps(real_path(path))
    remove_stale_temps(sidecar(path, "undo"))
    try:
        yield
    finally:
        try:
            _unlink(lock)  # while still holding it: nothing is left beside the match
        finally:
            _close(fd)


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


def flock_until(fd: int, deadline: float, busy: Callable[[], Exception]) -> None:
    """Take the lock on `fd`, waiting until `deadline` (time.monotonic); then raise
    `busy()`."""
    import fcntl  # not on Windows

    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise busy() from None
            time.sleep(0.01)


_LOCK_NOT_REGULAR = N_("the lock file is not a regular file; scorecli will not use it "
                       "(remove it if you did not make it)")


def _someone_elses(path: Path) -> str | None:
    """The name of the user who owns `path`, if it is not this one."""
    try:
        uid = os.lstat(path).st_uid
    except OSError:
        return None
    if not hasattr(os, "geteuid") or uid == os.geteuid():
        return None
    return owner_name(uid)


def owner_name(uid: int) -> str:
    """A user's name, else their number."""
    try:
        import pwd  # not on Windows

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return str(uid)


def _open_lock(lock: Path) -> int:
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _CLOEXEC | os.O_NONBLOCK, 0o600)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            refuse_odd_sidecar(lock, N_("lock file"))
        if exc.errno in (errno.EISDIR, errno.ENXIO):
            raise UnsafeFile(str(lock), [Msg(_LOCK_NOT_REGULAR)])
        if exc.errno == errno.ENOENT and not lock.parent.is_dir():  # said of the folder
            raise MatchFileError(str(lock.parent), [Msg(N_("no such folder"))]) from None
        owner = _someone_elses(lock) if exc.errno in (errno.EACCES, errno.EPERM) else None
        if owner is not None:  # N56: left, or planted, by another user in a shared folder
            raise MatchFileError(str(lock), [Msg(N_(
                "the lock file belongs to {owner}, so scorecli cannot take it; nothing was "
                "changed (if no scorecli of theirs is running, they or the folder's owner "
                "can remove it)"), owner=owner)]) from None
        raise MatchFileError(str(lock), [Msg(N_("cannot create the lock file: {why}"),
                                             why=os_reason(exc))]) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise UnsafeFile(str(lock), [Msg(_LOCK_NOT_REGULAR)])
    return fd
