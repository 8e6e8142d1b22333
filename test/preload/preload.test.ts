// The preload exposes exactly one method per invoke channel (plus `on`) and forwards to ipcRenderer, never ipcRenderer itself.
import { describe, expect, it, vi } from 'vitest';
import { invokeChannels, eventChannels } from '../../electron/shared/contract';
import { methodNameOf } from '../../electron/shared/channels';
import { createFakePreloadElectron } from '../support/fake-electron';

const fake = createFakePreloadElectron();
vi.mock('electron', () => fake.module);

describe('preload', () => {
  it('exposes one method per invoke channel, each invoking that channel', async () => {
    await import('../../electron/preload/index');
    const hearth = fake.exposed.hearth as Record<string, (payload: unknown) => Promise<unknown>>;
    expect(hearth).toBeDefined();
    const expected = invokeChannels.map(methodNameOf).sort();
    const methods = Object.keys(hearth)
      .filter((key) => key !== 'on')
      .sort();
    expect(methods).toEqual(expected);
    for (const channel of invokeChannels) {
      await hearth[methodNameOf(channel)]!({ probe: channel });
      expect(fake.invoked.at(-1)).toEqual({ channel, payload: { probe: channel } });
    }
    expect(Object.values(hearth)).not.toContain(fake.module.ipcRenderer);
  });

  it('subscribes only to contract event channels and unsubscribes cleanly', async () => {
    await import('../../electron/preload/index');
    const hearth = fake.exposed.hearth as { on: (channel: string, listener: (p: unknown) => void) => () => void };
    const received: unknown[] = [];
    const off = hearth.on(eventChannels[0]!, (payload) => received.push(payload));
    const [wrapped] = fake.listeners.get(eventChannels[0]!) ?? [];
    wrapped?.({}, { type: 'x' });
    expect(received).toEqual([{ type: 'x' }]);
    off();
    expect(fake.listeners.get(eventChannels[0]!)).toEqual([]);
    expect(() => hearth.on('some:secret-channel', () => undefined)).toThrow(/Unknown event channel/);
  });
});
