// The arguments of a tool call in a card: a shell command as a command line, other tools as a key/value list.
import { useTranslation } from 'react-i18next';
import { formatValue, isRecord } from '../lib/format';
import { RevealedText } from '../lib/RevealedText';

export function ToolArguments({ name, args }: { name: string; args: unknown }) {
  const { t } = useTranslation();
  if (args === undefined) return null;
  if (name === 'shell' && isRecord(args) && typeof args.command === 'string') {
    return (
      <pre className="tool-command" aria-label={t('approval.command')}>
        <span className="prompt" aria-hidden="true">
          ${' '}
        </span>
        <RevealedText text={args.command} />
      </pre>
    );
  }
  if (!isRecord(args))
    return (
      <pre className="tool-args-raw">
        <RevealedText text={formatValue(args)} />
      </pre>
    );
  const entries = Object.entries(args);
  if (entries.length === 0) return null;
  return (
    <dl className="tool-args">
      {entries.map(([key, value]) => (
        <div key={key} className="tool-arg">
          <dt>{key}</dt>
          <dd>
            <RevealedText text={formatValue(value)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
