// Finds the newest committed copy of a database's first page in its write-ahead log by reading the file as SQLite's
// own recovery does (header, salts, cumulative checksums, commit frames) — read-only, never through a connection.
import fs from 'node:fs';

const WAL_HEADER_SIZE = 32;
const FRAME_HEADER_SIZE = 24;
const MAGIC_LITTLE_ENDIAN = 0x377f0682;
const MAGIC_BIG_ENDIAN = 0x377f0683;

/** The first page as of the last commit in the WAL, or undefined when the WAL holds no committed copy of it. */
export function committedFirstPageInWal(walFile: string): Buffer | undefined {
  let wal: Buffer;
  try {
    wal = fs.readFileSync(walFile);
  } catch {
    return undefined;
  }
  if (wal.length < WAL_HEADER_SIZE) return undefined;
  const magic = wal.readUInt32BE(0);
  if (magic !== MAGIC_LITTLE_ENDIAN && magic !== MAGIC_BIG_ENDIAN) return undefined;
  const bigEndian = magic === MAGIC_BIG_ENDIAN;
  const pageSize = wal.readUInt32BE(8) === 1 ? 65536 : wal.readUInt32BE(8);
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return undefined;
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  let sum = checksum(wal.subarray(0, 24), bigEndian, [0, 0]);
  if (sum[0] !== wal.readUInt32BE(24) || sum[1] !== wal.readUInt32BE(28)) return undefined;

  let pending: Buffer | undefined; // page 1 written by frames not yet followed by a commit frame
  let committed: Buffer | undefined;
  for (let at = WAL_HEADER_SIZE; at + FRAME_HEADER_SIZE + pageSize <= wal.length; at += FRAME_HEADER_SIZE + pageSize) {
    const header = wal.subarray(at, at + FRAME_HEADER_SIZE);
    if (header.readUInt32BE(8) !== salt1 || header.readUInt32BE(12) !== salt2) break;
    const page = wal.subarray(at + FRAME_HEADER_SIZE, at + FRAME_HEADER_SIZE + pageSize);
    sum = checksum(page, bigEndian, checksum(header.subarray(0, 8), bigEndian, sum));
    if (sum[0] !== header.readUInt32BE(16) || sum[1] !== header.readUInt32BE(20)) break;
    if (header.readUInt32BE(0) === 1) pending = page;
    if (header.readUInt32BE(4) !== 0) committed = pending ?? committed; // a commit frame ends a transaction
  }
  return committed;
}

/** SQLite's WAL checksum: pairs of 32-bit words in the log's byte order, accumulated from `seed`. */
function checksum(data: Buffer, bigEndian: boolean, seed: readonly [number, number]): [number, number] {
  let s0 = seed[0];
  let s1 = seed[1];
  for (let i = 0; i + 8 <= data.length; i += 8) {
    const x0 = bigEndian ? data.readUInt32BE(i) : data.readUInt32LE(i);
    const x1 = bigEndian ? data.readUInt32BE(i + 4) : data.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}
