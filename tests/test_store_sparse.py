"""BM25 sparse vectors (utils/store/sparse.py): the same for both stores, stemmed English, CJK by n-grams."""

from __future__ import annotations

from datetime import date

from utils.store import sparse


def _overlap(a: str, b: str) -> set[int]:
    return set(sparse.embed_query(a).indices) & set(sparse.embed_document(b).indices)


def test_vectors_are_deterministic_sorted_and_positive() -> None:
    a = sparse.embed_document("Alice drinks coffee with oat milk, coffee every day")
    b = sparse.embed_document("Alice drinks coffee with oat milk, coffee every day")
    assert a == b
    assert a.indices == sorted(a.indices) and len(set(a.indices)) == len(a.indices)
    assert all(v > 0 for v in a.values)
    q = sparse.embed_query("coffee coffee milk")
    assert len(q.indices) == 2 and q.values == [1.0, 1.0]  # a query weighs each distinct token once


def test_english_is_stemmed_and_stopwords_dropped() -> None:
    assert _overlap("drinking", "Alice drinks coffee")
    assert not _overlap("the and of", "the cat and the hat")
    assert sparse.embed_query("the and of").indices == []


def test_cjk_word_inside_a_longer_run_matches() -> None:
    # A dictionary segmenter makes 喝咖啡 one word; unigrams + bigrams still match 咖啡.
    assert sparse.prepare("喝咖啡") == " 喝 咖 啡 喝咖 咖啡 "
    assert _overlap("咖啡", "爱丽丝喜欢喝咖啡，不加糖")
    assert not _overlap("跑步", "爱丽丝喜欢喝咖啡")
    assert _overlap("東京", "来月東京に行きます")  # Japanese kanji/kana runs too
    assert _overlap("Python", "用Python写代码")  # Latin inside a CJK sentence stays a word


def test_gem_text_is_what_the_dense_vector_indexes() -> None:
    assert sparse.gem_text("Likes tea", "") == "Likes tea"
    assert sparse.gem_text("Likes tea", "said at breakfast") == "Likes tea"  # the context: keyword leg only
    assert "said at breakfast" in sparse.sparse_text("Likes tea", "said at breakfast", date(2025, 3, 14))


def test_the_keyword_leg_indexes_the_gems_date_in_words() -> None:
    from datetime import date

    text = sparse.sparse_text("Went hiking with Ann", "", date(2025, 3, 14))
    assert text.endswith("14 March 2025") and text.startswith(sparse.gem_text("Went hiking with Ann"))
    assert _overlap("what did I do in March 2025?", text)
    assert not _overlap("what did I do in March?", sparse.sparse_text("Went hiking", "", date(2025, 5, 2)))


def test_a_query_naming_a_month_finds_that_months_gem(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from datetime import timedelta

    from store_fixtures import BASE, edge_store, index, local_embedder, make_gem

    from retrieve.search import search
    from utils.config import load_settings

    # Same words, months apart: only the date tells them apart, and only the keyword leg sees it.
    # The embedded profile's fusion (what the demo and the LoCoMo figures use).
    settings = load_settings(profile="embedded", overrides={"data_dir": str(tmp_path)}, env={})
    # Without the date words the newer one wins (decay); with them the month named in the query decides.
    older = make_gem("Went hiking on the coast trail", days_ago=(BASE - BASE.replace(month=1, day=20)).days, turns="1-1")
    later = make_gem("Went hiking on the coast trail", days_ago=5, turns="2-2")
    store = edge_store(tmp_path)
    index(store, [older, later])
    month = older.date.strftime("%B")
    res = search(f"where did I go hiking in {month}?", "alice", k=2, settings=settings, store=store,
                 embedder=local_embedder(), now=BASE + timedelta(days=1))
    assert [r.id for r in res][0] == older.id
    res = search("where did I go hiking?", "alice", k=2, settings=settings, store=store,
                 embedder=local_embedder(), now=BASE + timedelta(days=1))
    assert {r.id for r in res} == {older.id, later.id}
    store.close()
