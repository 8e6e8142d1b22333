// Child-process entry of the long-session soak (run with --expose-gc): the real core (createHearthRuntime over a fresh
// data folder, the fake model in another process) answers `turns` questions in one conversation, then `conversations`
// conversations of `perConversation` questions. Per turn it records the process's CPU time and wall time; every
// `sampleEvery` turns, heap and RSS after GC. Prints one JSON line with everything, then exits.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { soakQuestion } from './soak-scenario';

export interface SoakPlan {
  url: string;
  dataDir: string;
  turns: number;
  conversations: number;
  perConversation: number;
  sampleEvery: number;
}

export interface SoakSample {
  turn: number;
  heapUsedMb: number;
  rssMb: number;
}

export interface SoakReport {
  /** CPU time (user + system) of each turn of the long conversation, ms. */
  cpuMs: number[];
  /** Wall time of each turn of the long conversation, ms. */
  wallMs: number[];
  /** CPU time of each turn of the many-conversations phase, ms. */
  manyCpuMs: number[];
  samples: SoakSample[];
  totalTurns: number;
  messagesStored: number;
  compactions: number;
  toolCalls: number;
  dbBytes: number;
}

const plan = JSON.parse(process.argv[2] ?? '') as SoakPlan;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('soak-child needs --expose-gc');

const runtime = await createHearthRuntime({
  dataDir: plan.dataDir,
  env: { PATH: process.env.PATH, HOME: plan.dataDir },
  platform: process.platform,
  secretStore: createSessionSecretStore(),
  overrides: { baseUrl: plan.url, model: 'fake-model' },
});
await runtime.toolsReady();
const prompter: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const samples: SoakSample[] = [];
let turn = 0;

function sample(): void {
  gc!();
  gc!();
  const memory = process.memoryUsage();
  samples.push({ turn, heapUsedMb: memory.heapUsed / 2 ** 20, rssMb: memory.rss / 2 ** 20 });
}

/** One question and its whole run; returns [cpu ms, wall ms] and the conversation id. */
async function ask(conversationId: string | undefined): Promise<{ cpu: number; wall: number; conversationId: string }> {
  turn += 1;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const run = runtime.session.send({
    text: soakQuestion(turn),
    prompter,
    ...(conversationId ? { conversationId } : {}),
  });
  if (!run.ok) throw new Error(run.error);
  const summary = await run.run.done;
  if (summary.reason !== 'done')
    throw new Error(`turn ${turn} ended ${summary.reason}: ${summary.error?.message ?? ''}`);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (turn % plan.sampleEvery === 0) sample();
  return { cpu: (cpu.user + cpu.system) / 1000, wall, conversationId: summary.conversationId };
}

sample();
const cpuMs: number[] = [];
const wallMs: number[] = [];
let longId: string | undefined;
for (let i = 0; i < plan.turns; i += 1) {
  const result = await ask(longId);
  longId = result.conversationId;
  cpuMs.push(result.cpu);
  wallMs.push(result.wall);
}
const manyCpuMs: number[] = [];
for (let c = 0; c < plan.conversations; c += 1) {
  let id: string | undefined;
  for (let i = 0; i < plan.perConversation; i += 1) {
    const result = await ask(id);
    id = result.conversationId;
    manyCpuMs.push(result.cpu);
  }
}

const count = (sql: string): number => (runtime.db.prepare(sql).get() as { n: number }).n;
const messagesStored = count('SELECT COUNT(*) AS n FROM messages');
const compactions = count(`SELECT COUNT(*) AS n FROM messages WHERE role = 'system'`);
const toolCalls = count(`SELECT COUNT(*) AS n FROM messages WHERE role = 'tool'`);
runtime.db.pragma('wal_checkpoint(TRUNCATE)');
const dbFile = join(plan.dataDir, 'hearth.db');
const dbBytes = statSync(dbFile).size;
await runtime.close();
const report: SoakReport = {
  cpuMs,
  wallMs,
  manyCpuMs,
  samples,
  totalTurns: turn,
  messagesStored,
  compactions,
  toolCalls,
  dbBytes,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
