// The user tools folder: where it is, what trusting a custom tool means, whether an OS sandbox holds them, the tools
// loaded from it (trusted or not, declared risk, capabilities, version, trust / revoke, marked read), files not read
// for want of a sandbox (with Trust), files that failed to load (in red, with the reason), and the hosts' restarts.
import { Trans, useTranslation } from 'react-i18next';
import type { UserToolsView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import { shortVersion } from '../lib/custom-tool-trust';
import type { ToolAction } from '../stores/extensions-store';
import { CustomToolRow } from './CustomToolRow';

interface CustomToolsPanelProps {
  status: UserToolsView;
  /** By file: the action in progress and why the last one failed. */
  busy: Record<string, ToolAction>;
  errors: Record<string, string>;
  onTrust: (file: string, version: string) => void;
  onUntrust: (file: string) => void;
  onMarkRead: (file: string, name: string, marked: boolean) => void;
}

export function CustomToolsPanel({ status, busy, errors, onTrust, onUntrust, onMarkRead }: CustomToolsPanelProps) {
  const { t } = useTranslation();
  const { host } = status;
  return (
    <div className="ext-custom">
      <p className="section-intro">
        <Trans
          t={t}
          i18nKey="customTools.intro"
          values={{ folder: status.folder }}
          components={{ code: <code />, folder: <code className="ext-target" /> }}
        />
      </p>
      <p className="ext-trust-note">
        <Trans t={t} i18nKey="customTools.trustNote" components={{ strong: <strong />, code: <code /> }} />
      </p>
      {status.sandbox === 'none' ? (
        <div className="warn-box ext-sandbox" role="note">
          <Icon name="warning" size={16} />
          <div>{t('customTools.noSandbox')}</div>
        </div>
      ) : (
        <p className="muted ext-note">{t('customTools.sandbox', { sandbox: status.sandbox })}</p>
      )}
      {status.problem ? (
        <p className="field-error" role="alert">
          {status.problem}
        </p>
      ) : null}
      {status.tools.length === 0 && status.unread.length === 0 ? (
        <p className="muted empty-note">{t('customTools.empty')}</p>
      ) : null}
      {status.tools.length > 0 ? (
        <ul className="ext-tool-list" aria-label={t('customTools.title')}>
          {status.tools.map((tool) => (
            <CustomToolRow
              key={tool.file}
              tool={tool}
              busy={busy[tool.file]}
              error={errors[tool.file]}
              onTrust={() => onTrust(tool.file, tool.version)}
              onUntrust={() => onUntrust(tool.file)}
              onMarkRead={(marked) => onMarkRead(tool.file, tool.name, marked)}
            />
          ))}
        </ul>
      ) : null}
      {status.unread.length > 0 ? (
        <>
          <h4 className="runs-title">{t('customTools.unreadTitle')}</h4>
          <ul className="ext-tool-list" aria-label={t('customTools.unread')}>
            {status.unread.map((file) => (
              <li key={file.file} className="ext-custom-tool" data-trusted="false">
                <div className="ext-custom-head">
                  <code>{file.file}</code>
                  <small className="muted" title={t('customTools.contentHash', { version: file.version })}>
                    {t('customTools.version', { version: shortVersion(file.version) })}
                  </small>
                  <button
                    type="button"
                    className="secondary-button small"
                    onClick={() => onTrust(file.file, file.version)}
                    disabled={busy[file.file] !== undefined}
                    aria-label={t('customTools.trustOf', { name: file.file })}
                  >
                    {busy[file.file] === 'trust' ? t('customTools.trusting') : t('customTools.trust')}
                  </button>
                </div>
                <small className="ext-description">{t('customTools.unreadNote')}</small>
                {errors[file.file] ? (
                  <p className="field-error" role="alert">
                    {errors[file.file]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {status.errors.length > 0 ? (
        <ul className="ext-errors" aria-label={t('customTools.loadErrors')}>
          {status.errors.map((entry) => (
            <li key={entry.file} className="field-error">
              {t('customTools.didNotLoad', { file: entry.file, error: entry.error })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted ext-note">
        {host.running ? t('customTools.hostRunning') : t('customTools.hostStopped')}
        {host.restarts > 0 ? ` ${t('customTools.hostRestarted', { times: host.restarts })}` : ''}
        {host.lastExit ? ` ${t('customTools.hostLastExit', { exit: host.lastExit })}` : ''}
      </p>
    </div>
  );
}
