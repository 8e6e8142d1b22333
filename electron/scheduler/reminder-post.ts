// Posts a `remind` job's message into the "Scheduled" conversation (created on first use, never a chat the user is
// typing in) and hands it to the notifier, so a reminder is both kept in history and shown by the OS.
import type { ConversationStore } from '../storage/conversations';
import type { Job } from '../storage/jobs';

export interface ReminderNotifier {
  (notice: { title: string; body: string; conversationId: string }): void;
}

export const scheduledConversationTitle = 'Scheduled';

export function createReminderPoster(deps: { conversations: ConversationStore; notify?: ReminderNotifier }) {
  return ({ job, message }: { job: Job; message: string }): { conversationId: string } => {
    const existing = deps.conversations.list({ kinds: ['scheduled'], limit: 1 })[0];
    const conversationId =
      existing?.id ?? deps.conversations.create({ title: scheduledConversationTitle, kind: 'scheduled' }).id;
    deps.conversations.appendMessage({ conversationId, role: 'assistant', content: `⏰ ${job.name}: ${message}` });
    deps.notify?.({ title: job.name, body: message, conversationId });
    return { conversationId };
  };
}
