// One browser for the assistant: launched lazily on first use (playwright-core is imported only then), with its
// own profile and home in the data folder, every request checked by the URL policy and the guard proxy, closed
// after an idle period and on app quit.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { buildBrowserEnv } from './browser-env';
import { locateBrowser } from './browser-locator';
import { startGuardProxy, type GuardProxy } from './guard-proxy';
import { persistentContextOptions } from './launch-options';
import type { AddressClassifier } from './private-addresses';
import { createSessionEventLog, type SessionEvents } from './session-events';
import { createUrlPolicy, type HostLookup, type UrlPolicy } from './url-policy';

export interface BrowserSettings {
  executablePath: string;
  headless: boolean;
  allowPrivateNetwork: boolean;
  idleCloseMs: number;
}

export interface BrowserSessionDeps {
  settings: () => BrowserSettings;
  /** Hearth's data folder; the browser keeps `browser/profile` and `browser/home` inside it. */
  dataDir: string;
  platform?: NodeJS.Platform;
  /** The environment allowlisted variables are taken from (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Which addresses count as private (default: the standard ranges). */
  classifyAddress?: AddressClassifier;
  lookup?: HostLookup;
  viewport?: { width: number; height: number };
  launchTimeoutMs?: number;
}

export interface BrowserSession {
  readonly policy: UrlPolicy;
  readonly viewport: { width: number; height: number };
  /** The active tab, launching the browser if needed. */
  activePage(): Promise<Page>;
  /** Open tabs (empty when the browser is not running). */
  tabs(): Page[];
  activeIndex(): number;
  /** Makes tab `index` the active one; undefined when there is no such tab. */
  switchTo(index: number): Page | undefined;
  /** Runs `work` as activity: the idle timer is held off while it runs and restarts afterwards. */
  use<T>(work: () => Promise<T>): Promise<T>;
  takeEvents(): SessionEvents;
  isRunning(): boolean;
  /** The active tab's URL without launching anything. */
  currentUrl(): string | undefined;
  close(): Promise<void>;
}

interface Running {
  context: BrowserContext;
  proxy: GuardProxy;
  pages: Page[];
  active: Page | undefined;
}

export function createBrowserSession(deps: BrowserSessionDeps): BrowserSession {
  const platform = deps.platform ?? process.platform;
  const viewport = deps.viewport ?? { width: 1280, height: 800 };
  const policy = createUrlPolicy({
    allowPrivateNetwork: () => deps.settings().allowPrivateNetwork,
    classify: deps.classifyAddress,
    lookup: deps.lookup,
  });
  const events = createSessionEventLog();
  let running: Running | undefined;
  let starting: Promise<Running> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let activeUses = 0;
  let ownPagesOpening = 0;
  /** Bumped by close(), so a launch that finishes after close() is shut down instead of kept. */
  let generation = 0;

  function track(state: Running, page: Page): void {
    if (state.pages.includes(page)) return;
    state.pages.push(page);
    page.on('download', (download) => events.downloadRefused(`${download.suggestedFilename()} (${download.url()})`));
    page.on('dialog', (dialog) => {
      // Leaving a page must not be held up by "unsaved changes?" prompts; every other dialog is dismissed.
      if (dialog.type() === 'beforeunload') return void dialog.accept().catch(() => {});
      events.dialogDismissed(`${dialog.type()}: ${dialog.message().slice(0, 300)}`);
      dialog.dismiss().catch(() => {});
    });
    page.on('websocket', (socket) => events.pageRequested(socket.url()));
    page.on('close', () => {
      state.pages = state.pages.filter((open) => open !== page);
      if (state.active === page) state.active = state.pages.at(-1);
    });
  }

  async function launch(): Promise<Running> {
    const settings = deps.settings();
    const parentEnv = deps.env ?? process.env;
    const location = locateBrowser({ configuredPath: settings.executablePath, platform, env: parentEnv });
    if (!location.found) throw new Error(location.reason);
    const profile = join(deps.dataDir, 'browser', 'profile');
    const home = join(deps.dataDir, 'browser', 'home');
    mkdirSync(profile, { recursive: true, mode: 0o700 });
    mkdirSync(home, { recursive: true, mode: 0o700 });
    const proxy = await startGuardProxy({
      policy,
      onBlocked: (target, reason) => events.blockedByNetwork(target, reason),
    });
    let context: BrowserContext;
    try {
      const { chromium } = await import('playwright-core');
      const env = buildBrowserEnv({ parentEnv, platform, home, headless: settings.headless });
      context = await chromium.launchPersistentContext(
        profile,
        persistentContextOptions({
          executablePath: location.path,
          headless: settings.headless,
          proxyUrl: proxy.url,
          proxyCredentials: proxy.credentials,
          env,
          viewport,
          timeoutMs: deps.launchTimeoutMs ?? 30_000,
        }),
      );
    } catch (error) {
      await proxy.close();
      throw error;
    }
    const state: Running = { context, proxy, pages: [], active: undefined };
    await context.route(
      () => true,
      async (route) => {
        const url = route.request().url();
        const verdict = await policy.checkUrl(url);
        if (verdict.allowed) return route.continue().catch(() => {});
        events.blockedByPage(url, verdict.reason);
        return route.abort('blockedbyclient').catch(() => {});
      },
    );
    context.on('request', (request) => events.pageRequested(request.url()));
    context.on('page', (page) => {
      track(state, page);
      state.active = page;
      if (ownPagesOpening === 0) events.tabOpened();
    });
    context.on('close', () => {
      if (running === state) running = undefined;
      void proxy.close();
    });
    for (const page of context.pages()) track(state, page);
    state.active = state.pages[0];
    return state;
  }

  async function ensureRunning(): Promise<Running> {
    if (running) return running;
    const launchedFor = generation;
    starting ??= launch().finally(() => {
      starting = undefined;
    });
    const state = await starting;
    if (launchedFor !== generation) {
      await state.context.close().catch(() => {});
      throw new Error('the browser was closed while it was starting');
    }
    running = state;
    return state;
  }

  function scheduleIdleClose(): void {
    clearTimeout(idleTimer);
    if (!running || activeUses > 0) return;
    idleTimer = setTimeout(() => void session.close(), deps.settings().idleCloseMs);
    idleTimer.unref();
  }

  const session: BrowserSession = {
    policy,
    viewport,
    async activePage() {
      const state = await ensureRunning();
      if (state.active && !state.active.isClosed()) return state.active;
      ownPagesOpening += 1;
      try {
        const page = await state.context.newPage();
        track(state, page);
        state.active = page;
        return page;
      } finally {
        ownPagesOpening -= 1;
      }
    },
    tabs: () => running?.pages.filter((page) => !page.isClosed()) ?? [],
    activeIndex: () => (running?.active ? running.pages.indexOf(running.active) : -1),
    switchTo(index) {
      const page = running?.pages[index];
      if (!running || !page) return undefined;
      running.active = page;
      return page;
    },
    async use(work) {
      activeUses += 1;
      clearTimeout(idleTimer);
      try {
        return await work();
      } finally {
        activeUses -= 1;
        scheduleIdleClose();
      }
    },
    takeEvents: () => events.take(),
    isRunning: () => running !== undefined,
    currentUrl: () => running?.active?.url(),
    async close() {
      clearTimeout(idleTimer);
      generation += 1;
      const state = running ?? (starting ? await starting.catch(() => undefined) : undefined);
      running = undefined;
      if (!state) return;
      await state.context.close().catch(() => {});
      await state.proxy.close();
    },
  };
  return session;
}
