// One custom tool in Settings → Extensions: name, trusted/untrusted badge, declared risk, capabilities, file and version,
// "Trust this version" or "Revoke trust", and the "Marked read" checkbox (`tools.custom.markedRead`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserToolView } from '../../../electron/shared/contract';
import { shortVersion } from '../lib/custom-tool-trust';
import { riskLabels, type ToolRiskName } from '../lib/tool-risk';
import type { ToolAction } from '../stores/extensions-store';

interface CustomToolRowProps {
  tool: UserToolView;
  busy?: ToolAction;
  error?: string;
  onTrust: () => void;
  onUntrust: () => void;
  onMarkRead: (marked: boolean) => void;
}

export function CustomToolRow({ tool, busy, error, onTrust, onUntrust, onMarkRead }: CustomToolRowProps) {
  const { t } = useTranslation();
  const riskKey = riskLabels[tool.risk as ToolRiskName]?.label;
  // The box shows the click at once; the setting is written and read back meanwhile.
  const [requested, setRequested] = useState(tool.markedRead);
  const markedRead = busy === 'mark' ? requested : tool.markedRead;
  return (
    <li className="ext-custom-tool" data-trusted={tool.trusted}>
      <div className="ext-custom-head">
        <code>{tool.name}</code>
        <span className="run-status" data-status={tool.trusted ? 'ok' : 'error'}>
          {tool.trusted ? t('customTools.trusted') : t('customTools.untrusted')}
        </span>
        <small className="muted" title={t('customTools.contentHash', { version: tool.version })}>
          {t('customTools.fileVersion', { file: tool.file, version: shortVersion(tool.version) })}
        </small>
      </div>
      <small className="ext-description">{tool.description}</small>
      <p className="ext-custom-facts">
        <span>
          {t('customTools.declaredRisk')} <span className="kind-badge">{riskKey ? t(riskKey) : tool.risk}</span>
        </span>
        <span>
          {t('customTools.capabilities')}{' '}
          {tool.capabilities.length > 0 ? (
            tool.capabilities.map((capability) => (
              <code key={capability} className="ext-capability">
                {capability}
              </code>
            ))
          ) : (
            <span className="muted">{t('customTools.noCapabilities')}</span>
          )}
        </span>
      </p>
      <div className="ext-custom-actions">
        {tool.trusted ? (
          <button
            type="button"
            className="secondary-button small"
            onClick={onUntrust}
            disabled={busy !== undefined}
            aria-label={t('customTools.revokeOf', { name: tool.name })}
          >
            {busy === 'untrust' ? t('customTools.revoking') : t('customTools.revoke')}
          </button>
        ) : (
          <button
            type="button"
            className="primary-button small"
            onClick={onTrust}
            disabled={busy !== undefined}
            aria-label={t('customTools.trustOf', { name: tool.name })}
          >
            {busy === 'trust' ? t('customTools.trusting') : t('customTools.trust')}
          </button>
        )}
        <label className="choice">
          <input
            type="checkbox"
            checked={markedRead}
            disabled={busy !== undefined}
            aria-label={t('customTools.markedReadOf', { name: tool.name })}
            onChange={(event) => {
              setRequested(event.target.checked);
              onMarkRead(event.target.checked);
            }}
          />
          <span>{t('customTools.markedRead')}</span>
        </label>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
