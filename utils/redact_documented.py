"""Values published in a vendor's documentation as its example: quoting them leaks nothing.

``keep`` drops any rule's span over Stripe's documented test keys (shown in every curl example of Stripe's API
reference): they are public text, whatever the sentence around them says. A real key of the same shape differs in
its characters and is still cut. AWS's ...EXAMPLE keys stay where the text quotes them as the docs' (utils.redact):
pasted as a configuration's value they are cut like the key they stand for.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

Span = tuple[int, int, str]

PUBLISHED = ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx")


def keep(text: str, spans: list[Span]) -> None:
    """Drops a span whose value is a published example (a span over more than it keeps the rest's cut)."""
    if not spans or not any(p in text for p in PUBLISHED):
        return
    kept: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if any(p in v for p in PUBLISHED) and len(v.strip(" \"'`=:")) <= max(len(p) for p in PUBLISHED if p in v) + 12:
            continue
        kept.append((s, e, k))
    spans[:] = kept
