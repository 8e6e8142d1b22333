// Reads the audit log (<dataDir>/audit.jsonl and its rotated audit.jsonl.1, .2, …) newest line first, a chunk at a
// time from the end, without loading whole files. A position names a file by inode, so paging survives a rotation.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';

export interface AuditLine {
  text: string;
  /** The file's name (audit.jsonl, audit.jsonl.1, …) and the line's byte offset in it. */
  file: string;
  start: number;
  /** Where to go on reading after this line (its file's inode and the line's offset). */
  position: AuditPosition;
}

export interface AuditPosition {
  inode: number;
  offset: number;
}

interface AuditFile {
  path: string;
  inode: number;
  size: number;
}

const chunkBytes = 64 * 1024;
/** Rotated files looked for past the newest (the writer keeps 3 by default). */
const maxRotated = 50;

/** The log's files, newest first: the live file, then .1, .2, … while they exist. */
export function auditFiles(file: string): AuditFile[] {
  const paths = [file];
  for (let index = 1; index <= maxRotated && existsSync(`${file}.${index}`); index += 1) paths.push(`${file}.${index}`);
  const files: AuditFile[] = [];
  for (const path of paths) {
    try {
      const stat = statSync(path);
      files.push({ path, inode: stat.ino, size: stat.size });
    } catch {
      // gone between the listing and the stat (a rotation): nothing to read there
    }
  }
  return files;
}

/** Lines newest first, from `after` (exclusive) or from the newest end of the log. */
export function* auditLinesBackward(file: string, after?: AuditPosition): Generator<AuditLine> {
  const files = auditFiles(file);
  let index = 0;
  let end: number | undefined;
  if (after) {
    index = files.findIndex((candidate) => candidate.inode === after.inode);
    if (index === -1) return; // the file the page ended in was rotated away
    end = after.offset;
  }
  for (; index < files.length; index += 1) {
    const current = files[index]!;
    yield* fileLinesBackward(current, end ?? current.size);
    end = undefined;
  }
}

function* fileLinesBackward(file: AuditFile, end: number): Generator<AuditLine> {
  let fd: number;
  try {
    fd = openSync(file.path, 'r');
  } catch {
    return;
  }
  const name = basename(file.path);
  const line = (bytes: Buffer, start: number): AuditLine => ({
    text: bytes.toString('utf8'),
    file: name,
    start,
    position: { inode: file.inode, offset: start },
  });
  try {
    let position = end;
    let tail = Buffer.alloc(0);
    while (position > 0) {
      const size = Math.min(chunkBytes, position);
      position -= size;
      const chunk = Buffer.alloc(size);
      readSync(fd, chunk, 0, size, position);
      const buffer = Buffer.concat([chunk, tail]);
      let lineEnd = buffer.length;
      while (lineEnd > 0) {
        const newline = buffer.lastIndexOf(0x0a, lineEnd - 1);
        if (newline === -1) break;
        if (lineEnd > newline + 1) yield line(buffer.subarray(newline + 1, lineEnd), position + newline + 1);
        lineEnd = newline;
      }
      tail = buffer.subarray(0, lineEnd);
    }
    if (tail.length > 0) yield line(tail, 0);
  } finally {
    closeSync(fd);
  }
}
