// A capped output buffer that keeps only the LAST `capBytes` bytes and counts what it dropped,
// so a command printing gigabytes costs at most the cap (plus one pipe chunk) in memory.

export interface OutputTail {
  push: (chunk: Buffer) => void;
  totalBytes: () => number;
  droppedBytes: () => number;
  /** The kept tail as UTF-8, starting at a character boundary when the front was cut. */
  text: () => string;
}

function isUtf8Continuation(byte: number): boolean {
  return (byte & 0xc0) === 0x80;
}

export function createOutputTail(capBytes: number): OutputTail {
  const chunks: Buffer[] = [];
  let kept = 0;
  let total = 0;

  function trimFront(): void {
    while (kept > capBytes && chunks.length > 0) {
      const first = chunks[0] as Buffer;
      const excess = kept - capBytes;
      if (first.length <= excess) {
        chunks.shift();
        kept -= first.length;
      } else {
        // Copy so the dropped front of a large chunk can be freed.
        chunks[0] = Buffer.from(first.subarray(excess));
        kept -= excess;
      }
    }
  }

  return {
    push: (chunk) => {
      total += chunk.length;
      chunks.push(chunk);
      kept += chunk.length;
      trimFront();
    },
    totalBytes: () => total,
    droppedBytes: () => total - kept,
    text: () => {
      let joined = Buffer.concat(chunks, kept);
      if (total > kept) {
        let start = 0;
        while (start < joined.length && start < 4 && isUtf8Continuation(joined[start] as number)) start += 1;
        joined = joined.subarray(start);
      }
      return joined.toString('utf8');
    },
  };
}

/** "1.0 MiB", "512 B": for the truncation marker. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/** The line put before a cut tail, saying how much earlier output was dropped. */
export function truncationMarker(droppedBytes: number): string {
  return `[… ${formatBytes(droppedBytes)} (${droppedBytes} bytes) of earlier output dropped; showing the last part …]`;
}
