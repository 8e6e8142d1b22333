// Times recall over a memory database: Hearth's memory_recall tool (FTS5 bm25 via the memory store) and the
// baseline, a LIKE '%term%' scan over the same words ranked by how many of them match (newest first on ties),
// the simplest relevance ranking without an index: it reads every row.
import type { Db } from '../../electron/storage/database';
import { createMemoryStore } from '../../electron/storage/memories';
import { toMemoryQuery } from '../../electron/storage/memory-query';
import { createMemoryRecallTool } from '../../tools/memory/memory-recall-tool';
import type { AnyTool } from '../../tools/tool';

export interface RecallTimings {
  /** Milliseconds per call (wall clock). */
  samples: number[];
  /** Milliseconds of CPU this process spent per call: excludes time preempted by other work on a shared machine. */
  cpuSamples: number[];
  /** Hits per query (to show both sides found something). */
  hits: number[];
}

function recallTool(db: Db): AnyTool {
  return createMemoryRecallTool({ store: createMemoryStore(db) });
}

export async function timeHearthRecall(db: Db, queries: readonly string[], repeats: number): Promise<RecallTimings> {
  const tool = recallTool(db);
  const ctx = { callId: 'bench', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp' };
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const hits: number[] = [];
  for (let round = 0; round < repeats; round += 1) {
    for (const query of queries) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = await tool.execute({ query }, ctx);
      samples.push(performance.now() - started);
      cpuSamples.push(cpuMs(process.cpuUsage(cpu)));
      if (round === 0) hits.push(((result.details as { hits?: unknown[] } | undefined)?.hits ?? []).length);
    }
  }
  return { samples, cpuSamples, hits };
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1_000;
}

export function timeLikeScan(db: Db, queries: readonly string[], repeats: number): RecallTimings {
  const statements = new Map<number, ReturnType<Db['prepare']>>();
  const statementFor = (terms: number): ReturnType<Db['prepare']> => {
    let statement = statements.get(terms);
    if (!statement) {
      const likes = Array.from({ length: terms }, (_, i) => `content LIKE @t${i}`);
      statement = db.prepare(
        `SELECT id, content, ${likes.map((like) => `(${like})`).join(' + ')} AS matched FROM memories
          WHERE ${likes.join(' OR ')} ORDER BY matched DESC, id DESC LIMIT 5`,
      );
      statements.set(terms, statement);
    }
    return statement;
  };
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const hits: number[] = [];
  for (let round = 0; round < repeats; round += 1) {
    for (const query of queries) {
      const terms = toMemoryQuery(query)?.terms ?? [];
      if (terms.length === 0) continue;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const rows = statementFor(terms.length).all(Object.fromEntries(terms.map((term, i) => [`t${i}`, `%${term}%`])));
      samples.push(performance.now() - started);
      cpuSamples.push(cpuMs(process.cpuUsage(cpu)));
      if (round === 0) hits.push(rows.length);
    }
  }
  return { samples, cpuSamples, hits };
}
