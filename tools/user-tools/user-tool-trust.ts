// Trusting one version of a custom tool file as the folder offers it now (read, or unread for want of a sandbox):
// refused when the file is gone or changed since it was shown; the trust store keeps its name, risk and capabilities.
import type { CustomToolTrustPort } from '../../electron/shared/custom-tool-trust';
import type { ToolLoader } from './tool-loader';
import type { Result } from '../../electron/shared/result';

export interface OfferedVersionTrustDeps {
  loader: Pick<ToolLoader, 'loaded' | 'unread'>;
  /** A file of the folder as the person names it: relative to the folder. */
  display: (file: string) => string;
  trust: Pick<CustomToolTrustPort, 'trust'>;
}

/** `unread`: the file was not read yet (no sandbox); it can be read now that it is trusted. */
export function trustOfferedVersion(
  deps: OfferedVersionTrustDeps,
  file: string,
  version: string,
): Result<{ unread: boolean }> {
  const tool = deps.loader.loaded().find((candidate) => deps.display(candidate.file) === file);
  const unread = deps.loader.unread().find((candidate) => deps.display(candidate.file) === file);
  const current = tool?.version ?? unread?.version;
  if (current === undefined) return { ok: false, error: `No custom tool file "${file}" is in the tools folder.` };
  if (current !== version)
    return {
      ok: false,
      error: `"${file}" changed: its current version is ${current}, not ${version}. Review it again.`,
    };
  deps.trust.trust({
    file,
    version,
    name: tool?.manifest.name ?? file,
    risk: tool?.manifest.risk ?? 'unknown',
    capabilities: tool ? [...tool.manifest.capabilities] : [],
  });
  return { ok: true, unread: unread !== undefined };
}
