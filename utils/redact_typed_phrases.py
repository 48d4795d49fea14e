"""A passphrase of plain words the speaker types or enters at a prompt, with no "seed" or "password" word before it.

"When VeraCrypt asks, I enter otter plasma juniper cobalt fennel and …", "my KeePass database opens with walrus …",
"for 1Password my master is quartz-ember-violin-…", "beim Entsperren gebe ich fuchs kerze nebel ananas hammer ein",
"开机解锁的时候我输入的是 maple rocket …", "KeePassを開くときに入力するのは falcon amber …": a verb of typing or entering
(or "opens with", "my master is", "at the prompt:") in a message about a vault, a disk's encryption, a key's agent or
a prompt, then four to eight lowercase words of any Latin alphabet (accents too), joined by spaces or by dashes.

The run stops at the first function word of the languages below ("and", "ein", "et", "y", "och", "then" …) or at
punctuation; prose after such a verb ("I type slowly because …", "I enter the master and …") holds a function word
within its first four words and is no passphrase.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_seed_runs import STOP_WORDS

Span = tuple[int, int, str]

# the vault's, the disk's or the key's name opens the gate (a verb of typing alone is too common)
TRIGGERS: tuple[str, ...] = (
    "keepass", "1password", "bitwarden", "lastpass", "veracrypt", "truecrypt", "luks", "cryptsetup", "bitlocker",
    "filevault", "gpg", "pgp", "ssh-add", "ssh-agent", "entsperr", "verschlüssel", "déverrouill", "chiffr",
    "desbloque", "cifrad", "sbloccare", "criptograf", "versleutel", "krypter", "加密", "解锁", "解鎖", "暗号化",
    "ロック解除")

# what the message is about: a vault, a disk's encryption, a key's agent, a prompt (the verb alone is common prose)
_CUE = re.compile(
    r"(?i)keepass\w*|1password|bitwarden|lastpass|veracrypt|truecrypt|luks|cryptsetup|bitlocker|filevault|\bgpg\b"
    r"|\bpgp\b|ssh-add|ssh-agent|ssh key|\bprompt\b|unlock\w*|decrypt\w*|passphrase|master|vault|entsperr\w*"
    r"|verschlüssel\w*|déverrouill\w*|chiffr\w*|desbloque\w*|cifrad\w*|sbloccare|cifrat\w*|desbloque\w*|criptograf\w*"
    r"|versleutel\w*|opstarten|booten|boot\b|krypter\w*|加密|解锁|解鎖|硬盘|金庫|暗号化|ロック解除|を開く")

_VERB = re.compile(
    r"(?i)(?<![^\W\d_])(?:I (?:enter|type in|type|key in|give it|put in)|what I (?:enter|type|give it) is"
    r"|(?:by |when )?typing(?: in)?|by entering|(?:master|maestra|maître|hauptpasswort|master-?passwort)"
    r"(?:[^\n.!?:\d]{0,30}?\s(?:is|es|est|ist|que es|lautet)|\s*[:：])|(?:opens|unlocks) with|s'ouvre avec|se abre con|si apre con|abre com|öffnet (?:sich )?mit|opent met|my master(?: password| phrase)? is|(?:at|into) the prompt\s*[:：]"
    r"|the words I (?:put|type|enter) into[^\n.!?]{0,40}? are"
    r"|gebe ich|tippe ich|ich tippe|ich gebe|je tape|je saisis|je rentre|escribo|introduzco|tecleo|pongo"
    r"|(?:eu )?digito|inserisco|scrivo|(?:ik )?vul (?:ik )?in\s*[:：]|typ ik|ik typ|skriver jag|jag skriver"
    r"|taster jeg|skriver jeg|wpisuję)(?![^\W\d_])\s*[:：]?\s*"
    r"|(?:我)?(?:输入|輸入|键入|鍵入)(?:的是)?\s*|我都输\s*|(?<=[\u4e00-\u9fff])输\s+|入力(?:する|している)のは\s*")

# a word of the phrase: three to twelve lowercase letters of a Latin alphabet
_WORD = re.compile(r"[a-zà-öø-ÿāăąćčďđēėęěğīįıķļłńņňōőœřśşšţťūůűųźżž]{3,12}", re.IGNORECASE)
_SEP = re.compile(r" |-")
_MORE_STOP = frozenset(
    "ein eine einen dann die der das den dem des zu mit auf und oder aber nicht les des une le la du de au puis "
    "los las el un una luego con por para la il lo gli le di del poi con per o os as um uma do da depois com "
    "het een dan met op voor och det den ett sedan med på så jeg og ikke the a an my your into onto at on in of "
    "slowly quickly again every each time times only just always never also still".split())
# a command typed at a shell's prompt is no passphrase ("at the prompt I type sudo apt get update")
_COMMANDS = frozenset("sudo git npm pip python docker kubectl ssh apt yes enter return exit".split())
_FUNCTION_WORDS = STOP_WORDS | _MORE_STOP | _COMMANDS


def _run(text: str, i: int) -> tuple[int, int] | None:
    """Four to eight plain words at text[i:] joined by one separator (space or dash), cut at a function word."""
    words: list[tuple[int, int]] = []
    sep = None
    j = i
    while len(words) < 9:
        w = _WORD.match(text, j)
        if w is None or w.group().lower() in _FUNCTION_WORDS:
            break
        # all lowercase or all capitalised ("Falcon Orchard Tundra"): a capital inside a run ends it (a name)
        shape = w.group().islower() or (w.group()[0].isupper() and w.group()[1:].islower())
        if not shape or (words and w.group()[0].isupper() != text[words[0][0]].isupper()):
            break
        # a word must end where the run's next separator or its end stands (no capital, digit or letter glued on)
        if w.end() < len(text) and (text[w.end()].isalnum() or text[w.end()] in "_'’"):
            return None
        words.append(w.span())
        s = _SEP.match(text, w.end())
        if s is None or (sep is not None and s.group() != sep):
            break
        sep = sep or s.group()
        j = s.end()
    if not 4 <= len(words) <= 8:
        return None
    vals = [text[a:b] for a, b in words]
    if len(set(vals)) < len(vals):
        return None
    return words[0][0], words[-1][1]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if _CUE.search(text) is None:
        return out
    for m in _VERB.finditer(text):
        span = _run(text, m.end())
        if span and not any(a <= span[0] < b for a, b, _ in out):
            out.append((*span, "passphrase"))
    return out
