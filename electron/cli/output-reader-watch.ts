// Notices that the reader of the CLI's stdout or stderr has gone while the CLI is not writing (a long tool call whose
// caller died): a socket (what Node hands a child as a "pipe") is read for its end. A terminal is left
// alone (closing it sends SIGHUP); a shell pipe's reader leaving is noticed at the next write (EPIPE).
import { fstatSync } from 'node:fs';

/** The parts of Node's stream handle this uses (not public API: every step checks what it finds). */
interface ReadableHandle {
  readStart?: () => number;
  readStop?: () => number;
  onread?: (buffer?: ArrayBuffer) => unknown;
}

function isSocket(fd: number): boolean {
  try {
    return fstatSync(fd).isSocket();
  } catch {
    return false;
  }
}

function sameFile(a: number, b: number): boolean {
  try {
    const [one, two] = [fstatSync(a), fstatSync(b)];
    return one.dev === two.dev && one.ino === two.ino;
  } catch {
    return false;
  }
}

/** A socket's peer closing shows as end-of-file when read; data (there should be none) is dropped. */
function watchSocket(stream: NodeJS.WriteStream, onGone: () => void): () => void {
  const handle = (stream as unknown as { _handle?: ReadableHandle })._handle;
  if (!handle?.readStart || !handle.readStop) return () => undefined;
  const readStop = handle.readStop.bind(handle);
  handle.onread = (buffer) => {
    if (buffer !== undefined) return; // data, not an ending
    readStop(); // end of file or an error: stop reading, or libuv would report it again and again
    onGone();
  };
  if (handle.readStart() !== 0) return () => undefined;
  return () => void readStop();
}

/** Calls `onGone` once when stdout's or stderr's reader has gone; returns a function that stops watching. */
export function watchOutputReaders(onGone: () => void): () => void {
  let gone = false;
  const once = () => {
    if (gone) return;
    gone = true;
    onGone();
  };
  const stops: (() => void)[] = [];
  for (const [fd, stream] of [
    [1, process.stdout],
    [2, process.stderr],
  ] as const) {
    if (stream.isTTY) continue;
    // A socket that is stdin too belongs to a two-way caller: reading it would take stdin's input.
    if (isSocket(fd) && !sameFile(fd, 0)) stops.push(watchSocket(stream, once));
  }
  return () => stops.forEach((stop) => stop());
}
