// How events read for the model: one line per occurrence in the person's time zone (and the event's own zone when it
// differs), with its calendar and id, then location and description; titles and text are the server's, untrusted.
import { formatRunTime } from '../../electron/shared/zoned-time';
import { describeEventTime } from './calendar-time';
import type { ListedEvent } from './calendar-service';

const maxTextChars = 500;

export function eventLine(event: ListedEvent, personZone: string): string {
  const when =
    event.start.kind === 'date'
      ? describeEventTime(event.start, personZone)
      : `${formatRunTime(event.startInstant, personZone)} to ${endText(event, personZone)}`;
  const ownZone =
    event.start.kind === 'zoned' && event.start.timeZone !== personZone && event.start.timeZone !== 'UTC'
      ? ` [${formatRunTime(event.startInstant, event.start.timeZone)}]`
      : '';
  const lines = [`- ${when}${ownZone}: ${clip(event.title)} · calendar ${event.calendar} · id ${event.uid}`];
  if (event.recurrence) lines.push(`  repeats: ${event.recurrence}`);
  if (event.location) lines.push(`  location: ${clip(event.location)}`);
  if (event.description) lines.push(`  description: ${clip(event.description)}`);
  return lines.join('\n');
}

function endText(event: ListedEvent, personZone: string): string {
  const start = formatRunTime(event.startInstant, personZone);
  const end = formatRunTime(event.endInstant, personZone);
  const sameDay = start.slice(0, start.indexOf(',')) === end.slice(0, end.indexOf(','));
  return sameDay ? end.slice(end.indexOf(',') + 2, end.indexOf(' (')) : end;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxTextChars ? `${flat.slice(0, maxTextChars)}…` : flat;
}
