"""The gatekeeper: which proposed gems are worth keeping (pure; rules from curate/rules.yaml).

Order matters: instructions to the memory system first (text is data: such a turn is dropped, never stored
as a fact), then the blacklist (a greeting is never a memory), then importance calibration
(an allergy is high whatever the model said; a dislike at least medium), then the uncertainty penalty,
then the thresholds. Every drop names the rule that dropped it, for the run report.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from curate import (acrostic, addressed, asked_about, colleagues, comments, conditional, deobfuscate, described,
                    directive, elements, encoded, exfil_link, flyer, foreign, guarded, helper_request, intent_model,
                    memory_update, own_prompt, pasted, quoted, reader_clause, reader_code, rejoined, relayed, sentences,
                    takeover, turned, unveil, vocative)
from curate.lexicon import STOPWORDS, statement_part
from curate.backend import GemDraft
from schemas import ANSWER, IMPORTANCE_RANK
from utils import prefilter
from utils.config import Settings
from utils.errors import ConfigError
from utils.normalise import normalise

_LEVELS = ("low", "medium", "high")
# Verdicts injection() keeps (by text) before it starts over: a run's messages come day by day, so the drafts that
# share a source text are judged within a few calls of each other.
INJECTED_MEMO = 4096


@dataclass(frozen=True)
class Rules:
    """Compiled gatekeeper rules."""

    min_confidence: float
    min_importance: str
    # Every pattern behind an RE2 prefilter (utils.prefilter): re's matches, at RE2's cost where none can match.
    blacklist: dict[str, list[prefilter.Prefiltered]]
    uncertainty: list[prefilter.Prefiltered]
    uncertainty_penalty: float
    importance: dict[str, dict[str, list[prefilter.Prefiltered]]]  # level -> rule name -> patterns
    categories: dict[str, str] = field(default_factory=dict)  # rule name -> category to add
    hearsay: list[prefilter.Prefiltered] = field(default_factory=list)  # uncertainty that costs the whole penalty
    injection: list[prefilter.Prefiltered] = field(default_factory=list)  # instructions to the memory system
    # Per injection pattern, a cheap pattern the text must contain before the costly one is tried (or None).
    injection_cues: list[re.Pattern[str] | None] = field(default_factory=list)
    # The learned intent layer (curate/intent_model.py): an order the patterns miss; None: the patterns alone.
    intent: intent_model.IntentModel | None = None
    # A pattern's hit on a speaker's words counts only where the intent model scores them above this floor
    # (far below its own threshold): talk ABOUT an attack names the attack's words, yet reads as no order.
    # None: every hit counts (so too without the model).
    pattern_floor: float | None = None
    # The injection patterns asked together which may match a text (utils.prefilter.Group), made from them.
    injection_group: prefilter.Group | None = field(default=None, init=False, compare=False, repr=False)
    # injection()'s verdicts by text: the drafts of one message share its source text (bounded, cleared when full).
    _injected: dict[str, bool] = field(default_factory=dict, init=False, compare=False, repr=False)
    # The blacklist's and the importance rules' patterns, each set asked together (one RE2 pass per few patterns
    # rules out most statements), with the rule each pattern belongs to: (name) and (level, name).
    blacklist_group: prefilter.Group | None = field(default=None, init=False, compare=False, repr=False)
    blacklist_names: list[str] = field(default_factory=list, init=False, compare=False, repr=False)
    importance_group: prefilter.Group | None = field(default=None, init=False, compare=False, repr=False)
    importance_names: list[tuple[str, str]] = field(default_factory=list, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "injection_group", prefilter.Group(self.injection))
        black = [(name, p) for name, ps in self.blacklist.items() for p in ps]
        object.__setattr__(self, "blacklist_group", prefilter.Group([p for _, p in black]))
        object.__setattr__(self, "blacklist_names", [name for name, _ in black])
        imp = [((level, name), p) for level, named in self.importance.items() for name, ps in named.items() for p in ps]
        object.__setattr__(self, "importance_group", prefilter.Group([p for _, p in imp]))
        object.__setattr__(self, "importance_names", [key for key, _ in imp])


@dataclass(frozen=True)
class Verdict:
    """The gatekeeper's answer for one draft: keep it (as adjusted) or the rule that dropped it."""

    draft: GemDraft
    keep: bool
    rule: str = ""  # "blacklist:greeting", "min_confidence", "min_importance"
    notes: tuple[str, ...] = ()  # adjustments made ("importance:health_safety", "uncertainty")


_PART = re.compile(r"\{\{(\w+)\}\}")


def _expand(pattern: str, parts: dict[str, str], where: str) -> str:
    """The pattern with each ``{{name}}`` replaced by the named part (a non-capturing group)."""
    def sub(m: re.Match[str]) -> str:
        if m.group(1) not in parts:
            raise ConfigError([f"{where}: unknown part {{{{{m.group(1)}}}}} (define it under parts)"])
        return f"(?:{parts[m.group(1)]})"
    return _PART.sub(sub, pattern)


def _compile(patterns: Any, where: str, parts: dict[str, str] | None = None, linear: bool = False) -> list[Any]:
    """Each pattern compiled case-blind; `linear`: behind an RE2 prefilter (utils.prefilter), the same matches."""
    if not isinstance(patterns, list):
        raise ConfigError([f"{where}: must be a list of regular expressions"])
    out = []
    make = prefilter.compile if linear else re.compile
    for p in patterns:
        try:
            out.append(make(_expand(str(p), parts or {}, where), re.IGNORECASE))
        except re.error as e:
            raise ConfigError([f"{where}: bad pattern {p!r}: {e}"]) from e
    return out


def _injection(entries: Any, where: str, parts: dict[str, str]) -> dict[str, Any]:
    """The injection patterns and their cues: an entry is a pattern, or {pattern: ..., cue: ...}."""
    if not isinstance(entries, list):
        raise ConfigError([f"{where}: must be a list of regular expressions"])
    # The injection patterns run on every proposed gem's statement, context and whole source turn: behind
    # RE2, as most texts cannot match them (utils.prefilter).
    patterns: list[prefilter.Prefiltered] = []
    cues: list[re.Pattern[str] | None] = []
    for i, e in enumerate(entries):
        if isinstance(e, dict):
            if set(e) - {"pattern", "cue"} or "pattern" not in e:
                raise ConfigError([f"{where}[{i}]: a mapping takes pattern (required) and cue"])
            patterns += _compile([e["pattern"]], f"{where}[{i}].pattern", parts, linear=True)
            cues.append(_compile([e["cue"]], f"{where}[{i}].cue", parts)[0] if e.get("cue") else None)
        else:
            patterns += _compile([e], f"{where}[{i}]", parts, linear=True)
            cues.append(None)
    return {"injection": patterns, "injection_cues": cues}


def parse_rules(data: dict[str, Any], min_confidence: float, min_importance: str, origin: str = "rules") -> Rules:
    """Rules from the YAML mapping; thresholds in the file override the given ones."""
    if not isinstance(data, dict):
        raise ConfigError([f"{origin}: top level must be a mapping"])
    conf = data.get("min_confidence")
    imp = data.get("min_importance")
    imp = min_importance if imp is None else str(imp)
    if imp not in _LEVELS:
        raise ConfigError([f"{origin}.min_importance: must be low, medium or high"])
    unc = data.get("uncertainty") or {}
    raw_parts = data.get("parts") or {}
    if not isinstance(raw_parts, dict):
        raise ConfigError([f"{origin}.parts: must be a mapping of names to regular expressions"])
    # Parts may use earlier parts; each is expanded once, in the order written.
    parts: dict[str, str] = {}
    for name, p in raw_parts.items():
        parts[str(name)] = _expand(str(p), parts, f"{origin}.parts.{name}")
    importance: dict[str, dict[str, list[re.Pattern[str]]]] = {}
    for level, named in (data.get("importance") or {}).items():
        if level not in _LEVELS:
            raise ConfigError([f"{origin}.importance.{level}: must be low, medium or high"])
        importance[level] = {n: _compile(p, f"{origin}.importance.{level}.{n}", linear=True) for n, p in named.items()}
    use_model = data.get("intent_model", True)
    if not isinstance(use_model, bool):
        raise ConfigError([f"{origin}.intent_model: must be true or false"])
    floor = data.get("pattern_floor")
    if floor is not None and (isinstance(floor, bool) or not isinstance(floor, (int, float))):
        raise ConfigError([f"{origin}.pattern_floor: must be a number or null"])
    return Rules(
        min_confidence=float(min_confidence if conf is None else conf),
        min_importance=imp,
        blacklist={n: _compile(p, f"{origin}.blacklist.{n}", linear=True) for n, p in (data.get("blacklist") or {}).items()},
        uncertainty=_compile(unc.get("patterns", []), f"{origin}.uncertainty.patterns", linear=True),
        uncertainty_penalty=float(unc.get("penalty", 0.25)),
        importance=importance,
        categories={str(k): str(v) for k, v in (data.get("categories") or {}).items()},
        hearsay=_compile(unc.get("hearsay", []), f"{origin}.uncertainty.hearsay", linear=True),
        **_injection(data.get("injection") or [], f"{origin}.injection", parts),
        intent=intent_model.load() if use_model else None,
        pattern_floor=None if floor is None else float(floor),
    )


def load_rules(settings: Settings) -> Rules:
    """The rules file the config names (default: the packaged curate/rules.yaml)."""
    cur = settings.curate
    if cur.rules_file:
        path = settings.resolve(cur.rules_file)
        if not path.is_file():
            raise ConfigError([f"curate.rules_file: file not found: {path}"])
        text, origin = path.read_text(encoding="utf-8"), str(path)
    else:
        text = resources.files("curate").joinpath("rules.yaml").read_text(encoding="utf-8")
        origin = "curate/rules.yaml"
    try:
        data = _load_yaml(text) or {}
    except yaml.YAMLError as e:
        raise ConfigError([f"{origin}: not valid YAML: {e}"]) from e
    return parse_rules(data, cur.min_confidence, cur.min_importance, origin)


def load_rules_file(path: Path, min_confidence: float = 0.6, min_importance: str = "medium") -> Rules:
    """Rules from a YAML file (for tests and tools)."""
    return parse_rules(_load_yaml(path.read_text(encoding="utf-8")) or {}, min_confidence, min_importance, str(path))


# libyaml's safe loader where PyYAML was built with it: the same data as yaml.safe_load, read in C (the rules are
# read at every curation run's start).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load_yaml(text: str) -> Any:
    return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader


def _any(patterns: list[prefilter.Prefiltered], text: str) -> bool:
    return any(p.search(text) for p in patterns)


def _hits(group: prefilter.Group, text: str) -> list[int]:
    """The indices, in order, of the group's patterns that match the text (re's matches; RE2 rules most out)."""
    return [i for i in group.candidates(text) if group.patterns[i].exact.search(text)]


_SPEAKER_PREFIX = re.compile(r"^[^\s:：]{1,40}(?: [^\s:：]{1,40})?[:：]\s*")
_NOTE = re.compile(r"\s*[(（][^()（）]*[)）]")


@functools.lru_cache(maxsize=1024)
def _norm(text: str) -> str:
    # Cached: a turn's drafts each ask whether they quote the same message.
    return " " + " ".join(sentences.words(text)) + " "


def quotes_source(statement: str, source_text: str) -> bool:
    """The statement is the speaker's own sentences, verbatim (after a "Name:" prefix and "(…)" notes).

    Then the statement carries exactly the hedges its sentences had, and a hedge elsewhere in the message
    ("Maybe I'll go somewhere else") belongs to a sentence the statement left out.
    """
    body = _NOTE.sub("", _SPEAKER_PREFIX.sub("", statement.strip(), count=1))
    src = _norm(source_text)
    parts = [p for p in sentences.split(body) if sentences.words(p)]
    return bool(parts) and all(_norm(p) in src for p in parts)


def injection_rules(rules: Rules, *texts: str) -> bool:
    """Does a pattern of the rules find, in any of the texts normalised (utils.normalise), an order?"""
    return any(_patterns_fire(rules, judged(t)) for t in texts if t)


def _patterns_fire(rules: Rules, said: str) -> bool:
    """Does a pattern find an order in what the filter reads of a text (judged)?"""
    cues = rules.injection_cues or [None] * len(rules.injection)
    n = normalise(said)
    # RE2 first (it rules out nearly every text for a group of patterns at once), then the cue, then the
    # pattern itself.
    group = rules.injection_group or prefilter.Group(rules.injection)
    return any((cues[i] is None or cues[i].search(n)) and rules.injection[i].exact.search(n)
               for i in group.candidates(n))


def judged(text: str) -> str:
    """What the injection filter reads of a text: its disguises taken off (curate/unveil.py), then the speaker's
    own words when they quote an order to ask about it (curate/quoted.py: reported, not given), else the whole;
    refusal clauses and a program's status lines put aside (curate/guarded.py: they name an order, give none)."""
    t = unveil.plain(text)
    return guarded.plain(quoted.reported(t) or t)


def _reads_as_order(rules: Rules, said: str) -> bool:
    """May a pattern's hit on these words count: no floor, no model, or the model's score above the floor?"""
    return rules.pattern_floor is None or rules.intent is None or rules.intent.score(said) > rules.pattern_floor


def injection(rules: Rules, *texts: str) -> bool:
    """Does any of the texts give orders to the memory system or the assistant: the rules' patterns (where the
    words read as an order at all, rules.pattern_floor), the learned intent layer (rules.intent), which reads
    paraphrases the patterns do not name, an order in another language (curate/foreign.py), an order about the
    user written by someone else (curate/relayed.py), an order addressed to an AI inside a paste in any language
    (curate/addressed.py), an order made on the reader being an AI (curate/conditional.py), an image link to carry
    what the AI holds out (curate/exfil_link.py), an AI turned to mid-paste and told to keep or forget someone's things (curate/vocative.py) or an order sent encoded (curate/encoded.py) or hidden by its layout (split over log
    lines, written backwards with a hint: curate/deobfuscate.py; words split over lines: curate/rejoined.py)?
    Round 23's readings: an AI named by a clause before it (curate/reader_clause.py), a field's memory update
    (curate/memory_update.py), comment blocks, one-line quotes and HTML elements read as lines of their own
    (curate/comments.py, asked_about.py, elements.py); the speaker's own bot prompt (curate/own_prompt.py) and a
    described product (curate/described.py) are not read by the patterns or the model. Round 24's: code that writes
    memory when its reader is an AI (curate/reader_code.py), a courteous request to the reader's AI helper
    (curate/helper_request.py), and a scam asked about read whole by the lexicon layers (quoted.received). Round
    25's: a bug report or a ticket telling what an assistant did is not read by the model (curate/described.py).
    Round 26's: the speaker's own message taking the assistant over (curate/takeover.py)."""
    return any(_gives_orders(rules, t) for t in texts if t)


def _gives_orders(rules: Rules, text: str) -> bool:
    """injection() for one text, remembered: a message with several drafts is judged once, not per draft."""
    got = rules._injected.get(text)
    if got is None:
        if len(rules._injected) >= INJECTED_MEMO:
            rules._injected.clear()
        got = rules._injected[text] = _orders_in(rules, text)
    return got


def _orders_in(rules: Rules, text: str) -> bool:
    # Read once: every check below sees the same unveiled text, and the patterns, the floor and the model
    # the same words of it.
    t = unveil.plain(text)
    # Layout readings below see the whole text: a status line may be one half of an order split over log lines.
    own = quoted.reported(t)
    said = guarded.plain(own or t)
    # The speaker's own bot's prompt pasted for review holds their own orders (curate/own_prompt.py): not read by the
    # patterns or the model, only by the lexicon layers below.
    prompt = own_prompt.shown(said)
    if not prompt and _patterns_fire(rules, said) and _reads_as_order(rules, said):
        return True
    # The speaker asking that their own talk not be kept, or their own things forgotten, is a wish about their
    # memory, never an order the model may read into its memory words. Nor are the speaker's own words around a
    # quote they ask about (quoted.reported: no operation word of theirs there): their memory words name the
    # topic asked about ("why is memory poisoning dangerous?").
    # Nor does it read a program or a package manifest the speaker pasted (its comments and descriptions say what the
    # code does; a note in it to the AI is the lexicon layers' to find); orders to named colleagues are put aside.
    # Nor a product described, its memory words its features, nor what an assistant did told in a bug report or a
    # ticket (curate/described.py).
    if (own is None and not prompt and rules.intent is not None and not pasted.code(said)
            and not described.product(said) and not described.behaviour(said)
            and rules.intent.fires(colleagues.aside(said))
            and not quoted.about_own_memory(said)):
        return True
    if encoded.decode_and_act(t) or encoded.transform_and_act(quoted.speakers_words(said)):
        return True
    if foreign.order(said) or relayed.order(said) or addressed.order(said) or vocative.order(said):
        return True
    # An order to the reader "if you are an AI" (curate/conditional.py), an image link asking for what the AI
    # holds about the user in its address (curate/exfil_link.py), or an order to the AI named by its reading this
    # very text in a clause before it (curate/reader_clause.py), or a field's "memory update" sending the user's
    # things out (curate/memory_update.py).
    if conditional.order(said) or exfil_link.order(said) or reader_clause.order(said) or memory_update.order(said):
        return True
    # Code that writes or wipes memory only when its reader is an AI (curate/reader_code.py).
    if reader_code.order(said):
        return True
    # A courteous request that the reader's AI helper keep something for every later time (curate/helper_request.py).
    if helper_request.order(said):
        return True
    # The speaker's own message taking the assistant over: its own rules dropped, a rule-free persona that stores,
    # a fake memory-system notice, a link carrying what it knows, a lie asked stored (curate/takeover.py).
    if takeover.order(said):
        return True
    # An AI addressed and told to remember, forget, take a name or drop its rules, read from the lexicon all the
    # languages share (curate/ai_lexicon.py, curate/turned.py).
    if turned.order(said):
        return True
    # An order labelled for the model or the memory system, claimed official, or an @mention of the assistant with
    # an authority claim (curate/directive.py).
    if directive.order(said):
        return True
    # A message the speaker got and asks about as a scam (quoted.received) is a third party's text: the lexicon
    # layers read it whole, where the patterns and the model keep to the speaker's words.
    if own is not None and quoted.received(t) and (addressed.order(t) or turned.order(t) or directive.order(t)
                                                   or conditional.order(t) or reader_clause.order(t)):
        return True
    # An order split over a flyer's short lines, read with the lines joined (curate/flyer.py): by the lexicon layers
    # only (a config's or a poem's lines joined are no sentence the patterns or the model were written for).
    # So is a comment block's address and order on two lines joined (curate/comments.py), the message a one-line
    # text quotes after its question put on a line of its own (curate/asked_about.py), and pasted HTML's elements each
    # on a line of its own (curate/elements.py).
    for joined in (flyer.view(t), comments.view(t), asked_about.view(t), elements.view(t)):
        if joined is not None and (turned.order(joined) or directive.order(joined) or addressed.order(joined)
                                   or vocative.order(joined)):
            return True
    # An order spelled by the initials of a pasted poem's lines (curate/acrostic.py).
    if acrostic.order(t):
        return True
    # An order is an order in any encoding: what a base64 blob, a hex run or a named cipher says is judged
    # as the message is; so is what its layout hides (lines of a log joined, backwards text with a hint).
    # A write-up asking whether to publish the payload it shows is about the payload, not giving it.
    # So is a letter-spaced order in ASCII read word by word where its gaps between words are wider.
    readings = [] if quoted.shows_payload(t) else (encoded.hidden(t) + encoded.deciphered(t) + deobfuscate.views(t)
                                                   + unveil.spaced_words(text, t)
                                                   + [v for v in (rejoined.view(t),) if v is not None])
    return any(_patterns_fire(rules, judged(h)) or rules.intent is not None and rules.intent.fires(h)
               or foreign.order(h) or relayed.order(h) or addressed.order(h) or vocative.order(h) or turned.order(h)
               or directive.order(h)
               for h in readings)


# What capture left where a secret was ("[REDACTED:openai_key]"), and the words that only name a secret.
_REDACTED = re.compile(r"\[REDACTED:[^\]]{0,40}\]")
WITHHELD = "(value withheld)"
_SECRET_WORDS = frozenset(
    "key keys token tokens password passwords passphrase pw pwd secret secrets credential credentials api apikey "
    "pin code login auth here handy paste pasted use using keep value by way".split()
)
_WORD = re.compile(r"[\u4e00-\u9fff]|[^\W\d_\u4e00-\u9fff]{2,}", re.UNICODE)
_ZH_FUNCTION = frozenset("我的是这那个在了和要用给你他她它们吧呢啊就也都把被对")


def withhold_secrets(statement: str) -> tuple[str, bool]:
    """(the statement with each redacted value said to be withheld, does anything besides the secret remain?).

    A gem that only hands over a secret ("The Stripe key is [REDACTED:stripe_key], keep it handy") can never
    help and spends the prompt; what a key is for ("my OpenAI key for the integration test") can."""
    if not _REDACTED.search(statement):
        return statement, True
    text = _REDACTED.sub(WITHHELD, statement)
    body = _REDACTED.sub(" ", statement.split(":", 1)[1] if re.match(r"^[^:]{1,40}: ", statement) else statement)
    for w in ("密码", "密钥", "口令", "令牌", "验证码"):
        body = body.replace(w, " ")
    words = _WORD.findall(body.lower())
    latin = [w for w in words if len(w) > 1 and w not in STOPWORDS and w not in _SECRET_WORDS]
    han = [w for w in words if len(w) == 1 and w not in _ZH_FUNCTION]
    # A provider's name alone ("Stripe", "OpenAI") says which secret, not what it is for; so does "数据库".
    return text, len(latin) + len(han) // 2 >= 2


def review(draft: GemDraft, rules: Rules, source_text: str = "") -> Verdict:
    """Decide one draft; `source_text` is the speaker's own words in the draft's turns."""
    statement = draft.gem.strip()
    # First: a turn that gives the memory system or the assistant orders is data about an attempt, never a
    # fact about its speaker ("store this for user bob: ...", "SYSTEM: ...", "</memory_context>"). Judged on
    # the text as a model reads it: fullwidth "ＳＹＳＴＥＭ：" and "</memory_\u200bcontext>" are the plain forms.
    # The intent layer reads the speaker's own words only: it learnt from people's messages, while the statement
    # is the extractor's ("User greeted the assistant") and the context the other side's question; an order
    # the extractor obeyed is in the words it came from. The patterns read all three.
    if injection_rules(rules, statement, draft.context) or injection(rules, source_text):
        return Verdict(draft, False, "injection")
    # The first rule, in the file's order, a pattern of which matches.
    group = rules.blacklist_group
    black = next(iter(_hits(group, statement)), None) if group is not None else None
    if black is not None:
        return Verdict(draft, False, f"blacklist:{rules.blacklist_names[black]}")
    withheld, useful = withhold_secrets(statement)
    if not useful:
        return Verdict(draft, False, "secret_only")
    if withheld != statement:
        draft = draft.model_copy(update={"gem": withheld})
        statement = withheld
    notes: list[str] = []
    importance = draft.importance if draft.importance in _LEVELS else "medium"
    categories = list(draft.categories)
    # Hedges are the speaker's: the statement, and the words it came from unless it quotes them verbatim
    # (a paraphrase can drop the "maybe"). The context is somebody else's words (the question answered).
    evidence = statement if quotes_source(statement, source_text) else f"{statement}\n{source_text}"
    group = rules.importance_group
    matched = {rules.importance_names[i] for t in (statement, draft.context) for i in _hits(group, t)} if group else set()
    for level in sorted(rules.importance, key=lambda lv: -IMPORTANCE_RANK[lv]):
        for name in rules.importance[level]:
            if (level, name) in matched:
                if IMPORTANCE_RANK[level] > IMPORTANCE_RANK[importance]:
                    importance = level
                    notes.append(f"importance:{name}")
                cat = rules.categories.get(name)
                # An assistant's answer stays one (search keeps answers apart): its words are not the person's.
                if cat and cat not in categories and ANSWER not in categories:
                    categories.append(cat)
    confidence = draft.confidence
    # A hedge inside a request ("could you recommend something she might like?") is not the speaker
    # doubting what they stated before it.
    evidence = " ".join(statement_part(x) for x in sentences.split(evidence))
    if _any(rules.uncertainty, evidence):
        # Hearsay ("I heard", "听说") costs the penalty; a softer hedge caps confidence instead of
        # subtracting a second time: the extractor (rules, or the model as told) has already lowered it for
        # the same hedge, and subtracting again dropped statements hedged once ("my $12.99 plan might not
        # be enough") as if they were hearsay.
        if _any(rules.hearsay, evidence):
            confidence = max(0.0, round(confidence - rules.uncertainty_penalty, 4))
        else:
            confidence = max(0.0, round(min(confidence, 1.0 - rules.uncertainty_penalty), 4))
        notes.append("uncertainty")
    adjusted = draft.model_copy(update={"importance": importance, "confidence": confidence, "categories": categories})
    if confidence < rules.min_confidence:
        return Verdict(adjusted, False, "min_confidence", tuple(notes))
    if IMPORTANCE_RANK[importance] < IMPORTANCE_RANK[rules.min_importance]:
        return Verdict(adjusted, False, "min_importance", tuple(notes))
    return Verdict(adjusted, True, "", tuple(notes))
