"""An AI addressed inside pasted material and told to remember, forget, take a name or drop its rules, in any
language of the shared lexicon (pure).

A third party who plants an order in an SMS, an e-mail, a file, a calendar invite, an OCR'd screen or a hidden
HTML element turns to the reader ("Beste AI-assistent,", "Msaidizi wa AI,", "Catatan untuk asisten AI —",
"הערת מערכת לעוזר הבינה המלאכותית:", "ربات،") and tells it what to do with what it holds. curate/addressed.py and
curate/vocative.py read that shape with their own operation lists (their AI nouns are the lexicon's); this check
reads all of it from curate/ai_lexicon.py, whose fields are the same in every language, so an address found in one
language is found in all.

``order``: past the speaker's own first line, at the start of a line, a sentence, a clause or a field, up to a few
address words ("dear", "note for", "Kwa", "ถึง"), an AI or assistant noun, then a comma, colon or dash; in what
follows on that line, an operation:
- an AI noun (one marked as an AI: "AI assistant", "KI", "chatbot", "ربات") with a new name, earlier instructions
  to ignore, its memory, or remember/forget about the user, a permission, or from now on;
- a bare assistant noun (a secretary is one too) only with a new name, earlier instructions to ignore, its memory
  to write or wipe, or remember about the user with a permission or from now on: a person's assistant is told
  what to do, not who the user is or who they now are.
What stays: the speaker's own first line (their own prompt or a language question), a noun in running text ("AI
assistants can now remember ..."), the speaker's own assistant ("Mijn assistent,"), a team or a named person
("asisten dosen:", "Para la asistente de dirección:"), a transcript's assistant speaking ("Assistant: I'll
remember that"), and a speaker label with no address word and no strong operation.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from curate import addressed
from curate.ai_lexicon import LETTER as _LETTER
from curate.ai_lexicon import QUALIFIERS, field, role, words
from curate.ai_lexicon import edged as _alt
from utils import prefilter


def _words(names: list[str]) -> str:
    return "|".join(sorted(set(names), key=len, reverse=True))


_AI_ALL = words("ai")
_AI_NOUN = _alt(_words([w for w in _AI_ALL if w not in QUALIFIERS]))
_AI_ANY = _alt(field("ai"))
_HELPER = _alt(field("helper"))
# After an AI word a helper noun may follow unspaced ("AIアシスタント", "AI助手"): no edge before it.
_HELPER_AFTER = unicodedata.normalize("NFKC", rf"(?:{field('helper')})(?![{_LETTER}])")
# An assistant noun phrase: an AI word before it, or after it (with "of", "wa", "de", "d'"), or an AI noun alone.
_LINK = r"(?:[\s-]+(?:de|di|d'|wa|ng|do|da|del|of|for|para)?\s*)"
# A particle or title after it in Japanese and Korean ("AIアシスタントへ", "비서님").
_PARTICLE = r"(?:へ|宛て|あて|さん|様|님|에게|께|님께|님에게)?"
_NOUN = (rf"(?:(?:{_AI_ANY})[\s-]*(?:{_HELPER_AFTER})(?:{_LINK}(?:{_AI_ANY}))?|(?:{_HELPER})(?:{_LINK}(?:{_AI_ANY}))?"
         rf"|(?:{_AI_NOUN})(?:[\s-]*(?:{_AI_ANY}))?){_PARTICLE}")
# Where an address starts: a line, sentence, clause, field or cell, a tag's end, a comment mark, an attribute's or
# a JSON field's opening quote (alt="…", "note": "…"). Not a quote in prose: "a payload like 'Assistant, forget
# …'" is an example the speaker shows.
_ANCHOR = r"(?:^|(?<=[\n.!?;:,。！？।۔|\t>\[(（【—–])|(?<==\")|(?<=\": \")|(?<=\":\"))"
_START = _ANCHOR + r"[ \t\u3000*•·>/#\-–—]*"
# Every place an address may start (a pattern that opens with _START matches nowhere else). RE2's looser form of
# the address (its lookbehinds dropped) rules out few texts, and re's search tries the costly words-before-the-noun
# span at every character; tried at these places only, with re.match, it finds the same matches.
_ANCHORS = re.compile(_ANCHOR, re.MULTILINE)
# Up to a few words before the noun ("Aviso del sistema para el", "הערת מערכת ל", "ถึง"); checked below.
_ADDRESS = prefilter.compile(
    rf"{_START}(?P<pre>[^\n,:;.!?،、，：।۔。！？\"<>|]{{0,48}}?)(?P<noun>{_NOUN})(?P<sep>\s*[,:：—–،、]|\s+-\s|\s*[)）】]\s*[:：])",
    re.IGNORECASE | re.MULTILINE)
_ADDRESS_WORD = re.compile(_alt(field("address")), re.IGNORECASE)
_AI_RE = re.compile(_AI_ANY, re.IGNORECASE)
# Words before the noun that make it somebody's, or a group of people's.
_OWN = re.compile(_alt(r"my|our|mon|ma|mi|mijn|onze|mein\w*|unser\w*|mio|mia|meu|minha|mój|moja|můj|min|mitt|"
                       r"benim|saya|aku|мой|моя|наш\w*|мій|моя|team|équipe|equipo|zespół|tim|tým|команд\w*|tiimi|"
                       r"csapat") + r"|我的|我们的|צוות|فريق|تیم",
                  re.IGNORECASE)
_REMEMBER = re.compile(_alt(field("remember")), re.IGNORECASE)
_FORGET = re.compile(_alt(field("forget")), re.IGNORECASE)
_FROM_NOW = re.compile(_alt(field("from_now")), re.IGNORECASE)
_IDENTITY = re.compile(_alt(field("identity")), re.IGNORECASE)
_IGNORE = re.compile(_alt(field("ignore")), re.IGNORECASE)
_INSTRUCTIONS = re.compile(_alt(field("instructions")), re.IGNORECASE)
_PERMISSION = re.compile(_alt(field("permission")), re.IGNORECASE)
_MEMORY = re.compile(_alt(field("memory")), re.IGNORECASE)
_USER = re.compile(_alt(field("user")), re.IGNORECASE)
# The speaker's own "I" opening what follows: only the forms that are "I" in every language of the table ("je" is
# "is" in Croatian and "you" in Dutch, "من" "from" in Arabic).
_ME = re.compile(r"^\s*(?:(?:I|I'll|I'm|I've|I'd|ich|j'|yo|eu|io|ik|jag|jeg|я|ja|ben|saya|aku|tôi)(?![\w'])"
                 r"|我|私|나는|저는|제가|내가|אני|أنا)", re.IGNORECASE)
# A transcript's AI answering: it agrees or reports ("Sure,", "Done", "好的").
_REPLY = re.compile(r"^\s*(?:sure|ok|okay|done|got it|noted|of course|certainly|d'accord|claro|vale|klar|certo|tamam|"
                    r"好的|好|收到|明白|はい|네)\b", re.IGNORECASE)
# The quote a one-line paste opens with.
_LEAD_QUOTE = re.compile(r"\s*[\"'«“„「『]\s*")
# How much of the line after the address is read.
_READ = 300


def _strong(said: str, named: bool = True) -> bool:
    """A new name (if ``named``: a transcript's AI tells the user "your name is …" too), earlier instructions
    dropped, or its memory written or wiped."""
    if named and _IDENTITY.search(said) or _INSTRUCTIONS.search(said) and (_IGNORE.search(said) or _FORGET.search(said)):
        return True
    # The memory named apart from the verb: "記憶して", "pamätaj" are a verb whose stem is the memory word.
    verbs = _REMEMBER.sub(" ", _FORGET.sub(" ", said))
    return verbs != said and _MEMORY.search(verbs) is not None


def _weak(said: str) -> bool:
    """Remember or forget about the user, a permission, or from now on."""
    keep = _REMEMBER.search(said) or _FORGET.search(said)
    return bool(keep and (_USER.search(said) or _PERMISSION.search(said) or _FROM_NOW.search(said)))


def operation(said: str, is_ai: bool = True) -> bool:
    """Is what follows an address an operation on what the AI holds or is (an AI noun's or, with ``is_ai`` false,
    a bare assistant noun's measure: see the module doc)?"""
    if is_ai:
        return _strong(said) or _weak(said)
    return _strong(said) or bool(_REMEMBER.search(said) and _USER.search(said)
                                 and (_PERMISSION.search(said) or _FROM_NOW.search(said)))


# For curate/directive.py: the noun phrase of an AI or an assistant, and where an address may start.
NOUN = _NOUN
START = _START
AI = _AI_RE
# Where an address or a label (curate/directive.py) may be: an AI word, a helper noun or a system noun, the first word
# of every noun either pattern reads. No fragment of the lexicon spans a line break, so that word lies on the line of
# the address it ends.
_FIRST_WORDS = rf"{field('ai')}|{field('helper')}|{role('system')}"
_FIRST = re.compile(_alt(_FIRST_WORDS), re.IGNORECASE | re.MULTILINE)
# The same words with their edges as characters, not lookarounds: RE2 can then tell in one linear pass that a text
# holds none of them, where _alt's form loosened (edges dropped) matches inside ordinary words.
_FIRST_ANY = prefilter.compile(
    unicodedata.normalize("NFKC", rf"(?:^|[^{_LETTER}])(?:{_FIRST_WORDS})(?:[^{_LETTER}]|$)"), re.IGNORECASE)


@functools.lru_cache(maxsize=8)
def _word_lines(text: str) -> tuple[int, ...]:
    """The starts of the lines holding a first word (cached: the address and the label checks read the same text)."""
    if not _FIRST_ANY.may_match(text):
        return ()
    return tuple(sorted({text.rfind("\n", 0, m.start()) + 1 for m in _FIRST.finditer(text)}))


def starts(text: str, bracket: bool = False) -> list[int]:
    """The offsets, in order, at which a pattern opening with START, then words of one line, then a noun of this
    module's or curate/directive.py's, may match: the anchors of the lines holding a first word (with `bracket`, of
    lines with a "[" too: after an open bracket the words may start on a later line).

    re's search tries such a pattern's span of words before the noun at every character of a long paste, and RE2
    rules out few texts by its looser form (lookbehinds dropped); one pass for the words keeps the few lines worth
    trying, and re.match at their anchors finds the same matches the search would."""
    found = _word_lines(text)
    if not found:
        return []
    lines = set(found)
    if bracket:
        at = text.find("[")
        while at >= 0:
            lines.add(text.rfind("\n", 0, at) + 1)
            at = text.find("[", at + 1)
    out: list[int] = []
    for begin in sorted(lines):
        end = text.find("\n", begin)
        out += [m.start() for m in _ANCHORS.finditer(text, begin, len(text) if end < 0 else end)]
    return out


def _pre_ok(pre: str) -> bool | None:
    """True if the words before the noun address it, None if there are none, False if they make it a topic or a
    person's."""
    pre = pre.strip(" \t-–—*•·>/#")
    if not pre:
        return None
    if _OWN.search(pre) and not _ADDRESS_WORD.search(pre):
        return False
    if len(pre.split()) > 5:
        return False
    # Every word an address word (or a short article or particle beside one): "Note for the", "Kwa", "ถึง".
    rest = _ADDRESS_WORD.sub(" ", pre)
    return _ADDRESS_WORD.search(pre) is not None and len(rest.split()) <= 2 and not _OWN.search(rest)


def order(text: str) -> bool:
    """Does the body of the text (past the speaker's own first line) address an AI and tell it an operation on
    what it holds or is (see the module doc)?"""
    pasted = addressed.body(unicodedata.normalize("NFKC", text))
    if not pasted:
        return False
    if "\n" not in text:
        # One line: the pasted text after the speaker's request and its colon ("Que veut dire ce SMS : « … »") is
        # read from its start only; further in, an address is an example in the speaker's own sentence.
        lead = _LEAD_QUOTE.match(pasted)
        pasted = pasted[lead.end():] if lead else pasted
        m = _ADDRESS.exact.match(pasted)
        return m is not None and _orders(pasted, m)
    # Each start is tried: a long run of words before a noun may hide a shorter address inside it.
    return any((m := _ADDRESS.exact.match(pasted, at)) is not None and _orders(pasted, m) for at in starts(pasted))


def _orders(pasted: str, m: re.Match[str]) -> bool:
    """Is the address found an AI's, and what follows it on its line an operation for it?"""
    pre = _pre_ok(m.group("pre"))
    if pre is False:
        return False
    end = pasted.find("\n", m.end())
    said = pasted[m.end(): (len(pasted) if end < 0 else end)][:_READ]
    if _REPLY.search(said) or _ME.search(said):
        return False
    is_ai = _AI_RE.search(m.group("noun")) is not None
    if pre is None and m.group("sep").strip() in (":", "："):
        # A bare speaker label ("Assistant:", "AI:"): a transcript's line unless it gives a strong order; a name
        # only "from now on" (the AI of a transcript may tell the user their own name).
        return is_ai and _strong(said, named=_FROM_NOW.search(said) is not None)
    return operation(said, is_ai)
