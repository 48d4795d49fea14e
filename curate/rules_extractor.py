"""The offline, deterministic curator backend: statements people make about themselves, found by rules.

For each side of each turn (the user's message, the assistant's reply) it keeps the sentences that state
something — first-person statements with content, decisions, fixes, likes and dislikes, plans, health,
family, events — and drops greetings, thanks, reactions and a general assistant's boilerplate. People
tell an assistant facts while asking ("I only got 3 interviews so far, is that a good sign?"): a question
that states something about the speaker before its request is kept; a bare request is not.
A side becomes at most MAX_GEMS_PER_SIDE short drafts (its most informative sentences, within a word
cap, markdown dropped, code blocks summarised as "code: ..." — the code stays in the snippet), prefixed
with the speaker's role or configured display name (never a name guessed from the text), relative dates
resolved against the message date, and a context line quoting the other speaker's question it answered.
A general assistant's reply is remembered only when the user's next message accepts it ("thanks, that
worked", "let's go with that"): then its decisive sentences become "Assistant (accepted): ...". Any other
reply leaves its decisive sentences as "Assistant (answer): ..." (category "answer"), outside the chunk's budget: search shows
answers only for a question that asks for a summary of what was discussed (retrieve/ranker.py). When the
replies of a chunk talk about a life of their own (the other side is a person, as in a chat between
friends), they are read like the user's messages.
A draft's importance comes from how informative it is (content words, plus specifics: names, numbers,
the speaker's own life, decisions); a chunk keeps at most one gem per message and at most WORDS_SHARE of
its words, most informative first (the rest are marked low). Same input, same output; no network.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from curate import lexicon as lx
from curate import markup, pasted, relative_dates, sentences
from curate.backend import Chunk, Extraction, Extractor, GemDraft
from schemas import ANSWER, IMPORTANCE_RANK, STANDING, Turn
from utils.config import Settings

# A gem is its most informative sentence (whole: a statement cut in half says something else), and
# further sentences while it stays within this many words; the rest of the message goes to the context
# line, which search reads but the prompt does not show. (Tuned on BEAM conversations 1-10 and LoCoMo
# 26/41/47: 15 vs 25/40/60 words, LoCoMo R@300w 0.786/0.780/0.745/0.736, BEAM unchanged at 15-25.
# Round 2, same split: 0 vs 15 vs 40 words, BEAM 0.732/0.732/0.721, LoCoMo 0.791/0.786/0.725 — more of
# the user's words in the shown line cost budget that another memory would use, so one sentence it is.)
MAX_GEM_WORDS = 0
# A single sentence longer than this is cut to its leading clauses. A cut sentence is no longer what the
# person said (the rest of it may turn it round), so only an outlier is cut: people who type run-on
# requests put all their figures and names into one long sentence, and those stay whole (measured in
# bench/results/stop45/quality45b). A long line costs the reader's budget; the ranker weighs that per word
# (retrieve.line_words).
MAX_SENTENCE_WORDS = 200
# A message may give further gems, one per statement about another subject (_another_subject): people
# say several things at once. The budget that matters is the words stored.
MAX_GEMS_PER_SIDE = 3
# What a further statement must be to make a gem of its own (a told event or plain fact stays context).
OWN_GEM = frozenset({"decision", "preference", "instruction", "plan", "health", "relationship", "project", "solution"})
# A further statement sharing more than 1/SHARED_SUBJECT of its subject terms with the first gem is more
# about the same thing.
SHARED_SUBJECT = 3
# An accepted assistant answer is remembered in at most this many words.
MAX_ACCEPTED_WORDS = 30
# An answer quotes whole sentences of at least this many words (shorter ones are labels and asides).
MIN_ANSWER_WORDS = 6
_SENTENCE_END = re.compile(r"[.!?。！？]['\"”’)]*$")
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
# A chunk keeps at most this many gems per message and this share of its words (the rest are marked low):
# see _within_budget. A memory, not a dump; but dropping whole messages is the largest source of misses.
MAX_GEMS_PER_MESSAGE = 1.0
WORDS_SHARE = 0.5
# ... but a short session keeps at least this many words of gems (its one decision is never cut for size).
MIN_CHUNK_WORDS = 40
# Capitalised words inside a sentence (not the first word, not "I"): names of people, places, things.
_PROPER = re.compile(r"(?<![.!?:]\s)(?<=\s)(?!I\b)[A-Z][a-z]+")
_SEE_YOU = re.compile(r"^see you\b", re.IGNORECASE)
# A number: digits, or Han numerals with a unit or measure word ("三个孩子", "五公里", "两年", "十点").
_NUMBER = re.compile(r"\d|[一二两三四五六七八九十百千万半几]+(?:个|岁|年|月|天|周|次|公里|米|斤|公斤|块|元|小时|分钟|点|本|只|条|家|口|位|层|倍|种|份|张|辆|套|台)")
# Peer detection: read the replies like the user's messages when at least PEER_SHARE of the chunk's
# replies (and at least PEER_MIN_REPLIES of them) speak of the replier's own life. Length does most of
# the telling (a general assistant's median reply is hundreds of words: 647 in BEAM's chats; a person's
# a line or two: 9-44 in LoCoMo's sessions); at 0.25 the share still read 126 of LoCoMo's 217 person-to-
# person sessions as an assistant's (their replies were then kept only when accepted), at 0.1 it reads 80 %
# as people: evidence shown by some gem 0.870 -> 0.925, R@300w 0.781 -> 0.825 (better on 7 of 8 chats).
PEER_SHARE = 0.1
PEER_MIN_REPLIES = 4
# ... and when their median length is at most this many words (a person's chat line, not an answer).
PEER_MAX_WORDS = 60
# Whether the context line is only written when the previous message asked something.
CONTEXT_NEEDS_QUESTION = True
# A statement without "I" needs this many content words to stand on its own.
MIN_STATEMENT_CONTENT = 4
# Hedges at least this costly ("maybe", "I heard that") make a sentence a side remark when others are sure.
HEDGE_COST = 0.1
# High enough that one gatekeeper uncertainty penalty (0.25) after a mild hedge still passes 0.6.
BASE_CONFIDENCE = 0.9
# Category order decides the first (primary) category when several cues match.
_CATEGORY_ORDER = ("instruction", "health", "decision", "solution", "project", "plan", "preference", "relationship", "event", "fact")


@dataclass
class Sentence:
    """One sentence of a message and what the rules found in it."""

    text: str
    anchor: bool  # states something about the speaker or their world
    content: int  # content words
    categories: list[str]
    about_other: bool = False  # about the person spoken to ("you must be proud"), not the speaker


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


@functools.lru_cache(maxsize=256)
def _names_lead(names: frozenset[str]) -> re.Pattern[str] | None:
    ns = sorted({w for n in names for w in n.split() if len(w) > 1}, key=len, reverse=True)
    return re.compile(r"^(?:" + "|".join(map(re.escape, ns)) + r")\b[\s,!.~:-]*", re.IGNORECASE) if ns else None


def _strip_names(s: str, names: Iterable[str]) -> str:
    # "Wow John, that's impressive!" is the reaction "that's impressive!" said to John: the speakers' names
    # (never a name read from the text) are dropped where they open the sentence, with the lead around them.
    pat = _names_lead(frozenset(names))
    if pat is None:
        return _strip_lead(s)
    for _ in range(2):
        s = _strip_lead(pat.sub("", _strip_lead(s)))
    return s


def classify(sentence: str, strict: bool, names: Iterable[str] = ()) -> Sentence | None:
    """The sentence with what it holds, or None when it is a question, small talk or boilerplate.

    strict: the sentence is from a general assistant's reply (boilerplate is dropped, and only first-person
    statements anchor a gem). names: the speakers' names, a vocative of which opens no statement.
    """
    s = sentence.strip()
    if not s:
        return None
    zh = sentences.is_cjk(s)
    core = _strip_names(s, names) if not zh else s
    if not core:
        return None
    asking = sentences.is_question(s)
    if asking or not zh:
        # What comes before a request ("..., can you help me?") is the statement; a bare request is none.
        core = lx.statement_part(core)
        if asking and (strict or not lx.FIRST_PERSON.search(core)):
            return None
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
    # "Went to the park yesterday." drops the "I" that chats leave out: it is the speaker's own experience.
    first_person = bool(lx.FIRST_PERSON.search(core) or lx.OWN_EXPERIENCE.search(core))
    # Sentences about the other person ("you must be proud") are not facts about the speaker.
    # A standing instruction names the assistant ("when you recommend Rust libraries") and is the speaker's wish.
    # "See you tomorrow at the pub" is a plan of both, not a remark about the other person.
    about_other = (bool(lx.SECOND_PERSON.search(_SEE_YOU.sub("", core)))
                   and not first_person and "instruction" not in cats)
    # A general assistant's replies are advice about the user's world, so on that side only first-person
    # statements anchor a gem; a user's plain statements about their world ("the CI kept failing on
    # timezone tests") anchor one too.
    # A plan that names where or when ("See you tomorrow at McGee's Pub!") states something too.
    topical = (bool(set(cats) - {"fact", "event", "plan"}) or n >= MIN_STATEMENT_CONTENT
               or ("plan" in cats and bool(_PROPER.search(core) or _NUMBER.search(core))))
    anchor = (first_person or (topical and not strict)) and not about_other
    return Sentence(text=s, anchor=anchor, content=n, categories=cats, about_other=about_other)


def _stated(text: str) -> str:
    # The statement parts of a text's sentences: a "might" inside a request is not the speaker's doubt.
    return " ".join(lx.statement_part(x) for x in sentences.split(text))


def hedged(text: str) -> bool:
    """The sentence doubts itself or passes on hearsay (a hedge that costs more than a softener)."""
    t = _stated(text)
    return any(cost >= HEDGE_COST and pat.search(t) for pat, cost in lx.HEDGES)


def confidence_of(text: str) -> float:
    """Base confidence lowered by each kind of hedge found (hearsay most)."""
    c = BASE_CONFIDENCE
    t = _stated(text)
    for pat, cost in lx.HEDGES:
        if pat.search(t):
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
    if own_life(text):
        score += SPECIFIC_BONUS
    people = {w.lower() for n in speakers for w in n.split()}
    if any(w.lower() not in people for w in _PROPER.findall(text)):
        score += SPECIFIC_BONUS
    if _NUMBER.search(text):
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


def own_life(text: str) -> bool:
    """The text tells of the speaker's own life: "my sister", "I went", or an experience told in the first
    person at the head of a sentence ("Last weekend I volunteered", "I'm busy getting ready", "Been busy")."""
    return bool(lx.PERSONAL_LIFE.search(text) or lx.OWN_EXPERIENCE.search(text))


def is_peer(chunk: Chunk) -> bool:
    """The "assistant" side talks about a life of its own (a person, e.g. a friend in a chat), not as a tool.

    A general assistant's replies rarely say "my kids" or "I went"; a person's do, often. When enough of
    the chunk's replies do, the replies are read with the same rules as the user's messages.
    """
    replies = [t.assistant_text for t in chunk.turns if t.assistant_text.strip()]
    if len(replies) < PEER_MIN_REPLIES:
        return False
    # A general assistant answers at length; people in a chat write a line or two.
    lengths = sorted(sentences.word_count(r) for r in replies)
    if lengths[len(lengths) // 2] > PEER_MAX_WORDS:
        return False
    personal = sum(1 for r in replies if own_life(r))
    return personal >= PEER_SHARE * len(replies)


class RulesExtractor(Extractor):
    """Deterministic EN/ZH statement extractor (no model, no network)."""

    name = "rules"
    # Reads turns one by one: a chunk needs no room for a model and no overlap (each turn is read once).
    context_limited = False

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings

    def extract(self, chunk: Chunk) -> Extraction:
        """Short drafts of what each side states; an assistant's answer only when the user accepted it."""
        drafts: list[GemDraft] = []
        scores: list[int] = []
        # When the other side is a person (a friend in a chat), its replies are read like the user's messages.
        peer = is_peer(chunk)
        sides = [x for turn in chunk.turns for x in self._sides(turn)]
        words = sum(sentences.word_count(x.text) for x in sides)
        answers: list[GemDraft] = []
        for i, side in enumerate(sides):
            prev = sides[i - 1] if i else None
            if side.is_assistant and not peer:
                nxt = sides[i + 1] if i + 1 < len(sides) else None
                made = self._accepted(side, nxt) if nxt is not None and not nxt.is_assistant else []
                if not made and sentences.word_count(side.text) <= PEER_MAX_WORDS and own_life(side.text):
                    # A reply about a life of its own ("I started building a canoe with my brother") is a
                    # person talking, even where the chunk is too short to tell (is_peer).
                    made = self._drafts(side, prev, strict=True)
                # A general assistant's answer (a person's line or two in a chat is no such thing, is_peer).
                if not made and prev is not None and not prev.is_assistant and \
                        sentences.word_count(side.text) > PEER_MAX_WORDS:
                    answers += [d for d, _ in self._answer(side, prev)]
            else:
                made = self._drafts(side, prev)
            for d, sc in made:
                drafts.append(d)
                scores.append(sc)
        # Answers take no place of the person's statements: they are outside the budget, and search keeps them
        # apart (retrieve/ranker.py).
        return Extraction(drafts=self._within_budget(drafts, scores, len(sides), words) + answers)

    @staticmethod
    def _within_budget(drafts: list[GemDraft], scores: list[int], messages: int, words: int) -> list[GemDraft]:
        """At most MAX_GEMS_PER_MESSAGE gems per message and WORDS_SHARE of the chunk's words stay above low.

        The most informative drafts first (high importance before all); the rest are marked low (the
        gatekeeper's min_importance drops them, and counts them). The memory stays smaller than what
        was said, but no message is dropped only to fill a quota.
        """
        # A chunk of one or two messages may still hold a message's several statements (MAX_GEMS_PER_SIDE).
        cap_n = max(MAX_GEMS_PER_SIDE, int(MAX_GEMS_PER_MESSAGE * messages))
        cap_w = max(MIN_CHUNK_WORDS, int(WORDS_SHARE * words))
        worthy = [i for i, d in enumerate(drafts) if d.importance != "low"]
        # High and standing instructions first (an instruction holds for every later turn), then the most
        # informative; ties keep the earlier message.
        order = sorted(worthy, key=lambda i: (
            drafts[i].importance != "high" and STANDING not in drafts[i].categories, -scores[i], i))
        out = list(drafts)
        used_n = used_w = 0
        for i in order:
            w = sentences.word_count(drafts[i].gem)
            if used_n < cap_n and (used_w + w <= cap_w or used_n == 0):
                used_n += 1
                used_w += w
            else:
                out[i] = drafts[i].model_copy(update={"importance": "low"})
        return out

    @staticmethod
    def _sides(turn: Turn) -> list[Side]:
        # Speakers are the buffer's display names (configured per source) or the roles: never a name
        # guessed from the text, which mistakes "Hello, World!" or an e-mail's "Best," for a person.
        out = []
        if turn.user_text.strip():
            out.append(Side(turn, turn.user_name or "User", turn.user_text, False))
        if turn.assistant_text.strip():
            out.append(Side(turn, turn.assistant_name or "Assistant", turn.assistant_text, True))
        return out

    @staticmethod
    def _sentences(text: str, own_only: bool = True) -> tuple[list[str], list[tuple[str, str]]]:
        # Prose sentences without markdown, and the code blocks taken out of the text. Text a person pasted or
        # quoted (an e-mail, a quoted message, a log) is not their statement: only their own words count
        # (own_only; a general assistant's reply pastes nothing, its quoted drafts are its answer).
        prose, code = markup.split_code(text)
        if own_only:
            prose, _ = pasted.split(prose)
        return [x for x in (markup.plain(p) for p in sentences.split(prose)) if x], code

    def _drafts(self, side: Side, prev: Side | None, strict: bool = False) -> list[tuple[GemDraft, int]]:
        """Up to MAX_GEMS_PER_SIDE drafts of the side's most informative statements.

        strict: a general assistant's reply (boilerplate dropped, only first-person statements anchor).
        """
        said_sentences, code = self._sentences(side.text, own_only=not strict)
        speakers = {side.speaker, side.turn.user_name or "", side.turn.assistant_name or ""} | ({prev.speaker} if prev else set())
        kept = [p for p in (classify(x, strict, speakers) for x in said_sentences) if p is not None]
        # An answer to the other person's question is what they asked about even without "I": its first
        # statement ("They were awestruck and humbled.") and any that names someone or something
        # ("It was Matt Patterson", "Their name is Luna.") anchor a gem.
        promote = [] if strict else [k for k, p in enumerate(kept) if not p.anchor and not p.about_other
                                     and (k == 0 or _names_something(p.text, speakers))]
        if not promote and not any(p.anchor for p in kept):
            return []
        context = self._context(side, prev)
        answers = bool(context) and CONTEXT_NEEDS_QUESTION
        if answers:
            for k in promote:
                kept[k].anchor = True
        if not any(p.anchor for p in kept):
            return []
        # A hedged side remark ("Maybe I'll go somewhere else.") stays out when the speaker also states
        # something plainly: the gem holds what was said for sure, and is judged (confidence) on that.
        sure = [p for p in kept if not hedged(p.text)]
        if any(p.anchor for p in sure):
            kept = sure
        # A statement that fits whole goes before one that would be cut (_clip): a longer sentence always
        # has more content words, but cut it no longer says what the person said.
        ranked = sorted(range(len(kept)), key=lambda i: (
            not kept[i].anchor, sentences.word_count(kept[i].text) > MAX_SENTENCE_WORDS,
            -informativeness(kept[i].text, kept[i].categories, kept[i].content, speakers), i))
        groups: list[list[int]] = []
        left = list(ranked)
        while left and len(groups) < MAX_GEMS_PER_SIDE and kept[left[0]].anchor:
            group, total = [], 0
            for i in list(left):
                n = sentences.word_count(kept[i].text)
                if not group or total + n <= MAX_GEM_WORDS:
                    group.append(i)
                    total += n
                    left.remove(i)
            groups.append(sorted(group))
        # Further statements become gems of their own only when they are about another subject and worth
        # keeping alone; the others stay in the first gem's context line.
        first = [kept[i] for i in groups[0]] if groups else []
        # A health fact (an allergy, a diagnosis, an injury) is its own gem even inside a story about the same
        # thing: it is what later answers must not miss, and a context line is not shown.
        groups = groups[:1] + [g for g in groups[1:] if OWN_GEM & {c for i in g for c in kept[i].categories}
                               and (_another_subject([kept[i] for i in g], first)
                                    or "health" in {c for i in g for c in kept[i].categories})
                               and IMPORTANCE_RANK.get(self._make(side, [kept[i] for i in g], "", "", speakers,
                                                                  answers, judged=[kept[i] for i in g])[0].importance, 0)
                               >= IMPORTANCE_RANK["medium"]]
        out = []
        used = {i for g in groups for i in g}
        # What the speaker said besides the gems' sentences goes to the context (searchable, not shown).
        rest = " ".join(kept[i].text for i in range(len(kept)) if i not in used)
        for gi, group in enumerate(groups):
            parts = [kept[i] for i in group]
            said = " ".join(_clip(p.text) for p in parts)
            if gi == 0 and code:
                said += " (" + "; ".join(markup.code_summary(lang, c) for lang, c in code[:2]) + ")"
            ctx = context
            if gi == 0 and rest:
                ctx = f"{context}\nAlso said: {_cut_words(rest, MAX_CONTEXT_WORDS)}".strip()
            out.append(self._make(side, parts, said, ctx, speakers, answers, judged=kept if gi == 0 else None))
        return out

    def _answer(self, side: Side, prev: Side) -> list[tuple[GemDraft, int]]:
        """A general assistant's reply as an answer: its decisive sentences, verbatim, category "answer"."""
        said_sentences, _ = self._sentences(side.text, own_only=False)
        speakers = {side.speaker, prev.speaker}
        # Whole prose sentences only: a heading or a list label ("Use Clear Headings") is no statement, and a
        # sentence cut short is no longer what was said.
        prose = [x for x in said_sentences if _SENTENCE_END.search(x)
                 and MIN_ANSWER_WORDS <= sentences.word_count(x) <= MAX_ACCEPTED_WORDS]
        kept = [p for p in (classify(x, True, speakers) for x in prose) if p is not None]
        parts = _key_sentences(kept, speakers, MAX_ACCEPTED_WORDS)
        if not parts:
            return []
        said = " ".join(p.text for p in parts)
        context = f"In reply to {prev.speaker}: {_cut_words(markup.plain(prev.text), MAX_CONTEXT_WORDS)}"
        d, sc = self._make(side, parts, said, context, speakers, answers=False, label=f"{side.speaker} (answer)")
        return [(d.model_copy(update={"categories": [ANSWER], "importance": "medium"}), sc)]

    def _accepted(self, side: Side, reply: Side) -> list[tuple[GemDraft, int]]:
        """The assistant's answer, when the user's next message takes it up, as "Assistant (accepted): ..."."""
        first = next(iter(sentences.split(reply.text)), "")
        if not lx.ACCEPTANCE.search(_strip_lead(first) or first):
            return []
        said_sentences, code = self._sentences(side.text, own_only=False)
        kept = [p for p in (classify(x, False) for x in said_sentences if not sentences.is_question(x)) if p is not None]
        speakers = {side.speaker, reply.speaker}
        parts = _key_sentences(kept, speakers, MAX_ACCEPTED_WORDS)
        if not parts:
            if not code:
                return []
            said = "; ".join(markup.code_summary(lang, c) for lang, c in code[:2])
        else:
            said = " ".join(_clip(p.text, MAX_ACCEPTED_WORDS) for p in parts)
            if code:
                said += " (" + markup.code_summary(*code[0]) + ")"
        context = f"Accepted by {reply.speaker}: {_cut_words(first, MAX_CONTEXT_WORDS // 2)}"
        d, sc = self._make(side, parts, said, context, speakers, answers=False, label=f"{side.speaker} (accepted)")
        cats = [c for c in d.categories if c != "fact"] or ["solution" if code else "decision"]
        return [(d.model_copy(update={"categories": cats}), sc)]

    @staticmethod
    def _context(side: Side, prev: Side | None) -> str:
        if prev is None or prev.speaker == side.speaker:
            return ""
        # The message this one answers, verbatim when short (it is part of what was said), else its questions.
        q = prev.text.strip() if sentences.word_count(prev.text) <= MAX_CONTEXT_WORDS else _questions(prev.text)
        asked = any(sentences.is_question(x) for x in sentences.split(prev.text))
        if q and (asked or not CONTEXT_NEEDS_QUESTION):
            return f"In reply to {prev.speaker}: {_cut_words(markup.plain(q), MAX_CONTEXT_WORDS)}"
        return ""

    @staticmethod
    def _make(
        side: Side, parts: list[Sentence], said: str, context: str, speakers: set[str], answers: bool,
        label: str | None = None, judged: list[Sentence] | None = None,
    ) -> tuple[GemDraft, int]:
        # judged: the sentences the importance is judged on (default: the gem's own). A message's first
        # gem is worth what the whole message tells, not only the sentence it shows.
        jparts = judged or parts
        when = (side.turn.reply_timestamp if side.is_assistant and side.turn.reply_timestamp else side.turn.timestamp).date()
        body = relative_dates.annotate(said, when)
        cats: list[str] = []
        for p in parts:
            for c in p.categories:
                if c not in cats:
                    cats.append(c)
        if side.is_assistant:
            # An instruction is the user's to the assistant; the assistant's "make sure to ..." is advice.
            cats = [c for c in cats if c != STANDING]
        cats = sorted(cats, key=_CATEGORY_ORDER.index)[:4] or ["fact"]
        jcats = list(dict.fromkeys(c for p in jparts for c in p.categories))
        jtext = " ".join(p.text for p in jparts) if judged else said
        content = sum(p.content for p in jparts)
        # context is only written for a reply to a question (CONTEXT_NEEDS_QUESTION): that is an answer.
        score = informativeness(jtext, jcats, content, speakers, answers=answers)
        n = side.turn.turn_number
        return GemDraft(
            gem=f"{label or side.speaker}: {body}",
            context=context,
            categories=cats,
            # Judged on the words as said: the date notes added above are not the speaker's specifics.
            importance=importance_of(jtext, score),
            confidence=confidence_of(body),
            turn_range=f"{n}-{n}",
            speaker=side.speaker,
        ), score


def _key_sentences(kept: list[Sentence], speakers: set[str], limit: int) -> list[Sentence]:
    """An answer's decisive sentences (what to use or do, a fix, a choice; the rest is explanation), the most
    informative first, within `limit` words, in the order said."""
    decisive = [p for p in kept if set(p.categories) & {"decision", "solution", "project", "plan", "preference"}
                or lx.RECOMMENDS.search(p.text)] or kept
    ranked = sorted(range(len(decisive)), key=lambda i: (-informativeness(
        decisive[i].text, decisive[i].categories, decisive[i].content, speakers), i))
    group, total = [], 0
    for i in ranked:
        n = sentences.word_count(decisive[i].text)
        if not group or total + n <= limit:
            group.append(i)
            total += n
    return [decisive[i] for i in sorted(group)]


def _names_something(text: str, speakers: Iterable[str]) -> bool:
    """A name other than the speakers' own, or a number (Han numerals with a unit too)."""
    people = {w.lower() for n in speakers for w in n.split()}
    return any(w.lower() not in people for w in _PROPER.findall(text)) or bool(_NUMBER.search(text))


def _another_subject(parts: list[Sentence], first: list[Sentence]) -> bool:
    """Is this statement a fact of its own (a further gem), not more about the first gem's subject?

    People say several things in one message ("I adopted a dog called Biscuit. We switched the order
    service to NATS."); a story told in several sentences is one thing. A statement of its own names
    something (a name or a number) the first gem does not, and shares few of its subject terms."""
    from curate.merger import name_groups, terms

    text = " ".join(p.text for p in parts)
    head = " ".join(p.text for p in first)
    said, seen = terms(text), terms(head)
    if not said or len(said & seen) * SHARED_SUBJECT > len(said):
        return False
    head_names = {n for g in name_groups(head) for n in g}
    own = [g for g in name_groups(text) if not g & head_names]
    return bool(own) or bool(re.search(r"\d", text) and not re.search(r"\d", head)) or sentences.is_cjk(text)


_CLAUSE = re.compile(r"(?<=[,;:])\s+|\s+(?=(?:and|but|so|because|which|while)\s)|\s+[—–-]\s+")


def _clip(text: str, limit: int = MAX_SENTENCE_WORDS) -> str:
    """A sentence within `limit` words: a longer one keeps its leading clauses that fit (a statement)."""
    if sentences.word_count(text) <= limit or sentences.is_cjk(text):
        return _cut_words(text, limit)
    out, total = [], 0
    for c in _CLAUSE.split(text):
        n = sentences.word_count(c)
        if out and total + n > limit:
            break
        out.append(c)
        total += n
    return _cut_words(" ".join(out), limit)
