#!/bin/bash
# work.py alternated between main's tree and the base worktree on one corpus folder (14 runs, 7 a side).
out=/work/wt/search43/bench/results/stop43/search
i=0
for side in base main main base base main main base base main main base base main; do
  i=$((i+1))
  if [ $side = main ]; then tree=/work/wt/search43; else tree=/work/wt/base43; fi
  echo "$(date -u +%T) work $i $side start $(cat /proc/loadavg)" >> $out/work_alternate.log
  (cd $tree && PYTHONPATH=. nice -n 10 /work/main/.venv/bin/python $out/work.py --data /tmp/search43/data > $out/work_${i}_${side}.json 2> /tmp/search43/work_${i}_${side}.err)
  echo "$(date -u +%T) work $i $side end rc=$? $(cat /proc/loadavg)" >> $out/work_alternate.log
done
