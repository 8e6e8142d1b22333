// What a custom tool file may ask for beyond the default sandbox (workspace read-only, its own state folder, no
// network, nothing else of the home folder): `network` and `workspace:write`. The sandbox enforces exactly these.
import type { Result } from '../../electron/shared/result';
export const customToolCapabilities = ['network', 'workspace:write'] as const;
export type CustomToolCapability = (typeof customToolCapabilities)[number];

const known = new Set<string>(customToolCapabilities);

/** Checks a file's declared `capabilities` (absent = none); the list comes back sorted and without repeats. */
export function checkCapabilities(raw: unknown): Result<{ capabilities: CustomToolCapability[] }> {
  if (raw === undefined || raw === null) return { ok: true, capabilities: [] };
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string')) {
    return { ok: false, error: '`capabilities` must be a list of strings, e.g. ["network", "workspace:write"].' };
  }
  const unknown = raw.filter((item: string) => !known.has(item));
  if (unknown.length > 0) {
    return {
      ok: false,
      error: `Unknown capabilities: ${unknown.join(', ')}. Known: ${customToolCapabilities.join(', ')}.`,
    };
  }
  return { ok: true, capabilities: [...new Set(raw as CustomToolCapability[])].sort() };
}

/** One key per capability set: tools with the same set share one sandboxed host. */
export function capabilityKey(capabilities: readonly string[]): string {
  return capabilities.length === 0
    ? 'default'
    : [...capabilities]
        .sort()
        .join('+')
        .replace(/[^a-z+]/g, '-');
}

/** What trusting a version allows, in words (approval dialog, CLI prompt, Settings). */
export function describeCapabilities(capabilities: readonly string[]): string {
  const parts = ['read the workspace', 'write its own state folder'];
  if (capabilities.includes('workspace:write')) parts[0] = 'read and write the workspace';
  if (capabilities.includes('network')) parts.push('use the network');
  return `It may ${parts.join(', ')}; nothing else of your home folder, Hearth's data or the keyring.`;
}
