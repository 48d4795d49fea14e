// node --test integrations/openclaw/test/ : the plugin's logic against a real local HTTP server.
import { test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { buildBlock, countWords, memoryContext, queryOf, resolveConfig, resolveToken, userFor } from "../memory.js";

function server(handler) {
  return new Promise((resolve) => {
    const requests = [];
    const s = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        requests.push({ url: req.url, headers: req.headers, body: body ? JSON.parse(body) : null });
        handler(req, res);
      });
    });
    s.listen(0, "127.0.0.1", () => resolve({ s, requests, url: `http://127.0.0.1:${s.address().port}` }));
  });
}

const RESULTS = [
  { gem: "The user's dog is called Biscuit.", date: "2026-11-30", importance: "high", score: 0.9 },
  { gem: "The user  chose   Postgres.", date: "2026-11-29", importance: "medium", score: 0.5 },
];

test("memories become a prependContext block; user mapped from the agent; token sent", async () => {
  const { s, requests, url } = await server((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ results: RESULTS }));
  });
  try {
    const cfg = resolveConfig({ url, token: "t0k", agentUsers: { work: "lin" }, k: 3 });
    const warnings = [];
    const out = await memoryContext(cfg, { prompt: "What is my dog called?" }, { agentId: "work" }, { warn: (m) => warnings.push(m) });
    assert.equal(out.prependContext, "<memory_context>\n- [2026-11-30] (high) The user's dog is called Biscuit.\n- [2026-11-29] The user chose Postgres.\n</memory_context>");
    assert.deepEqual(warnings, []);
    assert.equal(requests[0].url, "/search");
    assert.deepEqual(requests[0].body, { query: "What is my dog called?", user_id: "lin", k: 3, min_score: 0 });
    assert.equal(requests[0].headers.authorization, "Bearer t0k");
  } finally {
    s.close();
  }
});

for (const [name, handler, expect] of [
  ["401", (req, res) => { res.writeHead(401); res.end("{}"); }, /refused the token \(HTTP 401\)/],
  ["503", (req, res) => { res.writeHead(503); res.end("{}"); }, /HTTP 503/],
  ["garbage", (req, res) => { res.writeHead(200); res.end("<html>"); }, /not JSON/],
  ["no results list", (req, res) => { res.writeHead(200); res.end('{"x":1}'); }, /without a results list/],
  ["slow", (req, res) => { setTimeout(() => { res.writeHead(200); res.end('{"results":[]}'); }, 1500); }, /no answer within 200 ms/],
]) {
  test(`fails open on ${name}: no context, one warning line`, async () => {
    const { s, url } = await server(handler);
    try {
      const warnings = [];
      const t0 = Date.now();
      const out = await memoryContext(resolveConfig({ url, timeoutMs: 200 }), { prompt: "hi" }, {}, { warn: (m) => warnings.push(m) });
      assert.equal(out, undefined);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], expect);
      assert.ok(!warnings[0].includes("\n"));
      assert.ok(Date.now() - t0 < 1200);
    } finally {
      s.closeAllConnections?.();
      s.close();
    }
  });
}

test("serve down: one warning, no exception", async () => {
  const { s, url } = await server(() => {});
  s.close();
  const warnings = [];
  const out = await memoryContext(resolveConfig({ url }), { prompt: "hi" }, {}, { warn: (m) => warnings.push(m) });
  assert.equal(out, undefined);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /unreachable/);
});

test("word budget, CJK counted per character, empty results give nothing", () => {
  const many = Array.from({ length: 50 }, (_, i) => ({ gem: `fact number ${i} about things`, date: "2026-01-01", importance: "medium" }));
  const block = buildBlock(many, 30);
  assert.ok(countWords(block) <= 32);
  assert.ok(block.startsWith("<memory_context>\n- [2026-01-01] fact number 0"));
  assert.equal(countWords("我喜欢茶 and tea"), 6);
  assert.equal(buildBlock([], 100), "");
  assert.equal(buildBlock([{ gem: "", date: "2026-01-01" }], 100), "");
});

test("query: current message first, an injected block is never the query; config defaults", () => {
  assert.equal(queryOf({ prompt: "p", currentUserMessage: { content: [{ type: "text", text: "m" }] } }), "m");
  assert.equal(queryOf({ prompt: "<memory_context>\n- [2026-01-01] x\n</memory_context>\n\nreal question" }), "real question");
  assert.equal(queryOf({}), "");
  const c = resolveConfig({ k: 0, timeoutMs: "x", url: "http://h:1/" });
  assert.equal(c.k, 5);
  assert.equal(c.timeoutMs, 1200);
  assert.ok(c.timeoutMs <= 1500);
  assert.equal(c.url, "http://h:1");
  assert.equal(userFor(c, "nobody"), "default");
  assert.equal(resolveToken({ tokenEnv: "TRT" }, { TRT: "e" }), "e");
});
