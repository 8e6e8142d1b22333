// Scheduled-job results as OS notifications: clicking opens the conversation; text is redacted and capped; nothing is
// shown where the OS has no notifications.
import { afterEach, describe, expect, it } from 'vitest';
import { createNotifier, type NotificationClassLike } from '../../electron/main/notifier';
import { redactFailureText } from '../../electron/shared/redaction/redact-failure';
import { FakeNotification } from '../support/fake-electron';

afterEach(() => {
  FakeNotification.instances.length = 0;
  FakeNotification.supported = true;
});

function setup() {
  const opened: (string | undefined)[] = [];
  const notifier = createNotifier({
    Notification: FakeNotification as unknown as NotificationClassLike,
    onOpenConversation: (id) => opened.push(id),
    redact: (text) => redactFailureText(text, ['hunter2-secret-value']),
  });
  return { notifier, opened };
}

describe('notifier', () => {
  it('shows the job result and opens its conversation when clicked', () => {
    const { notifier, opened } = setup();
    expect(notifier.notify({ title: 'Morning briefing', body: 'Rain at 3 pm.', conversationId: 'conv-42' })).toBe(true);
    const [shown] = FakeNotification.instances;
    expect(shown?.shown).toBe(true);
    expect(shown?.options).toMatchObject({ title: 'Morning briefing', body: 'Rain at 3 pm.' });
    expect(opened).toEqual([]);
    shown?.click();
    expect(opened).toEqual(['conv-42']);
  });

  it('redacts secrets and caps long text on one line', () => {
    const { notifier } = setup();
    notifier.notify({
      title: 'Job\nfailed',
      body: `key hunter2-secret-value then sk-proj-4f9aXbC2dE7gH1jK ${'word '.repeat(200)}`,
      conversationId: 'c',
    });
    const options = FakeNotification.instances[0]!.options;
    expect(options.title).toBe('Job failed');
    expect(options.body).not.toContain('hunter2-secret-value');
    expect(options.body).not.toContain('sk-proj-4f9aXbC2dE7gH1jK');
    expect(options.body?.length).toBeLessThanOrEqual(400);
    expect(options.body?.endsWith('…')).toBe(true);
  });

  it('does nothing where notifications are not supported', () => {
    FakeNotification.supported = false;
    const { notifier } = setup();
    expect(notifier.notify({ title: 't', body: 'b' })).toBe(false);
    expect(FakeNotification.instances).toEqual([]);
  });
});
