"""serve under idle and slow sockets past its open-file limit: other clients' latency and serve's log.

    python -m bench.serve_abuse --json [--gems 2000] [--sockets 1100] [--nofile 1024] [--rounds 3] [--requests 300]

Starts `true-recall serve` (embedded profile, a temporary data dir with --gems synthetic gems from
bench/search.py, default serve settings) with RLIMIT_NOFILE --nofile (soft and hard, as `ulimit -n` or
systemd's LimitNOFILE= set it), then measures side by side in one run, in alternating rounds: the latency of
small /search requests, each on a new connection as the CLI makes them, alone (quiet) and while another
process keeps --sockets sockets on serve's port (abused): half connect and send nothing, half send a
request head one byte a second (slowloris); those serve closed are opened again every second. Also counts
serve's log lines over the whole run and its open files at their peak. Targets (issue 25): p99 abused within
2x of quiet, fewer than 100 log lines. Loopback only; bounded by --rounds x --requests searches.
Writes bench/results/serve_abuse.json.
"""

from __future__ import annotations

import argparse
import errno
import json
import multiprocessing as mp
import os
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from bench.search import QUERIES, fill, make_corpus, pct

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "bench-token-0123456789abcdef"
SLOW_HEAD = b"POST /search HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4096  # one byte a second


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _open_files(pid: int) -> int:
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def _cpu_s(pid: int) -> float:
    """CPU seconds (user + system) the process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _abuse(port: int, n: int, ready: Any, stop: Any, out: Any) -> None:
    """Keep n sockets on the port until stopped: even ones idle, odd ones sending SLOW_HEAD a byte a second;
    every second, as slowloris does on each pass, the sockets the server closed are opened again. Reports how
    many the server closed."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, n + 256)), hard))
    sel = selectors.DefaultSelector()
    sent: dict[socket.socket, int] = {}  # a slow socket's bytes of SLOW_HEAD sent so far (idle: absent)

    def connect(slow: bool) -> None:
        s = socket.socket()
        s.setblocking(False)
        err = s.connect_ex(("127.0.0.1", port))
        if err not in (0, errno.EINPROGRESS):
            s.close()
            return
        sel.register(s, selectors.EVENT_READ, slow)
        if slow:
            sent[s] = 0

    for i in range(n):
        connect(i % 2 == 1)
    ready.set()
    closed = 0
    reopen: list[bool] = []  # the kinds of sockets closed since the last tick, opened again on the next
    next_tick = time.monotonic() + 1.0
    while not stop.is_set():
        for key, _ in sel.select(timeout=0.2):
            s = key.fileobj
            assert isinstance(s, socket.socket)
            try:
                data = s.recv(4096)
            except (ConnectionError, OSError):
                data = b""
            if data:
                continue  # a 408 before the close: read on to the end
            sel.unregister(s)
            sent.pop(s, None)
            s.close()
            closed += 1
            reopen.append(key.data)
        if time.monotonic() >= next_tick:
            next_tick += 1.0
            for slow in reopen:
                connect(slow)
            reopen.clear()
            for s, k in list(sent.items()):
                if k < len(SLOW_HEAD):
                    try:
                        s.send(SLOW_HEAD[k:k + 1])
                        sent[s] = k + 1
                    except (BlockingIOError, OSError):
                        pass  # not connected yet, or closed: the select loop sees it
    for key in list(sel.get_map().values()):
        key.fileobj.close()  # type: ignore[union-attr]
    out.put(closed)


def _stats(xs: list[float]) -> dict[str, float]:
    return {"n": len(xs), "p50_ms": round(statistics.median(xs) * 1000, 2), "p99_ms": round(pct(xs, 99) * 1000, 2),
            "max_ms": round(max(xs) * 1000, 2)}


def _limit_files(n: int) -> Callable[[], None]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (n, n))
    return limit


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.serve_abuse", description=__doc__.splitlines()[0])
    ap.add_argument("--gems", type=int, default=2000)
    ap.add_argument("--sockets", type=int, default=1100, help="idle and slow sockets kept on serve's port")
    ap.add_argument("--nofile", type=int, default=1024, help="serve's open-file limit (soft and hard)")
    ap.add_argument("--requests", type=int, default=300, help="small searches, quiet and abused each")
    ap.add_argument("--rounds", type=int, default=3, help="quiet/abused alternations")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "serve_abuse.json"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from utils.store.edge import EdgeStore

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    users = max(1, args.gems // 100)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        gems, dense, sp = make_corpus(args.gems, users, min(500, args.gems), log)
        store = EdgeStore(data / "store", "true_recall")
        fill(store, gems, dense, sp, log)
        store.close()
        port = _free_port()
        cfg = Path(tmp) / "serve.yaml"
        cfg.write_text(json.dumps({"data_dir": str(data), "log_format": "text", "serve": {"port": port}}))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
        env.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg), TRUE_RECALL_SERVE_TOKEN=TOKEN)
        serve_log = Path(tmp) / "serve.log"
        with open(serve_log, "w") as err:
            proc = subprocess.Popen([str(Path(sys.executable).with_name("true-recall")), "serve"], env=env, cwd=ROOT,
                                    stdout=subprocess.DEVNULL, stderr=err, preexec_fn=_limit_files(args.nofile))
        url = f"http://127.0.0.1:{port}"
        headers = {"Authorization": f"Bearer {TOKEN}"}
        peak_files = 0
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise SystemExit("serve did not start:\n" + serve_log.read_text())
                time.sleep(0.2)

            failed: list[str] = []

            # A new connection per search, as the CLI makes them (no keep-alive), without a new client each.
            client = httpx.Client(base_url=url, headers=headers, timeout=60,
                                  limits=httpx.Limits(max_keepalive_connections=0))

            def searches(n: int) -> list[float]:
                nonlocal peak_files
                out = []
                for i in range(n):
                    body = {"query": QUERIES[i % len(QUERIES)], "user_id": f"user-{i % users:04d}", "k": 10}
                    t = time.perf_counter()
                    try:
                        r = client.post("/search", json=body)
                        status: int | str = r.status_code
                    except httpx.HTTPError as e:
                        status = type(e).__name__
                    out.append(time.perf_counter() - t)
                    if status != 200:
                        failed.append(str(status))
                    if i % 20 == 0:
                        peak_files = max(peak_files, _open_files(proc.pid))
                return out

            searches(30)  # warm: store opened, embedder hot
            files_quiet = _open_files(proc.pid)
            ctx = mp.get_context("spawn")
            quiet: list[float] = []
            abused: list[float] = []
            closed = 0
            per = max(1, args.requests // args.rounds)
            t_start = time.monotonic()
            cpu = {"quiet": 0.0, "abused": 0.0}
            for _ in range(args.rounds):
                c0 = _cpu_s(proc.pid)
                quiet.extend(searches(per))
                cpu["quiet"] += _cpu_s(proc.pid) - c0
                ready, stop, q = ctx.Event(), ctx.Event(), ctx.Queue()
                abuser = ctx.Process(target=_abuse, args=(port, args.sockets, ready, stop, q), daemon=True)
                abuser.start()
                if not ready.wait(60):
                    raise SystemExit("the abuser did not open its sockets")
                time.sleep(1.0)  # serve has accepted (and started closing) them
                c0 = _cpu_s(proc.pid)
                abused.extend(searches(per))
                cpu["abused"] += _cpu_s(proc.pid) - c0
                stop.set()
                closed += q.get(timeout=60)
                abuser.join(60)
                time.sleep(0.5)
            elapsed = time.monotonic() - t_start
        finally:
            proc.terminate()
            proc.wait(30)
        lines = serve_log.read_text().splitlines()

    result = {
        "gems": args.gems, "sockets": args.sockets, "nofile": args.nofile, "rounds": args.rounds,
        "requests_per_phase": per, "abused_s": round(elapsed, 1), "sockets_closed_by_serve": closed,
        "failed_searches": failed, "quiet": _stats(quiet), "abused": _stats(abused),
        "p99_abused_over_quiet": round(pct(abused, 99) / pct(quiet, 99), 3),
        "p50_abused_over_quiet": round(statistics.median(abused) / statistics.median(quiet), 3),
        "serve_open_files": {"quiet": files_quiet, "peak": peak_files},
        "serve_cpu_ms_per_search": {k: round(v * 1000 / len(quiet if k == "quiet" else abused), 2)
                                    for k, v in cpu.items()},
        "serve_log_lines": len(lines),
        "accept_out_of_resource_lines": sum("out of system resource" in ln for ln in lines),
        "serve_log": lines[:100],
    }
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "serve_log"}, indent=None if args.json else 2))
    return result


if __name__ == "__main__":
    main()
