// Turns an answer's Markdown into text a voice can read: code blocks are named ("A code block in Python."), not read;
// links become their text; tables are read row by row with their headers; list items, headings and quotes lose their
// marks. Also returns the text's language (shared/text-language.ts), which picks the voice. Pure: no Node, no DOM.
import { codeBlockPhrase } from './speakable-phrases';
import { detectTextLanguage, type SpokenLanguage } from './text-language';

export interface SpeakableText {
  text: string;
  language: SpokenLanguage;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

/** Inline Markdown to plain words: links and images to their text, bare URLs to their host, marks and tags dropped. */
export function speakableInline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, (_, url: string) => hostOf(url))
    .replace(/https?:\/\/[^\s)<>\]]+/g, (url) => hostOf(url))
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function hostOf(url: string): string {
  const host = /^https?:\/\/([^/?#:]+)/.exec(url)?.[1] ?? '';
  return host.replace(/^www\./, '');
}

/** A sentence ends with punctuation so the voice pauses after a heading or a list item. */
function sentence(text: string): string {
  return text && !/[.!?。！？:;,…]$/.test(text) ? `${text}.` : text;
}

const isTableRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isTableRule = (line: string) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => speakableInline(cell));

/** The Markdown of an answer as speakable text, and its language. */
export function toSpeakableText(markdown: string): SpeakableText {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ({ kind: 'text'; text: string } | { kind: 'code'; language: string })[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      let end = index + 1;
      while (end < lines.length && !lines[end]!.trim().startsWith(marker)) end += 1;
      blocks.push({ kind: 'code', language: fence[2] ?? '' });
      index = end;
      continue;
    }
    if (isTableRow(line) && index + 1 < lines.length && isTableRule(lines[index + 1]!)) {
      const headers = cells(line);
      index += 2;
      while (index < lines.length && isTableRow(lines[index]!)) {
        const row = cells(lines[index]!).map((cell, column) =>
          headers[column] ? `${headers[column]}: ${cell}` : cell,
        );
        blocks.push({ kind: 'text', text: sentence(row.filter((cell) => cell.trim()).join(', ')) });
        index += 1;
      }
      index -= 1;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) continue;
    const stripped = line
      .replace(/^\s{0,3}(>\s?)+/, '')
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/\s+#+\s*$/, '')
      .replace(/^\s*([-*+]|\d{1,9}[.)])\s+(\[[ xX]\]\s+)?/, '');
    const text = speakableInline(stripped);
    if (!text) continue;
    const wasBlock = stripped !== line.trim() || /^\s*#/.test(line);
    blocks.push({ kind: 'text', text: wasBlock ? sentence(text) : text });
  }
  const prose = blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : [])).join(' ');
  const language = detectTextLanguage(prose);
  const text = blocks
    .map((block) => (block.kind === 'text' ? block.text : codeBlockPhrase(block.language, language)))
    .join('\n')
    .trim();
  return { text, language };
}
