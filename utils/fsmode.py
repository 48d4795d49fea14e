"""Local data is the user's alone: what we write is created 0700/0600, and looser modes are found and tightened.

Every command sets the process umask to 077 (``private_umask``) before it writes, so folders and files made
by us, by the embedded store's engine and by the embedded Redis (started with the same umask) admit no
other local user. Data folders written by an older version, or loosened by hand, are tightened at the
start of each command (``tighten``, with a log line) and reported by ``status`` (``loose``) as an ALARM.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

log = logging.getLogger("true_recall.fsmode")

PRIVATE_UMASK = 0o077
DIR_MODE = 0o700
FILE_MODE = 0o600
_OTHERS = 0o077  # group and other permission bits


def private_umask() -> int:
    """Make this process create private files and folders from now on; returns the previous umask."""
    return os.umask(PRIVATE_UMASK)


def private_dir(path: Path) -> Path:
    """Create `path` (and missing parents) 0700; an existing folder that others may enter is tightened."""
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    st = path.stat()
    if st.st_mode & _OTHERS and st.st_uid == os.geteuid():
        path.chmod(DIR_MODE)
    return path


def write_private(path: Path, text: str) -> None:
    """Write a small file that only its owner may read (created 0600 whatever the umask), atomically."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.unlink(missing_ok=True)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def _walk(root: Path):  # type: ignore[no-untyped-def]
    """(path, lstat) of root and everything under it; symbolic links are listed, never followed."""
    try:
        yield root, root.lstat()
    except OSError:
        return
    stack = [root]
    while stack:
        d = stack.pop()
        try:
            entries = list(os.scandir(d))
        except OSError:
            continue
        for e in entries:
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            yield Path(e.path), st
            if stat.S_ISDIR(st.st_mode):
                stack.append(Path(e.path))


def _problem(st: os.stat_result, owner: int) -> str | None:
    if stat.S_ISLNK(st.st_mode):
        return None  # a link's own mode means nothing; what it points to is checked where it lives
    if st.st_uid != owner:
        return f"owned by uid {st.st_uid}, not by the data folder's owner (uid {owner})"
    if st.st_mode & _OTHERS:
        return f"mode {stat.S_IMODE(st.st_mode):04o}"
    return None


def loose(root: Path) -> list[tuple[str, str]]:
    """Paths under root that another local user could read, change or enter: (path, why).

    Judged against root's owner, not the caller: root running `status` on the service user's folder sees
    what that user would."""
    try:
        owner = root.lstat().st_uid
    except OSError:
        return []
    return [(str(p), why) for p, st in _walk(root) if (why := _problem(st, owner)) is not None]


def tighten(root: Path) -> list[str]:
    """Remove group/other access from everything we own under root; returns what changed (logged once)."""
    changed: list[str] = []
    for p, st in _walk(root):
        mine = st.st_uid == os.geteuid() or os.geteuid() == 0
        if stat.S_ISLNK(st.st_mode) or not mine or not st.st_mode & _OTHERS:
            continue
        try:
            os.chmod(p, stat.S_IMODE(st.st_mode) & ~_OTHERS)
            changed.append(str(p))
        except OSError as e:
            log.warning("could not tighten %s: %s", p, e)
    if changed:
        log.warning("tightened %d paths under %s that other local users could read (e.g. %s): now owner-only",
                    len(changed), root, changed[0])
    return changed
