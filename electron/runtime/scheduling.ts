// The runtime's scheduling concern: the scheduler over the jobs table, posting reminders into the Scheduled
// conversation and running agent jobs through the chat session; it follows the pause setting from any writer.
import type { ChatSession } from '../agent/chat/session';
import { createReminderPoster, type ReminderNotifier } from '../scheduler/reminder-post';
import { createScheduler } from '../scheduler/scheduler';
import type { Scheduler, SchedulerNotice } from '../scheduler/scheduler-types';
import type { Settings } from '../shared/settings-schema';
import type { ConversationStore } from '../storage/conversations';
import type { JobStore } from '../storage/jobs';
import type { SettingsStore } from '../storage/settings';
import { createAgentJobRunner } from './agent-job';

export interface SchedulingDeps {
  jobs: JobStore;
  conversations: ConversationStore;
  session: Pick<ChatSession, 'send'>;
  settings: () => Settings;
  settingsStore: SettingsStore;
  notifyReminder?: ReminderNotifier;
  notifyJob?: (notice: SchedulerNotice) => void;
  log: (message: string) => void;
}

export function createScheduling(deps: SchedulingDeps): Scheduler {
  const notify = (notice: SchedulerNotice): void =>
    (deps.notifyJob ?? ((n: SchedulerNotice) => deps.log(`job ${n.jobId}: ${n.title}: ${n.body}`)))(notice);
  const scheduler = createScheduler({
    jobs: deps.jobs,
    settings: () => deps.settings().scheduler,
    postReminder: createReminderPoster({ conversations: deps.conversations, notify: deps.notifyReminder }),
    runAgentJob: createAgentJobRunner({
      session: deps.session,
      maxTurns: () => deps.settings().scheduler.agentMaxTurns,
      notify,
    }),
    notify,
    onError: (error) => deps.log(`scheduler: ${error.message}`),
  });
  // Pausing or resuming (settings screen, tray, CLI) takes effect at once, whoever changed the setting.
  deps.settingsStore.onChange(() => scheduler.setPaused(deps.settings().scheduler.paused));
  return scheduler;
}
