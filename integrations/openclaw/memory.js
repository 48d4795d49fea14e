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
  rememberTool: true,
  rememberTimeoutMs: 10000,
});

const MAX_QUERY_CHARS = 2000; // serve embeds the query: a pasted log must not make the turn wait

/** The plugin config with defaults filled in and bad values replaced (never throws). */
export function resolveConfig(raw) {
  const c = { ...DEFAULTS, ...(raw && typeof raw === "object" ? raw : {}) };
  const int = (v, lo, hi, d) => (Number.isInteger(v) && v >= lo && v <= hi ? v : d);
  c.k = int(c.k, 1, 50, DEFAULTS.k);
  c.maxWords = int(c.maxWords, 10, 5000, DEFAULTS.maxWords);
  c.timeoutMs = int(c.timeoutMs, 50, 10000, DEFAULTS.timeoutMs);
  c.rememberTimeoutMs = int(c.rememberTimeoutMs, 50, 60000, DEFAULTS.rememberTimeoutMs);
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

// Gem text is data. serve escapes what it answers, but the plugin injects into the prompt and so escapes on
// its own, the same way as `true-recall search --format context` (retrieve/render.py): NFKC and no invisible
// controls first (fullwidth "＜/memory_context＞", "</memory_\u200bcontext>"), then no "<" or ">" at all,
// no role marker, no markdown image, and a link to an outside address only as its defanged host and path.
const ALWAYS_INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\u{e0000}-\u{e007f}\u{1d173}-\u{1d17a}\u{1bca0}-\u{1bca3}]+/gu;
// Joiners and variation selectors build emoji and non-Latin words; next to ASCII they only split a word.
const JOINER = "\\u200c\\u200d\\u180b-\\u180d\\u180f\\ufe00-\\ufe0f\\u{e0100}-\\u{e01ef}";
const JOINER_NEAR_ASCII = new RegExp(`(?<=[\\x00-\\x7f])[${JOINER}]+|[${JOINER}]+(?=[\\x00-\\x7f])|^[${JOINER}]+|[${JOINER}]+$`, "gu");
const LT_LOOKALIKES = "\u2039\u27e8\u02c2\u1438\u276e\u29fc";
const GT_LOOKALIKES = "\u203a\u27e9\u02c3\u1433\u276f\u29fd";

/** NFKC, without zero-width and bidi controls (what a model reads). */
export function normalise(s) {
  return String(s).normalize("NFKC").replace(ALWAYS_INVISIBLE, "").replace(JOINER_NEAR_ASCII, "");
}

const LOCAL_HOST = /^(?:localhost|.*\.(?:localhost|local|internal|lan|home\.arpa|test)|127(?:\.\d+){3}|10(?:\.\d+){3}|192\.168(?:\.\d+){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d+){2}|0\.0\.0\.0|\[::1?\])$/i;
const URL_PARTS = /^(?:[a-z]+:\/\/)?(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)(:\d+)?([^?#]*)/i;
const IMAGE = /!\[([^\]\n]{0,300})\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+["'(][^\n]*?["')])?\s*\)/g;
const LINK = /\[([^\]\n]{0,300})\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+["'(][^\n]*?["')])?\s*\)/g;
const URL = /\b(?:(?:https?|ftp|wss?):\/\/|www\.)[^\s<>()[\]{}"'`]+/gi;
const TAGLIKE = new RegExp(
  `[<${LT_LOOKALIKES}](?:\\s*\\\\*/\\s*)?[A-Za-z_!?][\\w.:-]*(?:\\s[^<>]*)?/?\\s*[>${GT_LOOKALIKES}]|<\\|[^|<>\\n]{0,40}\\|>|<<\\s*/?\\s*SYS\\s*>>|\\[/?INST\\]` +
    `|[<${LT_LOOKALIKES}](?:\\s*\\\\*/\\s*)?(?:memory_context|system|assistant|user|developer|instructions?|im_start|im_end)\\b`,
  "gi",
);

function hostPath(url) {
  const m = URL_PARTS.exec(url.trim());
  return m ? [m[1].toLowerCase(), m[3].replace(/[/.,;:!?]+$/, "")] : ["", ""];
}

/** Does the URL lead off the person's machine and network? */
export function isOutside(url) {
  const u = url.trim();
  if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(u)) return false;
  if (/^(?:mailto|tel|file|data):/i.test(u)) return false;
  return !LOCAL_HOST.test(hostPath(u)[0]);
}

function defang(url) {
  let [host, path] = hostPath(url);
  if (host.startsWith("www.")) host = host.slice(4);
  return host.replaceAll(".", "[.]") + path;
}

function imageWords(_m, alt, url) {
  const a = alt.split(/\s+/).filter(Boolean).join(" ");
  const host = hostPath(url)[0];
  const where = host && isOutside(url) ? ` from ${host.replaceAll(".", "[.]")}` : "";
  return `(image${a ? ": " + a : ""}${where})`;
}

const ESCAPES = { "<": "&lt;", ">": "&gt;", "[": "&#91;", "]": "&#93;" };
for (const c of LT_LOOKALIKES) ESCAPES[c] = "&lt;";
for (const c of GT_LOOKALIKES) ESCAPES[c] = "&gt;";
const ESCAPE = new RegExp(`[<>\\[\\]${LT_LOOKALIKES}${GT_LOOKALIKES}]`, "g");

/** Gem text as the block shows it: one line, normalised, no markup, no outside link or image. */
export function promptText(s) {
  let t = normalise(s).split(/\s+/).filter(Boolean).join(" ");
  t = t.replace(IMAGE, imageWords).replace(LINK, (m, text, url) => (isOutside(url) ? (text.trim() ? `${text.trim()} (${defang(url)})` : defang(url)) : m));
  t = t.replace(URL, (m) => {
    const url = m.replace(/[.,;:!?]+$/, "");
    return (isOutside(url) ? defang(url) : url) + m.slice(url.length);
  });
  t = t.replace(TAGLIKE, (m) => m.replace(ESCAPE, (c) => ESCAPES[c]));
  return t.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function line(r) {
  const gem = promptText(r.gem);
  const imp = r.importance === "high" || r.importance === "low" ? ` (${r.importance})` : "";
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
    // A result that is not a memory as serve shapes it (a date that is no date) is left out, not shown.
    if (!r || typeof r.gem !== "string" || !r.gem.trim() || typeof r.date !== "string" || !DATE.test(r.date)) continue;
    const l = line(r);
    const w = countWords(l);
    if (words + w > maxWords && lines.length) break;
    lines.push(l);
    words += w;
  }
  return lines.length ? `<memory_context>\n${lines.join("\n")}\n</memory_context>` : "";
}

export class RecallError extends Error {}

/** A request to serve with the token; resolves to the parsed JSON, rejects with a one-line RecallError. */
async function call(cfg, method, path, payload, { fetchImpl = fetch, env = process.env } = {}) {
  const headers = { "content-type": "application/json" };
  const token = resolveToken(cfg, env);
  if (token) headers.authorization = `Bearer ${token}`;
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  await checkServe(cfg, { fetchImpl });
  let res;
  try {
    res = await fetchImpl(`${cfg.url}${path}`, { method, headers, body, signal: AbortSignal.timeout(cfg.timeoutMs) });
  } catch (e) {
    const why = e?.name === "TimeoutError" || e?.name === "AbortError" ? `no answer within ${cfg.timeoutMs} ms` : `unreachable (${e?.cause?.code || e?.message || e})`;
    throw new RecallError(`true-recall serve at ${cfg.url} ${why}`);
  }
  let data;
  try {
    data = await res.json();
  } catch {
    data = undefined;
  }
  if (res.status === 401 || res.status === 403) throw new RecallError(`true-recall serve refused the token (HTTP ${res.status}); set token, tokenEnv or tokenFile`);
  // A refusal of what was sent (a remember that gives orders to the memory system) says why, in serve's words.
  if (res.status === 422 && typeof data?.detail === "string") throw new RecallError(data.detail.slice(0, 500));
  if (!res.ok) throw new RecallError(`true-recall serve answered HTTP ${res.status}`);
  if (data === undefined) throw new RecallError("true-recall serve answered something that is not JSON");
  return data;
}

/** POST /memories: keep `text` for the user now (serve redacts, checks and splits it). Resolves to serve's answer. */
export async function remember(cfg, text, userId, opts = {}) {
  const data = await call(cfg, "POST", "/memories", { text: String(text).slice(0, 4000), user_id: userId }, {
    ...opts,
    fetchImpl: opts.fetchImpl || fetch,
  });
  if (!data || !Array.isArray(data.memories)) throw new RecallError("true-recall serve answered JSON without a memories list");
  return data;
}

const BLOCK = /^<memory_context>\n(?:- [^\n]*\n)*<\/memory_context>$/;

/** The <memory_context> block serve rendered (retrieve/render.py, the one place), or "" when no memory matched. */
export async function contextBlock(cfg, query, userId, opts = {}) {
  const data = await call(cfg, "POST", "/search", { query, user_id: userId, k: cfg.k, min_score: cfg.minScore, format: "context", max_words: cfg.maxWords }, opts);
  if (!data || !Array.isArray(data.results)) throw new RecallError("true-recall serve answered JSON without a results list");
  if (!data.results.length) return "";
  // serve escapes every gem line; the shape is checked all the same, and anything else is not injected.
  if (typeof data.context !== "string" || !BLOCK.test(data.context)) return buildBlock(data.results, cfg.maxWords);
  return data.context;
}

/**
 * Before anything is sent: is the server at cfg.url the `true-recall serve` that recorded itself in
 * cfg.serveFile (<data_dir>/serve.json, mode 0600, written by serve with a random instance id)? Its /health
 * (no token needed) must give that id, or the token and the person's words go nowhere: while serve is down,
 * anything else may listen on its port. Checked on every call (one local round trip): a cached answer would
 * outlive a serve that was killed and replaced on its port. No serveFile configured: no check (a remote serve).
 */
export async function checkServe(cfg, { fetchImpl = fetch } = {}) {
  if (!cfg.serveFile) return;
  let rec;
  try {
    rec = JSON.parse(readFileSync(cfg.serveFile, "utf8"));
  } catch {
    throw new RecallError(`true-recall serve is not running (nothing readable recorded in ${cfg.serveFile}); nothing was sent`);
  }
  if (!rec || typeof rec.instance !== "string" || !rec.instance) {
    throw new RecallError(`${cfg.serveFile} records no serve instance id; nothing was sent`);
  }
  let body;
  try {
    const res = await fetchImpl(`${cfg.url}/health`, { signal: AbortSignal.timeout(cfg.timeoutMs) });
    body = res.ok ? await res.json() : null;
  } catch {
    body = null;
  }
  if (!body || body.instance !== rec.instance) {
    throw new RecallError(`what answers at ${cfg.url} is not the true-recall serve recorded in ${cfg.serveFile} ` +
      "(its /health does not give the recorded instance id); the token was not sent");
  }
}

/** POST /search; resolves to the results list, rejects with a one-line RecallError on any failure. */
export async function search(cfg, query, userId, { fetchImpl = fetch, env = process.env } = {}) {
  const headers = { "content-type": "application/json" };
  const token = resolveToken(cfg, env);
  if (token) headers.authorization = `Bearer ${token}`;
  const body = JSON.stringify({ query, user_id: userId, k: cfg.k, min_score: cfg.minScore });
  await checkServe(cfg, { fetchImpl });
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
    const block = await contextBlock(cfg, query, userFor(cfg, ctx?.agentId), { fetchImpl, env });
    return block ? { prependContext: block } : undefined;
  } catch (e) {
    warn(`[true-recall] no memories for this turn: ${e instanceof RecallError ? e.message : String(e?.message || e).split("\n")[0]}`);
    return undefined;
  }
}
