// The approval dialog's block for a custom tool file: untrusted or trusted, its file, version, declared risk and
// capabilities, what trusting this version allows, and why it runs without a sandbox when none exists.
import { useId } from 'react';
import { Icon } from '../lib/icons';
import { describeCapabilities, shortVersion, unsandboxedMeaning, type CustomToolView } from '../lib/custom-tool-trust';
import { riskLabels } from '../lib/tool-risk';

interface CustomToolInfoProps {
  tool: CustomToolView;
  /** The dialog's danger notice, when it already says the same as `unsandboxed`. */
  dangerous?: string;
}

export function CustomToolInfo({ tool, dangerous }: CustomToolInfoProps) {
  const titleId = useId();
  const risk = riskLabels[tool.declaredRisk];
  const unsandboxed = tool.unsandboxed?.trim();
  return (
    <section className="custom-tool-box" data-trusted={tool.trusted} aria-labelledby={titleId}>
      <h3 id={titleId} className="custom-tool-title">
        <Icon name={tool.trusted ? 'shield' : 'warning'} size={15} />{' '}
        {tool.trusted ? 'Custom tool' : 'Untrusted custom tool'}
      </h3>
      {tool.trusted ? null : (
        <p className="custom-tool-lead">
          You have not trusted this version of the file. What it declares is only its own claim: review the file before
          you trust it. If the file changes, Hearth asks again.
        </p>
      )}
      <dl className="approval-facts custom-tool-facts">
        <div>
          <dt>File</dt>
          <dd>
            <code>{tool.file}</code>
          </dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>
            <code title={`Content hash ${tool.version}`}>{shortVersion(tool.version)}</code>
          </dd>
        </div>
        <div>
          <dt>Declared risk</dt>
          <dd>
            <span className="risk-badge" data-risk={tool.declaredRisk}>
              {risk.label}
            </span>{' '}
            {risk.explain}
          </dd>
        </div>
        <div>
          <dt>Capabilities</dt>
          <dd className="custom-tool-capabilities">
            {tool.capabilities.length > 0
              ? tool.capabilities.map((capability) => <code key={capability}>{capability}</code>)
              : 'No extra capabilities'}
          </dd>
        </div>
      </dl>
      <p className="custom-tool-meaning">
        <strong>{tool.trusted ? 'Trusted:' : 'Trusting this version:'}</strong>{' '}
        {unsandboxed ? unsandboxedMeaning : describeCapabilities(tool.capabilities)}
      </p>
      {unsandboxed && unsandboxed !== dangerous?.trim() ? (
        <p className="custom-tool-unsandboxed">
          <Icon name="warning" size={14} /> No sandbox: {unsandboxed}.
        </p>
      ) : null}
    </section>
  );
}
