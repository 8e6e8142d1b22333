// Reads the write tools' arguments into what will be saved (times in the zone named, else the person's) and says it
// for the approval: title, start and end in the person's time zone, recurrence, location and calendar.
import { err, ok, type Result } from '../../electron/shared/result';
import { chooseZone, defaultEnd, describeEventTime, eventTimeInstant, parseEventTime } from './calendar-time';
import type { EventChanges, EventDraft } from './ical-write';

export interface EventFields {
  title?: string;
  start?: string;
  end?: string;
  timeZone?: string;
  location?: string;
  description?: string;
  recurrence?: string;
}

/** The changed fields of an update (or all of a new event's but the defaults), checked. */
export function readChanges(fields: EventFields, personZone: string): Result<{ changes: EventChanges }> {
  const zone = chooseZone(fields.timeZone, personZone);
  if (!zone.ok) return zone;
  const changes: EventChanges = {};
  if (fields.title !== undefined) {
    if (!fields.title.trim()) return err('The title cannot be empty.');
    changes.title = fields.title.trim();
  }
  for (const key of ['start', 'end'] as const) {
    const text = fields[key];
    if (text === undefined) continue;
    const time = parseEventTime(text, zone.zone);
    if (!time.ok) return time;
    changes[key] = time.time;
  }
  if (changes.start && changes.end) {
    if (changes.start.kind !== changes.end.kind)
      return err('Start and end must both be dates (an all-day event) or both date-times.');
    if (eventTimeInstant(changes.end, personZone) <= eventTimeInstant(changes.start, personZone))
      return err('The end must be after the start.');
  }
  if (fields.location !== undefined) changes.location = fields.location;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.recurrence !== undefined) changes.recurrence = fields.recurrence.trim().replace(/^RRULE:/i, '');
  return ok({ changes });
}

/** A new event: the end defaults to an hour after a timed start, or the next day after an all-day one. */
export function readDraft(fields: EventFields & { title: string; start: string }, personZone: string) {
  const read = readChanges(fields, personZone);
  if (!read.ok) return read;
  const { changes } = read;
  const start = changes.start!;
  const end = changes.end ?? defaultEnd(start);
  const draft: EventDraft = { ...changes, title: changes.title!, start, end };
  if (!draft.recurrence) delete draft.recurrence;
  return ok({ draft });
}

/** The approval's lines for what will be saved ("Title: …", "Starts: …", …); `changed` for an update. */
export function describeEvent(changes: EventChanges, personZone: string, calendar: string): string[] {
  const lines: string[] = [];
  if (changes.title !== undefined) lines.push(`Title: ${changes.title}`);
  if (changes.start) lines.push(`Starts: ${describeEventTime(changes.start, personZone)}`);
  if (changes.end) lines.push(`Ends: ${describeEventTime(changes.end, personZone)}`);
  if (changes.recurrence !== undefined) lines.push(`Repeats: ${changes.recurrence || 'no (a single event)'}`);
  if (changes.location !== undefined) lines.push(`Location: ${changes.location.trim() || '(none)'}`);
  if (changes.description !== undefined)
    lines.push(`Description: ${changes.description.trim().slice(0, 300) || '(none)'}`);
  lines.push(`Calendar: ${calendar}`);
  return lines;
}
