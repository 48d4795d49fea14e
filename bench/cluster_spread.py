"""How a Redis Cluster spreads users: the slot of each user's keys (the real key function, utils/keys.py, and
redis-py's CRC16 key slot), over the primaries of a cluster made by `redis-cli --cluster create` (even slot
ranges), and the memory each primary holds at the staged rate bench.capture measured.

    python -m bench.cluster_spread --users 10000 --primaries 3 --json

User ids: `user-<n>` and random UUIDs (both are common), each run with its seed; no server needed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import uuid

from redis.crc import key_slot

from utils.keys import Keys

SLOTS = 16384
# bench.capture's MEMORY USAGE figures (README "Scale past one machine"): one staged turn and its index entry.
TURN_BYTES = 740
TURNS_PER_DAY = 50
TTL_DAYS = 2  # ttl_hours 48: a turn stays until curated, at most this long


def ranges(primaries: int) -> list[tuple[int, int]]:
    """The slot ranges `redis-cli --cluster create` gives n primaries (as even as integers allow)."""
    per = SLOTS / primaries
    return [(round(i * per), round((i + 1) * per) - 1) for i in range(primaries)]


def spread(user_ids: list[str], primaries: int) -> dict[str, object]:
    keys = Keys("tr")
    bounds = ranges(primaries)
    counts = [0] * primaries
    slots = set()
    for u in user_ids:
        slot = key_slot(keys.turns(u).encode())
        slots.add(slot)
        counts[next(i for i, (lo, hi) in enumerate(bounds) if lo <= slot <= hi)] += 1
    # every key of a user on that one slot: the index, a turn, a checkpoint
    same = all(len({key_slot(k.encode()) for k in (keys.turns(u), keys.turn(u, "t1"), keys.checkpoint(u, "f"))}) == 1
               for u in user_ids[:1000])
    mean = statistics.fmean(counts)
    per_user = TURN_BYTES * TURNS_PER_DAY * TTL_DAYS
    return {"users": len(user_ids), "primaries": primaries, "distinct_slots": len(slots), "users_per_primary": counts,
            "max_over_mean": round(max(counts) / mean, 3), "one_slot_per_user": same,
            "staged_mb_per_primary_max": round(max(counts) * per_user / 1e6, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--users", type=int, default=10_000)
    ap.add_argument("--primaries", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    out = {
        "per_user_staged_bytes": TURN_BYTES * TURNS_PER_DAY * TTL_DAYS,
        "numbered": spread([f"user-{i}" for i in range(args.users)], args.primaries),
        "uuid": spread([str(uuid.UUID(int=rnd.getrandbits(128), version=4)) for _ in range(args.users)], args.primaries),
    }
    print(json.dumps(out, indent=None if args.json else 2))


if __name__ == "__main__":
    main()
