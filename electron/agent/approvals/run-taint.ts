// A run's taint (issue 35): the untrusted sources it has read so far (deduplicated), the addresses it may send to (what
// the person typed, and links in untrusted content already read: following a link is reading), and the calls refused
// because of it (a scheduled job's result says why). The loop records, the approval gate reads.
import { describeSource, type ResultSource, type UntrustedSource } from '../../shared/provenance';

export interface RunTaint {
  /** What the run has read that a third party could have written, in the order first read. */
  sources(): readonly UntrustedSource[];
  tainted(): boolean;
  /** Records a source the run read (a tool result, a stored tool output, an attachment, a recalled memory). */
  read(source: ResultSource): void;
  /** Whether a request to `address` carries nothing but what the person typed or a link already read. */
  allowsAddress(address: string): boolean;
  /** A call refused because of the taint (no one to ask): kept for the run's summary. */
  noteRefusal(reason: string): void;
  refusals(): readonly string[];
}

export function createRunTaint(input: { userText: readonly string[]; sources?: readonly ResultSource[] }): RunTaint {
  const sources = new Map<string, UntrustedSource>();
  const links = new Set<string>();
  const refusals: string[] = [];
  const typed = input.userText.filter((text) => text.trim() !== '');
  const taint: RunTaint = {
    sources: () => [...sources.values()],
    tainted: () => sources.size > 0,
    read(source) {
      const key = `${source.kind}\u0000${source.label}`;
      if (!sources.has(key)) sources.set(key, { kind: source.kind, label: source.label });
      for (const link of source.links ?? []) links.add(normalAddress(link));
    },
    allowsAddress(address) {
      const wanted = address.trim();
      if (wanted === '') return false;
      if (links.has(normalAddress(wanted))) return true;
      const bare = wanted.replace(/^https?:\/\//i, '');
      return typed.some((text) => typedAt(text, wanted) || (bare.length > 0 && typedAt(text, bare)));
    },
    noteRefusal(reason) {
      refusals.push(reason);
    },
    refusals: () => [...refusals],
  };
  for (const source of input.sources ?? []) taint.read(source);
  return taint;
}

/** Whether `address` appears in `text` starting where an address can start (not inside a longer word). */
function typedAt(text: string, address: string): boolean {
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    const before = text.slice(0, at);
    if (before === '' || /[\s"'`(<[{,;:]$/.test(before) || before.endsWith('//')) return true;
  }
  return false;
}

/** A link compared without its fragment or a trailing slash (both stay on the machine, neither carries data out). */
function normalAddress(address: string): string {
  return address.trim().replace(/#.*$/, '').replace(/\/+$/, '');
}

/** "This run read garden.example/news (web page) and notes (MCP server)". */
export function describeSources(sources: readonly UntrustedSource[]): string {
  const words = sources.slice(0, 4).map(describeSource);
  if (sources.length > 4) words.push(`${sources.length - 4} more`);
  const list = words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `This run read ${list}`;
}
