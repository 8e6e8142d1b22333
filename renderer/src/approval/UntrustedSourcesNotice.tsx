// Why an approval asks although rules or the mode would have allowed it: the run read content others could have
// written. One sentence names the sources (untrusted-words.ts); with many, the whole list opens below it.
import { useTranslation } from 'react-i18next';
import type { UntrustedSource } from '../../../electron/shared/provenance';
import { sentenceIsShortened } from '../../../electron/shared/untrusted-approval';
import { Icon } from '../lib/icons';
import { RevealedText } from '../lib/RevealedText';
import { describeSourceInUi } from '../settings/activity-words';
import { untrustedSentence } from './untrusted-words';

interface UntrustedSourcesNoticeProps {
  id: string;
  sources: readonly UntrustedSource[];
  /** What "Allow for the rest of this run" covers ("this exact command"); absent when it is not offered. */
  runCovers?: string;
}

export function UntrustedSourcesNotice({ id, sources, runCovers }: UntrustedSourcesNoticeProps) {
  const { t } = useTranslation();
  return (
    <section className="warn-box untrusted-box" aria-label={t('approval.whatRunRead')}>
      <Icon name="warning" />
      <div>
        <p id={id}>
          <RevealedText text={untrustedSentence(sources)} />
        </p>
        {sentenceIsShortened(sources) ? (
          <details>
            <summary>{t('approval.allSources', { count: sources.length })}</summary>
            <ul>
              {sources.map((source) => (
                <li key={`${source.kind} ${source.label}`}>
                  <RevealedText text={describeSourceInUi(source)} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <p className="untrusted-hint">
          {runCovers ? t('approval.untrustedHintRun', { covers: runCovers }) : t('approval.untrustedHint')}
        </p>
      </div>
    </section>
  );
}
