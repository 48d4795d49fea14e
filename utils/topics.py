"""Excluded topics (issue 29): is a gem about a topic its owner never wants kept (user setting excluded_topics)?

A known topic is matched by a small lexicon of English and Chinese words that are about it and little else
(below); any other entry is the person's own word or phrase, matched as a whole word (case ignored; in Chinese as
written). Words that are often about something else were left out on purpose, because a filter that fires on
ordinary talk throws away memories the person wanted: "pay", "bill" (a name), "interest", "stock", "credit",
"account", "campaign", "president", "faith", "病" alone (毛病: a fault), "shot", "pressure", "cold".
Precision is measured on LoCoMo's and BEAM's turns (bench/topics.py; README, "Excluded topics").

A gem's own text is judged (not its context or snippet: a turn that mentions a doctor in passing may hold a gem
about something else), plus, for health, the extractor's own category "health".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

# topic -> (English word patterns, matched whole-word and case-insensitive; Chinese words, matched as written)
TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "health": (
        ("doctors?", "physicians?", "diagnos(?:is|ed|es|e)", "medications?", "medicines?", "prescriptions?",
         "prescribed", "symptoms?", "surgery", "surgeon", "hospitali[sz]ed", "hospital", "clinic", "illness",
         "diseases?", "cancer", "tumou?r", "diabetes", "diabetic", "allerg(?:y|ies|ic)", "asthma", "migraines?",
         "infections?", "antibiotics?", "ibuprofen", "chemo(?:therapy)?", "blood pressure", "cholesterol",
         "therapist", "psychiatrist", "mental health", "depression", "anxiety", "pregnan(?:t|cy)", "dentist",
         "vaccin(?:e|es|ated|ation)", "flu", "covid", "fever", "injur(?:y|ies|ed)", "sick", "physiotherapy",
         "physical therapy", "blood test", "check-?up"),
        ("医生", "医院", "诊断", "药物", "吃药", "处方", "症状", "手术", "生病", "疾病", "病情", "看病", "住院", "过敏",
         "癌", "糖尿病", "抑郁", "焦虑症", "血压", "怀孕", "感冒", "发烧", "体检", "牙医", "药"),
    ),
    "finance": (
        # "invest", "budget" and "financial" alone were mostly "investing my time", a project's budget, a
        # "Financial Analyst" job: only their money senses are kept.
        ("salary", "salaries", "mortgage", "loans?", "debts?", "tax(?:es)?", "stock market", "savings",
         r"invest(?:ed|ing)? (?:\$|\d|in (?:stocks?|shares|bonds|funds?|an? index|index|crypto|bitcoin|real estate|"
         r"property|the (?:stock )?market))", r"(?:monthly|household|personal|family|joint|grocery|my|our) budget",
         r"financial (?:stress|situation|trouble|problems?|advis[oe]r|planning|goals?|aid|assistance|help|"
         r"struggles?|worries|security|literacy)", "credit cards?", "income", "401k", "pension", "retirement fund",
         "paychecks?", "bank accounts?", "net worth", "crypto(?:currency)?", "bitcoin", "dividends?", "brokerage",
         "bankrupt(?:cy)?", "finances", "my finance"),
        ("工资", "薪水", "房贷", "贷款", "债务", "欠款", "税", "投资", "股票", "存款", "储蓄", "预算", "信用卡", "收入",
         "养老金", "理财", "银行账户", "财务"),
    ),
    "religion": (
        # Not "God" ("God, what happened?") nor "prayers" ("sending prayers"): mostly not about faith.
        ("church", "mosque", "synagogue", "pray(?:ed|ing|s)?", "bible", "quran", "koran",
         "religio(?:n|us|ns)", "buddhis[mt]", "christian(?:ity|s)?", "muslims?", "islam(?:ic)?", "jewish", "judaism",
         "hindu(?:ism)?", "pastor", "priest", "rabbi", "imam"),
        ("宗教", "教堂", "寺庙", "佛教", "基督教", "伊斯兰", "祈祷", "礼拜", "信仰", "圣经", "清真寺"),
    ),
    "politics": (
        # "political" alone was mostly a novel's "political intrigue".
        ("elections?", "vot(?:e|ed|es|ing|er|ers)", "politics", "politicians?", "democrats?", "republicans?",
         r"political (?:party|parties|views?|campaign|career|goals?|beliefs?|opinions?|activism|project|system)",
         "senators?", "congress(?:man|woman)?", "parliament", "political party", "ballot"),
        ("政治", "选举", "投票", "政党", "总统", "议员", "国会", "民主党", "共和党"),
    ),
    "sexuality": (
        ("sex", "sexual(?:ity|ly)?", "gay", "lesbian", "bisexual", "lgbtq?\\+?", "queer", "transgender", "trans woman",
         "trans man", "sexual orientation"),
        ("性取向", "同性恋", "双性恋", "跨性别", "性生活"),
    ),
}
# The category the extractor itself gives a gem of this topic (schemas.CATEGORIES).
TOPIC_CATEGORY = {"health": "health"}
_CJK = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Matcher:
    """The excluded topics of one user, compiled (one alternation; group t<i> is topics[i])."""

    topics: tuple[str, ...]
    pattern: re.Pattern[str] | None
    categories: frozenset[str]

    def topic_of(self, text: str, categories: Iterable[str] = ()) -> str | None:
        """The excluded topic the text is about (None: none)."""
        hit = self.categories & set(categories)
        if hit:
            return next(t for t in self.topics if TOPIC_CATEGORY.get(t) in hit)
        m = self.pattern.search(text) if self.pattern is not None else None
        return self.topics[int(m.lastgroup[1:])] if m is not None and m.lastgroup else None


@lru_cache(maxsize=256)
def matcher(topics: tuple[str, ...]) -> Matcher:
    """A matcher for these topics: known ones by their lexicon, any other entry as a whole word or phrase."""
    parts = []
    for i, t in enumerate(topics):
        if t in TOPICS:
            en, zh = TOPICS[t]
            alt = rf"\b(?:{'|'.join(en)})\b" + ("|" + "|".join(map(re.escape, zh)) if zh else "")
        else:
            phrase = r"\s+".join(re.escape(w) for w in t.split())
            alt = phrase if _CJK.search(t) else rf"\b{phrase}\b"
        parts.append(f"(?P<t{i}>{alt})")
    pat = re.compile("|".join(parts), re.IGNORECASE) if parts else None
    return Matcher(topics, pat, frozenset(TOPIC_CATEGORY[t] for t in topics if t in TOPIC_CATEGORY))
