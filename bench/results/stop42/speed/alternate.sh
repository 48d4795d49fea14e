#!/bin/sh
# bench.curate_speed on main (992ba0a, an archive of it at $BASE) and this branch, alternated in one sitting.
BASE=${BASE:-/tmp/speed42/base}
BRANCH=${BRANCH:-/work/wt/speed42}
PY=/work/main/.venv/bin/python
CMD="-m bench.curate_speed --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --redis-url redis://127.0.0.1:6379/7"
for i in 1 2; do
  for side in main branch; do
    dir=$BASE; [ $side = branch ] && dir=$BRANCH
    printf '%-6s ' $side
    (cd $dir && PYTHONPATH=. nice -n 10 $PY $CMD 2>&1 | grep '^curated')
  done
done
