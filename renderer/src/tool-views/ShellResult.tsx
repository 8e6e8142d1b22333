// The shell's output: streamed live while the command runs, then the kept output with exit code and sandbox facts.
import { useTranslation } from 'react-i18next';
import { isRecord } from '../lib/format';
import type { ToolCardView } from '../stores/conversation-types';

export function ShellResult({ card }: { card: ToolCardView }) {
  const { t } = useTranslation();
  const details = isRecord(card.details) ? card.details : undefined;
  const finalOutput = typeof details?.output === 'string' ? details.output : undefined;
  const output = card.content === undefined ? card.output : finalOutput || card.content;
  const exitCode = typeof details?.exitCode === 'number' ? details.exitCode : null;
  const facts: string[] = [];
  if (exitCode !== null) facts.push(t('toolCard.exitCode', { code: exitCode }));
  if (typeof details?.sandbox === 'string') facts.push(t('toolCard.sandbox', { sandbox: details.sandbox }));
  if (typeof details?.truncatedBytes === 'number' && details.truncatedBytes > 0)
    facts.push(t('toolCard.truncated', { count: details.truncatedBytes }));
  return (
    <>
      {output ? (
        <pre
          className={`tool-output${card.content === undefined ? ' live' : ''}`}
          aria-label={t('toolCard.commandOutput')}
        >
          {output}
        </pre>
      ) : card.status === 'running' ? (
        <p className="tool-note">{t('toolCard.waitingOutput')}</p>
      ) : null}
      {facts.length > 0 ? <p className="tool-note">{facts.join(' · ')}</p> : null}
    </>
  );
}
