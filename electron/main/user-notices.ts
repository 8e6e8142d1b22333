// Tells the user about things main notices (a shortcut that could not be registered, keys kept for this run only):
// live as an `app:notice` event when the main window is showing a loaded page, else queued for `app:info`;
// optionally also as an OS notification, for when the window is hidden in the tray.
import type { EventPayload } from '../shared/contract';

export type NoticeLevel = EventPayload<'app:notice'>['level'];

export interface UserNoticeDeps {
  /** Sends the event now; false when no loaded main window can receive it. */
  sendLive: (notice: EventPayload<'app:notice'>) => boolean;
  showNotification?: (title: string, body: string) => void;
}

export interface UserNotices {
  tell(level: NoticeLevel, message: string, options?: { notification?: boolean }): void;
  /** Notices not delivered live yet; `app:info` returns them. */
  queued(): string[];
}

export function createUserNotices(deps: UserNoticeDeps): UserNotices {
  const queue: string[] = [];
  return {
    tell(level, message, options = {}) {
      if (!deps.sendLive({ level, message }) && !queue.includes(message)) queue.push(message);
      if (options.notification) deps.showNotification?.('Hearth', message);
    },
    queued: () => [...queue],
  };
}
