// What a file is, from its bytes (never from its name alone): a PNG, JPEG, GIF, WebP or SVG image, a PDF, or UTF-8
// text (code, Markdown, CSV, JSON…). Anything else is an unknown binary type, which Hearth refuses.

export type SniffedType =
  | { kind: 'image'; mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml' }
  | { kind: 'pdf'; mimeType: 'application/pdf' }
  | { kind: 'text'; mimeType: string }
  | { kind: 'unknown'; mimeType: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const textTypes: Record<string, string> = {
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  yaml: 'application/yaml',
  yml: 'application/yaml',
};

const extensionOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Valid UTF-8 with no NUL bytes (binary formats nearly always have some). */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const body = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i, '');
  return /^<svg[\s>]/i.test(body);
}

export function sniffType(bytes: Uint8Array, name: string, declaredMime: string): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', mimeType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', mimeType: 'image/webp' };
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf', mimeType: 'application/pdf' };
  if (isUtf8Text(bytes)) {
    if (looksLikeSvg(bytes)) return { kind: 'image', mimeType: 'image/svg+xml' };
    const mimeType = textTypes[extensionOf(name)] ?? 'text/plain';
    return { kind: 'text', mimeType };
  }
  return { kind: 'unknown', mimeType: declaredMime || 'application/octet-stream' };
}
