// The update store over the real core (no updater there, as in development builds and the e2e bridge): the status is
// `unsupported` on the chosen channel, "Restart to update" is refused with main's reason; pushed states show the
// banner, "Later" hides it for that version only; the status in words for Settings → Updates.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { updateStatusText } from '../../renderer/src/lib/update-status';
import { bannerVisible, createUpdateStore } from '../../renderer/src/stores/update-store';
import { useRealHearthApi } from './real-api-loader';

const realApi = useRealHearthApi();

// The English catalog, loaded as the page loads it before its first paint.
beforeAll(() => loadUiCatalog('en'));
describe('update store', () => {
  it('without an updater: unsupported on the chosen channel, and a restart is refused with the reason', async () => {
    const { api } = await realApi();
    expect(await api.settingsSet({ path: 'updates.channel', value: 'beta' })).toMatchObject({ ok: true });
    const store = createUpdateStore(api);
    await store.getState().load();
    expect(store.getState().update).toEqual({ status: 'unsupported', channel: 'beta' });
    expect(updateStatusText(store.getState().update)).toBe('Not available in this build');
    expect(bannerVisible(store.getState())).toBe(false);

    await store.getState().restart();
    expect(store.getState()).toMatchObject({ restarting: false, problem: 'Updates are not available in this build.' });
  });

  it('a pushed ready update shows the banner; Later hides it for that version, a newer one shows it again', async () => {
    const { api } = await realApi();
    const store = createUpdateStore(api);
    store.getState().apply({ status: 'downloading', channel: 'stable', version: '0.2.0', percent: 42 });
    expect(bannerVisible(store.getState())).toBe(false);
    expect(updateStatusText(store.getState().update)).toBe('Downloading Hearth 0.2.0 (42%)…');

    store.getState().apply({ status: 'ready', channel: 'stable', version: '0.2.0' });
    expect(bannerVisible(store.getState())).toBe(true);
    expect(updateStatusText(store.getState().update)).toBe('Hearth 0.2.0 is ready to install');
    store.getState().later();
    expect(bannerVisible(store.getState())).toBe(false);
    store.getState().apply({ status: 'ready', channel: 'stable', version: '0.2.0', restartBlockedBy: 'Busy.' });
    expect(bannerVisible(store.getState())).toBe(false);
    store.getState().apply({ status: 'ready', channel: 'stable', version: '0.2.1' });
    expect(bannerVisible(store.getState())).toBe(true);
    store.getState().apply({ status: 'error', channel: 'stable', message: 'The update check failed: offline' });
    expect(updateStatusText(store.getState().update)).toBe('The update check failed: offline');
  });
});
