// Writes a Reply plan to an HTTP response piece by piece: optional pauses, then a clean end, a destroyed socket or a stall.
// Stops quietly as soon as the client goes away (abort) or the server closes the socket.
import type { ServerResponse } from 'node:http';
import type { Reply } from './fake-llm-steps';

export async function writeReply(res: ServerResponse, reply: Reply): Promise<void> {
  let gone = false;
  res.once('close', () => {
    gone = true;
  });
  res.writeHead(reply.status, reply.headers);
  res.flushHeaders();
  for (const [i, piece] of reply.pieces.entries()) {
    if (i > 0 && reply.delayMs > 0) await pause(res, reply.delayMs);
    if (gone) return;
    await writeFlushed(res, piece);
  }
  if (gone) return;
  if (reply.ending === 'end') res.end();
  else if (reply.ending === 'destroy') res.socket?.destroy();
  // 'stall': leave the connection open; the client's abort or the server's close() ends it.
}

/** Resolves when the piece reached the socket, or when the response closed first. */
function writeFlushed(res: ServerResponse, piece: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('close', done);
      resolve();
    };
    res.once('close', done);
    res.write(piece, done);
  });
}

/** Waits `ms`, or less if the response closes meanwhile. */
function pause(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}
