// "Sources" under an answer: the web pages it was built from, numbered as the answer cites them, as safe links.
import { useTranslation } from 'react-i18next';
import type { WebSource } from '../../../electron/shared/web-sources';
import { SourceLinks } from '../tool-views/SourceLinks';

export function AnswerSources({ sources }: { sources: readonly WebSource[] }) {
  const { t } = useTranslation();
  return (
    <section className="answer-sources" aria-label={t('sources.title')}>
      <h2 className="answer-sources-title">{t('sources.title')}</h2>
      <SourceLinks sources={sources} label={t('sources.ofAnswer')} />
    </section>
  );
}
