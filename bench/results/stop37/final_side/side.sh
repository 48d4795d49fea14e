#!/bin/bash
PY=/work/main/.venv/bin/python
OUT=/tmp/runs/final_side
mkdir -p $OUT
tp() { case $1 in base) echo /work/wt/base;; main) echo /tmp/final_tree;; esac; }
for round in 1 2; do
  for tree in base main; do
    T=$(tp $tree)
    uptime > $OUT/load_cost_${tree}_$round.txt
    (cd /tmp && PYTHONPATH=$T $PY /tmp/redaction_cost_final.py --beam /tmp/beam100k --conversations 11 12 13 --split --json > $OUT/cost_${tree}_$round.json 2>$OUT/cost_${tree}_$round.err)
  done
  for tree in base main; do
    T=$(tp $tree)
    uptime > $OUT/load_capture_${tree}_$round.txt
    (cd $T && BENCH_REDIS_URL=redis://127.0.0.1:6379/15 PYTHONPATH=$T $PY -m bench.capture --json > $OUT/capture_${tree}_$round.json 2>$OUT/capture_${tree}_$round.err)
  done
done
date -u > $OUT/done
