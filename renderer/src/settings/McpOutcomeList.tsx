// What happened to each server of a paste or an import: added, replaced, kept (same name exists) or refused with the
// reason naming the field. A kept server can be replaced from here.
import type { McpAddOutcome } from '../../../electron/shared/extensions-contract';

const words: Record<McpAddOutcome['result'], string> = {
  added: 'Added',
  replaced: 'Replaced',
  skipped: 'Not added',
  failed: 'Not added',
};

export function McpOutcomeList({
  outcomes,
  onReplace,
}: {
  outcomes: McpAddOutcome[];
  /** Offered for servers kept because one of the same name exists. */
  onReplace?: (name: string) => void;
}) {
  if (outcomes.length === 0) return null;
  const problems = outcomes.some((outcome) => outcome.result === 'skipped' || outcome.result === 'failed');
  return (
    <ul className="mcp-outcomes" aria-label="What was added" role={problems ? 'alert' : 'status'}>
      {outcomes.map((outcome) => (
        <li key={outcome.name} data-result={outcome.result}>
          <strong>{words[outcome.result]}</strong> <code>{outcome.name}</code>
          {outcome.reason ? <span className="field-error">{outcome.reason}</span> : null}
          {onReplace && outcome.exists ? (
            <button type="button" className="ghost-button small" onClick={() => onReplace(outcome.name)}>
              Replace {outcome.name}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
