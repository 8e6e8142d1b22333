// The full arguments of a request, never cut (the area scrolls): a shell command verbatim in monospace, other values
// as labelled blocks; hidden characters made visible. Then the workspace, host and notes (e.g. next run times).
import { useTranslation } from 'react-i18next';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { formatValue, isRecord } from '../lib/format';
import { countHidden } from '../lib/invisible-chars';
import { RevealedText } from '../lib/RevealedText';
import { approvalNoteWords } from './approval-note-words';

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  return [];
}

export function hiddenCharacterCount(args: unknown): number {
  return stringsIn(args).reduce((sum, text) => sum + countHidden(text), 0);
}

export function ApprovalArguments({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const args = isRecord(request.args) ? request.args : null;
  const command = request.tool === 'shell' && typeof args?.command === 'string' ? args.command : null;
  const rest = args ? Object.entries(args).filter(([key]) => command === null || key !== 'command') : [];
  // The workspace has its own row (a custom tool's notes and what the run read are left out by approvalNoteWords).
  const notes = approvalNoteWords(request).filter(
    ({ text }) => !(request.workspace && text === `Workspace: ${request.workspace}`),
  );
  return (
    <div className="approval-body">
      {command !== null ? (
        <section aria-label={t('approval.command')}>
          <h3 className="field-label">{t('approval.command')}</h3>
          <pre className="approval-command" dir="ltr" tabIndex={0}>
            <RevealedText text={command} />
          </pre>
        </section>
      ) : null}
      {args === null ? (
        <section aria-label={t('approval.arguments')}>
          <h3 className="field-label">{t('approval.arguments')}</h3>
          <pre className="approval-value" dir="ltr" tabIndex={0}>
            <RevealedText text={formatValue(request.args)} />
          </pre>
        </section>
      ) : null}
      {rest.length > 0 ? (
        <dl className="approval-args">
          {rest.map(([key, value]) => (
            <div key={key}>
              <dt className="field-label">{key}</dt>
              <dd>
                <pre className="approval-value" dir="ltr">
                  <RevealedText text={formatValue(value)} />
                </pre>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="approval-facts">
        {request.workspace ? (
          <div>
            <dt>{t('approval.workspace')}</dt>
            <dd>
              <code>{request.workspace}</code>
            </dd>
          </div>
        ) : null}
        {request.host ? (
          <div>
            <dt>{t('approval.host')}</dt>
            <dd>
              <code>
                <RevealedText text={request.host} />
              </code>
            </dd>
          </div>
        ) : null}
        {notes.length > 0 ? (
          <div>
            <dt>{t('approval.notes')}</dt>
            <dd>
              <ul className="approval-notes">
                {notes.map((note, index) => (
                  <li key={index}>
                    <RevealedText text={note.words} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
