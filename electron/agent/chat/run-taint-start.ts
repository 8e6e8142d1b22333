// A run's taint at its start (issue 35): the history window carries untrusted content again when it holds a stored
// untrusted tool output, a user message's attached files, or a recalled memory marked untrusted; what the person
// typed (the window's user messages) is where the run may send to. The loop adds what the run reads next.
import type { StoredMessage } from '../../shared/conversation-types';
import { untrustedSourceSchema, type UntrustedSource } from '../../shared/provenance';
import { createRunTaint, type RunTaint } from '../approvals/run-taint';
import type { LoadedAttachment } from '../context/attachment-parts';

export function runTaintAtStart(input: {
  history: readonly StoredMessage[];
  attachments: ReadonlyMap<string, readonly LoadedAttachment[]>;
  memories: readonly { id: number; untrusted?: boolean }[];
}): RunTaint {
  const sources: UntrustedSource[] = [];
  const userText: string[] = [];
  for (const message of input.history) {
    if (message.role === 'user') {
      userText.push(message.content);
      for (const file of input.attachments.get(message.id) ?? [])
        sources.push({ kind: 'attachment', label: file.name });
    } else if (message.role === 'tool') {
      const source = storedToolSource(message.details);
      if (source) sources.push(source);
    }
  }
  for (const memory of input.memories)
    if (memory.untrusted === true) sources.push({ kind: 'memory', label: `memory #${memory.id}` });
  return createRunTaint({ userText, sources });
}

/** The source run-persistence.ts keeps in an untrusted tool message's details (`trust`, `source`), else undefined. */
export function storedToolSource(details: unknown): UntrustedSource | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as { trust?: unknown; source?: unknown };
  if (record.trust !== 'untrusted') return undefined;
  const parsed = untrustedSourceSchema.safeParse(record.source);
  return parsed.success ? parsed.data : { kind: 'file', label: 'an earlier tool result' };
}
