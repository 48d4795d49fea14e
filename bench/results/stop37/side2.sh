#!/bin/bash
# side by side: base (f746f0a), head (main 32744a1 before this branch, cost only) and new (secretperf2), alternating
PY=/work/main/.venv/bin/python
OUT=/tmp/sp2_side
mkdir -p $OUT
tree_path() { case $1 in base) echo /work/wt/base;; head) echo /tmp/sp2_head;; new) echo /tmp/sp2_new;; esac; }
for round in 1 2; do
  for tree in base head new; do
    T=$(tree_path $tree)
    uptime > $OUT/load_cost_${tree}_$round.txt
    (cd /tmp && PYTHONPATH=$T $PY /tmp/redaction_cost_sp2.py --beam /tmp/beam100k --conversations 11 12 13 --split --json > $OUT/cost_${tree}_$round.json 2>$OUT/cost_${tree}_$round.err)
  done
  for tree in base new; do
    T=$(tree_path $tree)
    uptime > $OUT/load_capture_${tree}_$round.txt
    (cd $T && BENCH_REDIS_URL=redis://127.0.0.1:6379/13 PYTHONPATH=$T $PY -m bench.capture --json > $OUT/capture_${tree}_$round.json 2>$OUT/capture_${tree}_$round.err)
  done
done
date -u > $OUT/done
