// The e2e bridge itself: WebSocket connections need the per-run token and our origin; each connection gets only
// the agent events of runs it started; main→renderer events (app:navigate, app:notice) reach the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { describeWithFacility } from '../support/requirements';
import { BRIDGE_PATH } from './bridge/bridge-server';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';

function connect(
  harness: HearthHarness,
  options: { token?: string; origin?: string },
): Promise<{ ws?: WebSocket; status?: number }> {
  const query = options.token === undefined ? '' : `?token=${encodeURIComponent(options.token)}`;
  const ws = new WebSocket(`${harness.bridge.origin.replace('http', 'ws')}${BRIDGE_PATH}${query}`, {
    origin: options.origin ?? harness.bridge.origin,
  });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
    ws.once('error', () => resolve({}));
  });
}

function call(
  ws: WebSocket,
  id: number,
  channel: string,
  payload: unknown = {},
): Promise<{ id: number; ok: boolean; result?: unknown; error?: string }> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { id?: number; ok: boolean };
      if (message.id === id) {
        ws.off('message', onMessage);
        resolve(message as { id: number; ok: boolean });
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, channel, payload }));
  });
}

describeWithFacility('chromium', 'e2e bridge', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let hearth: HearthPage;

  beforeAll(async () => {
    harness = await startHearthHarness();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await hearth?.close();
    await browser?.close();
    await harness?.close();
  });

  it('rejects connections without the token, with a wrong token or from another origin', async () => {
    expect(await connect(harness, {})).toEqual({ status: 401 });
    expect(await connect(harness, { token: 'not-the-token' })).toEqual({ status: 401 });
    expect(await connect(harness, { token: harness.bridge.token, origin: 'http://127.0.0.1:1' })).toEqual({
      status: 401,
    });
    expect(harness.bridge.stats().rejected).toBe(3);
    const { ws } = await connect(harness, { token: harness.bridge.token });
    expect(ws).toBeDefined();
    // The frame's `ok` is the transport's; `result` is the contract's InvokeResult, passed through unchanged.
    expect(await call(ws!, 1, 'chat:list')).toEqual({ id: 1, ok: true, result: { ok: true, data: [] } });
    expect(await call(ws!, 2, 'chat:nope')).toEqual({
      id: 2,
      ok: true,
      result: { ok: false, error: { kind: 'invalid_request', message: 'Unknown channel: chat:nope.' } },
    });
    expect(await call(ws!, 3, 'chat:send', { text: 42 })).toMatchObject({
      ok: true,
      result: {
        ok: false,
        error: { kind: 'invalid_request', message: expect.stringContaining('Invalid request for chat:send') },
      },
    });
    expect(await call(ws!, 4, 'chat:load', { conversationId: 'gone' })).toMatchObject({
      ok: true,
      result: { ok: false, error: { kind: 'not_found', message: 'That conversation no longer exists.' } },
    });
    expect(await call(ws!, 'x' as unknown as number, 'chat:list')).toMatchObject({
      ok: false,
      error: 'Bridge messages need a numeric id.',
    });
    ws!.close();
  });

  it('sends a run’s events only to the connection that started it', async () => {
    hearth = await openHearthPage(browser, harness);
    const { ws: bystander } = await connect(harness, { token: harness.bridge.token });
    const overheard: string[] = [];
    bystander!.on('message', (data) => overheard.push(data.toString()));
    harness.llm.script({ kind: 'text', text: 'Only for you.' });
    await sendMessage(hearth.page, 'Who hears this?');
    await waitForReplyDone(hearth.page);
    expect(hearth.framesReceived.some((frame) => frame.includes('"agent_end"'))).toBe(true);
    expect(overheard).toEqual([]);
    bystander!.close();
  });

  it('shows app:notice as a toast and follows app:navigate', async () => {
    const { page } = hearth;
    harness.bridge.broadcast('app:notice', { level: 'warning', message: 'The keychain is locked.' });
    await expect.poll(() => page.locator('.toast').textContent()).toContain('The keychain is locked.');
    harness.bridge.broadcast('app:navigate', { to: 'settings', section: 'permissions' });
    await expect.poll(() => page.url()).toContain('#/settings/permissions');
    await expect.poll(() => page.locator('#settings-permissions').isVisible()).toBe(true);
    harness.bridge.broadcast('app:navigate', { to: 'new-chat' });
    await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe('New chat');
  });
});
