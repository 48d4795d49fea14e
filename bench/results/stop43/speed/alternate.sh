#!/bin/sh
# bench.curate_speed on main (/work/main) and this branch, alternated in one sitting, same venv.
MAIN=${MAIN:-/work/main}
BRANCH=${BRANCH:-/work/wt/speed43}
PY=/work/main/.venv/bin/python
CMD="-m bench.curate_speed --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --redis-url redis://127.0.0.1:6379/3"
for i in ${ROUNDS:-1 2}; do
  for side in main branch; do
    dir=$MAIN; [ $side = branch ] && dir=$BRANCH
    printf '%-6s %s ' $side "$(git -C $dir rev-parse --short HEAD)"
    (cd $dir && PYTHONPATH=. nice -n 10 $PY $CMD 2>&1 | grep '^curated')
  done
done
