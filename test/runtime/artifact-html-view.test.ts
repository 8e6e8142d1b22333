// artifacts:html-view over a real runtime (SQLite in a temp folder) and the real loopback view server: a stored HTML
// version is served with exactly the no-network policy, gone after artifacts:html-view-close; an unknown artifact, a
// version of another conversation, a version that does not exist and a non-HTML artifact are refused.
import { expect, it } from 'vitest';
import { callerId } from '../../electron/shared/caller-id';
import { createArtifactStore } from '../../electron/storage/artifacts';
import { useHandlerRuntimes } from '../support/handler-runtime';

const runtimes = useHandlerRuntimes();
const caller = { id: callerId.window(1) };

async function setup() {
  const { runtime, dispatch } = await runtimes.open(runtimes.folder('artifact-html'));
  return { runtime, dispatch, store: createArtifactStore(runtime.db) };
}

it('serves a stored HTML version with exactly the no-network policy, and lets it go', async () => {
  const { runtime, dispatch, store } = await setup();
  const conversationId = runtime.conversations.create({ title: 'Pages' }).id;
  const html = '<h1>Hello</h1><script>document.body.append("ran")</script>';
  const page = store.create({ conversationId, kind: 'html', title: 'Hello', content: html });
  store.update({ id: page.id, conversationId, kind: 'html', title: 'Hello', content: '<h1>Second</h1>' });

  const published = await dispatch('artifacts:html-view', { conversationId, artifactId: page.id, version: 1 }, caller);
  expect(published.ok).toBe(true);
  const { url } = (published as { data: { url: string } }).data;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp-app\/[A-Za-z0-9_-]{32}$/);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(html);
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:",
  );
  const second = await dispatch('artifacts:html-view', { conversationId, artifactId: page.id, version: 2 }, caller);
  expect(await (await fetch((second as { data: { url: string } }).data.url)).text()).toBe('<h1>Second</h1>');

  expect(await dispatch('artifacts:html-view-close', { url }, caller)).toEqual({ ok: true, data: null });
  expect((await fetch(url)).status).toBe(404);
});

it('refuses an unknown artifact, another conversation’s, a missing version and a non-HTML artifact', async () => {
  const { runtime, dispatch, store } = await setup();
  const conversationId = runtime.conversations.create({ title: 'Pages' }).id;
  const other = runtime.conversations.create({ title: 'Other' }).id;
  const page = store.create({ conversationId, kind: 'html', title: 'Page', content: '<p>page</p>' });
  const doc = store.create({ conversationId, kind: 'markdown', title: 'Doc', content: '# Doc' });
  const refused = { ok: false, error: { kind: 'not_found' } };
  const ask = (request: { conversationId: string; artifactId: string; version: number }) =>
    dispatch('artifacts:html-view', request, caller);
  expect(await ask({ conversationId, artifactId: 'art_000000000000', version: 1 })).toMatchObject(refused);
  expect(await ask({ conversationId: other, artifactId: page.id, version: 1 })).toMatchObject(refused);
  expect(await ask({ conversationId, artifactId: page.id, version: 2 })).toMatchObject(refused);
  expect(await ask({ conversationId, artifactId: doc.id, version: 1 })).toMatchObject(refused);
  // The page names a version; it cannot hand main HTML to serve.
  const smuggled = await dispatch(
    'artifacts:html-view',
    { conversationId, artifactId: page.id, version: 1, html: '<p>x</p>' },
    caller,
  );
  expect(smuggled).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
});
