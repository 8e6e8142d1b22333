// The approval dialog's block for a custom tool file: untrusted or trusted, its file, version, declared risk and
// capabilities, what trusting this version allows, and why it runs without a sandbox when none exists.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Icon } from '../lib/icons';
import { describeCapabilities, shortVersion, unsandboxedMeaning, type CustomToolView } from '../lib/custom-tool-trust';
import { riskLabels } from '../lib/tool-risk';
import { i18n } from '../i18n/i18n';

interface CustomToolInfoProps {
  tool: CustomToolView;
  /** The dialog's danger notice, when it already says the same as `unsandboxed`. */
  dangerous?: string;
}

export function CustomToolInfo({ tool, dangerous }: CustomToolInfoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const risk = riskLabels[tool.declaredRisk];
  const unsandboxed = tool.unsandboxed?.trim();
  return (
    <section className="custom-tool-box" data-trusted={tool.trusted} aria-labelledby={titleId}>
      <h3 id={titleId} className="custom-tool-title">
        <Icon name={tool.trusted ? 'shield' : 'warning'} size={15} />{' '}
        {tool.trusted ? t('approval.customTool') : t('approval.untrustedCustomTool')}
      </h3>
      {tool.trusted ? null : <p className="custom-tool-lead">{t('approval.customToolLead')}</p>}
      <dl className="approval-facts custom-tool-facts">
        <div>
          <dt>{t('approval.file')}</dt>
          <dd>
            <code>{tool.file}</code>
          </dd>
        </div>
        <div>
          <dt>{t('approval.version')}</dt>
          <dd>
            <code title={t('approval.contentHash', { hash: tool.version })}>{shortVersion(tool.version)}</code>
          </dd>
        </div>
        <div>
          <dt>{t('approval.declaredRisk')}</dt>
          <dd>
            <span className="risk-badge" data-risk={tool.declaredRisk}>
              {t(risk.label)}
            </span>{' '}
            {t(risk.explain)}
          </dd>
        </div>
        <div>
          <dt>{t('approval.capabilities')}</dt>
          <dd className="custom-tool-capabilities">
            {tool.capabilities.length > 0
              ? tool.capabilities.map((capability) => <code key={capability}>{capability}</code>)
              : t('approval.noCapabilities')}
          </dd>
        </div>
      </dl>
      <p className="custom-tool-meaning">
        <strong>{tool.trusted ? t('approval.trusted') : t('approval.trustingVersion')}</strong>{' '}
        {unsandboxed ? unsandboxedMeaning() : describeCapabilities(tool.capabilities)}
      </p>
      {unsandboxed && unsandboxed !== dangerous?.trim() ? (
        <p className="custom-tool-unsandboxed">
          <Icon name="warning" size={14} /> {t('approval.noSandbox', { reason: unsandboxedWords(tool) ?? unsandboxed })}
        </p>
      ) : null}
    </section>
  );
}

/** Why the tool has no sandbox, in the UI's language when the core coded it (else the caller keeps the English). */
function unsandboxedWords(tool: CustomToolView): string | undefined {
  const key = tool.unsandboxedCode ? `approvalNotes.${tool.unsandboxedCode}` : undefined;
  return key && i18n.exists(key) ? (i18n.t as (key: string) => string)(key) : undefined;
}
