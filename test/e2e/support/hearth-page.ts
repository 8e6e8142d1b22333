// Opens the built renderer in real Chromium (Debian's /usr/bin/chromium through playwright-core) with window.hearth
// provided by the bridge init script, recording every request the page makes and every WebSocket frame it receives.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { methodNameOf } from '../../../electron/shared/channels';
import { eventChannels, invokeChannels } from '../../../electron/shared/contract';
import { BRIDGE_PATH } from '../bridge/bridge-server';
import type { HearthHarness } from '../bridge/hearth-harness';
import { chromiumPath } from '../../support/requirements';
import { waitFor } from '../../support/wait-for';

export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/** `extraArgs`: a spec's own switches (voice.e2e.ts: a fake microphone fed from a WAV file). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
      ...extraArgs,
    ],
  });
}

export interface HearthPage {
  page: Page;
  context: BrowserContext;
  /** Every URL the page requested (documents, scripts, images, WebSocket upgrades…). */
  requests: string[];
  /** Every WebSocket frame the page received, as text. */
  framesReceived: string[];
  consoleErrors: string[];
  screenshot: (name: string) => Promise<string>;
  close: () => Promise<void>;
}

export function bridgeInitScript(harness: HearthHarness): string {
  const { origin, token } = harness.bridge;
  const config = {
    origin,
    wsUrl: `${origin.replace(/^http/, 'ws')}${BRIDGE_PATH}`,
    token,
    methods: invokeChannels.map((channel) => [methodNameOf(channel), channel]),
    events: [...eventChannels],
  };
  const client = readFileSync(fileURLToPath(new URL('../page/hearth-bridge-client.js', import.meta.url)), 'utf8');
  return `window.__HEARTH_BRIDGE__ = ${JSON.stringify(config)};\n${client}`;
}

export async function openHearthPage(
  browser: Browser,
  harness: HearthHarness,
  options: {
    hash?: string;
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    /** Runs in the page before its own scripts (e.g. an observer recording what the page draws at start). */
    initScript?: string;
    /** Reduced motion by default, so no transition or animation is caught half-way in a screenshot. */
    reducedMotion?: 'reduce' | 'no-preference';
    /** The browser's language (navigator.languages), e.g. 'ko-KR' or the pseudo-locale 'en-XA'; the UI follows it unless a language is chosen in Settings. */
    locale?: string;
  } = {},
): Promise<HearthPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 820 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
    deviceScaleFactor: 1,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await context.addInitScript({ content: bridgeInitScript(harness) });
  if (options.initScript) await context.addInitScript({ content: options.initScript });
  const page = await context.newPage();
  const requests: string[] = [];
  const framesReceived: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => {
    requests.push(socket.url());
    socket.on('framereceived', (frame) =>
      framesReceived.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8')),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(`${harness.bridge.origin}/index.html${options.hash ?? '#/'}`);
  mkdirSync(artifactsDir, { recursive: true });
  return {
    page,
    context,
    requests,
    framesReceived,
    consoleErrors,
    screenshot: async (name) => {
      const path = join(artifactsDir, name);
      await settled(page);
      await page.screenshot({ path });
      return path;
    },
    close: () => context.close(),
  };
}

/**
 * Resolves once the page is still enough for a screenshot: its fonts are loaded, two frames were drawn since (so a
 * change of colour scheme or content is on screen) and no CSS transition or animation runs (reduced motion makes them
 * none; anything else, e.g. a transition with motion allowed, is waited out).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    'document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))',
  );
  await waitFor(async () => (await page.evaluate('document.getAnimations().length')) === 0, {
    message: 'the page to stop animating',
    observe: () => 'document.getAnimations() not empty',
  });
}
