"""CPU split of one bench.curate_speed run (BEAM 1-3 + the LoCoMo keys given): functions wrapped with time.thread_time
(inclusive; a function called from itself counted once). Run on each tree: cd /tmp && PYTHONPATH=<tree> python split.py 26,30"""
import sys, time, functools, importlib, collections
import bench.curate_speed as cs
cs.LOCOMO_KEYS = tuple(sys.argv[1].split(",")) if len(sys.argv) > 1 else ("26",)
T = collections.defaultdict(float); N = collections.Counter(); depth = collections.Counter()
def wrap(modname, path):
    mod = importlib.import_module(modname)
    obj = mod
    parts = path.split(".")
    for p in parts[:-1]:
        obj = getattr(obj, p)
    f = getattr(obj, parts[-1])
    key = f"{modname}.{path}"
    @functools.wraps(f)
    def w(*a, **k):
        if depth[key]:
            return f(*a, **k)
        depth[key] += 1; t = time.thread_time()
        try:
            return f(*a, **k)
        finally:
            T[key] += time.thread_time() - t; N[key] += 1; depth[key] -= 1
    setattr(obj, parts[-1], w)
for m, p in [("utils.embed.local", "LocalEmbedder._embed_run"), ("utils.embed.local", "LocalEmbedder.embed_batch"),
             ("curate.gatekeeper", "review"), ("curate.gatekeeper", "injection"), ("curate.gatekeeper", "injection_rules"),
             ("curate.gatekeeper", "_patterns_fire"), ("curate.intent_model", "IntentModel.score"),
             ("curate.unveil", "plain"), ("curate.quoted", "reported"), ("curate.encoded", "decode_and_act"),
             ("curate.encoded", "transform_and_act"), ("curate.encoded", "hidden"), ("curate.encoded", "deciphered"),
             ("curate.foreign", "order"), ("curate.relayed", "order"), ("curate.addressed", "order"),
             ("curate.quoted", "about_own_memory"), ("curate.quoted", "speakers_words"),
             ("curate.curator", "Curator.run"), ("curate.curator", "Curator._extract"), ("curate.curator", "Curator._plan"),
             ("curate.curator", "Curator._write"), ("curate.merger", "plan"), ("curate.curator", "redact_gem"),
             ("curate.curator", "redact_turn"), ("curate.rules_extractor", "RulesExtractor.extract"),
             ("curate.builder", "build"), ("curate.curator", "Curator._neighbours"), ("utils.sparse", "embed_documents"),
             ("curate.intent_model", "features"), ("curate.curator", "Curator.__init__"), ("curate.gatekeeper", "load_rules"), ("curate.report", "RunReport.to_dict"), ("curate.curator", "Curator._consolidate"), ("curate.curator", "Curator._index"), ("curate.curator", "Curator._settle"), ("curate.curator", "Curator._recover"), ("curate.curator", "Curator._run_user"), ("curate.curator", "Curator._apply"), ("utils.redact", "redact"), ("curate.curator", "open_extractor"), ("curate.intent_model", "load"), ("utils.embed.local", "LocalEmbedder._session"), ("curate.unveil", "_reverse_line"), ("curate.rules_extractor", "RulesExtractor._drafts"), ("curate.curator", "Curator._embed"), ("curate.merger", "is_duplicate"), ("curate.gatekeeper", "quotes_source"), ("curate.gatekeeper", "withhold_secrets")]:
    try:
        wrap(m, p)
    except Exception as e:
        print("skip", m, p, e)
import curate.builder, curate.curator, curate.gatekeeper
# re-bind names imported by value
import curate.gatekeeper as g, curate.unveil as u, curate.intent_model as im, curate.encoded as en, curate.quoted as q, curate.foreign as fo, curate.relayed as rl, curate.addressed as ad, curate.curator as cu, curate.merger as me, curate.builder as bu
for modname in list(sys.modules):
    mod = sys.modules[modname]
    if not modname.startswith(("curate", "bench", "utils")):
        continue
    for name in ("review", "plan", "build", "redact_gem", "redact_turn", "embed_documents"):
        pass
bu.review = g.review
import curate.curator as cu2, curate.report as rp
cu2.load_rules = g.load_rules
import curate.intent_model as im2

cu.build = bu.build
cu.plan = me.plan
r = cs.main(["--beam", "/tmp/beam100k", "--locomo", "/work/shared/benchmarks/locomo", "--redis-url", "redis://127.0.0.1:6379/7"])
for k, v in sorted(T.items(), key=lambda kv: -kv[1]):
    print(f"{v:8.2f}s {N[k]:7d} {k}")
