"""The offline, deterministic curator backend: statements people make about themselves, found by rules.

For each side of each turn (the user's message, the assistant's reply) it keeps the sentences that state
something — first-person statements with content, decisions, fixes, likes and dislikes, plans, health,
family, events — and drops greetings, thanks, reactions, questions and a general assistant's boilerplate.
A side with something worth keeping becomes one draft: the speaker's own sentences, prefixed with the
speaker's name, relative dates resolved against the message date, and a context line quoting the other
speaker's message it answered (when that message asked something). A general assistant's replies only
count when they speak in the first person; when the replies of a chunk talk about a life of their own
(the other side is a person, as in a chat between friends), they are read like the user's messages.
A draft's importance comes from how informative it is (content words, plus specifics: names, numbers,
the speaker's own life, decisions), and at most half of a chunk's messages stay above low.
Same input, same output; no network.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from curate import lexicon as lx
from curate import names, relative_dates, sentences
from curate.backend import Chunk, Extraction, Extractor, GemDraft
from schemas import Turn
from utils.config import Settings

# A kept side never grows past this many words: a gem is a statement, not a transcript.
MAX_GEM_WORDS = 60
# The message quoted in the context line is cut to this many words.
MAX_CONTEXT_WORDS = 50
# A statement below this informativeness (content words plus bonuses for specifics) is trivia (low); the
# gatekeeper's min_importance (medium) then keeps it out of the store. Why specifics: among the statements
# the rules anchor in LoCoMo conversations, one with a name, a number, the speaker's own life or a decision
# is far likelier to be what people later ask about than a longer opinion (0.52-0.77 vs 0.21-0.33 of them
# are evidence of some question). Weights chosen on conversations 26/41/47, checked on the other five.
MIN_INFORMATIVE = 5
SPECIFIC_BONUS = 6
# An answer to the other person's question: among LoCoMo statements, answers are evidence of some question
# more often (chosen on conversations 26/41/47 like the weights above).
ANSWER_BONUS = 4
# At most this share of a chunk's messages become gems (the rest are marked low): see _within_budget.
MAX_GEMS_PER_MESSAGE = 0.5
# Capitalised words inside a sentence (not the first word, not "I"): names of people, places, things.
_PROPER = re.compile(r"(?<![.!?:]\s)(?<=\s)(?!I\b)[A-Z][a-z]+")
# Peer detection: read the replies like the user's messages when at least PEER_SHARE of the chunk's
# replies (and at least PEER_MIN_REPLIES of them) speak of the replier's own life.
PEER_SHARE = 0.25
PEER_MIN_REPLIES = 4
# Whether the context line is only written when the previous message asked something.
CONTEXT_NEEDS_QUESTION = True
# A statement without "I" needs this many content words to stand on its own.
MIN_STATEMENT_CONTENT = 4
# Hedges at least this costly ("maybe", "I heard that") make a sentence a side remark when others are sure.
HEDGE_COST = 0.1
# High enough that one gatekeeper uncertainty penalty (0.25) after a mild hedge still passes 0.6.
BASE_CONFIDENCE = 0.9
# Category order decides the first (primary) category when several cues match.
_CATEGORY_ORDER = ("health", "decision", "solution", "project", "plan", "preference", "relationship", "event", "fact")


@dataclass
class Sentence:
    """One sentence of a message and what the rules found in it."""

    text: str
    anchor: bool  # states something about the speaker or their world
    content: int  # content words
    categories: list[str]


@dataclass
class Side:
    """One speaker's message inside a turn."""

    turn: Turn
    speaker: str
    text: str
    is_assistant: bool


def content_words(text: str) -> int:
    """Words that carry meaning (not stopwords, pronouns, fillers or reaction words)."""
    if sentences.is_cjk(text):
        return sum(1 for w in sentences.words(text) if w not in lx.ZH_STOP and not w.isascii()) // 2 + sum(
            1 for w in sentences.words(text) if w.isascii() and w not in lx.STOPWORDS
        )
    return sum(1 for w in sentences.words(text) if w not in lx.STOPWORDS and not w.isdigit() or len(w) == 4 and w.isdigit())


def categories_of(text: str) -> list[str]:
    """Categories whose cues occur in the text, most specific first."""
    return [c for c in _CATEGORY_ORDER if lx.CATEGORY_CUES[c].search(text)]


def _strip_lead(s: str) -> str:
    # "Wow, ...", "Haha, ...", "Hey Mel! ..." leave the statement that follows.
    return re.sub(
        r"^(?:(?:wow|oh|ah|aw+|yeah|yes|yep|haha\w*|lol|omg|well|so|hey|hi|ok(?:ay)?|um+|uh+|hmm+|gosh|ooh|yay|"
        r"honestly|actually|anyway|btw|by the way|quick one|also)\b[\s,!.~:-]*)+",
        "",
        s,
        flags=re.IGNORECASE,
    ).strip()


def classify(sentence: str, strict: bool) -> Sentence | None:
    """The sentence with what it holds, or None when it is a question, small talk or boilerplate.

    strict: the sentence is from a general assistant's reply (boilerplate is dropped, and only first-person
    statements anchor a gem).
    """
    s = sentence.strip()
    if not s or sentences.is_question(s):
        return None
    zh = sentences.is_cjk(s)
    core = _strip_lead(s) if not zh else s
    if not core:
        return None
    if zh:
        if lx.ZH_SMALL_TALK.match(core) or (strict and lx.ZH_BOILERPLATE.match(core)):
            return None
    else:
        if lx.SMALL_TALK.match(core) or lx.REACTION.match(core):
            return None
        if strict and lx.BOILERPLATE.match(core):
            return None
    n = content_words(core)
    if n < 2:
        return None
    cats = categories_of(core)
    first_person = bool(lx.FIRST_PERSON.search(core))
    # Sentences about the other person ("you must be proud") are not facts about the speaker.
    about_other = bool(lx.SECOND_PERSON.search(core)) and not first_person
    # A general assistant's replies are advice about the user's world, so on that side only first-person
    # statements anchor a gem; a user's plain statements about their world ("the CI kept failing on
    # timezone tests") anchor one too.
    topical = bool(set(cats) - {"fact", "event", "plan"}) or n >= MIN_STATEMENT_CONTENT
    anchor = (first_person or (topical and not strict)) and not about_other
    return Sentence(text=s, anchor=anchor, content=n, categories=cats)


def hedged(text: str) -> bool:
    """The sentence doubts itself or passes on hearsay (a hedge that costs more than a softener)."""
    return any(cost >= HEDGE_COST and pat.search(text) for pat, cost in lx.HEDGES)


def confidence_of(text: str) -> float:
    """Base confidence lowered by each kind of hedge found (hearsay most)."""
    c = BASE_CONFIDENCE
    for pat, cost in lx.HEDGES:
        if pat.search(text):
            c -= cost
    return round(max(0.1, min(1.0, c)), 2)


def informativeness(
    text: str, cats: list[str], content: int, speakers: Iterable[str] = (), answers: bool = False
) -> int:
    """How much a statement tells about someone's life: its content words plus bonuses for specifics.

    A statement naming something (a proper noun other than the speakers' own names), carrying a number or
    date, telling of the speaker's own life ("my sister", "I went"), or deciding/fixing/starting something
    is worth more than its word count; a bare opinion is worth its words. An answer to the other person's
    question (answers) adds a little: what people ask each other about is what they later ask about.
    """
    score = content + (ANSWER_BONUS if answers else 0)
    if lx.PERSONAL_LIFE.search(text):
        score += SPECIFIC_BONUS
    people = {w.lower() for n in speakers for w in n.split()}
    if any(w.lower() not in people for w in _PROPER.findall(text)):
        score += SPECIFIC_BONUS
    if re.search(r"\d", text):
        score += SPECIFIC_BONUS
    if set(cats) & {"decision", "solution", "project", "health"}:
        score += SPECIFIC_BONUS
    elif "preference" in cats:
        score += SPECIFIC_BONUS // 2
    return score


def importance_of(text: str, score: int) -> str:
    """high for health and safety, medium for an informative statement (score: informativeness), else low."""
    if lx.HIGH_IMPORTANCE.search(text):
        return "high"
    return "medium" if score >= MIN_INFORMATIVE else "low"


def _cut_words(text: str, limit: int) -> str:
    if sentences.is_cjk(text):
        return text if len(text) <= limit * 2 else text[: limit * 2] + "…"
    ws = text.split()
    return text if len(ws) <= limit else " ".join(ws[:limit]) + " …"


def _questions(text: str) -> str:
    return " ".join(s for s in sentences.split(text) if sentences.is_question(s))


def is_peer(chunk: Chunk) -> bool:
    """The "assistant" side talks about a life of its own (a person, e.g. a friend in a chat), not as a tool.

    A general assistant's replies rarely say "my kids" or "I went"; a person's do, often. When enough of
    the chunk's replies do, the replies are read with the same rules as the user's messages.
    """
    replies = [t.assistant_text for t in chunk.turns if t.assistant_text.strip()]
    if len(replies) < PEER_MIN_REPLIES:
        return False
    personal = sum(1 for r in replies if lx.PERSONAL_LIFE.search(r))
    return personal >= PEER_SHARE * len(replies)


class RulesExtractor(Extractor):
    """Deterministic EN/ZH statement extractor (no model, no network)."""

    name = "rules"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings

    def extract(self, chunk: Chunk) -> Extraction:
        """One draft per side of a turn that states something worth remembering."""
        drafts: list[GemDraft] = []
        prev: Side | None = None
        # When the other side is a person (a friend in a chat), its replies are read like the user's messages.
        peer = is_peer(chunk)
        # Session files seldom carry display names; learn them from how each side addresses the other.
        user_name = names.addressed_name(t.assistant_text for t in chunk.turns)
        assistant_name = names.addressed_name(t.user_text for t in chunk.turns)
        if user_name == assistant_name:
            user_name = assistant_name = None
        scores: list[int] = []
        messages = 0
        for turn in chunk.turns:
            for side in self._sides(turn, user_name, assistant_name):
                messages += 1
                made = self._draft(side, prev, strict=side.is_assistant and not peer)
                if made is not None:
                    drafts.append(made[0])
                    scores.append(made[1])
                prev = side
        return Extraction(drafts=self._within_budget(drafts, scores, messages))

    @staticmethod
    def _within_budget(drafts: list[GemDraft], scores: list[int], messages: int) -> list[GemDraft]:
        """At most MAX_GEMS_PER_MESSAGE of the chunk's messages stay above low: the most informative ones.

        A memory, not a dump: a chatty stretch where every message says something still yields the best
        half, and the rest is marked low (the gatekeeper's min_importance drops it, and counts it).
        """
        cap = max(1, int(MAX_GEMS_PER_MESSAGE * messages))
        worthy = [i for i, d in enumerate(drafts) if d.importance != "low"]
        if len(worthy) <= cap:
            return drafts
        # High first, then the most informative; ties keep the earlier message.
        order = sorted(worthy, key=lambda i: (drafts[i].importance != "high", -scores[i], i))
        out = list(drafts)
        for i in order[cap:]:
            out[i] = drafts[i].model_copy(update={"importance": "low"})
        return out

    @staticmethod
    def _sides(turn: Turn, user_name: str | None = None, assistant_name: str | None = None) -> list[Side]:
        # Names from the buffer win; learned ones fill in; "User"/"Assistant" otherwise.
        out = []
        if turn.user_text.strip():
            out.append(Side(turn, turn.user_name or user_name or "User", turn.user_text, False))
        if turn.assistant_text.strip():
            out.append(Side(turn, turn.assistant_name or assistant_name or "Assistant", turn.assistant_text, True))
        return out

    def _draft(self, side: Side, prev: Side | None, strict: bool) -> tuple[GemDraft, int] | None:
        # strict: a general assistant's reply, where only first-person statements anchor a gem.
        parsed = [classify(s, strict) for s in sentences.split(side.text)]
        kept = [p for p in parsed if p is not None]
        if not any(p.anchor for p in kept):
            return None
        # A hedged side remark ("Maybe I'll go somewhere else.") stays out when the speaker also states
        # something plainly: the gem holds what was said for sure, and is judged (confidence) on that.
        sure = [p for p in kept if not hedged(p.text)]
        if any(p.anchor for p in sure):
            kept = sure
        # The side's statements in order (questions, small talk and boilerplate are already out), within the cap.
        body_parts: list[Sentence] = []
        total = 0
        for p in kept:
            n = sentences.word_count(p.text)
            if total + n > MAX_GEM_WORDS and body_parts:
                break
            body_parts.append(p)
            total += n
        said = " ".join(p.text for p in body_parts)
        when = (side.turn.reply_timestamp if side.is_assistant and side.turn.reply_timestamp else side.turn.timestamp).date()
        body = relative_dates.annotate(said, when)
        cats: list[str] = []
        for p in body_parts:
            for c in p.categories:
                if c not in cats:
                    cats.append(c)
        cats = sorted(cats, key=_CATEGORY_ORDER.index)[:4] or ["fact"]
        content = sum(p.content for p in body_parts)
        # Names of the people talking are not specifics ("Thanks, Ann!"); other names are.
        speakers = {side.speaker, side.turn.user_name or "", side.turn.assistant_name or ""} | ({prev.speaker} if prev else set())
        context = ""
        if prev is not None and prev.speaker != side.speaker:
            # The message this one answers, verbatim when short (it is part of what was said), else its questions.
            q = prev.text.strip() if sentences.word_count(prev.text) <= MAX_CONTEXT_WORDS else _questions(prev.text)
            asked = any(sentences.is_question(x) for x in sentences.split(prev.text))
            if q and (asked or not CONTEXT_NEEDS_QUESTION):
                context = f"In reply to {prev.speaker}: {_cut_words(q, MAX_CONTEXT_WORDS)}"
        n = side.turn.turn_number
        # context is only written for a reply to a question (CONTEXT_NEEDS_QUESTION): that is an answer.
        score = informativeness(said, cats, content, speakers, answers=bool(context) and CONTEXT_NEEDS_QUESTION)
        return GemDraft(
            gem=f"{side.speaker}: {body}",
            context=context,
            categories=cats,
            # Judged on the words as said: the date notes added above are not the speaker's specifics.
            importance=importance_of(said, score),
            confidence=confidence_of(body),
            turn_range=f"{n}-{n}",
            speaker=side.speaker,
        ), score
