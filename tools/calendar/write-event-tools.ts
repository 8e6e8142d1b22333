// `calendar_create_event` and `calendar_update_event`: risk `write`, so they ask; the approval shows the event as it
// will be saved (title, start and end in the person's time zone, recurrence, location, calendar). A read-only `.ics`
// subscription refuses; a changed event on the server (etag) is a conflict, never overwritten.
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool, type ApprovalFacts, type ApprovalNote } from '../tool';
import type { CalendarAccountsPort } from './calendar-ports';
import type { CalendarService } from './calendar-service';
import {
  calendarChoiceWords,
  eventApprovalNotes,
  eventProblemNotes,
  type CalendarChoice,
} from './event-approval-notes';
import { describeEvent, readChanges, readDraft, type EventFields } from './event-draft';
import { checkRecurrence, type EventChanges } from './ical-write';
import { loadIcal } from './lazy-calendar-modules';

export interface WriteEventToolDeps {
  service: CalendarService;
  accounts: CalendarAccountsPort;
  timeZone: () => string;
}

const fieldShape = () => ({
  start: z.string().max(40).describe('ISO date-time in timeZone (2026-10-20T09:00), or a date for an all-day event.'),
  end: z.string().max(40).describe('ISO date-time or date; default: an hour after the start (all day: one day).'),
  timeZone: z.string().max(64).describe("IANA zone of start and end (Europe/Berlin); default: the person's."),
  location: z.string().max(1_000),
  description: z.string().max(8_000),
  recurrence: z.string().max(500).describe('An RRULE such as FREQ=WEEKLY;BYDAY=MO;COUNT=10 ("" removes it).'),
  calendar: z.string().max(200).describe('"work" (its first calendar), "work/Family" or a calendar\'s name.'),
});

const createParameters = z.lazy(() => {
  const fields = fieldShape();
  return z.object({
    title: z.string().min(1).max(500),
    start: fields.start,
    end: fields.end.optional(),
    timeZone: fields.timeZone.optional(),
    location: fields.location.optional(),
    description: fields.description.optional(),
    recurrence: fields.recurrence.optional(),
    calendar: fields.calendar.optional(),
  });
});

const updateParameters = z.lazy(() => {
  const fields = fieldShape();
  return z.object({
    id: z.string().min(1).max(500).describe('The event id calendar_list_events shows.'),
    title: z.string().max(500).optional(),
    start: fields.start.optional(),
    end: fields.end.optional(),
    timeZone: fields.timeZone.optional(),
    location: fields.location.optional(),
    description: fields.description.optional(),
    recurrence: fields.recurrence.optional(),
    calendar: fields.calendar.optional(),
  });
});

export function createWriteEventTools(deps: WriteEventToolDeps): AnyTool[] {
  const calendarChoice = (wanted: string | undefined): CalendarChoice => {
    if (wanted?.trim()) return { kind: 'named', name: wanted.trim() };
    const first = deps.accounts.accounts().find((account) => account.kind === 'caldav');
    return first ? { kind: 'first', account: first.name } : { kind: 'none' };
  };
  const facts = (wanted: string | undefined, notes: ApprovalNote[]): ApprovalFacts => ({
    matchValue: calendarChoiceWords(calendarChoice(wanted)),
    notes,
  });

  const create = defineTool({
    name: 'calendar_create_event',
    label: 'Create a calendar event',
    description:
      "Creates an event in the person's CalDAV calendar (asks first). Times are in timeZone, else the person's zone; " +
      'recurrence is an RRULE. .ics subscriptions are read-only.',
    parameters: createParameters,
    risk: 'write',
    describeCall: (args) => {
      const read = readDraft(args as EventFields & { title: string; start: string }, deps.timeZone());
      if (!read.ok) return facts(args.calendar, [eventProblemNotes.cannotSave(read.error)]);
      const shown: EventChanges = { ...read.draft, recurrence: read.draft.recurrence ?? '' };
      return facts(args.calendar, eventApprovalNotes(shown, deps.timeZone(), calendarChoice(args.calendar)));
    },
    execute: async (args, ctx) => {
      const read = readDraft(args as EventFields & { title: string; start: string }, deps.timeZone());
      if (!read.ok) return fail(read.error, 'invalid_args');
      const rule = checkRecurrence(await loadIcal(), read.draft.recurrence);
      if (!rule.ok) return fail(rule.error, 'invalid_args');
      const draft = { ...read.draft, ...(rule.rule ? { recurrence: rule.rule } : {}) };
      const created = await deps.service.createEvent(args.calendar, draft, ctx.signal);
      if (!created.ok) return fail(created.error, 'calendar_failed');
      const lines = describeEvent({ ...draft, recurrence: draft.recurrence ?? '' }, deps.timeZone(), created.calendar);
      return ok(`Created the event (id ${created.uid}):\n${lines.join('\n')}`, {
        details: { kind: 'calendar_event', id: created.uid, calendar: created.calendar },
      });
    },
  });

  const update = defineTool({
    name: 'calendar_update_event',
    label: 'Change a calendar event',
    description:
      'Changes an event (all of a recurring series) by the id calendar_list_events shows; only the fields given ' +
      'change (asks first). Moving the start without an end keeps its length.',
    parameters: updateParameters,
    risk: 'write',
    describeCall: (args) => {
      const read = readChanges(args, deps.timeZone());
      if (!read.ok) return facts(args.calendar, [eventProblemNotes.cannotChange(args.id, read.error)]);
      const where: CalendarChoice = args.calendar?.trim()
        ? { kind: 'named', name: args.calendar.trim() }
        : { kind: 'holding' };
      const lines = eventApprovalNotes(read.changes, deps.timeZone(), where);
      return facts(args.calendar, [eventProblemNotes.changes(args.id), ...lines]);
    },
    execute: async (args, ctx) => {
      const read = readChanges(args, deps.timeZone());
      if (!read.ok) return fail(read.error, 'invalid_args');
      if (Object.keys(read.changes).length === 0) return fail('Name at least one field to change.', 'invalid_args');
      const rule = checkRecurrence(await loadIcal(), read.changes.recurrence);
      if (!rule.ok) return fail(rule.error, 'invalid_args');
      const changes = read.changes.recurrence ? { ...read.changes, recurrence: rule.rule ?? '' } : read.changes;
      const updated = await deps.service.updateEvent(args.calendar, args.id, changes, ctx.signal);
      if (!updated.ok) {
        const retry = updated.error.kind === 'conflict' ? ' Read it again with calendar_list_events, then retry.' : '';
        return fail(`${updated.error.message}.${retry}`, `calendar_${updated.error.kind}`);
      }
      const lines = describeEvent(changes, deps.timeZone(), updated.calendar);
      return ok(`Changed event ${args.id}:\n${lines.join('\n')}`, {
        details: { kind: 'calendar_event', id: args.id, calendar: updated.calendar },
      });
    },
  });
  return [create, update];
}
