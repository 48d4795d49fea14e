"""Security answers written after their question in corner brackets, as Chinese and Japanese users write them
("安全提問：「小學校名」我寫的是 光復國小，「最喜歡的食物」寫 牛肉麵", "秘密の質問「母の旧姓」は 佐々木 にしました"), and
the answers of a list "question - answer; question - answer" under a security question's name in English, each
item after the first too ("street I grew up on - Juniper Court"); and in Chinese an answer after 答案 or a question's
noun ("安全問題答案是 Pumpkin", "我小学班主任的名字是 Okonkwo").

Only in a message that names security questions (安全問題, 密保, 秘密の質問, security question …): a survey's
「你最喜欢的颜色」我填的是 蓝色 is no secret.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_CJK_NAMES = ("安全問題", "安全问题", "安全提問", "安全提问", "密保", "密碼提示問題", "密码提示问题", "秘密の質問", "秘密の答え",
              "보안 질문", "보안질문")
TRIGGERS: tuple[str, ...] = (*_CJK_NAMES, "security question", "security answer")

_BRACKET = re.compile(
    r"「[^」\n]{2,30}」\s*(?:的答案|の答え)?\s*(?:我|私は?)?\s*(?:填的是|填了|填的|填|写的是|寫的是|写了|寫了|写|寫|答案是|答案|答|"
    r"は|是|：|:)\s*(?P<v>[^\s，,。；;、」「！？!?]{1,20})")
# "安全問題答案是 Pumpkin", "我小学班主任的名字是 Okonkwo": an answer after 答案 or a question's noun, under the name
_ZH_ANSWER = re.compile(r"(?:答案|名字|名稱|名称|城市|学校|學校|医院|醫院|电影|電影|食物|颜色|顏色|品牌|昵称|暱稱)(?:是|為|为|叫|:|：)\s*"
                        r"(?P<v>[^\s，,。；;、」「！？!?]{1,20})")
# the list's name in the languages whose users write it so (round 44a: the items of a comma list, in other languages)
_EN_NAME = re.compile(r"(?i)security (?:questions?|answers?)|sicherheitsfrage\w*|preguntas? de seguridad"
                      r"|questions? (?:de sécurité|secrètes?)|domand[ae] di sicurezza|perguntas? de segurança"
                      r"|beveiligingsvra\w*|säkerhetsfråg\w*|sikkerhedsspørgsmål\w*|sikkerhetsspørsmål\w*"
                      r"|pytani\w* bezpieczeństwa|bezpečnostní otáz\w*|turvakysymy\w*|biztonsági kérdés\w*")
_EN_ITEM = re.compile(r"(?:^|[;,\n]|:)\s*(?P<q>[^\W\d_][^\W\d_'’ ]*(?:['’ ][^\W\d_'’]+){0,7}?)\s+[-–—]\s+"
                      r"(?P<v>[^\W\d_a-zß][\w'’.]*(?: [^\W\d_a-zß][\w'’.]*){0,2})"
                      r"(?=\s*(?:[;,.\n]|$))")
# a title before a name ("Mr Adebayo"): the name is the answer, the title is kept with it
# after an item's value, another bare word and a comma or "and": a list of words, not "question - answer" pairs
_ENUMERATION = re.compile(r",\s*[^\W\d_][\w'’]*\s*(?:,|and\b|or\b|und\b|y\b|et\b)")
_COMMON = frozenset({"yes", "no", "none", "n/a", "same", "todo"})


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "「" in text and any(w in text for w in _CJK_NAMES):
        for m in _BRACKET.finditer(text):
            v = m.group("v")
            if not placeholder(v) and v.lower() not in _COMMON:
                out.append((m.start("v"), m.end("v"), "security_answer"))
    if any(w in text for w in _CJK_NAMES):
        for m in _ZH_ANSWER.finditer(text):
            v = m.group("v")
            if not placeholder(v) and v.lower() not in _COMMON and not v.isdigit():
                out.append((m.start("v"), m.end("v"), "security_answer"))
    if _EN_NAME.search(text) is not None:
        for name in _EN_NAME.finditer(text):
            for m in _EN_ITEM.finditer(text, name.end()):
                v = m.group("v")
                if _ENUMERATION.match(text, m.end("v")) is not None:
                    continue  # "lists three options - Name, Date, City": the first of a list of words, no answer
                if v.lower() not in _COMMON and not placeholder(v):
                    out.append((m.start("v"), m.end("v"), "security_answer"))
    return out
