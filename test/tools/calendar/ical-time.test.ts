// iCalendar time zones without a server: the VTIMEZONE written for an IANA zone (yearly rules found through Intl, or
// one fixed offset), and an event whose TZID is not an IANA name (Outlook's "W. Europe Standard Time") read through
// its VTIMEZONE across the end of summer time.
import { describe, expect, test } from 'vitest';
import { occurrencesInText } from '../../../tools/calendar/ical-events';
import { loadIcal } from '../../../tools/calendar/lazy-calendar-modules';
import { vtimezoneFor } from '../../../tools/calendar/vtimezone';

const lines = (text: string) => text.split(/\r?\n/);

describe('VTIMEZONE for an IANA zone', () => {
  test('Europe/Berlin: summer time from the last Sunday of March, standard time from the last Sunday of October', async () => {
    const ical = await loadIcal();
    const text = lines(vtimezoneFor(ical, 'Europe/Berlin', 2026).toString());
    expect(text).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  test('America/New_York: the second Sunday of March and the first Sunday of November', async () => {
    const text = vtimezoneFor(await loadIcal(), 'America/New_York', 2026).toString();
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(text).toContain('TZOFFSETTO:-0400');
  });

  test('Asia/Tokyo: one fixed offset', async () => {
    const text = vtimezoneFor(await loadIcal(), 'Asia/Tokyo', 2026).toString();
    expect(text).toContain('TZOFFSETTO:+0900');
    expect(text).not.toContain('RRULE');
    expect(text).not.toContain('DAYLIGHT');
  });
});

test('a TZID that is not an IANA name is read through its VTIMEZONE, across the DST change', async () => {
  const ical = await loadIcal();
  const zone = vtimezoneFor(ical, 'Europe/Berlin', 2026)
    .toString()
    .replace('TZID:Europe/Berlin', 'TZID:W. Europe Standard Time');
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    zone.trimEnd(),
    'BEGIN:VEVENT',
    'UID:w1',
    'DTSTAMP:20261001T000000Z',
    'DTSTART;TZID=W. Europe Standard Time:20261022T090000',
    'DTEND;TZID=W. Europe Standard Time:20261022T100000',
    'RRULE:FREQ=WEEKLY;COUNT=2',
    'SUMMARY:Review',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const read = occurrencesInText(ical, text, {
    from: Date.UTC(2026, 9, 20),
    to: Date.UTC(2026, 10, 3),
    personZone: 'UTC',
  });
  if (!read.ok) throw new Error(read.error);
  expect(read.events.map((event) => new Date(event.startInstant).toISOString())).toEqual([
    '2026-10-22T07:00:00.000Z',
    '2026-10-29T08:00:00.000Z',
  ]);
});
