// What happened to each server of a paste or an import: added, replaced, kept (same name exists) or refused with the
// reason naming the field. A kept server can be replaced from here.
import { useTranslation } from 'react-i18next';
import type { McpAddOutcome } from '../../../electron/shared/extensions-contract';
import { mcpImportWordText } from './mcp-import-words';

const words = {
  added: 'mcpAdd.added',
  replaced: 'mcpAdd.replaced',
  skipped: 'mcpAdd.notAdded',
  failed: 'mcpAdd.notAdded',
} as const satisfies Record<McpAddOutcome['result'], string>;

export function McpOutcomeList({
  outcomes,
  onReplace,
}: {
  outcomes: McpAddOutcome[];
  /** Offered for servers kept because one of the same name exists. */
  onReplace?: (name: string) => void;
}) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return null;
  const problems = outcomes.some((outcome) => outcome.result === 'skipped' || outcome.result === 'failed');
  return (
    <ul className="mcp-outcomes" aria-label={t('mcpAdd.outcomes')} role={problems ? 'alert' : 'status'}>
      {outcomes.map((outcome) => (
        <li key={outcome.name} data-result={outcome.result}>
          <strong>{t(words[outcome.result])}</strong> <code>{outcome.name}</code>
          {outcome.reason ? (
            <span className="field-error">{mcpImportWordText(outcome.reasonWord, outcome.reason)}</span>
          ) : null}
          {onReplace && outcome.exists ? (
            <button type="button" className="ghost-button small" onClick={() => onReplace(outcome.name)}>
              {t('mcpAdd.replace', { name: outcome.name })}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
