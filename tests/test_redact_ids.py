"""A gem id standing alone (a UUID, as the store names points) is what redaction leaves as it is: the curator's
report does not redact the ids of the gems it lists (curate/curator.py), and a rule that began cutting bare UUIDs
would have to change that first."""

from __future__ import annotations

import random
import uuid

from curate.curator import _ID
from schemas import GEM_NAMESPACE
from utils.redact import redact


def _ids(n: int) -> list[str]:
    rnd = random.Random(48)
    out = [str(uuid.UUID(int=rnd.getrandbits(128), version=4)) for _ in range(n)]
    out += [str(uuid.uuid5(GEM_NAMESPACE, f"alice|conv-{i}|{i}-{i}|gem {i}")) for i in range(n)]
    # Shapes at the edges: all digits, all letters, a run of one character.
    out += ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff",
            "12345678-1234-1234-1234-123456789012", "abcdefab-cdef-abcd-efab-cdefabcdefab"]
    return out


def test_a_bare_gem_id_is_left_as_it_is() -> None:
    for i in _ids(400):
        assert _ID.fullmatch(i)
        assert redact(i) == (i, 0), i


def test_the_id_shape_is_the_lower_case_uuid_only() -> None:
    assert _ID.fullmatch(str(uuid.uuid4()))
    for x in ("ABCDEFAB-CDEF-ABCD-EFAB-CDEFABCDEFAB", "g1", "key 12345678-1234-1234-1234-123456789012",
              "12345678123412341234123456789012"):
        assert not _ID.fullmatch(x)
