// The calendar tools over CalDAV and `.ics` subscriptions (issue 40): calendar_list_events, calendar_create_event and
// calendar_update_event, built from the accounts port the runtime passes in (electron/runtime/calendar/).
import type { AnyTool } from '../tool';
import type { CalendarAccountsPort } from './calendar-ports';
import { createCalendarService, type CalendarServiceDeps } from './calendar-service';
import { createListEventsTool } from './list-events-tool';
import { createWriteEventTools } from './write-event-tools';

export interface CalendarToolDeps extends Omit<CalendarServiceDeps, 'accounts'> {
  accounts: CalendarAccountsPort;
  /** The person's IANA time zone (the system's unless a test names one). */
  timeZone: () => string;
}

export function createCalendarTools(deps: CalendarToolDeps): AnyTool[] {
  const service = createCalendarService(deps);
  return [
    createListEventsTool({ service, timeZone: deps.timeZone }),
    ...createWriteEventTools({ service, accounts: deps.accounts, timeZone: deps.timeZone }),
  ];
}
