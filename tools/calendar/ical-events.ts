// Reads iCalendar text into the event occurrences that overlap a range: recurring events expanded (RRULE, RDATE,
// EXDATE, moved instances by RECURRENCE-ID) in their own wall-clock time, so 09:00 Europe/Berlin stays 09:00 across
// a DST change while its UTC instant shifts. IANA zones go through Intl; other TZIDs through their VTIMEZONE.
import type ICALModule from 'ical.js';
import { localParts, resolveTimeZone } from '../../electron/shared/zoned-time';
import { err, ok, type Result } from '../../electron/shared/result';
import { eventTimeInstant as instantOfEventTime, type EventTime } from './calendar-time';
import type { ICAL } from './lazy-calendar-modules';

type Time = ICALModule.Time;
type Component = ICALModule.Component;

export interface EventOccurrence {
  uid: string;
  title: string;
  start: EventTime;
  end: EventTime;
  startInstant: number;
  endInstant: number;
  location?: string;
  description?: string;
  /** The RRULE as written ("FREQ=WEEKLY;BYDAY=MO"), for a recurring event. */
  recurrence?: string;
}

export interface RangeQuery {
  from: number;
  to: number;
  personZone: string;
}

/** Steps through one series at most (a daily event for 27 years). */
const maxSteps = 10_000;

export function occurrencesInText(ical: ICAL, text: string, range: RangeQuery): Result<{ events: EventOccurrence[] }> {
  let root: Component;
  try {
    root = new ical.Component(ical.parse(text));
  } catch (error) {
    return err(`the calendar data could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  const events: EventOccurrence[] = [];
  for (const calendar of calendars) {
    const zones = new Map<string, ICALModule.Timezone>();
    for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
      const zone = new ical.Timezone(vtimezone);
      if (zone.tzid) zones.set(zone.tzid, zone);
    }
    const convert = (time: Time, tzid: string | undefined): EventTime =>
      toEventTime(time, tzid, zones, range.personZone);
    const byUid = new Map<string, { master?: Component; exceptions: Component[] }>();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      const group = byUid.get(uid) ?? { exceptions: [] };
      if (vevent.hasProperty('recurrence-id')) group.exceptions.push(vevent);
      else group.master = vevent;
      byUid.set(uid, group);
    }
    for (const [uid, group] of byUid) {
      const items = group.master ? [group.master] : group.exceptions;
      for (const item of items) {
        const event = new ical.Event(item, { exceptions: group.master ? group.exceptions : [] });
        events.push(...seriesInRange(event, uid, convert, range));
      }
    }
  }
  events.sort((a, b) => a.startInstant - b.startInstant || a.title.localeCompare(b.title));
  return ok({ events });
}

function seriesInRange(
  event: ICALModule.Event,
  uid: string,
  convert: (time: Time, tzid: string | undefined) => EventTime,
  range: RangeQuery,
): EventOccurrence[] {
  const found: EventOccurrence[] = [];
  const occurrence = (item: ICALModule.Event, startTime: Time, endTime: Time): EventOccurrence | undefined => {
    const startZone = tzidOf(item.component, 'dtstart');
    const start = convert(startTime, startZone);
    const end = convert(endTime, tzidOf(item.component, 'dtend') ?? startZone);
    const startInstant = instantOfEventTime(start, range.personZone);
    const endInstant = Math.max(instantOfEventTime(end, range.personZone), startInstant);
    const overlaps = endInstant > range.from && (startInstant < range.to || endInstant === startInstant);
    if (!overlaps || startInstant >= range.to) return undefined;
    const rrule = event.component.getFirstPropertyValue('rrule');
    return {
      uid,
      title: String(item.summary ?? '').trim() || '(no title)',
      start,
      end,
      startInstant,
      endInstant,
      ...(item.location ? { location: String(item.location) } : {}),
      ...(item.description ? { description: String(item.description) } : {}),
      ...(rrule ? { recurrence: rrule.toString() } : {}),
    };
  };
  if (!event.isRecurring()) {
    const single = occurrence(event, event.startDate, event.endDate);
    return single ? [single] : [];
  }
  const iterator = event.iterator();
  for (let step = 0; step < maxSteps; step++) {
    const next = iterator.next();
    if (!next) break;
    const details = event.getOccurrenceDetails(next);
    const start = convert(details.startDate, tzidOf(details.item.component, 'dtstart'));
    if (instantOfEventTime(start, range.personZone) >= range.to && details.item === event) break;
    const one = occurrence(details.item, details.startDate, details.endDate);
    if (one) found.push(one);
  }
  return found;
}

function tzidOf(component: Component, property: 'dtstart' | 'dtend'): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function toEventTime(
  time: Time,
  tzid: string | undefined,
  zones: Map<string, ICALModule.Timezone>,
  personZone: string,
): EventTime {
  if (time.isDate) return { kind: 'date', year: time.year, month: time.month, day: time.day };
  const local = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute };
  if (time.zone?.tzid === 'UTC' || tzid === 'UTC') return { kind: 'zoned', local, timeZone: 'UTC' };
  const iana = tzid ? resolveTimeZone(tzid.replace(/^\//, '')) : undefined;
  if (iana) return { kind: 'zoned', local, timeZone: iana };
  const vtimezone = tzid ? zones.get(tzid) : undefined;
  if (vtimezone) {
    const zoned = time.clone();
    zoned.zone = vtimezone;
    const parts = localParts(zoned.toUnixTime() * 1000, personZone);
    return { kind: 'zoned', local: { ...parts }, timeZone: personZone };
  }
  return { kind: 'zoned', local, timeZone: personZone };
}
