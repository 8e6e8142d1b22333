// One skill in Settings → Skills: name, where it is, trusted or not, what changed since the trusted version, the static
// check's warnings, and a Trust button for the version shown. Names and descriptions are the skill author's words.
import { useTranslation } from 'react-i18next';
import type { SkillView } from '../../../electron/shared/skills-contract';

const warningKeys = {
  network: 'skills.warnNetwork',
  writes_outside: 'skills.warnWritesOutside',
  reads_secrets: 'skills.warnReadsSecrets',
} as const;

function ChangedFiles({ changes }: { changes: NonNullable<SkillView['changes']> }) {
  const { t } = useTranslation();
  const lines = [
    ...changes.changed.map((path) => t('skills.fileChanged', { path })),
    ...changes.added.map((path) => t('skills.fileAdded', { path })),
    ...changes.removed.map((path) => t('skills.fileRemoved', { path })),
  ];
  return (
    <div className="skill-changes">
      <p className="skill-small">{t('skills.newVersion')}</p>
      <ul className="skill-small mono">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function SkillRow(props: { skill: SkillView; busy: boolean; onTrust: (skill: SkillView) => void }) {
  const { t } = useTranslation();
  const { skill } = props;
  return (
    <li className="skill-row" aria-label={skill.name}>
      <div className="skill-row-head">
        <strong className="skill-data">{skill.name}</strong>{' '}
        <span className="kind-badge">
          {skill.origin === 'data' ? t('skills.originData') : t('skills.originWorkspace')}
        </span>{' '}
        <span className={skill.trusted ? 'kind-badge trust-ok' : 'kind-badge trust-no'}>
          {skill.trusted ? t('skills.trusted') : t('skills.untrusted')}
        </span>
      </div>
      <p className="skill-small skill-data">{skill.description}</p>
      <div className="muted skill-small mono">
        <span className="skill-data">{skill.folder}</span> · {t('skills.version', { version: skill.version })}
      </div>
      {!skill.trusted && skill.changes ? <ChangedFiles changes={skill.changes} /> : null}
      {skill.warnings.length > 0 ? (
        <ul className="skill-warnings skill-small" aria-label={t('skills.warningsLabel', { name: skill.name })}>
          {skill.warnings.map((warning) => (
            <li key={`${warning.kind}:${warning.file}:${warning.line}`}>
              <strong>{t(warningKeys[warning.kind])}</strong>{' '}
              <span className="mono skill-data">
                {warning.file}:{warning.line}: {warning.text}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {skill.trusted ? null : (
        <button
          type="button"
          className="primary-button small"
          disabled={props.busy}
          aria-label={t('skills.trustLabel', { name: skill.name })}
          onClick={() => props.onTrust(skill)}
        >
          {t('skills.trust')}
        </button>
      )}
    </li>
  );
}
