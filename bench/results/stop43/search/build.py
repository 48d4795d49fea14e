"""Build bench.search's 100k corpus folder once, without measuring: `PYTHONPATH=. python build.py /tmp/search43/data`."""
import argparse, sys
from pathlib import Path
from bench.search import build_corpus
a = argparse.Namespace(gems=100000, distinct=3000)
print(build_corpus(Path(sys.argv[1]), a, 100, lambda m: print(m, file=sys.stderr, flush=True)))
