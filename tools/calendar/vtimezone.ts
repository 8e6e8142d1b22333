// A VTIMEZONE for an IANA zone, so a written event's TZID is defined inside the file as RFC 5545 asks (servers and
// clients without the IANA database read it): the zone's offset changes in one year, found through Intl, as yearly
// rules (a change on the last Sunday of October is BYMONTH=10;BYDAY=-1SU), or one fixed offset.
import type ICALModule from 'ical.js';
import { offsetMs } from '../../electron/shared/zoned-time';
import type { ICAL } from './lazy-calendar-modules';

const day = 86_400_000;
const weekdays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Change {
  at: number;
  before: number;
  after: number;
}

/** The instants in `year` where the zone's offset changes (to the minute). */
export function offsetChanges(zone: string, year: number): Change[] {
  const changes: Change[] = [];
  let previous = offsetMs(Date.UTC(year, 0, 1), zone);
  for (let at = Date.UTC(year, 0, 1) + day; at <= Date.UTC(year + 1, 0, 1); at += day) {
    const current = offsetMs(at, zone);
    if (current === previous) continue;
    let low = at - day;
    let high = at;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMs(middle, zone) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, before: previous, after: current });
    previous = current;
  }
  return changes;
}

export function vtimezoneFor(ical: ICAL, zone: string, year: number): ICALModule.Component {
  const vtimezone = new ical.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', zone);
  const changes = offsetChanges(zone, year);
  if (changes.length === 0) {
    const offset = offsetMs(Date.UTC(year, 0, 1), zone);
    vtimezone.addSubcomponent(observance(ical, 'standard', Date.UTC(1970, 0, 1) + offset, offset, offset));
    return vtimezone;
  }
  for (const change of changes) {
    const kind = change.after > change.before ? 'daylight' : 'standard';
    // DTSTART is the wall-clock time of the change in the offset before it.
    const part = observance(ical, kind, change.at + change.before, change.before, change.after);
    part.addPropertyWithValue('rrule', ical.Recur.fromString(yearlyRule(change.at + change.before)));
    vtimezone.addSubcomponent(part);
  }
  return vtimezone;
}

/** "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU" for the wall-clock instant `local` (read as UTC fields). */
function yearlyRule(local: number): string {
  const date = new Date(local);
  const dayOfMonth = date.getUTCDate();
  const monthLength = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = dayOfMonth + 7 > monthLength ? -1 : Math.ceil(dayOfMonth / 7);
  return `FREQ=YEARLY;BYMONTH=${date.getUTCMonth() + 1};BYDAY=${nth}${weekdays[date.getUTCDay()]}`;
}

function observance(ical: ICAL, kind: 'standard' | 'daylight', local: number, from: number, to: number) {
  const part = new ical.Component(kind);
  const date = new Date(local);
  part.addPropertyWithValue(
    'dtstart',
    ical.Time.fromData({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: 0,
    }),
  );
  part.addPropertyWithValue('tzoffsetfrom', ical.UtcOffset.fromSeconds(from / 1000));
  part.addPropertyWithValue('tzoffsetto', ical.UtcOffset.fromSeconds(to / 1000));
  return part;
}

/** Adds a VTIMEZONE for every zone the event's times name that the calendar does not define yet. */
export function addMissingTimezones(ical: ICAL, calendar: ICALModule.Component, vevent: ICALModule.Component): void {
  const defined = new Set(calendar.getAllSubcomponents('vtimezone').map((item) => item.getFirstPropertyValue('tzid')));
  for (const name of ['dtstart', 'dtend']) {
    const property = vevent.getFirstProperty(name);
    const zone = property?.getParameter('tzid');
    if (typeof zone !== 'string' || defined.has(zone)) continue;
    const value = property!.getFirstValue() as ICALModule.Time;
    calendar.addSubcomponent(vtimezoneFor(ical, zone, value.year));
    defined.add(zone);
  }
}
