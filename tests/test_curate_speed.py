"""bench.curate_speed's gem check: two runs' gems compared by id, text, links and vectors."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from bench.curate_speed import compare


def _write(path: Path, ids: list[str], text: list[str], links: list[str], vecs: np.ndarray) -> Path:
    np.savez(path, ids=np.array(ids), text=np.array(text), superseded_by=np.array(links), vecs=vecs)
    return path


def test_compare_finds_each_kind_of_difference_and_passes_the_same_gems(tmp_path: Path) -> None:
    v = np.eye(2, 4, dtype=np.float32)
    a = _write(tmp_path / "a.npz", ["g1", "g2"], ["x", "y"], ["", "g1"], v)
    assert compare(a, _write(tmp_path / "same.npz", ["g1", "g2"], ["x", "y"], ["", "g1"], v + 5e-7)) == []
    assert compare(a, _write(tmp_path / "ids.npz", ["g1", "g3"], ["x", "y"], ["", "g1"], v))[0].startswith("ids differ")
    assert compare(a, _write(tmp_path / "t.npz", ["g1", "g2"], ["x", "z"], ["", "g1"], v)) == ["text: 1 gems differ"]
    assert compare(a, _write(tmp_path / "l.npz", ["g1", "g2"], ["x", "y"], ["", ""], v)) == ["superseded_by: 1 gems differ"]
    far = compare(a, _write(tmp_path / "v.npz", ["g1", "g2"], ["x", "y"], ["", "g1"], v + 1e-4))
    assert len(far) == 1 and far[0].startswith("vectors differ")
