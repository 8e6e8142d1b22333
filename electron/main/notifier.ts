// OS notifications for results that arrive while nobody is looking (scheduled jobs). Clicking one opens the
// conversation it belongs to. Text is redacted and capped; notifications are kept referenced until they are done.
import type { Notification, NotificationConstructorOptions } from 'electron';

export interface NotificationClassLike {
  new (options: NotificationConstructorOptions): Notification;
  isSupported(): boolean;
}

export interface NotifyRequest {
  title: string;
  body: string;
  /** The conversation to open when the notification is clicked. */
  conversationId?: string;
  /** What a click does instead of opening the conversation (an approval: show the window its dialog is in). */
  onClick?: () => void;
}

export interface NotifierDeps {
  Notification: NotificationClassLike;
  onOpenConversation: (conversationId: string | undefined) => void;
  /** Removes secrets from text shown on screen (redactSecrets with the known values). */
  redact?: (text: string) => string;
  icon?: string;
}

export interface Notifier {
  /** Shows the notification; false when the OS has no notification support. */
  notify(request: NotifyRequest): boolean;
}

const TITLE_MAX = 120;
const BODY_MAX = 400;

function cap(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const redact = deps.redact ?? ((text: string) => text);
  // Electron drops click handlers of notifications that were garbage-collected; hold them until they end.
  const live = new Set<Notification>();
  return {
    notify({ title, body, conversationId, onClick }) {
      if (!deps.Notification.isSupported()) return false;
      const notification = new deps.Notification({
        title: cap(redact(title), TITLE_MAX) || 'Hearth',
        body: cap(redact(body), BODY_MAX),
        silent: false,
        ...(deps.icon ? { icon: deps.icon } : {}),
      });
      live.add(notification);
      const release = () => live.delete(notification);
      notification.on('click', () => {
        release();
        if (onClick) onClick();
        else deps.onOpenConversation(conversationId);
      });
      notification.on('close', release);
      notification.on('failed', release);
      notification.show();
      return true;
    },
  };
}
