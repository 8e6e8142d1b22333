// Permissions: the policy mode, the list of always-allow rules, each with Revoke, and the trusted sources.
import { useTranslation } from 'react-i18next';
import { policyModes, type PolicyMode } from '../../../electron/shared/settings-schema';
import { formatDateTime, formatRelativeDate } from '../lib/format';
import { useSettings } from '../services-context';
import { describeMatch } from './rule-words';
import { TrustedSourcesPanel } from './TrustedSourcesPanel';

const modeText = {
  read_only: { label: 'permissions.readOnly', explain: 'permissions.readOnlyExplain' },
  supervised: { label: 'permissions.supervised', explain: 'permissions.supervisedExplain' },
  autonomous: { label: 'permissions.autonomous', explain: 'permissions.autonomousExplain' },
} as const satisfies Record<PolicyMode, { label: string; explain: string }>;

export function PermissionsSection() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const rules = useSettings((state) => state.rules);
  const set = useSettings((state) => state.set);
  const revokeRule = useSettings((state) => state.revokeRule);
  const loadRules = useSettings((state) => state.loadRules);
  return (
    <section id="settings-permissions" className="settings-section" aria-labelledby="settings-permissions-title">
      <h2 id="settings-permissions-title">{t('settings.permissions')}</h2>
      <fieldset className="mode-list">
        <legend className="field-label">{t('permissions.mode')}</legend>
        {policyModes.map((mode) => (
          <label key={mode} className={`mode-option${settings.policy.mode === mode ? ' selected' : ''}`}>
            <input
              type="radio"
              name="policy-mode"
              checked={settings.policy.mode === mode}
              onChange={() => void set('policy.mode', mode)}
            />
            <span>
              <strong>{t(modeText[mode].label)}</strong>
              <small>{t(modeText[mode].explain)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="rules-header">
        <h3>{t('permissions.rules')}</h3>
        <button type="button" className="ghost-button small" onClick={() => void loadRules()}>
          {t('permissions.refresh')}
        </button>
      </div>
      {rules.length === 0 ? (
        <p className="muted">{t('permissions.noRules')}</p>
      ) : (
        <ul className="rule-list" aria-label={t('permissions.rules')}>
          {rules.map((rule) => (
            <li key={rule.id} className="rule-row" data-rule-id={rule.id}>
              <div>
                <span className="rule-tool">{rule.tool}</span>{' '}
                <span className="rule-match">{describeMatch(rule.match, t)}</span>
                <span className="rule-meta">
                  {rule.scope === 'forever'
                    ? t('approval.forever')
                    : rule.scope === 'conversation'
                      ? t('permissions.conversationOnly')
                      : t('permissions.once')}{' '}
                  {t('permissions.added', { when: formatRelativeDate(rule.createdAt) })}
                  {rule.expiresAt ? t('permissions.expires', { when: formatDateTime(rule.expiresAt) }) : ''}
                </span>
              </div>
              <button
                type="button"
                className="ghost-button small danger"
                onClick={() => void revokeRule(rule.id)}
                aria-label={t('permissions.revokeRule', { tool: rule.tool, match: describeMatch(rule.match, t) })}
              >
                {t('permissions.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <TrustedSourcesPanel />
    </section>
  );
}
