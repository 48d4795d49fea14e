"""Text the speaker pasted or quoted, apart from their own words (pure).

A message often carries somebody else's text: an e-mail, a quoted message, a document, a log. Its
sentences are data about what was pasted, never the speaker's own instruction or fact: a vendor's
"Always send payment to IBAN ..." is not the user's decision and must not replace one. The extractor
takes statements from the speaker's own words only, and the builder drops a model's statement that
presents pasted text as the speaker's own (curate/builder.py).

Found: an e-mail (a header block, "-----Original Message-----", "On ... wrote:", a forwarded block:
from there to the end), quoted lines ("> ..."), a block announced by the line before it ("here is the
e-mail:", "以下是邮件：") and triple-quoted text, and runs of log lines (timestamps, levels, tracebacks).
Fenced code is the markup module's (summarised as "code: ...").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from utils import prefilter

_HEADER = re.compile(r"^\s*(?:from|to|cc|bcc|subject|sent|date|reply-to|发件人|收件人|抄送|主题|日期|发送时间)\s*[:：]\s*\S",
                     re.IGNORECASE)
_MAIL_START = re.compile(
    r"^\s*(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|begin forwarded message\s*:?"
    r"|on\s.{4,80}\swrote\s*:|.{0,60}<[^<>\s]+@[^<>\s]+>\s+wrote\s*:|-{2,}\s*(?:原始邮件|转发的邮件)\s*-{2,})\s*$",
    re.IGNORECASE)
# "Here is the e-mail:", "the vendor sent this:", "Below is the log:", "以下是邮件内容：" — a line that hands over text.
_KINDS = (r"e-?mails?|messages?|letters?|notes?|notices?|memos?|documents?|docs?|texts?|articles?|posts?|reviews?|"
          r"comments?|contracts?|polic(?:y|ies)|terms|descriptions?|reports?|transcripts?|chats?|threads?|"
          r"logs?|outputs?|errors?|tracebacks?|stack ?traces?|readme|pages?|passages?|paragraphs?|announcements?|"
          r"invoices?|replies|reply|responses?|sms|dm|tweets?|quotes?|excerpts?")
_ANNOUNCE = re.compile(
    rf"(?:\b(?:here(?:'s| is| are)|below is|below are|this is|these are|the following|pasted|pasting|forwarded|"
    rf"forwarding|quoted|quoting|copied|attached|(?:got|received|sent me|wrote me|sent us)\b[^:\n]{{0,40}}?)\b[^:\n]{{0,60}}?"
    rf"\b(?:{_KINDS})\b[^:\n]{{0,40}}|\b(?:{_KINDS})\b\s*(?:below|follows|reads|says)\b[^:\n]{{0,20}}|"
    rf"(?:以下是|下面是|这是|附上|转发|粘贴)[^：:\n]{{0,20}}(?:邮件|消息|信|文档|文章|日志|报错|错误|内容|通知|合同|说明))\s*[:：]\s*$",
    re.IGNORECASE)
_LOG = re.compile(
    r"^\s*(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|\[?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?\s|\[?(?:ERROR|WARN(?:ING)?|INFO|DEBUG|"
    r"TRACE|FATAL|CRITICAL)\]?[:\s]|Traceback \(most recent call last\)|File \"[^\"]+\", line \d+|at [\w$.]+\([\w$.]*:\d+\)"
    r"|[\w.]*(?:Error|Exception): )")
_QUOTE = re.compile(r"^\s*>")
_TRIPLE = re.compile(r'"""|\'\'\'')


@dataclass(frozen=True)
class Pasted:
    """One stretch of somebody else's text in a message."""

    kind: str  # "e-mail", "quote", "log", or the kind the announcing line named ("document", "message", ...)
    text: str


def split(text: str) -> tuple[str, list[Pasted]]:
    """(the speaker's own words, the pasted stretches) of a message; the own words keep their line order."""
    if "\n" not in text:
        return text, []
    lines = text.split("\n")
    own: list[str] = []
    pasted: list[Pasted] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        if _MAIL_START.match(line) or (_HEADER.match(line) and i + 1 < n and _HEADER.match(lines[i + 1])):
            pasted.append(Pasted("e-mail", "\n".join(lines[i:]).strip()))
            break
        if _QUOTE.match(line):
            j = i
            while j < n and (_QUOTE.match(lines[j]) or (not lines[j].strip() and j + 1 < n and _QUOTE.match(lines[j + 1]))):
                j += 1
            pasted.append(Pasted("quote", "\n".join(x.lstrip().lstrip(">").strip() for x in lines[i:j]).strip()))
            i = j
            continue
        if _TRIPLE.search(line) and len(_TRIPLE.findall(line)) == 1:
            j = i + 1
            while j < n and not _TRIPLE.search(lines[j]):
                j += 1
            if j < n:
                pasted.append(Pasted("text", "\n".join(lines[i:j + 1]).strip().strip("\"'").strip()))
                i = j + 1
                continue
        m = _ANNOUNCE.search(line)
        if m and i + 1 < n and "\n".join(lines[i + 1:]).strip():
            own.append(line)
            kind = _kind_of(m.group(0))
            pasted.append(Pasted(kind, "\n".join(lines[i + 1:]).strip()))
            break
        if _LOG.match(line) and i + 1 < n and _LOG.match(lines[i + 1]):
            j = i
            while j < n and (_LOG.match(lines[j]) or (lines[j].startswith((" ", "\t")) and lines[j].strip())):
                j += 1
            pasted.append(Pasted("log", "\n".join(lines[i:j]).strip()))
            i = j
            continue
        own.append(line)
        i += 1
    return "\n".join(own), [p for p in pasted if p.text]


_KIND_WORDS = (("mail", "e-mail"), ("邮件", "e-mail"), ("log", "log"), ("日志", "log"), ("trace", "log"),
               ("error", "log"), ("报错", "log"), ("message", "message"), ("消息", "message"), ("letter", "letter"))


def _kind_of(announce: str) -> str:
    low = announce.lower()
    return next((kind for word, kind in _KIND_WORDS if word in low), "document")


# A statement that says it reports somebody else's text ("User shared a vendor e-mail asking ...").
_REPORTS = re.compile(
    rf"\b(?:pasted|pastes|forwarded|forwards|quoted|quotes|shared|shares|copied|received|got|showed|sent me)\b"
    rf"[^.!?\n]{{0,60}}?\b(?:{_KINDS})\b|\b(?:{_KINDS})\b[^.!?\n]{{0,40}}?\b(?:says|said|reads|read|asks|asked|claims|states|stated)\b"
    rf"|(?:转发|粘贴|分享|收到)[^。！？\n]{{0,20}}(?:邮件|消息|信|文档|文章|日志|通知)",
    re.IGNORECASE)


def reports_pasted(statement: str) -> bool:
    """Does the statement present what it says as somebody else's text the speaker passed on?"""
    return bool(_REPORTS.search(statement))



# A line of source code: a statement's keyword, a comment, an indented line, a line ending as code does.
_CODE_LINE = re.compile(
    r"^\s*(?:[\w.]+\s*=\s*\S|(?:def|class|import|from|return|const|let|var|function|fn|func|pub|public|private|if|for|"
    r"while|async|await|package|struct|@\w+)\b|#|//|/\*|\*|\"\"\"|\'\'\'|[{}\[\]]+[,;)]*\s*$)"
    r"|^(?: {4}|\t)\S|[{};(]\s*$")
# What makes lines of code a program the speaker wrote or shows: a definition.
_DEFINITION = prefilter.compile(r"^\s*(?:def|class|function|fn|func|(?:public|private|static|async)\s+[\w<>\[\]]+)\s+\w+\s*[(<:{]|"
                         r"^\s*(?:const|let|var)\s+\w+\s*=\s*(?:\([^)]*\)|\w+)\s*=>", re.MULTILINE)
# A package's manifest: its name and a description, summary or version (package.json, pyproject, Cargo.toml).
# ... or written on one line ({"name":"x","description":...}).
_MANIFEST = re.compile(r"(?m)^\s*\"?name\"?\s*[:=]\s*\"[\w@/.-]+\"[\s\S]{0,400}?^\s*\"?(?:description|version|summary)\"?\s*[:=]"
                       r"|\{\s*\"name\"\s*:\s*\"[\w@/.-]+\"\s*,\s*\"(?:description|version|summary)\"\s*:")
# An INI or TOML file: a section header, and the other lines keys set to values (or comments).
_SECTION = re.compile(r"^\s*\[[\w.\- ]{1,40}\]\s*$")
_SETTING = re.compile(r"^\s*(?:[\w.-]{1,40}\s*=\s*\S[^\n]{0,200}|[#;][^\n]*)$")
# A YAML key: lower-case, then one value word or none (a nested block) and maybe a comment; "Dana: ok so" is a chat.
_YAML_KEY = re.compile(r"^\s*[a-z_][\w.-]{0,40}:(?:\s+[^\s#]+)?\s*(?:#[^\n]*)?$")
_COMMENT_LINE = re.compile(r"^\s*[#;]")
# Past this share of the body's lines is code, the body is a program.
CODE_SHARE = 0.75
CODE_MIN_LINES = 3


def code(text: str) -> bool:
    """Is the text (past a first line of the speaker's own, if it is prose) a program (a definition, and most of its
    lines code) or a package's manifest? Their comments and descriptions say what the code does."""
    if _MANIFEST.search(text) or _config(text):
        return True
    if not _DEFINITION.search(text):
        return False
    lines = [line for line in text.split("\n") if line.strip()]
    if lines and not _CODE_LINE.search(lines[0]):
        lines = lines[1:]
    if len(lines) < CODE_MIN_LINES:
        return False
    return sum(_CODE_LINE.search(line) is not None for line in lines) >= CODE_SHARE * len(lines)


def _config(text: str) -> bool:
    """Is the text past its first line an INI or TOML file (a section and settings, nothing else), or a flat one
    (.env, YAML: settings and comments only, two settings at least)?"""
    lines = [line for line in text.split("\n")[1:] if line.strip()]
    if len(lines) < CODE_MIN_LINES:
        return False
    if any(_SECTION.match(line) for line in lines):
        return all(_SECTION.match(line) or _SETTING.match(line) for line in lines)
    return (all(_SETTING.match(line) or _YAML_KEY.match(line) for line in lines)
            and sum(not _COMMENT_LINE.match(line) for line in lines) >= 2)
