// What trusting a custom tool version means, in the words the approval dialog and Settings share. describeCapabilities
// mirrors tools/user-tools/capabilities.ts (the renderer cannot import tools/); a test keeps the two the same.
import type { ApprovalRequest } from '../../../electron/shared/agent-events';

export type CustomToolView = NonNullable<ApprovalRequest['customTool']>;

/** What trusting a version allows, in words (the same sentence as the CLI prompt's). */
export function describeCapabilities(capabilities: readonly string[]): string {
  const parts = ['read the workspace', 'write its own state folder'];
  if (capabilities.includes('workspace:write')) parts[0] = 'read and write the workspace';
  if (capabilities.includes('network')) parts.push('use the network');
  return `It may ${parts.join(', ')}; nothing else of your home folder, Hearth's data or the keyring.`;
}

/** Without an OS sandbox nothing holds a trusted tool to its capabilities. */
export const unsandboxedMeaning =
  'No OS sandbox can hold it on this computer: once trusted it runs with your account’s access, and every call still asks.';

/** The note the core adds for the CLI prompt; the dialog shows the same facts in its own block, so it skips them. */
export function isCustomToolNote(note: string, tool: CustomToolView): boolean {
  return note.startsWith(`Custom tool from ${tool.file},`) || note === describeCapabilities(tool.capabilities);
}

/** Versions are 12 hex digits today; longer ones are cut for display (the full one is in the title). */
export function shortVersion(version: string): string {
  return version.slice(0, 12);
}
