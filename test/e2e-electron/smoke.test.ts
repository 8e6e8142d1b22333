// Smoke test with a real Electron (Playwright's _electron): launch the built app, send a message against the fake
// LLM server, approve the tool call it asks for, open quick-ask (second launch with --quick-ask), quit cleanly.
// Runs wherever Electron's binary is installed; elsewhere (our CI) it is skipped and says why.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { prepareElectronEnvironment, type ElectronEnvironment } from './electron-env';

const root = join(__dirname, '../..');
const environment: ElectronEnvironment = prepareElectronEnvironment(root);
if (!environment.ready)
  console.warn(
    `[electron smoke] SKIPPED: ${environment.reason}. The real-Electron smoke test runs only where Electron is installed.`,
  );

type HearthEvent = { type: string; callId?: string; request?: { argsHash: string }; reason?: string };

describe.skipIf(!environment.ready)('Hearth in a real Electron', { timeout: 180_000 }, () => {
  const temp = createTempDirs();
  let llm: FakeLlmServer;
  let app: ElectronApplication;
  let page: Page;
  let dataDir: string;
  let workspace: string;
  const rootArgs = () => [join(root, 'out/main/index.js'), ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];

  beforeAll(async () => {
    if (!environment.ready) return;
    llm = await startFakeLlmServer();
    dataDir = temp.make('electron-data');
    workspace = temp.make('electron-workspace');
    app = await _electron.launch({
      executablePath: environment.electronPath,
      args: rootArgs(),
      env: { ...environment.env, HEARTH_DATA_DIR: dataDir },
      timeout: 60_000,
    });
    page = await app.firstWindow();
    await page.waitForFunction(() => typeof (globalThis as unknown as { hearth?: unknown }).hearth === 'object');
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await llm?.close();
    if (environment.ready) environment.stop();
    temp.cleanup();
  });

  it('shows the chat window with the sandboxed bridge and no Node in the page', async () => {
    expect(page.url()).toMatch(/\/renderer\/index\.html#\//);
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
  });

  it('sends a message, approves the tool call, and gets the answer', async () => {
    await page.evaluate(
      async ({ baseUrl, folder }) => {
        const hearth = (globalThis as unknown as { hearth: Record<string, (request: unknown) => Promise<unknown>> })
          .hearth;
        await hearth.settingsSet!({ path: 'provider.active', value: 'custom' });
        await hearth.settingsSet!({ path: 'provider.custom', value: { baseUrl, model: 'fake-model' } });
        await hearth.settingsSet!({ path: 'workspace', value: folder });
      },
      { baseUrl: llm.url, folder: workspace },
    );
    llm.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'write_file', arguments: { path: 'smoke.txt', content: 'from electron' } }],
      },
      { kind: 'text', text: 'Done: smoke.txt written.' },
    );
    const end = await page.evaluate(async () => {
      const hearth = (
        globalThis as unknown as {
          hearth: Record<string, (request: unknown) => Promise<unknown>> & {
            on: (channel: string, listener: (event: HearthEvent) => void) => () => void;
          };
        }
      ).hearth;
      return new Promise<HearthEvent>((resolve) => {
        hearth.on('agent:event', (event) => {
          if (event.type === 'approval_request')
            void hearth.approvalRespond!({
              callId: event.callId,
              response: { decision: 'allow', argsHash: event.request?.argsHash },
            });
          if (event.type === 'agent_end') resolve(event);
        });
        void hearth.chatSend!({ text: 'write the smoke file' });
      });
    });
    expect(end.reason).toBe('done');
    expect(readFileSync(join(workspace, 'smoke.txt'), 'utf8')).toBe('from electron');
  });

  it('opens quick-ask when launched again with --quick-ask', async () => {
    if (!environment.ready) return;
    const next = app.waitForEvent('window', { timeout: 60_000 });
    const second = spawn(environment.electronPath, [...rootArgs(), '--quick-ask'], {
      env: { ...environment.env, HEARTH_DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const quick = await next;
    await new Promise((resolve) => second.once('exit', resolve));
    expect(quick.url()).toMatch(/#\/quick$/);
  });

  it('quits cleanly: the database is checkpointed and closed', async () => {
    const closed = new Promise<void>((resolve) => app.process().once('exit', () => resolve()));
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await closed;
    expect(existsSync(join(dataDir, 'hearth.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'hearth.db-wal')) ? readFileSync(join(dataDir, 'hearth.db-wal')).length : 0).toBe(
      0,
    );
  });
});
