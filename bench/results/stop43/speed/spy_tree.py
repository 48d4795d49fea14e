"""Inclusive sample tree under a function name (raw py-spy output): python spytree.py raw ROOT depth min%"""
import sys, collections, re
raw, root, depth, minp = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
tree = collections.Counter(); total = 0; curate = 0
for line in open(raw):
    stack, _, n = line.rstrip().rpartition(" ")
    n = int(n)
    fr = [re.sub(r" \((.*?):\d+\)$", r" (\1)", f) for f in stack.split(";")]
    if not any(f.startswith("RealPipeline.curate") for f in fr):
        continue
    curate += n
    idx = [i for i, f in enumerate(fr) if f.startswith(root + " (")]
    if not idx:
        continue
    i = idx[0]
    total += n
    path = fr[i:i + depth + 1]
    for k in range(1, len(path) + 1):
        tree[tuple(path[:k])] += n
print(f"{root}: {total} of {curate} curate samples ({100*total/curate:.1f}%)")
for path, n in sorted(tree.items()):
    if 100 * n / curate >= minp:
        print(f"{100*n/curate:5.1f}% " + "  " * (len(path) - 1) + path[-1])
