// Settings → Tools, under the tool rows: how sub-agents (the delegate tool) may work — how many at once, how many
// model turns each, and how long each may run (agent.maxParallelDelegates, delegateMaxTurns, delegateTimeoutMs).
import { useTranslation } from 'react-i18next';
import { useSettings } from '../services-context';
import { SettingField } from './SettingField';

/** A whole number typed in a field, or null when the text is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

export function SubAgentSettings() {
  const { t } = useTranslation();
  const agent = useSettings((state) => state.settings)!.agent;
  const set = useSettings((state) => state.set);
  const saveNumber = (path: string, text: string, scale = 1) => {
    const value = wholeNumber(text);
    if (value === null) return Promise.resolve({ ok: false, error: t('subAgents.notWholeNumber') });
    return set(path, value * scale);
  };
  return (
    <div className="web-settings" role="group" aria-labelledby="sub-agent-settings-title">
      <h3 id="sub-agent-settings-title">{t('subAgents.title')}</h3>
      <p className="section-intro">{t('subAgents.intro')}</p>
      <div className="field-grid">
        <SettingField
          label={t('subAgents.parallel')}
          value={String(agent.maxParallelDelegates)}
          onSave={(text) => saveNumber('agent.maxParallelDelegates', text)}
          hint={t('subAgents.parallelHint')}
        />
        <SettingField
          label={t('subAgents.turns')}
          value={String(agent.delegateMaxTurns)}
          onSave={(text) => saveNumber('agent.delegateMaxTurns', text)}
          hint={t('subAgents.turnsHint')}
        />
        <SettingField
          label={t('subAgents.timeout')}
          value={String(Math.round(agent.delegateTimeoutMs / 1000))}
          onSave={(text) => saveNumber('agent.delegateTimeoutMs', text, 1000)}
          hint={t('subAgents.timeoutHint')}
        />
      </div>
    </div>
  );
}
