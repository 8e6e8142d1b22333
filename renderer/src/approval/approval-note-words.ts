// The approval dialog's notes in the UI's language: a note the core sent with a code (tools/approval-notes.ts) is
// worded by the catalog (approvalNotes), times among its values by Intl; one without a known code stays the core's
// words (MCP tools' own). Notes the dialog shows in a block of its own are left out by their code. The danger box's
// reason (`dangerous`, coded as `dangerousCode`) is worded the same way.
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { untrustedReadNoteCode } from '../../../electron/shared/untrusted-approval';
import { i18n } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';

export interface ShownNote {
  /** The core's English: what the dialog's filters compare. */
  text: string;
  /** What the dialog shows. */
  words: string;
}

/** Shown elsewhere in the dialog: a custom tool's file and capabilities (CustomToolInfo), what the run read (its notice). */
export const notesShownElsewhere: ReadonlySet<string> = new Set([
  'customToolFrom',
  'customToolFromNoCapabilities',
  'customToolAllows',
  untrustedReadNoteCode,
]);

const dateAndTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "2026-12-01T18:30" (a wall-clock time in the job's zone, shown beside it) or "2026-12-01" as a date in words. */
function wallClock(local: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(local);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map((part) => Number(part ?? 0));
  const at = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const time = parts[4] === undefined ? { dateStyle: 'full' as const } : dateAndTime;
  return formatDateTime(at, { timeZone: 'UTC', ...time });
}

/** The values as the UI shows them: instants (epoch ms) in `zone`, wall-clock times and dates by Intl. */
function shownValues(params: Record<string, string>): Record<string, string> {
  const shown = { ...params };
  const zone = params.zone ? { timeZone: params.zone } : {};
  const inZone = (ms: string) => formatDateTime(Number(ms), { ...dateAndTime, ...zone });
  if (params.instants) shown.instants = params.instants.split(',').map(inZone).join('; ');
  if (params.instant) shown.instant = inZone(params.instant);
  for (const key of ['at', 'date'] as const) if (params[key]) shown[key] = wallClock(params[key]) ?? params[key];
  return shown;
}

export function approvalNoteWords(request: Pick<ApprovalRequest, 'notes' | 'noteCodes'>): ShownNote[] {
  const say = i18n.t as (key: string, values: Record<string, string>) => string;
  return (request.notes ?? []).flatMap((text, index) => {
    const coded = request.noteCodes?.[index];
    if (coded && notesShownElsewhere.has(coded.code)) return [];
    if (!coded || !i18n.exists(`approvalNotes.${coded.code}`)) return [{ text, words: text }];
    return [{ text, words: say(`approvalNotes.${coded.code}`, shownValues(coded.params ?? {})) }];
  });
}

/** Why the call always asks, in the UI's language: by its code when the catalog knows it, else the core's English. */
export function dangerWords(request: Pick<ApprovalRequest, 'dangerous' | 'dangerousCode'>): string | undefined {
  const coded = request.dangerousCode;
  if (!request.dangerous) return undefined;
  if (!coded || !i18n.exists(`approvalNotes.${coded.code}`)) return request.dangerous;
  const say = i18n.t as (key: string, values: Record<string, string>) => string;
  return say(`approvalNotes.${coded.code}`, coded.params ?? {});
}
