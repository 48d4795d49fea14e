import sys, collections, re
self_ = collections.Counter(); total = 0
# self time attributed to the innermost project frame (curate/, utils/, capture/, schemas)
for line in open(sys.argv[1]):
    stack, _, n = line.rstrip().rpartition(" ")
    n = int(n)
    fr = [re.sub(r" \((.*?):\d+\)$", r" (\1)", f) for f in stack.split(";")]
    if not any(f.startswith("RealPipeline.curate") for f in fr):
        continue
    total += n
    proj = [f for f in fr if re.search(r"\((curate|utils|schemas|capture)[/.]", f)]
    self_[proj[-1] if proj else fr[-1]] += n
for f, n in self_.most_common(int(sys.argv[2])):
    print(f"{100*n/total:5.1f}% {f}")
