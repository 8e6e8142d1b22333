// The `notify` tool: tells the person something now — an OS notification (the desktop's notifier; the CLI prints to
// stderr) and the call's own line in the conversation — rate-limited, with known secrets redacted before either.
import { z } from 'zod';
import { defineTool, fail, ok } from '../tool';
import type { AnyTool } from '../tool';
import { NOTIFY_LIMIT_PER_MINUTE, createNotifyRateLimiter, type NotifyRateLimiter } from './notify-rate-limit';
import { approvalNotes } from '../approval-notes';

/** Shows a notification now; false when this host cannot (no OS notifications). */
export type ShowNotification = (request: { title: string; body: string; conversationId?: string }) => boolean;

export interface NotifyToolDeps {
  /** Absent where nothing can show a notification (the e2e bridge): the conversation line is all there is. */
  show?: ShowNotification;
  /** Replaces known secrets (keychain values, secret environment values) with a marker. */
  redact: (text: string) => string;
  limiter?: NotifyRateLimiter;
}

export const NOTIFY_TITLE_MAX = 120;
export const NOTIFY_MESSAGE_MAX = 1_000;

const parameters = z.lazy(() =>
  z.object({
    title: z.string().trim().max(NOTIFY_TITLE_MAX).optional().describe('A short title; defaults to "Hearth".'),
    message: z
      .string()
      .trim()
      .min(1)
      .max(NOTIFY_MESSAGE_MAX)
      .describe('What to tell the person, in a sentence or two.'),
  }),
);

export function createNotifyTool(deps: NotifyToolDeps): AnyTool {
  const limiter = deps.limiter ?? createNotifyRateLimiter();
  return defineTool({
    name: 'notify',
    label: 'Notify',
    description:
      'Tell the person something right now with a desktop notification (and a line in this conversation), e.g. when ' +
      `a scheduled job finds something that needs attention. At most ${NOTIFY_LIMIT_PER_MINUTE} per minute.`,
    parameters,
    risk: 'write',
    describeCall: (args) => ({ notes: [approvalNotes.notification(args.title || undefined, args.message)] }),
    async execute(rawArgs, ctx) {
      const parsed = parameters.safeParse(rawArgs ?? {});
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const title = deps.redact(parsed.data.title || 'Hearth');
      const message = deps.redact(parsed.data.message);
      const verdict = limiter.take(ctx.conversationId ?? 'no-conversation');
      if (!verdict.allowed) {
        return fail(
          `Not shown: at most ${NOTIFY_LIMIT_PER_MINUTE} notifications a minute per conversation. ` +
            `Try again in ${verdict.retryInSeconds} s, or put everything in one notification.`,
          'rate_limited',
        );
      }
      const shown =
        deps.show?.({ title, body: message, ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}) }) ??
        false;
      const where = shown ? 'as a notification' : 'in the conversation only (no notifications here)';
      return ok(`Told the person ${where}: ${title} — ${message}`, {
        details: { kind: 'notification', title, message, shown },
      });
    },
  });
}
