// The notify tool through the desktop's real notifier over the fake Electron notification facade: what is shown, the
// per-conversation rate limit and its refusal, known secrets redacted, and a host without notifications.
import { afterEach, describe, expect, it } from 'vitest';
import { createNotifier, type NotificationClassLike } from '../../../electron/main/notifier';
import { createSecretRedactor } from '../../../electron/shared/redaction/secret-redactor';
import { createNotifyRateLimiter, NOTIFY_LIMIT_PER_MINUTE } from '../../../tools/notify/notify-rate-limit';
import { createNotifyTool } from '../../../tools/notify/notify-tool';
import type { ToolContext } from '../../../tools/tool';
import { FakeNotification } from '../../support/fake-electron';

const SECRET = 'hunter2-keychain-value-0042';
const redactor = createSecretRedactor(() => [{ label: 'keychain: openai', value: SECRET }]);
const context = (conversationId?: string): ToolContext => ({
  callId: 'c1',
  signal: new AbortController().signal,
  onUpdate: () => {},
  workspace: '/tmp',
  ...(conversationId ? { conversationId } : {}),
});

afterEach(() => {
  FakeNotification.instances.length = 0;
  FakeNotification.supported = true;
});

function setup(now = () => 1_000_000) {
  const opened: (string | undefined)[] = [];
  const notifier = createNotifier({
    Notification: FakeNotification as unknown as NotificationClassLike,
    onOpenConversation: (id) => opened.push(id),
    redact: (text) => redactor.redact(text),
  });
  const tool = createNotifyTool({
    show: (request) => notifier.notify(request),
    redact: (text) => redactor.redact(text),
    limiter: createNotifyRateLimiter(now),
  });
  return { tool, opened };
}

describe('notify', () => {
  it('shows an OS notification now and answers the line the conversation keeps', async () => {
    const { tool, opened } = setup();
    const result = await tool.execute({ title: 'Train', message: 'Your 17:04 is cancelled.' }, context('conv-7'));
    expect(result).toMatchObject({ ok: true, details: { kind: 'notification', title: 'Train', shown: true } });
    expect(result.content).toBe('Told the person as a notification: Train — Your 17:04 is cancelled.');
    const [shown] = FakeNotification.instances;
    expect(shown?.shown).toBe(true);
    expect(shown?.options).toMatchObject({ title: 'Train', body: 'Your 17:04 is cancelled.' });
    shown?.click();
    expect(opened).toEqual(['conv-7']);
    expect(tool.risk).toBe('write');
  });

  it('titles it Hearth when no title is given', async () => {
    const { tool } = setup();
    await tool.execute({ message: 'Done.' }, context('c'));
    expect(FakeNotification.instances[0]?.options.title).toBe('Hearth');
  });

  it('never shows or answers a known secret', async () => {
    const { tool } = setup();
    const result = await tool.execute({ title: `key ${SECRET}`, message: `The key is ${SECRET}.` }, context('c'));
    const options = FakeNotification.instances[0]!.options;
    for (const text of [options.title, options.body, result.content, JSON.stringify(result.details)]) {
      expect(text).not.toContain(SECRET);
    }
    expect(options.body).toContain('[redacted');
  });

  it(`allows ${NOTIFY_LIMIT_PER_MINUTE} a minute per conversation, then refuses and says when to retry`, async () => {
    let now = 1_000_000;
    const { tool } = setup(() => now);
    for (let n = 1; n <= NOTIFY_LIMIT_PER_MINUTE; n += 1) {
      expect((await tool.execute({ message: `Note ${n}` }, context('busy'))).ok).toBe(true);
    }
    now += 20_000;
    const refused = await tool.execute({ message: 'One too many' }, context('busy'));
    expect(refused).toMatchObject({ ok: false, errorType: 'rate_limited' });
    expect(refused.content).toContain(`at most ${NOTIFY_LIMIT_PER_MINUTE} notifications a minute per conversation`);
    expect(refused.content).toContain('Try again in 40 s');
    expect(FakeNotification.instances).toHaveLength(NOTIFY_LIMIT_PER_MINUTE);
    // Another conversation has its own allowance; a minute later this one has it back.
    expect((await tool.execute({ message: 'Elsewhere' }, context('quiet'))).ok).toBe(true);
    now += 40_000;
    expect((await tool.execute({ message: 'Again' }, context('busy'))).ok).toBe(true);
  });

  it('still answers (in the conversation only) where the OS has no notifications', async () => {
    FakeNotification.supported = false;
    const { tool } = setup();
    const result = await tool.execute({ message: 'Hello' }, context('c'));
    expect(result).toMatchObject({ ok: true, details: { shown: false } });
    expect(result.content).toContain('in the conversation only');
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('refuses an empty message', async () => {
    const { tool } = setup();
    expect(await tool.execute({ message: '  ' }, context('c'))).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });
});
