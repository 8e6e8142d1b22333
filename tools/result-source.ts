// Helpers for the tools that mark what they return as untrusted (ToolResult.source, electron/shared/provenance.ts):
// the absolute http(s) links found in a text or a list, deduplicated and capped, and a location's "host/path" label.
import type { ResultSource } from '../electron/shared/provenance';
import type { ToolResult } from './tool';

/** The most links one result carries (a page with more keeps its first ones). */
export const maxSourceLinks = 500;
const maxLinkLength = 2_048;
const urlInText = /\bhttps?:\/\/[^\s<>"'`{}|\\^[\]]+/gi;

/** The http(s) URLs among `candidates` (parsed, normalised, without duplicates), at most `maxSourceLinks`. */
export function httpLinks(candidates: Iterable<string>): string[] {
  const links = new Set<string>();
  for (const candidate of candidates) {
    if (links.size >= maxSourceLinks) break;
    if (candidate.length > maxLinkLength) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') links.add(url.href);
    } catch {
      // not a URL: skipped
    }
  }
  return [...links];
}

/** The http(s) URLs written in a text, with trailing punctuation (a sentence's full stop, a closing bracket) dropped. */
export function linksInText(text: string): string[] {
  const found = text.match(urlInText) ?? [];
  return httpLinks(found.map((url) => url.replace(/[.,;:!?)*_]+$/, '')));
}

/** "garden.example/news" for https://garden.example/news?x=1 (the query and fragment left out); the text itself if it is no URL. */
export function hostAndPath(address: string): string {
  try {
    const url = new URL(address);
    const path = url.pathname === '/' ? '' : url.pathname;
    return `${url.host}${path}`.slice(0, 500);
  } catch {
    return address.slice(0, 500);
  }
}

/** The result marked as read from `source`; a source with no links carries none. */
export function withSource(result: ToolResult, source: ResultSource): ToolResult {
  const links = source.links && source.links.length > 0 ? source.links : undefined;
  return { ...result, source: { kind: source.kind, label: source.label, ...(links ? { links } : {}) } };
}
