import sys, collections, re
inc = collections.Counter(); self_ = collections.Counter(); total = 0
for line in open(sys.argv[1]):
    stack, _, n = line.rstrip().rpartition(" ")
    n = int(n)
    frames = stack.split(";")
    if not any(f.startswith("RealPipeline.curate (bench/locomo.py") for f in frames):
        continue
    total += n
    names = [re.sub(r":\d+\)$", ")", f) for f in frames]
    for f in set(names):
        inc[f] += n
    self_[names[-1]] += n
print("total samples in curate", total)
print("--- inclusive")
for f, n in inc.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 70):
    print(f"{100*n/total:5.1f}% {f}")
print("--- self")
for f, n in self_.most_common(40):
    print(f"{100*n/total:5.1f}% {f}")
