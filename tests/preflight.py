"""`make test`'s first step: say in one line what the tests need when it is missing, before hundreds fail.

The tests need a Redis they may write to (under a key prefix of their own, removed after each test): the one
at $TEST_REDIS_URL, else redis://127.0.0.1:6379/0. Exit 2 with one line when none answers; otherwise say once
what the first run downloads, and exit 0.
"""

from __future__ import annotations

import os
import sys


def main() -> int:
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2).ping()
    except Exception as e:  # noqa: BLE001 - any failure means the same thing here: no usable Redis
        reason = str(e).splitlines()[0] if str(e) else type(e).__name__
        print(f"make test needs a Redis it may write to: none answers at {url} ({reason}). Start one "
              f"(redis-server --port 6379 --save '' --daemonize yes) or point TEST_REDIS_URL at one "
              f"(e.g. TEST_REDIS_URL=redis://127.0.0.1:6380/0 make test).", file=sys.stderr)
        return 2
    print(f"tests: Redis at {url}; the first run downloads Node 24 and two OpenClaw versions from npm for the "
          "real-OpenClaw tests (cached under ~/.cache/true-recall; skipped when npm is unreachable).",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
