// `hearth knowledge add PATH | list | search "QUERY" | remove ID` (issue 43): sources indexed in this process
// (electron/runtime/knowledge/), passages printed with their numbered citation; --json prints one JSON value.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { citationPlace } from '../../shared/knowledge-types';
import type { KnowledgeSource } from '../../storage/knowledge-store';
import { exitCodes, type CliIo } from '../cli-io';
import { revealInvisible } from '../terminal-text';

interface KnowledgeCommandDeps {
  runtime: Pick<HearthRuntime, 'knowledge'>;
  io: CliIo;
  json: boolean;
}

export async function runKnowledgeCommand(positionals: string[], deps: KnowledgeCommandDeps): Promise<number> {
  const [verb, argument = ''] = positionals;
  if (verb === 'add') return addSource(argument, deps);
  if (verb === 'list') return listSources(deps);
  if (verb === 'search') return search(argument, deps);
  if (verb === 'rebuild') return rebuild(argument, deps);
  return removeSource(Number(argument), deps);
}

async function addSource(target: string, { runtime, io, json }: KnowledgeCommandDeps): Promise<number> {
  const added = await runtime.knowledge.addSource(target);
  if (!added.ok) {
    io.err(`hearth: ${added.error}\n`);
    return exitCodes.failed;
  }
  const outcome = await runtime.knowledge.indexer.indexSource(added.source.id, {
    onProgress: ({ done, total }) => {
      if (!json && total > 0 && (done === total || done % 25 === 0)) io.err(`indexing: ${done}/${total} files\n`);
    },
  });
  const source = runtime.knowledge.store.getSource(added.source.id) ?? added.source;
  if (json) {
    io.jsonLine({ source: sourceJson(source), ...outcome });
    return exitCodes.ok;
  }
  io.out(
    `${source.id}  ${safe(source.path)}: ${outcome.indexed} indexed, ${outcome.unchanged} unchanged, ` +
      `${outcome.skipped.length} skipped, ${outcome.removed} removed${outcome.embedded ? `, ${outcome.embedded} embedded` : ''}\n`,
  );
  for (const skipped of outcome.skipped) io.out(`    skipped ${safe(skipped.path)}: ${safe(skipped.error)}\n`);
  if (outcome.embedError) io.err(`hearth: ${outcome.embedError} (full-text search still works)\n`);
  return exitCodes.ok;
}

function listSources({ runtime, io, json }: KnowledgeCommandDeps): number {
  const sources = runtime.knowledge.store.listSources();
  const withSkipped = sources.map((source) => ({
    source,
    skipped: runtime.knowledge.store
      .filesOf(source.id)
      .filter((file) => file.status === 'skipped')
      .map((file) => ({ path: file.path, error: file.error ?? '' })),
  }));
  if (json) {
    io.jsonLine(withSkipped.map(({ source, skipped }) => ({ ...sourceJson(source), skippedFiles: skipped })));
    return exitCodes.ok;
  }
  if (sources.length === 0) io.err("No knowledge sources yet: add one with 'hearth knowledge add PATH'.\n");
  for (const { source, skipped } of withSkipped) {
    const when = source.indexedAt === null ? 'not indexed yet' : `indexed ${new Date(source.indexedAt).toISOString()}`;
    io.out(
      `${source.id}  ${safe(source.path)}  ${source.files} files, ${source.chunks} passages, ${source.bytes} bytes, ${when}\n`,
    );
    for (const file of skipped) io.out(`    skipped ${safe(file.path)}: ${safe(file.error)}\n`);
  }
  return exitCodes.ok;
}

async function search(query: string, { runtime, io, json }: KnowledgeCommandDeps): Promise<number> {
  // Brings changed, new and deleted files up to date first (unchanged files cost one stat each).
  for (const source of runtime.knowledge.store.listSources()) await runtime.knowledge.indexer.indexSource(source.id);
  const result = await runtime.knowledge.search(query, 5);
  if (json) {
    io.jsonLine(result);
    return exitCodes.ok;
  }
  if (result.note) io.err(`(${result.note})\n`);
  if (result.hits.length === 0) io.err(`No passage matches ${JSON.stringify(query)}.\n`);
  for (const hit of result.hits) {
    io.out(`[${hit.n}] ${safe(citationPlace(hit))}  (${safe(hit.path)})\n`);
    const text = hit.text.replace(/\s+/gu, ' ').trim();
    io.out(`    ${safe(text.length > 300 ? `${text.slice(0, 300)}…` : text)}\n`);
  }
  return exitCodes.ok;
}

/** Forgets what was indexed from one source (or all) and reads every file again. */
async function rebuild(argument: string, { runtime, io, json }: KnowledgeCommandDeps): Promise<number> {
  const ids = runtime.knowledge.rebuild(argument === '' ? undefined : Number(argument));
  if (ids.length === 0) {
    io.err(argument === '' ? 'No knowledge sources to rebuild.\n' : `hearth: no knowledge source ${argument}\n`);
    return argument === '' ? exitCodes.ok : exitCodes.failed;
  }
  const results = [];
  for (const id of ids) {
    const outcome = await runtime.knowledge.indexer.indexSource(id);
    results.push({ id, indexed: outcome.indexed, skipped: outcome.skipped, embedded: outcome.embedded });
    if (!json) io.out(`${id}  rebuilt: ${outcome.indexed} indexed, ${outcome.skipped.length} skipped\n`);
    if (!json)
      for (const skipped of outcome.skipped) io.out(`    skipped ${safe(skipped.path)}: ${safe(skipped.error)}\n`);
  }
  if (json) io.jsonLine(results);
  return exitCodes.ok;
}

function removeSource(id: number, { runtime, io, json }: KnowledgeCommandDeps): number {
  const removed = runtime.knowledge.removeSource(id);
  if (json) io.jsonLine({ id, removed });
  else if (removed) io.out(`removed knowledge source ${id}\n`);
  if (!removed) io.err(`hearth: no knowledge source ${id}\n`);
  return removed ? exitCodes.ok : exitCodes.failed;
}

function sourceJson(source: KnowledgeSource) {
  return {
    id: source.id,
    path: source.path,
    kind: source.kind,
    files: source.files,
    skipped: source.skipped,
    passages: source.chunks,
    bytes: source.bytes,
    indexedAt: source.indexedAt,
  };
}

function safe(text: string): string {
  return revealInvisible(text);
}
