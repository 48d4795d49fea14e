#!/bin/bash
# Alternate main and the branch: bench.curate_speed on the default set, N pairs; one line per run.
N=${1:-3}
for i in $(seq 1 $N); do
  for tree in ${BASE:-/tmp/speed44/base} /work/wt/speed44; do
    name=$([ $tree != /work/wt/speed44 ] && echo base || echo branch)
    line=$(cd $tree && PYTHONPATH=. /work/main/.venv/bin/python -m bench.curate_speed --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --redis-url redis://127.0.0.1:6379/7 2>&1 | tail -1)
    echo "$name $( [ $tree = /work/wt/speed44 ] && git -C $tree rev-parse --short HEAD || echo ${BASEREV:-391a665}) load $(cut -d' ' -f1 /proc/loadavg): $line"
  done
done
