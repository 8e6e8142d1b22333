// Writes events as iCalendar text: a new VCALENDAR for calendar_create_event, or the stored one with the named fields
// changed for calendar_update_event (SEQUENCE raised, everything else the server or another client wrote kept).
import type ICALModule from 'ical.js';
import { err, ok, type Result } from '../../electron/shared/result';
import { defaultEnd, type EventTime } from './calendar-time';
import type { ICAL } from './lazy-calendar-modules';
import { addMissingTimezones } from './vtimezone';

export interface EventDraft {
  title: string;
  start: EventTime;
  end: EventTime;
  location?: string;
  description?: string;
  /** An RRULE value ("FREQ=WEEKLY;COUNT=10"); absent: a single event. */
  recurrence?: string;
}

/** What an update changes: a field left out stays; `recurrence: ''` (or a blank text field) removes it. */
export type EventChanges = Partial<EventDraft>;

/** The RRULE value without a leading "RRULE:", checked by ical.js; undefined for a blank one. */
export function checkRecurrence(ical: ICAL, text: string | undefined): Result<{ rule?: string }> {
  const value = (text ?? '').trim().replace(/^RRULE:/i, '');
  if (!value) return ok({});
  try {
    const rule = ical.Recur.fromString(value);
    if (!rule.freq) return err(`"${text}" has no FREQ (for example FREQ=WEEKLY;COUNT=10).`);
    return ok({ rule: rule.toString() });
  } catch {
    return err(`"${text}" is not an RRULE (for example FREQ=WEEKLY;BYDAY=MO;COUNT=10).`);
  }
}

export function newEventText(ical: ICAL, draft: EventDraft, uid: string, now: Date): string {
  const calendar = new ical.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', '-//Hearth//Calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  const vevent = new ical.Component('vevent');
  vevent.addPropertyWithValue('uid', uid);
  vevent.addPropertyWithValue('dtstamp', ical.Time.fromJSDate(now, true));
  vevent.addPropertyWithValue('created', ical.Time.fromJSDate(now, true));
  vevent.addPropertyWithValue('sequence', 0);
  applyChanges(ical, vevent, draft);
  addMissingTimezones(ical, calendar, vevent);
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}

/** The stored text with the event `uid` changed; fails when the text holds no such event. */
export function updatedEventText(
  ical: ICAL,
  text: string,
  uid: string,
  changes: EventChanges,
  now: Date,
): Result<{ text: string }> {
  let calendar: ICALModule.Component;
  try {
    calendar = new ical.Component(ical.parse(text));
  } catch {
    return err('the stored event could not be read as iCalendar');
  }
  const vevent = calendar
    .getAllSubcomponents('vevent')
    .find((item) => item.getFirstPropertyValue('uid') === uid && !item.hasProperty('recurrence-id'));
  if (!vevent) return err(`no event with id "${uid}" is in that calendar object`);
  applyChanges(ical, vevent, changes);
  addMissingTimezones(ical, calendar, vevent);
  const sequence = Number(vevent.getFirstPropertyValue('sequence') ?? 0);
  vevent.updatePropertyWithValue('sequence', Number.isFinite(sequence) ? sequence + 1 : 1);
  vevent.updatePropertyWithValue('dtstamp', ical.Time.fromJSDate(now, true));
  vevent.updatePropertyWithValue('last-modified', ical.Time.fromJSDate(now, true));
  return ok({ text: calendar.toString() });
}

function applyChanges(ical: ICAL, vevent: ICALModule.Component, changes: EventChanges): void {
  if (changes.title !== undefined) vevent.updatePropertyWithValue('summary', changes.title);
  // A start moved without an end keeps the event's length (read before the start changes).
  const end =
    changes.end ??
    (changes.start && vevent.hasProperty('dtstart') ? sameLength(ical, vevent, changes.start) : undefined);
  if (changes.start !== undefined) setTime(ical, vevent, 'dtstart', changes.start);
  if (end !== undefined) {
    vevent.removeAllProperties('duration');
    setTime(ical, vevent, 'dtend', end);
  }
  setOptionalText(vevent, 'location', changes.location);
  setOptionalText(vevent, 'description', changes.description);
  if (changes.recurrence !== undefined) {
    vevent.removeAllProperties('rrule');
    if (changes.recurrence) vevent.addPropertyWithValue('rrule', ical.Recur.fromString(changes.recurrence));
  }
}

function sameLength(ical: ICAL, vevent: ICALModule.Component, start: EventTime): EventTime {
  const old = new ical.Event(vevent);
  if (old.startDate.isDate !== (start.kind === 'date')) return defaultEnd(start);
  const length = old.endDate.subtractDate(old.startDate);
  if (start.kind === 'date') {
    const moved = ical.Time.fromData({ year: start.year, month: start.month, day: start.day, isDate: true });
    moved.addDuration(length);
    return { kind: 'date', year: moved.year, month: moved.month, day: moved.day };
  }
  const moved = ical.Time.fromData({ ...start.local, second: 0 });
  moved.addDuration(length);
  const local = { year: moved.year, month: moved.month, day: moved.day, hour: moved.hour, minute: moved.minute };
  return { kind: 'zoned', local, timeZone: start.timeZone };
}

function setOptionalText(vevent: ICALModule.Component, name: string, value: string | undefined): void {
  if (value === undefined) return;
  if (value.trim() === '') vevent.removeAllProperties(name);
  else vevent.updatePropertyWithValue(name, value);
}

function setTime(ical: ICAL, vevent: ICALModule.Component, name: 'dtstart' | 'dtend', time: EventTime): void {
  vevent.removeAllProperties(name);
  const property = new ical.Property(name);
  if (time.kind === 'date') {
    property.resetType('date');
    property.setValue(ical.Time.fromData({ year: time.year, month: time.month, day: time.day, isDate: true }));
  } else {
    const utc = time.timeZone === 'UTC';
    const value = ical.Time.fromData({ ...time.local, second: 0 }, utc ? ical.Timezone.utcTimezone : undefined);
    property.setValue(value);
    if (!utc) property.setParameter('tzid', time.timeZone);
  }
  vevent.addProperty(property);
}
