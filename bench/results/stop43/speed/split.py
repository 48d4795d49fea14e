"""Process-CPU split of one bench.curate_speed run: wrappers with time.process_time (inclusive, outermost call)."""
import sys, time, functools, importlib, collections
import bench.curate_speed as cs
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
        depth[key] += 1; t = time.process_time()
        try:
            return f(*a, **k)
        finally:
            T[key] += time.process_time() - t; N[key] += 1; depth[key] -= 1
    setattr(obj, parts[-1], w)
    return w
targets = [l.split() for l in """
utils.embed.local LocalEmbedder._embed_run
utils.embed.local LocalEmbedder._session
curate.curator Curator.run
curate.curator Curator.__init__
curate.curator Curator._extract
curate.curator Curator._plan
curate.curator Curator._write
curate.curator Curator._apply
curate.curator Curator._neighbours
curate.curator Curator._settle
curate.curator Curator._index
curate.curator Curator._clean_up
curate.curator Curator._consolidate
curate.curator Curator._recover
curate.curator Curator._ensure
curate.curator Curator._alarms
curate.curator Curator._save_report_file
curate.report RunReport.to_dict
curate.rules_extractor RulesExtractor.extract
curate.gatekeeper review
curate.gatekeeper injection
curate.gatekeeper injection_rules
curate.gatekeeper load_rules
curate.intent_model IntentModel.score
curate.merger plan
curate.builder build
utils.store.edge EdgeStore.release
utils.store.edge EdgeStore._load_once
utils.store.edge EdgeStore._create
utils.store.edge EdgeStore.upsert
utils.store.edge EdgeStore.set_fields
utils.store.edge EdgeStore.optimize
utils.store.edge EdgeStore.search
utils.store.core CoreStore.get
utils.store.core CoreStore.graveyard
curate.curator redact_turn
curate.curator redact_gem
curate.curator make_chunks
curate.curator has_change_cue
curate.curator roll_back
curate.curator Intent.build
curate.intent IntentLog.write
curate.intent IntentLog.finish
curate.curator Curator._kept_ids
utils.store.sparse embed_documents
utils.store.sparse gem_text
utils.buffer Buffer.turns
utils.ledger Ledger.check
utils.ledger Ledger.record
curate.private asks_not_to_remember
curate.curator Curator._graveyard
curate.curator _Writes.overlay
curate.curator Curator._hold
""".strip().splitlines()]
W = {}
for m, p in targets:
    try:
        W[p] = wrap(m, p)
    except Exception as e:
        print("skip", m, p, e)
import curate.curator as cu, curate.builder as bu, curate.gatekeeper as g, curate.merger as me
cu.build = bu.build; cu.redact_turn = W['redact_turn']; cu.redact_gem = W['redact_gem']; cu.make_chunks = W['make_chunks']; cu.has_change_cue = W['has_change_cue']; cu.roll_back = W['roll_back']; import curate.private as pv; cu.private = pv; import utils.store.sparse as sp; cu.sparse = sp; cu.plan = me.plan; cu.load_rules = g.load_rules; bu.review = g.review
for mod in list(sys.modules.values()):
    for name, fn in (("review", g.review), ("injection", g.injection), ("redact", __import__("utils.redact").redact.redact)):
        if getattr(mod, "__name__", "").startswith(("curate.", "utils.")) and getattr(mod, name, None) is not None and mod is not sys.modules.get("utils.redact") and mod is not g:
            if hasattr(getattr(mod, name), "__wrapped__") or getattr(mod, name).__module__ in ("curate.gatekeeper", "utils.redact"):
                setattr(mod, name, fn)
c0 = time.process_time()
cs.main(["--beam", "/tmp/beam100k", "--locomo", "/work/shared/benchmarks/locomo", "--redis-url", "redis://127.0.0.1:6379/3"] + sys.argv[1:])
for k, v in sorted(T.items(), key=lambda kv: -kv[1]):
    print(f"{v:8.2f}s {N[k]:7d} {k}")
