// Which audio format a file holds, read from its first bytes (never its name): WAV, MP3, OGG, WebM, FLAC or M4A —
// the formats OpenAI-compatible transcription servers take. Anything else is refused before an upload.

export const audioFormats = ['wav', 'mp3', 'ogg', 'webm', 'flac', 'm4a'] as const;
export type AudioFormat = (typeof audioFormats)[number];

export const audioMimeTypes: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
};

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The format of `bytes` (the file's start is enough: 12 bytes), or undefined when it is none of audioFormats. */
export function detectAudioFormat(bytes: Uint8Array): AudioFormat | undefined {
  if (bytes.length < 4) return undefined;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'm4a';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame: 11 sync bits, then a layer that is not "reserved" (AAC's ADTS has layer 0 and is not MP3).
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0) return 'mp3';
  return undefined;
}

/** The format a server's Content-Type names (speech output), defaulting to WAV's when it names none we know. */
export function formatFromContentType(contentType: string | null): AudioFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const found = (Object.entries(audioMimeTypes) as [AudioFormat, string][]).find(([, mime]) => mime === type);
  if (found) return found[0];
  if (type === 'audio/mp3') return 'mp3';
  if (type === 'audio/x-wav' || type === 'audio/wave') return 'wav';
  return 'wav';
}
