// A file edit as a small diff (removed lines, then added lines) or a write as "created/updated path (bytes)".
import { useTranslation } from 'react-i18next';

export function FileChange({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const path = typeof details.path === 'string' ? details.path : t('toolCard.file');
  if (typeof details.oldText === 'string' && typeof details.newText === 'string') {
    const line = typeof details.line === 'number' ? t('toolCard.atLine', { line: details.line }) : '';
    return (
      <figure className="file-diff">
        <figcaption>
          {path}
          {line}
        </figcaption>
        <pre aria-label={t('toolCard.changes')}>
          {details.oldText.split('\n').map((text, index) => (
            <span key={`old-${index}`} className="diff-line removed">
              {`- ${text}\n`}
            </span>
          ))}
          {details.newText.split('\n').map((text, index) => (
            <span key={`new-${index}`} className="diff-line added">
              {`+ ${text}\n`}
            </span>
          ))}
        </pre>
      </figure>
    );
  }
  const bytes = typeof details.bytes === 'number' ? t('toolCard.bytes', { count: details.bytes }) : '';
  return (
    <p className="tool-note">
      {details.created === true ? t('toolCard.created') : t('toolCard.updated')} <code>{path}</code>
      {bytes}
    </p>
  );
}
