// Permissions: the policy mode, the list of always-allow rules, each with Revoke, and the trusted sources.
import type { ApprovalRuleView } from '../../../electron/shared/contract';
import { policyModes, type PolicyMode } from '../../../electron/shared/settings-schema';
import { formatRelativeDate } from '../lib/format';
import { useSettings } from '../services-context';
import { TrustedSourcesPanel } from './TrustedSourcesPanel';

const modeText: Record<PolicyMode, { label: string; explain: string }> = {
  read_only: { label: 'Read only', explain: 'Only tools that read; everything else is refused.' },
  supervised: {
    label: 'Supervised',
    explain: 'Asks before anything that writes, runs or uses the network (recommended).',
  },
  autonomous: {
    label: 'Autonomous',
    explain: 'Runs tools without asking, except dangerous commands, which always ask.',
  },
};

function describeMatch(rule: ApprovalRuleView): string {
  switch (rule.match.kind) {
    case 'any':
      return 'any call';
    case 'exact':
      return `exactly “${rule.match.value ?? ''}”`;
    case 'prefix':
      return `starting with “${rule.match.value ?? ''}”`;
    case 'host':
      return `host ${rule.match.value ?? ''}`;
  }
}

export function PermissionsSection() {
  const settings = useSettings((state) => state.settings)!;
  const rules = useSettings((state) => state.rules);
  const set = useSettings((state) => state.set);
  const revokeRule = useSettings((state) => state.revokeRule);
  const loadRules = useSettings((state) => state.loadRules);
  return (
    <section id="settings-permissions" className="settings-section" aria-labelledby="settings-permissions-title">
      <h2 id="settings-permissions-title">Permissions</h2>
      <fieldset className="mode-list">
        <legend className="field-label">When Hearth uses tools</legend>
        {policyModes.map((mode) => (
          <label key={mode} className={`mode-option${settings.policy.mode === mode ? ' selected' : ''}`}>
            <input
              type="radio"
              name="policy-mode"
              checked={settings.policy.mode === mode}
              onChange={() => void set('policy.mode', mode)}
            />
            <span>
              <strong>{modeText[mode].label}</strong>
              <small>{modeText[mode].explain}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="rules-header">
        <h3>Always-allow rules</h3>
        <button type="button" className="ghost-button small" onClick={() => void loadRules()}>
          Refresh
        </button>
      </div>
      {rules.length === 0 ? (
        <p className="muted">No rules yet. Choose “Always allow…” in an approval to add one.</p>
      ) : (
        <ul className="rule-list" aria-label="Always-allow rules">
          {rules.map((rule) => (
            <li key={rule.id} className="rule-row" data-rule-id={rule.id}>
              <div>
                <span className="rule-tool">{rule.tool}</span> <span className="rule-match">{describeMatch(rule)}</span>
                <span className="rule-meta">
                  {rule.scope === 'forever'
                    ? 'Forever'
                    : rule.scope === 'conversation'
                      ? 'This conversation only'
                      : 'Once'}{' '}
                  · added {formatRelativeDate(rule.createdAt)}
                  {rule.expiresAt ? ` · expires ${new Date(rule.expiresAt).toLocaleString()}` : ''}
                </span>
              </div>
              <button
                type="button"
                className="ghost-button small danger"
                onClick={() => void revokeRule(rule.id)}
                aria-label={`Revoke rule: ${rule.tool} ${describeMatch(rule)}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <TrustedSourcesPanel />
    </section>
  );
}
