"""Values of a secret's shape that their message shows to be something else, kept whichever rule (or the learned
layer) cut them:

- a piece inside a longer token ("NL[523499549]B01", a Dutch VAT id; "qwer[ty123]"): a secret is a whole token;
- the thing a password is for, between "for the" and "is" ("Passwort fürs Gäste-WLAN ist …");
- a list of feature flags or modules in an env file ("FEATURE_FLAGS=checkout_v2,new_nav");
- a Firebase web config's project id, storage bucket or sender id (public by design);
- a short hex seed for a random generator in tests ("the hex seed bcf96823 … reproducible");
- RSA's public exponent 65537;
- words of prose taken for a passphrase ("… is without her sharing hers with anyone");
- a masked value ("password=******、token=eyJ***"): stars are no value, and what follows them is other text;
- an IBAN whose check digits are 00 (no IBAN has them: a manual's example);
- a Russian organisation's INN (ten digits; a person's has twelve) and a company's KPP (not Ukraine's РНОКПП, a
  person's tax number of ten digits);
- a routing number said to be the bank's, printed on its site.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

# kinds placed whole by their rule (a webhook's token right after its URL's "/bot", glued to it)
_WHOLE_KINDS = frozenset({"repeated", "announced", "password_part", "webhook"})
_FLAGS = re.compile(r"(?i)(?:[A-Z_]*(?:FLAGS?|FEATURES?|MODULES?|ENABLED|PLUGINS?|TAGS?|ROLES?|SCOPES?)[A-Z_]*=)?"
                    r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_FIREBASE = re.compile(r"(?i)(?:project[ _-]?id|storage[ _-]?bucket|auth[ _-]?domain|messaging[ _-]?sender[ _-]?id|"
                       r"measurement[ _-]?id|database[ _-]?url)\W{0,4}$")
_SEED = re.compile(r"(?i)\bseed\W{0,3}$")
_SEED_CONTEXT = re.compile(r"(?i)random|rng|reproducib|determinis|unit test|tests?\b|shuffle|sampl")
_RSA = re.compile(r"(?i)\brsa\b|exponent|指数|公钥|public key")
_FUNCTION = frozenset("without with her hers his him them they their anyone someone anything something about into "
                      "from the and for what that this is are was were be to of in on at by it its".split())
_INN = re.compile(r"(?<![А-ЯЁа-яёІіЇїЄєҐґ])(?:ИНН|КПП|ОГРН)\s*"
                  r"(?:организации|компании|поставщика|получателя|продавца|фирмы|юрлица|ООО)?"
                  r"[^\d\n]{0,10}$")
_ROUTING_PUBLIC = re.compile(r"(?i)^[^\n]{0,12}\(?(?:that'?s|it'?s|which is)?\s*the bank'?s|^[^\n]{0,40}printed on "
                             r"(?:their|the bank'?s) (?:web)?site")

# a public resource's id under its own field (a map's place, a video, a channel): Google's place ids open with ChIJ
_RESOURCE_ID = re.compile(r"(?i)(?:place_?id|video_?id|channel_?id|playlist_?id)[\"']?\s*[=:]\s*[\"']?$")
_PLACE_ID = re.compile(r"ChIJ[\w-]{19,}")
# a UPI id (a VPA, handle@bank) is the address money is sent to, shown on every shop's QR code: named so before it
_UPI_NAME = re.compile(r"(?i)(?<![a-z])(?:upi|vpa)(?:[ _-]?(?:id|address|handle)|\s+आईडी)?\W{0,4}$")
_UPI_ID = re.compile(r"[\w.-]{2,}@[a-z]{2,16}")
# a program's version banner ("OpenSSH_9.6p1", "SSH-2.0-OpenSSH_8.9p1", "Dropbear_2022.83"): its name, then numbers
_VERSION_BANNER = re.compile(r"(?:SSH-\d\.\d-)?[A-Z][A-Za-z]+_\d+(?:\.\d+)+(?:[a-z]+\d*)?")


def _alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


# "Passwort fürs Gäste-WLAN ist …", "the password for the Guest-Net is …": the thing a password is for, named between
# "for the" and "is"
_FOR_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:fürs|für (?:das|den|die)|vom|for (?:the|my|our)|pour (?:le|la|l')"
                         r"|para (?:el|la)|per (?:il|la))\s+$")
_IS_AFTER = re.compile(r"(?i)\s+(?:ist|is|est|es|è|lautet|heißt)\s")


def _inside_token(text: str, s: int, e: int) -> bool:
    """The span starts or ends inside a token of ASCII letters and digits, not after a glued short flag ("-pX")."""
    if s > 0 and _alnum(text[s - 1]) and _alnum(text[s]):
        i = s
        while i > 0 and _alnum(text[i - 1]):
            i -= 1
        if not (s - i <= 2 and i > 0 and text[i - 1] == "-"):
            return True
    return e < len(text) and _alnum(text[e - 1]) and _alnum(text[e])


def _public(text: str, s: int, e: int, kind: str) -> bool:
    v = text[s:e]
    before = text[max(0, s - 24) : s]
    if kind not in _WHOLE_KINDS and "[REDACTED" not in v and _inside_token(text, s, e):
        return True
    if _FOR_BEFORE.search(text, max(0, s - 12), s) and _IS_AFTER.match(text, e) and " " not in v:
        return True
    if _FLAGS.fullmatch(v) and (e >= len(text) or text[e] in ",\n ") and re.search(r"(?i)flag|feature|module|enabled"
                                                                                    r"|plugin|tag|role|scope", v):
        return True
    if _FIREBASE.search(before) and re.fullmatch(r"[\w.-]{3,64}", v):
        return True
    if (re.fullmatch(r"[0-9a-fA-F]{4,16}", v) and _SEED.search(before)
            and _SEED_CONTEXT.search(text, max(0, s - 80), e + 120)):
        return True
    if re.fullmatch(r"[\w-]{16,}", v) and (_RESOURCE_ID.search(text, max(0, s - 16), s) or _PLACE_ID.fullmatch(v)
                                             and not re.search(r"(?i)key|token|secret|pass", before)):
        return True
    if _UPI_ID.fullmatch(v) and _UPI_NAME.search(text, max(0, s - 16), s):
        return True
    if _VERSION_BANNER.fullmatch(v):
        return True
    if v == "65537" and _RSA.search(text):
        return True
    words = v.split()
    if len(words) >= 3 and all(w.isalpha() and w.islower() for w in words) and sum(w in _FUNCTION for w in words) >= 2:
        return True
    if v.startswith("***") or v.startswith("•••"):
        return True
    if kind == "iban" and re.match(r"[A-Z]{2}00", v):
        return True
    if re.fullmatch(r"\d{9,10}", v) and _INN.search(text, max(0, s - 40), s) and (
            len(v) == 10 or re.search(r"(?<![А-ЯЁа-яёІіЇїЄєҐґ])КПП", text[max(0, s - 12) : s])):
        return True
    return (re.fullmatch(r"\d{9}", v) is not None and "routing" in text[max(0, s - 30) : s].lower()
            and _ROUTING_PUBLIC.search(text[e : e + 60]) is not None)


def keep(text: str, spans: list[Span]) -> None:
    if spans:
        spans[:] = [sp for sp in spans if not _public(text, *sp)]
