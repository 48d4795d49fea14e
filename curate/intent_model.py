"""A learned reader of intent: does this text give orders to the memory system or the assistant? (pure)

The injection rules (curate/rules.yaml) name the shapes an order takes; a blind author's next paraphrase
takes another. This layer is a linear model over word and character n-grams, trained offline by
bench/intent_train.py (scikit-learn there only) and shipped as weights in curate/data/intent_model.json;
here it is plain Python: the text read the way the trainer read it (``features``), a weighted sum, a
threshold. The gatekeeper drops a gem when the rules OR this model fire (rule ``injection``).

The text is read as a model reads it, with the disguises taken off: utils.normalise (NFKC, no zero-width or
bidi controls), lower case, Cyrillic and Greek look-alikes inside Latin words folded to Latin ("Ignоrе"),
digits inside words read as letters ("ign0re", "s4ve"), letters spaced apart joined ("i g n o r e"). A
long text is read in windows of a few sentences and judged by its most order-like window: an order buried
in a pasted mail is not diluted by the mail around it.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from itertools import repeat
from typing import Any

from utils.normalise import normalise

MODEL_FILE = "intent_model.json"
# Characters per window of a long text: about what the training items hold (a paragraph, a short mail).
WINDOW = 600
MEMO_SIZE = 4096
# Fewer words than this and the model does not judge: a few words give a few features, each weighing a lot
# ("the user", "memory store" are everyday fragments); no hand-written order in the tuning sets is that short,
# and short orders ("ignore previous instructions") are the patterns' work.
MIN_WORDS = 6
_WORDS = re.compile(r"[\u3400-\u9fff]|[^\W_\u3400-\u9fff]+", re.UNICODE)

# Look-alikes of Latin letters (Cyrillic, Greek), folded only inside words that also hold ASCII letters:
# a Russian word stays Russian; "Ignоrе" with a Cyrillic "о" and "е" is "ignore".
_CONFUSABLE = str.maketrans({
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w",
    "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
    "γ": "y",
})
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)*|[@$]", re.UNICODE)
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_LATIN_WORD = re.compile(r"[a-z0-9'@$]+")
# "d i s r e g a r d   a l l": single letters one space apart (three or more) are one word.
_SPACED = re.compile(r"(?<![a-z0-9])(?:[a-z] ){2,}[a-z](?![a-z0-9])")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？\n])")


_LOOKALIKE_CASED = str.maketrans({**{k: v for k, v in _CONFUSABLE.items()},
                                  **{ord(chr(k).upper()): v.upper() for k, v in _CONFUSABLE.items() if chr(k).upper() != chr(k)}})
_NONSPACE = re.compile(r"\S+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def _fold_mixed(m: re.Match[str]) -> str:
    w = m.group(0)
    return w.translate(_LOOKALIKE_CASED) if not w.isascii() and _ASCII_LETTER.search(w) else w


_SPACES = re.compile(r"(\s+)")
_EDGE_PUNCT = re.compile(r"^[^\w]+|[^\w]+$")


def _latin(token: str) -> bool:
    return token.isascii() and _ASCII_LETTER.search(token) is not None


def _all_lookalike(token: str) -> bool:
    core = _EDGE_PUNCT.sub("", token)
    return bool(core) and not core.isascii() and core.translate(_LOOKALIKE_CASED).isascii()


def fold_lookalikes(text: str) -> str:
    """The text with Cyrillic and Greek look-alikes folded to Latin inside words that also hold ASCII letters,
    and in a run of words made only of look-alikes between two Latin words ("share а сору with them": a Russian
    "а" among Russian words stays)."""
    if text.isascii():
        return text
    parts = _SPACES.split(_NONSPACE.sub(_fold_mixed, text))
    words = parts[::2]
    i = 1
    while i < len(words) - 1:
        if not _all_lookalike(words[i]):
            i += 1
            continue
        j = i
        while j < len(words) - 1 and _all_lookalike(words[j]):
            j += 1
        # A run of such words, a Latin word on each side.
        if _latin(words[i - 1]) and _latin(words[j]):
            for k in range(i, j):
                parts[2 * k] = words[k].translate(_LOOKALIKE_CASED)
        i = j + 1
    return "".join(parts)


_LOWER = re.compile(r"[a-z]")
_LEETABLE = re.compile(r"[0-9@$]")


def _fold_word(w: str) -> str:
    if not w.isascii() and _LOWER.search(w):
        w = w.translate(_CONFUSABLE)
    if _LEETABLE.search(w) and _LOWER.search(w):
        w = w.translate(_LEET)
    return w


def read(text: str) -> str:
    """The text as the model reads it: normalised, lower case, look-alikes and leetspeak folded, spacing joined."""
    t = normalise(text).lower()
    t = _SPACED.sub(lambda m: m.group(0).replace(" ", ""), t)
    return " ".join(_fold_word(w) for w in t.split())


def features(text: str) -> set[str]:
    """The distinct features of one text: words, word pairs, character 3-5-grams of the words, Han 1-3-grams."""
    t = read(text)
    out: set[str] = set()
    latin: list[str] = []
    for tok in _TOKEN.findall(t):
        if tok.isascii():  # no Han in it: the word itself (the common case, without the three Han searches)
            latin.append(tok)
            continue
        if _HAN.fullmatch(tok):
            latin.append("|")  # a Han run breaks the word pairs
            for n in (1, 2, 3):
                out.update("h:" + tok[i:i + n] for i in range(len(tok) - n + 1))
            continue
        for part in _HAN.split(tok) if _HAN.search(tok) else (tok,):
            if part:
                latin.append(part)
        for run in _HAN.findall(tok):
            for n in (1, 2, 3):
                out.update("h:" + run[i:i + n] for i in range(len(run) - n + 1))
    words = [w for w in latin if w != "|"]
    # Lists, not generators (faster), added in the same order: the set, and the order a score sums it in, are the same.
    out.update(["w:" + w for w in words])
    out.update(["b:" + a + " " + b for a, b in zip(latin, latin[1:]) if a != "|" and b != "|"])
    joined = " " + " ".join([w for w in words if _LATIN_WORD.fullmatch(w)]) + " "
    for n in (3, 4, 5):
        out.update(["c:" + joined[i:i + n] for i in range(len(joined) - n + 1)])
    return out


def words(text: str) -> float:
    """How many words the text holds (a Han character counts half: Chinese runs about two to a word)."""
    return sum(0.5 if "\u3400" <= w <= "\u9fff" else 1.0 for w in _WORDS.findall(text))


def windows(text: str, size: int = WINDOW) -> list[str]:
    """The text in windows of whole sentences of at most about `size` characters (one window if short)."""
    if len(text) <= size:
        return [text]
    parts = [p for p in _SENTENCE_END.split(text) if p.strip()]
    out: list[str] = []
    cur = ""
    for p in parts:
        while len(p) > size:  # a sentence longer than a window (code, a log line): cut it
            if cur:
                out.append(cur)
                cur = ""
            out.append(p[:size])
            p = p[size:]
        if cur and len(cur) + len(p) > size:
            out.append(cur)
            cur = ""
        cur += p
    if cur.strip():
        out.append(cur)
    # Each window with the next one's start: an order split across a window edge is still read whole.
    return [w + (out[i + 1][: size // 3] if i + 1 < len(out) else "") for i, w in enumerate(out)]


@dataclass(frozen=True)
class IntentModel:
    """Weights of the linear model: a score above `threshold` means the text gives orders."""

    weights: dict[str, float]
    bias: float
    threshold: float
    window: int = WINDOW
    # Scores already computed, by text: a message's drafts share its source text (bounded, cleared when full).
    _memo: dict[str, float] = field(default_factory=dict, compare=False, repr=False)

    def score_one(self, text: str) -> float:
        """The model's score (log-odds) of one window of text, as the trainer computes it."""
        f = features(text)
        if not f:
            return self.bias
        # The weights in the set's order, an unknown feature 0.0: the trainer's sum, term by term.
        return self.bias + sum(map(self.weights.get, f, repeat(0.0))) / math.sqrt(len(f))

    def score(self, text: str) -> float:
        """The highest window score of the text."""
        return max(self.score_one(w) for w in windows(text, self.window))

    def fires(self, text: str) -> bool:
        """Does the text read as an order to the memory system or the assistant?"""
        if not text or words(text) < MIN_WORDS:
            return False
        s = self._memo.get(text)
        if s is None:
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()
            s = self._memo[text] = self.score(text)
        return s > self.threshold


def parse(data: dict[str, Any]) -> IntentModel:
    """The model from its JSON mapping (bench/intent_train.py writes it)."""
    try:
        return IntentModel({str(k): float(v) for k, v in data["weights"].items()}, float(data["bias"]),
                           float(data["threshold"]), int(data.get("window", WINDOW)))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise ValueError(f"intent model: not a model file ({type(e).__name__}: {e})") from e


@lru_cache(maxsize=1)
def load() -> IntentModel:
    """The packaged model (curate/data/intent_model.json), read once per process."""
    text = resources.files("curate.data").joinpath(MODEL_FILE).read_text(encoding="utf-8")
    return parse(json.loads(text))
