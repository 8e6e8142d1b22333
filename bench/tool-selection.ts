// Bench part: many tools, small prompts. The real runtime with 60 enabled tools (built-ins + generated topic tools)
// answers a dozen questions through the fake model; we read the tool schemas each request carried: how many, whether
// the needed tool was among them, and the prompt tokens saved against sending all 60. Also the selection's own cost.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { estimateTokens } from '../electron/agent/context/context-window';
import { createHearthRuntime } from '../electron/runtime/create-runtime';
import { createToolSelectionCache } from '../electron/agent/context/tool-selection-cache';
import { createSessionSecretStore } from '../electron/secrets/session-secret-store';
import { toProviderToolSchema } from '../tools/json-schema';
import { TOOL_SELECTION_CAP } from '../tools/tool-selection';
import { startFakeLlmServer } from '../test/support/fake-llm-server';
import { createManyTools } from '../test/support/many-tools';
import { atLeast, atMost, type BenchPart } from './support/bench-types';
import { median, percentile, round } from './support/stats';

const ENABLED = 60;
const SCENARIOS: readonly [question: string, needed: string][] = [
  ['When is high tide in Brest harbour?', 'tide_times'],
  ['Open a GitHub issue about the login crash on Safari.', 'github__create_issue'],
  ['What is the ACME share price today?', 'stock_quote'],
  ['Convert 40 euros to US dollars.', 'currency_convert'],
  ['Turn off the lights in the kitchen.', 'home__switch_lights'],
  ['Is flight AF1234 on time?', 'flight_status'],
  ['Translate "good morning, neighbour" into German.', 'translate_text'],
  ['Remind me tomorrow at 9 to call mum.', 'cron_add'],
  ['What will the weather be in Lyon on Sunday?', 'weather'],
  ['Show me the logs of the api pod in the staging namespace.', 'kubernetes_pod_logs'],
  ['When does the sun set tonight in Oslo?', 'sunrise_sunset'],
  ['Where is my parcel? The UPS tracking number is 1Z999.', 'package_tracking'],
];
const SELECTION_RUNS = 500;
const SELECTION_WARMUP = 50;

export const toolSelectionPart: BenchPart = {
  id: 'tool-selection',
  title: 'Many tools, small prompts',
  async run() {
    const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-tools-'));
    const server = await startFakeLlmServer({ fallback: { kind: 'text', text: 'OK.' } });
    const open = (extra: number) =>
      createHearthRuntime({
        dataDir: mkdtempSync(join(dataDir, 'rt-')),
        env: { PATH: process.env.PATH, HOME: dataDir },
        platform: process.platform,
        secretStore: createSessionSecretStore(),
        overrides: { baseUrl: server.url, model: 'fake-model' },
        extraTools: () => ({ tools: createManyTools(extra) }),
      });
    try {
      const probe = await open(0);
      const builtIns = probe.toolset().tools.length;
      await probe.close();
      const runtime = await open(ENABLED - builtIns);
      const all = runtime.toolset().tools;
      if (all.length !== ENABLED) throw new Error(`expected ${ENABLED} enabled tools, got ${all.length}`);
      const allTokens = estimateTokens(JSON.stringify(all.map((tool) => toProviderToolSchema(tool, 'conservative'))));

      const perScenario: { question: string; needed: string; sent: number; hit: boolean; tokens: number }[] = [];
      for (const [question, needed] of SCENARIOS) {
        server.reset();
        const started = runtime.session.send({
          text: question,
          prompter: { ask: async (r) => ({ decision: 'deny', argsHash: r.argsHash }) },
        });
        if (!started.ok) throw new Error(started.error);
        const summary = await started.run.done;
        if (summary.reason !== 'done')
          throw new Error(`run for "${question}" ended ${summary.reason}: ${summary.error?.message ?? ''}`);
        const request = server.requests.find((r) => r.path.endsWith('/chat/completions'))!;
        const names = request.tools.map((tool: { function: { name: string } }) => tool.function.name);
        perScenario.push({
          question,
          needed,
          sent: names.length,
          hit: names.includes(needed),
          tokens: estimateTokens(JSON.stringify(request.tools)),
        });
      }
      await runtime.close();

      // The selection's own cost per run: a fresh conversation each time (no cache hit), 60 tools.
      const cache = createToolSelectionCache();
      const timings: number[] = [];
      for (let i = 0; i < SELECTION_WARMUP + SELECTION_RUNS; i += 1) {
        const [question] = SCENARIOS[i % SCENARIOS.length]!;
        const t0 = performance.now();
        cache
          .forRun({
            conversationId: `c${i}`,
            tools: all,
            history: [{ role: 'user', content: question }],
            toolMode: 'native',
          })
          .toolsForTurn();
        if (i >= SELECTION_WARMUP) timings.push(performance.now() - t0);
      }

      const maxSent = Math.max(...perScenario.map((s) => s.sent));
      const hitRate = (100 * perScenario.filter((s) => s.hit).length) / perScenario.length;
      const sentTokens = median(perScenario.map((s) => s.tokens));
      const misses = perScenario.filter((s) => !s.hit).map((s) => `${s.needed} for "${s.question}"`);
      return {
        status: 'done',
        detail:
          `Real runtime, ${ENABLED} enabled tools (${builtIns} built-in + ${ENABLED - builtIns} generated topic tools), ${SCENARIOS.length} questions ` +
          `through the session to the in-process fake model; tokens of the request's tools JSON by estimateTokens (~4 chars/token). ` +
          `Selection cost: ${SELECTION_RUNS} runs of the cache on fresh conversations after ${SELECTION_WARMUP} warm-up runs.`,
        rows: [
          atMost('tool schemas per request (max over questions)', maxSent, TOOL_SELECTION_CAP, 'schemas', {
            note: `of ${ENABLED} enabled`,
          }),
          atLeast('needed tool among those sent (first request)', round(hitRate), 90, '%', {
            note:
              misses.length > 0
                ? `missed: ${misses.join('; ')} (find_tools can still bring it in)`
                : `all ${SCENARIOS.length} questions`,
            closeGap: 'Add synonyms to the tool descriptions, or widen the ranked share of the cap.',
          }),
          atMost('tool-schema prompt tokens per request (median)', round(sentTokens), 3_200, 'tokens', {
            baseline: allTokens,
            note: `saves ~${round(allTokens - sentTokens)} tokens (${round((100 * (allTokens - sentTokens)) / allTokens)}%) per model call; baseline = all ${ENABLED} schemas; the goal: tools take at most 10% of the default 32,000-token context window, leaving the rest to the conversation`,
            closeGap:
              'Send fewer or shorter schemas: lower the cap for questions that match few tools, or trim long parameter descriptions (find_tools can still bring a tool in).',
          }),
          atMost('selection cost per run (median)', round(median(timings), 3), 1, 'ms', {
            note: `p95 ${round(percentile(timings, 95), 3)} ms; tokenizes the 60 descriptions and ranks them (once per run, not per turn)`,
            closeGap: 'Keep the BM25 index per toolset signature instead of rebuilding it for every run.',
          }),
        ],
        raw: { perScenario, allTokens, timings },
      };
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
