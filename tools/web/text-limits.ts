// Byte-size helpers for web text: cut a string at a UTF-8 byte budget without splitting a character, and show sizes in KB.

export function kilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/** The first `maxBytes` bytes of `text` (never half a character), and whether anything was cut. */
export function cutUtf8(text: string, maxBytes: number): { text: string; cut: boolean; totalBytes: number } {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return { text, cut: false, totalBytes: bytes.length };
  let end = maxBytes;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return { text: bytes.subarray(0, end).toString('utf8'), cut: true, totalBytes: bytes.length };
}
