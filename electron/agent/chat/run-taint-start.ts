// A run's taint at its start (issue 35): the history window carries untrusted content again when it holds a stored
// untrusted tool output, a summary written from untrusted content, a user message's attached files, or a recalled
// memory marked untrusted, or what an MCP App view reported; what the person typed (the window's user messages) is
// where the run may send to.
import type { StoredMessage } from '../../shared/conversation-types';
import { untrustedSourceSchema, type UntrustedSource } from '../../shared/provenance';
import { createRunTaint, type RunTaint } from '../approvals/run-taint';
import type { LoadedAttachment } from '../context/attachment-parts';

export function runTaintAtStart(input: {
  history: readonly StoredMessage[];
  attachments: ReadonlyMap<string, readonly LoadedAttachment[]>;
  memories: readonly { id: number; untrusted?: boolean }[];
  /** The conversation's MCP App views' contexts (app-view-context.ts), in the system prompt. */
  appViews?: readonly { server: string }[];
}): RunTaint {
  const sources: UntrustedSource[] = [];
  const userText: string[] = [];
  for (const message of input.history) {
    if (message.role === 'user') {
      userText.push(message.content);
      for (const file of input.attachments.get(message.id) ?? [])
        sources.push({ kind: 'attachment', label: file.name });
    } else sources.push(...storedSources(message));
  }
  for (const memory of input.memories)
    if (memory.untrusted === true) sources.push({ kind: 'memory', label: `memory #${memory.id}` });
  for (const view of input.appViews ?? []) sources.push({ kind: 'mcp_app', label: view.server });
  return createRunTaint({ userText, sources });
}

/**
 * What run-persistence.ts keeps in a stored message's details: an untrusted tool output's `trust` and `source`, a
 * compaction summary's `untrustedSources` (it was written from them). None: trusted.
 */
export function storedSources(message: { role: string; details?: unknown }): UntrustedSource[] {
  const { details } = message;
  if (typeof details !== 'object' || details === null) return [];
  const record = details as { trust?: unknown; source?: unknown; untrustedSources?: unknown };
  if (message.role === 'tool' && record.trust === 'untrusted') {
    const parsed = untrustedSourceSchema.safeParse(record.source);
    return [parsed.success ? parsed.data : { kind: 'file', label: 'an earlier tool result' }];
  }
  if (message.role === 'system' && Array.isArray(record.untrustedSources))
    return record.untrustedSources.flatMap((value) => {
      const parsed = untrustedSourceSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  return [];
}
