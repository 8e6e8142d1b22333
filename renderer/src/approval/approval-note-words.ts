// The approval dialog's notes in the UI's language: a note the core sent with a code (tools/approval-notes.ts) is
// worded by the catalog (approvalNotes); one without a known code stays the core's words (custom and MCP tools' own).
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { i18n } from '../i18n/i18n';

export interface ShownNote {
  /** The core's English: what the dialog's filters compare. */
  text: string;
  /** What the dialog shows. */
  words: string;
}

export function approvalNoteWords(request: Pick<ApprovalRequest, 'notes' | 'noteCodes'>): ShownNote[] {
  return (request.notes ?? []).map((text, index) => {
    const coded = request.noteCodes?.[index];
    if (!coded || !i18n.exists(`approvalNotes.${coded.code}`)) return { text, words: text };
    const say = i18n.t as (key: string, values: Record<string, string>) => string;
    return { text, words: say(`approvalNotes.${coded.code}`, coded.params ?? {}) };
  });
}
