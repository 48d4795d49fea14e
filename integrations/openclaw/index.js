// OpenClaw plugin entry: before each agent turn, prepend the user's true-recall memories to the prompt.
// Plain ESM, no build step. All logic lives in memory.js; this file only wires it into OpenClaw.
import { contextBlock, memoryContext, remember, resolveConfig, userFor, RecallError } from "./memory.js";

const manifest = {
  id: "true-recall",
  name: "true-recall memories",
  description: "Prepends the user's true-recall memories (<memory_context>) before each agent turn.",
};

function register(api) {
  const cfg = resolveConfig(api.pluginConfig);
  const log = api.logger || console;
  const warn = (msg) => (typeof log.warn === "function" ? log.warn(msg) : console.warn(msg));

  api.on("before_prompt_build", async (event, ctx) => memoryContext(cfg, event, ctx, { warn }));

  if (cfg.recallTool && typeof api.registerTool === "function") {
    api.registerTool(
      (toolCtx) => ({
        name: "recall",
        label: "Recall memories",
        description: "Search the user's long-term memories (facts, preferences, decisions from earlier conversations).",
        parameters: {
          type: "object",
          properties: { query: { type: "string", description: "What to look for" } },
          required: ["query"],
          additionalProperties: false,
        },
        async execute(_id, params) {
          const query = String(params?.query || "").slice(0, 2000);
          try {
            // The block serve renders (retrieve/render.py), as the prompt hook injects it.
            const block = await contextBlock(cfg, query, userFor(cfg, toolCtx?.agentId));
            return { content: [{ type: "text", text: block || "No memories found." }], details: { found: Boolean(block) } };
          } catch (e) {
            const msg = e instanceof RecallError ? e.message : String(e?.message || e);
            return { content: [{ type: "text", text: `Memories are unavailable: ${msg}` }], details: { error: msg } };
          }
        },
      }),
      { name: "recall", optional: true },
    );
  }

  if (cfg.rememberTool && typeof api.registerTool === "function") {
    api.registerTool(
      (toolCtx) => ({
        name: "remember",
        label: "Remember",
        description:
          "Keep something in the user's long-term memory now, when they ask you to remember it or state a lasting fact about themselves (\"I prefer TypeScript\"). Each statement becomes its own memory.",
        parameters: {
          type: "object",
          properties: { text: { type: "string", description: "The statement(s) to keep, in the user's words" } },
          required: ["text"],
          additionalProperties: false,
        },
        async execute(_id, params) {
          const text = String(params?.text || "").trim();
          if (!text) return { content: [{ type: "text", text: "Nothing to remember: give the statement." }], details: { error: "empty" } };
          try {
            // Embedding and storing take longer than a search: this call gets its own, longer wait.
            const out = await remember({ ...cfg, timeoutMs: Math.max(cfg.timeoutMs, cfg.rememberTimeoutMs) }, text, userFor(cfg, toolCtx?.agentId));
            const kept = out.memories.map((m) => `- ${m.gem}`).join("\n");
            return { content: [{ type: "text", text: `Remembered ${out.memories.length}:\n${kept}` }], details: { stored: out.memories.length } };
          } catch (e) {
            const msg = e instanceof RecallError ? e.message : String(e?.message || e);
            return { content: [{ type: "text", text: `Not remembered: ${msg}` }], details: { error: msg } };
          }
        },
      }),
      { name: "remember", optional: true },
    );
  }
}

export default { ...manifest, register };
