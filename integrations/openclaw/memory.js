// Talking to `true-recall serve` and shaping its answer into a prompt block. No OpenClaw imports here,
// so this file is tested with plain `node --test` (test/memory.test.js).
import { readFileSync } from "node:fs";

export const DEFAULTS = Object.freeze({
  url: "http://127.0.0.1:8765",
  tokenEnv: "TRUE_RECALL_SERVE_TOKEN",
  userId: "default",
  agentUsers: {},
  k: 5,
  maxWords: 300,
  minScore: 0,
  timeoutMs: 1200,
  recallTool: true,
});

const MAX_QUERY_CHARS = 2000; // serve embeds the query: a pasted log must not make the turn wait

/** The plugin config with defaults filled in and bad values replaced (never throws). */
export function resolveConfig(raw) {
  const c = { ...DEFAULTS, ...(raw && typeof raw === "object" ? raw : {}) };
  const int = (v, lo, hi, d) => (Number.isInteger(v) && v >= lo && v <= hi ? v : d);
  c.k = int(c.k, 1, 50, DEFAULTS.k);
  c.maxWords = int(c.maxWords, 10, 5000, DEFAULTS.maxWords);
  c.timeoutMs = int(c.timeoutMs, 50, 10000, DEFAULTS.timeoutMs);
  c.minScore = typeof c.minScore === "number" && c.minScore >= 0 ? c.minScore : 0;
  c.url = String(c.url || DEFAULTS.url).replace(/\/+$/, "");
  if (!c.agentUsers || typeof c.agentUsers !== "object") c.agentUsers = {};
  return c;
}

/** The bearer token: inline, else the environment variable, else the first line of tokenFile. */
export function resolveToken(cfg, env = process.env) {
  if (cfg.token) return String(cfg.token);
  if (cfg.tokenEnv && env[cfg.tokenEnv]) return String(env[cfg.tokenEnv]);
  if (cfg.tokenFile) {
    try {
      return readFileSync(cfg.tokenFile, "utf8").split(/\r?\n/)[0].trim() || undefined;
    } catch {
      return undefined; // reported by the caller as a failed lookup (401), never thrown into OpenClaw
    }
  }
  return undefined;
}

/** Whose memories: the agent's mapped user, else the configured default. */
export function userFor(cfg, agentId) {
  const mapped = agentId && Object.prototype.hasOwnProperty.call(cfg.agentUsers, agentId) ? cfg.agentUsers[agentId] : undefined;
  return typeof mapped === "string" && mapped ? mapped : cfg.userId || "default";
}

/** The person's words of this turn: the current message if the host gives it, else the prompt. */
export function queryOf(event) {
  const m = event?.currentUserMessage;
  let text = "";
  if (typeof m === "string") text = m;
  else if (m && typeof m === "object") text = contentText(m.content ?? m.text ?? "");
  if (!text && typeof event?.prompt === "string") text = event.prompt;
  // An earlier injected block must never become the query (memories searching for themselves).
  text = text.replace(/<memory_context\b[^>]*>[\s\S]*?<\/memory_context\s*>/gi, " ");
  return text.trim().slice(0, MAX_QUERY_CHARS);
}

function contentText(c) {
  if (typeof c === "string") return c;
  if (Array.isArray(c)) return c.map((p) => (p && p.type === "text" && typeof p.text === "string" ? p.text : "")).join("\n");
  return "";
}

function line(r) {
  const gem = String(r.gem).split(/\s+/).filter(Boolean).join(" ");
  const imp = r.importance && r.importance !== "medium" ? ` (${r.importance})` : "";
  return `- [${r.date}]${imp} ${gem}`;
}

// CJK characters count as one word each, as in true-recall's own word counts.
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;
export function countWords(s) {
  const cjk = (s.match(CJK) || []).length;
  const rest = s.replace(CJK, " ").split(/\s+/).filter(Boolean).length;
  return cjk + rest;
}

/** The <memory_context> block (same line format as `true-recall search --format context`), or "" when empty. */
export function buildBlock(results, maxWords) {
  const lines = [];
  let words = 0;
  for (const r of results) {
    if (!r || typeof r.gem !== "string" || !r.gem.trim() || typeof r.date !== "string") continue;
    const l = line(r);
    const w = countWords(l);
    if (words + w > maxWords && lines.length) break;
    lines.push(l);
    words += w;
  }
  return lines.length ? `<memory_context>\n${lines.join("\n")}\n</memory_context>` : "";
}

export class RecallError extends Error {}

/** POST /search; resolves to the results list, rejects with a one-line RecallError on any failure. */
export async function search(cfg, query, userId, { fetchImpl = fetch, env = process.env } = {}) {
  const headers = { "content-type": "application/json" };
  const token = resolveToken(cfg, env);
  if (token) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ query, user_id: userId, k: cfg.k, min_score: cfg.minScore });
  let res;
  try {
    res = await fetchImpl(`${cfg.url}/search`, { method: "POST", headers, body, signal: AbortSignal.timeout(cfg.timeoutMs) });
  } catch (e) {
    const why = e?.name === "TimeoutError" || e?.name === "AbortError" ? `no answer within ${cfg.timeoutMs} ms` : `unreachable (${e?.cause?.code || e?.message || e})`;
    throw new RecallError(`true-recall serve at ${cfg.url} ${why}`);
  }
  if (res.status === 401 || res.status === 403) throw new RecallError(`true-recall serve refused the token (HTTP ${res.status}); set token, tokenEnv or tokenFile`);
  if (!res.ok) throw new RecallError(`true-recall serve answered HTTP ${res.status}`);
  let data;
  try {
    data = await res.json();
  } catch {
    throw new RecallError("true-recall serve answered something that is not JSON");
  }
  if (!data || !Array.isArray(data.results)) throw new RecallError("true-recall serve answered JSON without a results list");
  return data.results;
}

/** What the hook returns: {prependContext} with memories, or undefined (fail open: the turn goes on). */
export async function memoryContext(cfg, event, ctx, { warn = console.warn, fetchImpl = fetch, env = process.env } = {}) {
  const query = queryOf(event);
  if (!query) return undefined;
  try {
    const results = await search(cfg, query, userFor(cfg, ctx?.agentId), { fetchImpl, env });
    const block = buildBlock(results, cfg.maxWords);
    return block ? { prependContext: block } : undefined;
  } catch (e) {
    warn(`[true-recall] no memories for this turn: ${e instanceof RecallError ? e.message : String(e?.message || e).split("\n")[0]}`);
    return undefined;
  }
}
