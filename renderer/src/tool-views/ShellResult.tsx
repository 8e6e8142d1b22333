// The shell's output: streamed live while the command runs, then the kept output with exit code and sandbox facts.
import { isRecord } from '../lib/format';
import type { ToolCardView } from '../stores/conversation-types';

export function ShellResult({ card }: { card: ToolCardView }) {
  const details = isRecord(card.details) ? card.details : undefined;
  const finalOutput = typeof details?.output === 'string' ? details.output : undefined;
  const output = card.content === undefined ? card.output : finalOutput || card.content;
  const exitCode = typeof details?.exitCode === 'number' ? details.exitCode : null;
  const facts: string[] = [];
  if (exitCode !== null) facts.push(`exit code ${exitCode}`);
  if (typeof details?.sandbox === 'string') facts.push(`sandbox: ${details.sandbox}`);
  if (typeof details?.truncatedBytes === 'number' && details.truncatedBytes > 0)
    facts.push(`${details.truncatedBytes} earlier bytes not kept`);
  return (
    <>
      {output ? (
        <pre className={`tool-output${card.content === undefined ? ' live' : ''}`} aria-label="Command output">
          {output}
        </pre>
      ) : card.status === 'running' ? (
        <p className="tool-note">Waiting for output…</p>
      ) : null}
      {facts.length > 0 ? <p className="tool-note">{facts.join(' · ')}</p> : null}
    </>
  );
}
