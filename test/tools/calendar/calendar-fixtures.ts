// iCalendar text the calendar tests store on the real Radicale server (test/support/radicale.ts): a weekly 09:00
// Europe/Berlin standup across the end of summer time (25 Oct 2026), and a one-off event for a subscription.

export const weeklyStandup = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:standup-1',
  'DTSTAMP:20261001T000000Z',
  'DTSTART;TZID=Europe/Berlin:20261015T090000',
  'DTEND;TZID=Europe/Berlin:20261015T093000',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'SUMMARY:Standup',
  'LOCATION:Room 2',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

export const feedText = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:holiday-1',
  'DTSTAMP:20261001T000000Z',
  'DTSTART;VALUE=DATE:20261031',
  'DTEND;VALUE=DATE:20261101',
  'SUMMARY:Reformation Day',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
