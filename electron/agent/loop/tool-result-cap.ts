// Caps what the model reads of a tool result to a byte budget, keeping the head and the tail around a visible marker.
// The UI still gets the full output through `details`.

export interface CappedContent {
  content: string;
  truncated: boolean;
  originalBytes: number;
}

const TAIL_SHARE = 0.25;

export function capToolContent(content: string, maxBytes: number): CappedContent {
  const bytes = Buffer.from(content, 'utf8');
  if (bytes.length <= maxBytes) return { content, truncated: false, originalBytes: bytes.length };
  const marker = (shown: number): string =>
    `\n\n[… output truncated: ${bytes.length} bytes in total, ${shown} shown (start and end). The full output is in the tool details. …]\n\n`;
  const room = Math.max(0, maxBytes - Buffer.byteLength(marker(maxBytes), 'utf8'));
  const tailBytes = Math.floor(room * TAIL_SHARE);
  const headBytes = room - tailBytes;
  const head = decodeTrimmed(bytes.subarray(0, headBytes));
  const tail = decodeTrimmed(bytes.subarray(bytes.length - tailBytes));
  const shown = Buffer.byteLength(head, 'utf8') + Buffer.byteLength(tail, 'utf8');
  return { content: `${head}${marker(shown)}${tail}`, truncated: true, originalBytes: bytes.length };
}

/** Decodes a byte slice that may cut a multi-byte character at either end, dropping the broken pieces. */
function decodeTrimmed(slice: Buffer): string {
  return slice
    .toString('utf8')
    .replace(/^\uFFFD+/, '')
    .replace(/\uFFFD+$/, '');
}
