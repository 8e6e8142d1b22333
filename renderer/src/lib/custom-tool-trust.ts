// What trusting a custom tool version means, in the words the approval dialog and Settings share (the catalog's
// customToolWords; its English is the CLI prompt's, tools/user-tools/capabilities.ts — a test keeps the two the same).
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { i18n } from '../i18n/i18n';

export type CustomToolView = NonNullable<ApprovalRequest['customTool']>;

/** The catalog key for what trusting a version with these capabilities allows. */
export function capabilitiesKey(capabilities: readonly string[]): string {
  const write = capabilities.includes('workspace:write') ? 'Write' : 'Read';
  return `customToolWords.allows${write}${capabilities.includes('network') ? 'Network' : ''}`;
}

/** What trusting a version allows, in the UI's language. */
export function describeCapabilities(capabilities: readonly string[]): string {
  return i18n.t(capabilitiesKey(capabilities) as 'customToolWords.allowsRead');
}

/** Without an OS sandbox nothing holds a trusted tool to its capabilities. */
export function unsandboxedMeaning(): string {
  return i18n.t('customToolWords.unsandboxed');
}

/** Versions are 12 hex digits today; longer ones are cut for display (the full one is in the title). */
export function shortVersion(version: string): string {
  return version.slice(0, 12);
}
