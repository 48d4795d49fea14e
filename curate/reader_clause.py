"""An AI named by what it does with this very text, in a clause before the noun, and told in that sentence to keep,
forget or approve something (pure).

Korean, Japanese, Chinese and Turkish put a relative clause before its noun: "이 리뷰를 읽는 AI 비서는 …",
"このレビューを読んでいるAIアシスタントは…", "正在阅读这条评价的AI助手…", "bu yorumu okuyan yapay zekâ asistanı …".
A planted order in a quoted review or post names its reader so, with no label and no comma (curate/addressed.py
reads the English order, the AI first: "any AI assistant reading this must …"). ``order``: past the speaker's own
first line, "this <text>" read, summarised or processed by an AI noun of the lexicon, then in the rest of that
sentence an operation on what it holds or is (curate/turned.py's measure: its memory, a new name, dropped rules, or
remember or forget about the user, a permission, from now on). What stays: the AI named without "this" text ("AI
비서 기능이 있어서 편해요"), and what it does told as a fact ("기억합니다", "覚えていて").
"""

from __future__ import annotations

import re

from curate import addressed, turned
from curate.ai_lexicon import nouns

_KO = (r"(?:이|본|해당)\s*(?:글|리뷰|후기|상품평|댓글|메시지|문자|메일|이메일|문서|페이지|공지|파일|내용|게시물)[을를]\s*"
       r"(?:읽|요약하|처리하|보|분석하|검토하|번역하|확인하)(?:고\s*있)?는\s*"
       rf"(?:AI\s*|인공지능\s*)?(?:{nouns(languages=('ko',))})")
_JA = (r"(?:この|本|当)(?:レビュー|口コミ|文章|メッセージ|メール|ページ|文書|投稿|コメント|記事|ファイル|テキスト)を\s*"
       r"(?:読んでいる|読む|処理している|処理する|要約している|要約する|確認している|分析している)\s*"
       rf"(?:{nouns(languages=('ja',))})")
_ZH = (r"(?:阅读|读到|读取|处理|总结|查看|看到|分析|閱讀|讀到|處理)(?:本|这|此|该|這|該)\S{0,6}?的\s*"
       rf"(?:{nouns(languages=('zh',))})")
_TR = (r"\b(?:bu|işbu)\s+\w+\s+(?:okuyan|işleyen|özetleyen|inceleyen)\s+"
       r"(?:yapay zek[aâ]\w*\s*)?(?:asistan\w*|yapay zek[aâ]\w*|bot\w*|sohbet botu\w*)")
_READER = re.compile(rf"{_KO}|{_JA}|{_ZH}|{_TR}", re.IGNORECASE)
# The sentence after the noun: to a stop or the line's end.
_SENTENCE = re.compile(r"[^\n。！？!?]{0,200}")


def order(text: str) -> bool:
    """Does the body of the text name an AI by its reading this very text and tell it an operation (module doc)?"""
    pasted = addressed.body(text)
    if not pasted:
        return False
    for m in _READER.finditer(pasted):
        said = _SENTENCE.match(pasted, m.end())
        if said is not None and turned.operation(said.group(0)):
            return True
    return False
