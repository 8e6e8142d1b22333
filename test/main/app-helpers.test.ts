// Small pieces of the composition root: launch switches, user notices (live or queued), the run tracker, and where
// resources are found.
import { describe, expect, it } from 'vitest';
import { parseLaunchArgs } from '../../electron/main/launch-args';
import { resourcesDir } from '../../electron/main/resources';
import { createRunTracker } from '../../electron/main/run-tracker';
import { createUserNotices } from '../../electron/main/user-notices';
import type { AgentEvent } from '../../electron/shared/agent-events';

describe('parseLaunchArgs', () => {
  it('reads --quick-ask and --data-dir in both forms, ignoring Chromium switches', () => {
    expect(parseLaunchArgs(['.', '--no-sandbox'])).toEqual({ quickAsk: false });
    expect(parseLaunchArgs(['--quick-ask', '--data-dir=/tmp/h'])).toEqual({ quickAsk: true, dataDir: '/tmp/h' });
    expect(parseLaunchArgs(['--data-dir', '/tmp/x', '--quick-ask'])).toEqual({ quickAsk: true, dataDir: '/tmp/x' });
    expect(parseLaunchArgs(['--data-dir', '--quick-ask'])).toEqual({ quickAsk: true });
  });
});

describe('user notices', () => {
  it('sends live when the main window can receive, queues otherwise (once), and can also notify the OS', () => {
    let windowReady = false;
    const live: unknown[] = [];
    const notified: string[] = [];
    const notices = createUserNotices({
      sendLive: (notice) => (windowReady ? (live.push(notice), true) : false),
      showNotification: (_title, body) => notified.push(body),
    });
    notices.tell('warning', 'Shortcut taken.', { notification: true });
    notices.tell('warning', 'Shortcut taken.');
    expect(notices.queued()).toEqual(['Shortcut taken.']);
    windowReady = true;
    notices.tell('info', 'Keys kept for this run.');
    expect(live).toEqual([{ level: 'info', message: 'Keys kept for this run.' }]);
    expect(notified).toEqual(['Shortcut taken.']);
  });
});

describe('run tracker', () => {
  it('counts runs between agent_start and agent_end and resolves idle() when none is left', async () => {
    const tracker = createRunTracker();
    await tracker.idle();
    tracker.observe({ type: 'agent_start', runId: 'a', conversationId: 'c', at: 0 } as AgentEvent);
    tracker.observe({ type: 'agent_start', runId: 'b', conversationId: 'c', at: 0 } as AgentEvent);
    let idle = false;
    const waiting = tracker.idle().then(() => (idle = true));
    tracker.observe({ type: 'agent_end', runId: 'a' } as AgentEvent);
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    tracker.observe({ type: 'agent_end', runId: 'b' } as AgentEvent);
    await waiting;
    expect(tracker.active()).toBe(0);
  });
});

describe('resourcesDir', () => {
  it('is resources/ of the project in development and <resources>/resources when packaged', () => {
    expect(resourcesDir({ isPackaged: false, resourcesPath: '/x', appPath: '/src/hearth' })).toBe(
      '/src/hearth/resources',
    );
    expect(
      resourcesDir({
        isPackaged: true,
        resourcesPath: '/opt/Hearth/resources',
        appPath: '/opt/Hearth/resources/app.asar',
      }),
    ).toBe('/opt/Hearth/resources/resources');
  });
});
