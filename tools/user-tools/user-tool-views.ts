// What the user tools source tells about its tools: each loaded tool's provenance (its file, version, capabilities,
// trust and sandbox, for approvals and the audit) and the status Settings and `list_custom_tools` show.
import { relative } from 'node:path';
import type { CustomToolTrustPort } from '../../electron/shared/custom-tool-trust';
import type { ToolProvenance } from '../tool';
import type { HostPool } from './host-pool';
import type { UserToolsStatus } from './list-custom-tools';
import type { LoadedTool, ToolLoader } from './tool-loader';

/** The code of noSandboxReason in the catalog's approvalNotes (the dialog words it in the UI's language). */
export const noSandboxCode = 'dangerCustomToolNoSandbox';

export const noSandboxReason =
  'custom tools run without an OS sandbox on this machine (bubblewrap is not available), so every call asks';

export interface UserToolViewDeps {
  folder: string;
  loader: Pick<ToolLoader, 'loaded' | 'unread' | 'errors'>;
  pool: Pick<HostPool, 'status'>;
  trust: Pick<CustomToolTrustPort, 'isTrusted'>;
  /** Tool names the user marked `read` in settings. */
  markedRead?: () => readonly string[];
  /** Whether the hosts run in a sandbox now (the verdict may come later). */
  sandboxed: () => boolean;
  /** Why no custom tool can load at all, if so. */
  problem: () => string | undefined;
}

export interface UserToolViews {
  /** A file of the folder as the person reads it: relative to the folder. */
  display: (file: string) => string;
  provenance: (tool: LoadedTool) => ToolProvenance;
  status: () => UserToolsStatus;
}

export function createUserToolViews(deps: UserToolViewDeps): UserToolViews {
  const display = (file: string): string => relative(deps.folder, file) || file;
  const provenance = (tool: LoadedTool): ToolProvenance => ({
    kind: 'custom',
    file: `tools/${display(tool.file)}`,
    version: tool.version,
    capabilities: [...tool.manifest.capabilities],
    trusted: deps.trust.isTrusted(display(tool.file), tool.version),
    markedRead: deps.markedRead?.().includes(tool.manifest.name) ?? false,
    ...(deps.sandboxed() ? {} : { unsandboxed: noSandboxReason, unsandboxedCode: noSandboxCode }),
  });
  const status = (): UserToolsStatus => {
    const problem = deps.problem();
    return {
      folder: deps.folder,
      sandbox: deps.sandboxed() ? 'bubblewrap' : 'none',
      tools: deps.loader.loaded().map((tool) => {
        const now = provenance(tool);
        return {
          name: tool.manifest.name,
          file: display(tool.file),
          version: tool.version,
          risk: tool.manifest.risk,
          capabilities: now.capabilities,
          trusted: now.trusted,
          markedRead: now.markedRead,
          description: tool.manifest.description,
        };
      }),
      unread: deps.loader.unread().map((file) => ({ file: display(file.file), version: file.version })),
      errors: deps.loader
        .errors()
        .map((error) => ({ file: display(error.file), version: error.version, error: error.error })),
      host: deps.pool.status(),
      ...(problem ? { problem } : {}),
    };
  };
  return { display, provenance, status };
}
