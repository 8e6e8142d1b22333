// What an approval says after its run read untrusted content (issue 35), in the dialog's and the terminal's words: one
// sentence naming what was read, and what "Allow for the rest of this run" covers. No "always" is offered then.
import type { ApprovalRequest } from './agent-events';
import { describeSource, type UntrustedSource } from './provenance';

/** Up to this many sources are named in the sentence; with more, the first three and a count of the others. */
const namedAtMost = 4;
const namedWhenShortened = 3;
/** A label longer than this is cut in the sentence (lists of every source show it whole). */
const sentenceLabelLength = 60;

/** The request's untrusted sources, each once (same kind and label), in the order the run read them. */
export function untrustedSourcesOf(request: Pick<ApprovalRequest, 'untrustedSources'>): UntrustedSource[] {
  const seen = new Set<string>();
  const distinct: UntrustedSource[] = [];
  for (const source of request.untrustedSources ?? []) {
    const key = `${source.kind}\u0000${source.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(source);
  }
  return distinct;
}

/** A request made after its run read untrusted content: asked afresh, answered once or for the rest of the run. */
export function isAfterUntrusted(request: Pick<ApprovalRequest, 'untrustedSources'>): boolean {
  return untrustedSourcesOf(request).length > 0;
}

/** The code of the note the taint gate adds (electron/agent/approvals/taint-decision.ts): the UI leaves it out. */
export const untrustedReadNoteCode = 'untrustedRead';

/**
 * A note of the request that says what the run read (the taint gate's own words): the dialog and the terminal name the
 * sources in their notice instead, so they leave it out rather than say it twice.
 */
export function isUntrustedReadNote(note: string, request: Pick<ApprovalRequest, 'untrustedSources'>): boolean {
  return isAfterUntrusted(request) && note.startsWith('This run read ');
}

/** True when the sentence names only some of the sources (the dialog and the terminal then list them all). */
export function sentenceIsShortened(sources: readonly UntrustedSource[]): boolean {
  return sources.length > namedAtMost;
}

/** The source with its label cut for the sentence (the UI words it in its language the same way). */
export function shortenedSource(source: UntrustedSource): UntrustedSource {
  const label =
    source.label.length > sentenceLabelLength ? `${source.label.slice(0, sentenceLabelLength - 1)}…` : source.label;
  return { kind: source.kind, label };
}

/** The sources the sentence names by name (the rest are counted). */
export function namedSources(sources: readonly UntrustedSource[]): UntrustedSource[] {
  return (sentenceIsShortened(sources) ? sources.slice(0, namedWhenShortened) : sources).map(shortenedSource);
}

function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * "This run read garden.example/news (web page) and the MCP server 'notes'; text there may be trying to make Hearth
 * do this." With many sources: the first three "and 5 other sources".
 */
export function untrustedReadSentence(sources: readonly UntrustedSource[]): string {
  const named = namedSources(sources);
  const parts = named.map(describeSource);
  const others = sources.length - named.length;
  if (others > 0) parts.push(`${others} other sources`);
  return `This run read ${joined(parts)}; text there may be trying to make Hearth do this.`;
}

export type RunAllowMatch = { kind: 'exact'; value: string } | { kind: 'host'; value: string } | { kind: 'any' };

/** What "Allow for the rest of this run" remembers: this exact command or path, else this host, else the tool. */
export function runAllowMatch(request: Pick<ApprovalRequest, 'matchValue' | 'host'>): RunAllowMatch {
  if (request.matchValue) return { kind: 'exact', value: request.matchValue };
  if (request.host) return { kind: 'host', value: request.host };
  return { kind: 'any' };
}

/** That match in words: "this exact command", "this exact path", "requests to example.com", "any Shell call". */
export function runAllowCovers(request: Pick<ApprovalRequest, 'matchValue' | 'host' | 'risk' | 'label'>): string {
  const match = runAllowMatch(request);
  if (match.kind === 'exact') return request.risk === 'exec' ? 'this exact command' : 'this exact path';
  if (match.kind === 'host') return `requests to ${match.value}`;
  return `any ${request.label} call`;
}
