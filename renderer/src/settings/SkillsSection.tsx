// Settings → Skills and hooks (issue 42): the Agent Skills Hearth sees (`<data>/skills/`, the workspace's
// `.hearth/skills/`) with their trust, what changed and the static check's warnings, trusting one, and the hooks editor.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillView } from '../../../electron/shared/skills-contract';
import type { HearthApi } from '../api';
import { useServices } from '../services-context';
import { HooksEditor } from './HooksEditor';
import { SkillRow } from './SkillRow';
import { useListed } from './use-listed';
import { useSectionAction } from './use-section-action';

const readSkills = (api: HearthApi) => api.skillsList({});

export function SkillsSection() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, message, setMessage, act } = useSectionAction({ clearMessageFirst: true });
  const showError = useCallback((text: string) => setMessage({ kind: 'error', text }), [setMessage]);
  const { data: listed, reload } = useListed(readSkills, showError);

  const trust = (skill: SkillView) =>
    act(async () => {
      const result = await api.skillsTrust({ name: skill.name, version: skill.version });
      if (!result.ok) setMessage({ kind: 'error', text: result.error.message });
      else setMessage({ kind: 'ok', text: t('skills.trustedNow', { name: skill.name }) });
      reload();
    });

  return (
    <section id="settings-skills" className="settings-section" aria-labelledby="settings-skills-title">
      <h2 id="settings-skills-title">{t('skills.title')}</h2>
      <p className="section-intro">{t('skills.intro')}</p>
      {listed && listed.skills.length === 0 ? <p className="muted empty-note">{t('skills.none')}</p> : null}
      {listed && listed.skills.length > 0 ? (
        <ul className="skill-list" aria-label={t('skills.listLabel')}>
          {listed.skills.map((skill) => (
            <SkillRow key={skill.folder} skill={skill} busy={busy} onTrust={(chosen) => void trust(chosen)} />
          ))}
        </ul>
      ) : null}
      {listed && listed.problems.length > 0 ? (
        <ul className="skill-small" aria-label={t('skills.problemsLabel')}>
          {listed.problems.map((problem) => (
            <li key={problem.folder}>
              <span className="mono">{problem.folder}</span>: {problem.error}
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p
          className={message.kind === 'error' ? 'field-error' : 'field-ok'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      <HooksEditor />
    </section>
  );
}
