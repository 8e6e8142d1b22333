// The tools over Hearth's own data and the person's accounts that the composition root (create-runtime.ts) adds to the
// catalogue: memory, scheduled jobs, notify (a notification now), the calendar (offered once an account exists) and
// artifacts (documents shown beside the chat, versioned per conversation).
import { createArtifactTool } from '../../tools/artifact/artifact-tool';
import type { ArtifactStore } from '../shared/artifact-types';
import { createCalendarTools } from '../../tools/calendar/index';
import { createCronTools } from '../../tools/cron/index';
import { createMemoryTools } from '../../tools/memory/index';
import { createNotifyTool } from '../../tools/notify/notify-tool';
import type { AnyTool } from '../../tools/tool';
import type { ConversationStore } from '../storage/conversations';
import type { JobStore } from '../storage/jobs';
import type { MemoryStore } from '../storage/memories';
import { systemTimeZoneName } from '../shared/zoned-time';
import type { CalendarAccounts } from './calendar/calendar-accounts';
import { cronSchedulePort } from './cron-schedule-port';
import type { RuntimeOptions } from './runtime-types';
import type { JobControl } from '../../tools/cron/index';

export interface PersonalToolsDeps {
  memories: MemoryStore;
  conversations: ConversationStore;
  jobs: JobStore;
  scheduler: JobControl;
  /** The names a job may be granted (the run's whole toolset). */
  knownTools: () => string[];
  redact: (text: string) => string;
  notify: RuntimeOptions['notify'];
  calendar: CalendarAccounts;
  artifacts: ArtifactStore;
}

export function createPersonalTools(deps: PersonalToolsDeps): AnyTool[] {
  const { conversations } = deps;
  return [
    ...createMemoryTools({
      store: deps.memories,
      memoryEnabled: (id) => conversations.get(id)?.memoryEnabled ?? true,
    }),
    ...createCronTools({
      jobs: deps.jobs,
      control: deps.scheduler,
      schedule: cronSchedulePort,
      knownTools: deps.knownTools,
    }),
    createNotifyTool({ redact: deps.redact, ...(deps.notify ? { show: deps.notify } : {}) }),
    ...createCalendarTools({ accounts: deps.calendar.port, timeZone: systemTimeZoneName }),
    createArtifactTool({ store: deps.artifacts }),
  ];
}
