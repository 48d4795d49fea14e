#!/bin/bash
# Alternate bench.search between main's tree and base's tree on one data folder; raw JSON kept apart.
out=/work/wt/search43/bench/results/stop43/search
i=0
for side in main base base main main base; do
  i=$((i+1))
  if [ $side = main ]; then tree=/work/wt/search43; else tree=/work/wt/base43; fi
  echo "$(date -u +%T) run $i $side start $(cat /proc/loadavg)" >> $out/alternate.log
  (cd $tree && PYTHONPATH=. nice -n 10 /work/main/.venv/bin/python -m bench.search --gems 100000 --json --data /tmp/search43/data \
     > $out/bench_${i}_${side}.json 2> /tmp/search43/bench_${i}_${side}.err; git checkout -q bench/results/search_100000.json)
  echo "$(date -u +%T) run $i $side end $(cat /proc/loadavg)" >> $out/alternate.log
done
