// A dictation as a WAV file (16-bit PCM, mono) from the recorder's float samples, and its base64 chunks for voice:upload.
// WAV because every OpenAI-compatible server takes it (whisper.cpp's server takes only WAV) and its length is exact.

/** The samples (each -1…1) as a 16-bit mono WAV file at `sampleRate`. */
export function encodeWav(chunks: readonly Float32Array[], sampleRate: number): Uint8Array {
  const count = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(44 + count * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a frame
  view.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, count * 2, true);
  let at = 44;
  for (const chunk of chunks)
    for (const sample of chunk) {
      const clamped = Math.max(-1, Math.min(1, sample));
      view.setInt16(at, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
      at += 2;
    }
  return bytes;
}

/** `bytes` as base64 strings of at most `maxChars` characters each (a multiple of 4, so each decodes alone). */
export function base64Chunks(bytes: Uint8Array, maxChars: number): string[] {
  const bytesPerChunk = Math.floor(maxChars / 4) * 3;
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length || chunks.length === 0; start += bytesPerChunk) {
    const part = bytes.subarray(start, start + bytesPerChunk);
    let binary = '';
    for (let i = 0; i < part.length; i += 0x8000) binary += String.fromCharCode(...part.subarray(i, i + 0x8000));
    chunks.push(btoa(binary));
  }
  return chunks;
}
