// The approval dialog's notes for the calendar write tools, coded (tools/approval-notes.ts): describeEvent's English
// lines (event-draft.ts) with a code and values; a timed start or end as an instant the UI shows in the person's zone.
import { note } from '../approval-notes';
import type { ApprovalNote } from '../tool';
import { eventTimeInstant, type EventTime } from './calendar-time';
import { describeEvent } from './event-draft';
import type { EventChanges } from './ical-write';

/** Where the event is saved: a calendar named, the first CalDAV account's first calendar, or none set up. */
export type CalendarChoice =
  { kind: 'named'; name: string } | { kind: 'first'; account: string } | { kind: 'none' } | { kind: 'holding' };

export function calendarChoiceWords(choice: CalendarChoice): string {
  if (choice.kind === 'named') return choice.name;
  if (choice.kind === 'first') return `${choice.account} (its first calendar)`;
  return choice.kind === 'none' ? '(no CalDAV calendar is set up)' : 'the one that holds it';
}

function timeNote(key: 'Starts' | 'Ends', time: EventTime, zone: string, text: string): ApprovalNote {
  if (time.kind === 'date') {
    const date = [time.year, time.month, time.day].map((part) => String(part).padStart(2, '0')).join('-');
    return note(`calendar${key}AllDay`, text, { date });
  }
  return note(`calendar${key}`, text, { instant: String(eventTimeInstant(time, zone)), zone });
}

function calendarNote(choice: CalendarChoice, text: string): ApprovalNote {
  if (choice.kind === 'named') return note('calendarNamed', text, { calendar: choice.name });
  if (choice.kind === 'first') return note('calendarFirst', text, { account: choice.account });
  return note(choice.kind === 'none' ? 'calendarNone' : 'calendarHolding', text);
}

/** The same lines as describeEvent, each coded. */
export function eventApprovalNotes(changes: EventChanges, zone: string, choice: CalendarChoice): ApprovalNote[] {
  const texts = describeEvent(changes, zone, calendarChoiceWords(choice));
  const notes: ApprovalNote[] = [];
  let line = 0;
  const next = () => texts[line++] ?? '';
  if (changes.title !== undefined) notes.push(note('calendarTitle', next(), { title: changes.title }));
  if (changes.start) notes.push(timeNote('Starts', changes.start, zone, next()));
  if (changes.end) notes.push(timeNote('Ends', changes.end, zone, next()));
  if (changes.recurrence !== undefined)
    notes.push(
      changes.recurrence
        ? note('calendarRepeats', next(), { rule: changes.recurrence })
        : note('calendarSingle', next()),
    );
  const location = changes.location?.trim();
  if (changes.location !== undefined)
    notes.push(location ? note('calendarLocation', next(), { location }) : note('calendarNoLocation', next()));
  const description = changes.description?.trim().slice(0, 300);
  if (changes.description !== undefined)
    notes.push(
      description ? note('calendarDescription', next(), { description }) : note('calendarNoDescription', next()),
    );
  notes.push(calendarNote(choice, next()));
  return notes;
}

export const eventProblemNotes = {
  cannotSave: (error: string): ApprovalNote => note('calendarCannotSave', `Cannot be saved: ${error}`, { error }),
  cannotChange: (id: string, error: string): ApprovalNote =>
    note('calendarCannotChange', `Event ${id}: cannot be saved: ${error}`, { id, error }),
  changes: (id: string): ApprovalNote =>
    note('calendarChanges', `Changes to event ${id} (fields not listed stay as they are):`, { id }),
};
