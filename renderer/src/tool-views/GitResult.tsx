// The `git` tool's result: which action ran in which repository, a diff or show coloured line by line, and how much
// of the output was cut from what the model read; other actions show the text the model read.
import { useTranslation } from 'react-i18next';
import { isRecord } from '../lib/format';
import type { ToolCardView } from '../stores/conversation-types';
import { GenericResult } from './GenericResult';

/** Lines of the patch get their colour; the file summary and commit header above the first `diff --git` do not. */
function patchLines(text: string): { line: string; className: string }[] {
  let inPatch = false;
  return text
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => {
      if (line.startsWith('diff --git ')) inPatch = true;
      const added = inPatch && line.startsWith('+') && !line.startsWith('+++');
      const removed = inPatch && line.startsWith('-') && !line.startsWith('---');
      return { line, className: added ? 'diff-line added' : removed ? 'diff-line removed' : 'diff-line' };
    });
}

export function GitResult({ card }: { card: ToolCardView }) {
  const { t } = useTranslation();
  const details = isRecord(card.details) ? card.details : {};
  const action = typeof details.action === 'string' ? details.action : '';
  const repo = typeof details.repo === 'string' ? details.repo : '.';
  const text = card.content ?? '';
  const cut = typeof details.cutBytes === 'number' ? details.cutBytes : 0;
  const failed = card.status !== 'done';
  const caption = action
    ? repo === '.'
      ? t('toolCard.gitCaptionWorkspace', { action })
      : t('toolCard.gitCaption', { action, repo })
    : null;
  const cutNote = cut > 0 ? <p className="tool-note">{t('toolCard.gitCut', { count: cut })}</p> : null;
  if (failed || (action !== 'diff' && action !== 'show')) {
    return (
      <>
        {caption ? <p className="tool-note">{caption}</p> : null}
        <GenericResult text={text} failed={failed} />
        {cutNote}
      </>
    );
  }
  return (
    <figure className="file-diff">
      {caption ? <figcaption>{caption}</figcaption> : null}
      <pre aria-label={t('toolCard.gitPatch')} dir="ltr">
        {patchLines(text).map(({ line, className }, index) => (
          <span key={index} className={className}>{`${line}\n`}</span>
        ))}
      </pre>
      {cutNote}
    </figure>
  );
}
