"""A change of decision told in passing, end to end: buffer -> rules curator -> store -> search.

The team first decides on RabbitMQ for the order service; days later the user mentions they switched it
to NATS JetStream (a "fact" next to the earlier "decision": supersession goes by subject, not category).
Asked which broker the order service uses now, the newer statement must come first.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import redis

from utils.buffer import Buffer
from curate.curator import Curator, RunOptions
from curate.rules_extractor import RulesExtractor
from retrieve.search import search
from schemas import Turn
from utils.config import Settings
from utils.embed.local import LocalEmbedder
from utils.keys import Keys
from utils.store import GemStore

DAY1 = datetime(2026, 2, 2, 10, 0, tzinfo=timezone.utc)


def turn(n: int, conv: str, when: datetime, user: str, reply: str) -> Turn:
    return Turn(turn_id=Turn.make_id(conv, str(n)), user_id="dev", conversation_id=conv, turn_number=n,
                timestamp=when, user_text=user, assistant_text=reply, reply_timestamp=when + timedelta(seconds=20))


def test_switch_from_rabbitmq_to_nats_supersedes_the_decision(settings: Settings, redis_client: redis.Redis,
                                                              store: GemStore) -> None:
    buf = Buffer(redis_client, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    buf.commit("dev", [
        turn(1, "s1", DAY1, "We decided to use RabbitMQ as the message broker for the order service, the team "
             "already knows it well.", "RabbitMQ is a solid choice for the order service's queues."),
        turn(2, "s1", DAY1 + timedelta(minutes=3), "I also prefer Grafana dashboards over Kibana for the metrics.",
             "Grafana works well for metrics."),
    ])
    buf.commit("dev", [
        turn(1, "s2", DAY1 + timedelta(days=9), "Quick note: we switched the order service from RabbitMQ to NATS "
             "JetStream last week, can you help me write a consumer for it?", "Sure, here is a consumer sketch."),
    ])
    emb = LocalEmbedder()
    rep = Curator(settings, redis_client, RulesExtractor(settings), emb, store).run(RunOptions(all_pending=True))
    assert rep.ok and rep.superseded == 1, rep.events
    gems = {g.gem: g for g in store.scroll("dev")}
    old = next(g for t, g in gems.items() if "decided to use RabbitMQ" in t)
    new = next(g for t, g in gems.items() if "NATS JetStream" in t)
    # "switched X from A to B" is itself a decision (the one that replaces the old), so both carry it.
    assert old.superseded_by == new.id and "decision" in old.categories and "decision" in new.categories
    now = DAY1 + timedelta(days=10)
    for q in ("Which message broker does the order service use now?", "What broker is the order service on?"):
        res = search(q, "dev", k=3, settings=settings, store=store, embedder=emb, now=now)
        assert res[0].id == new.id, [r.gem for r in res]
    # Kept for the timeline, ranked below its replacement when asked for.
    res = search("Which message broker does the order service use now?", "dev", k=3, include_superseded=True,
                 settings=settings, store=store, embedder=emb, now=now)
    ids = [r.id for r in res]
    assert ids.index(new.id) < ids.index(old.id)
