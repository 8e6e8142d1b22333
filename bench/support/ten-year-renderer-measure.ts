// What the ten-year renderer part measures in headless Chromium, the real renderer over the real core's handlers
// (bench/support/core-bridge.ts): a picture-heavy conversation (memory, pictures loaded at open and while scrolling),
// the sidebar's first page and its scroll to the end (long tasks), and the page's memory showing its sidebar.
import type { CDPSession, Page } from 'playwright-core';
import type { BenchPage } from './bench-page';
import { withTimeout } from './bench-page';
import { routeCore, type coreHandlers } from './core-bridge';
import { samplePageMemory, type PageMemory } from './renderer-memory';

type Handlers = ReturnType<typeof coreHandlers>;
const VIEWPORT = { width: 1280, height: 800 };

interface CorePage {
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

async function openCorePage(
  bench: BenchPage,
  handlers: Handlers,
  hash = '',
  gate?: (method: string) => Promise<void>,
): Promise<CorePage> {
  const context = await bench.browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await routeCore(page, handlers, gate);
  await page.goto(`${bench.url}/index.html?scenario=core${hash}`);
  await page.waitForFunction('Boolean(window.hearthBench && window.hearthBench.core)');
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
}

/** Resolves once the page has shown 30 frames in a row with no new picture, core call or element (at most 30 s). */
async function settle(page: Page): Promise<void> {
  await withTimeout(
    page.evaluate(`new Promise((resolve) => {
      const core = window.hearthBench.core;
      let last = '';
      let still = 0;
      const tick = () => {
        const now = JSON.stringify([core.picturesLoaded(), core.calls(), document.getElementsByTagName('*').length]);
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 30) resolve(undefined); else requestAnimationFrame(tick);
      };
      tick();
    })`),
    30_000,
    'the page settling',
  );
}

const probe = <T>(page: Page, expression: string): Promise<T> => page.evaluate(expression) as Promise<T>;

export interface PictureCounts {
  /** Distinct pictures loaded since the page started. */
  loaded: number;
  /** Pictures in the page now, and of those the ones decoded (complete, with a width). */
  mounted: number;
  decoded: number;
  /** attachments:preview calls (the photos' pictures fetched from the core). */
  previewsFetched: number;
}

const counts = (page: Page) =>
  probe<PictureCounts>(
    page,
    `(() => {
      const images = [...document.querySelectorAll('.message-scroll img')];
      return {
        loaded: window.hearthBench.core.picturesLoaded(),
        mounted: images.length,
        decoded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
        previewsFetched: window.hearthBench.core.calls().attachmentsPreview ?? 0,
      };
    })()`,
  );

export interface PictureRun {
  empty: PageMemory;
  opened: PageMemory;
  atTop: PageMemory;
  atOpen: PictureCounts;
  afterTop: PictureCounts;
  /** Pictures loaded after each step of one viewport down from the top. */
  steps: number[];
}

/** The empty conversation, then the picture conversation, opened in the same page; then the jump to its top. */
export async function measurePictures(
  bench: BenchPage,
  handlers: Handlers,
  emptyId: string,
  picturesId: string,
): Promise<PictureRun> {
  const { page, cdp, close } = await openCorePage(bench, handlers, `#/chat/${emptyId}`);
  try {
    await settle(page);
    const empty = await samplePageMemory(bench.browser, cdp);
    const loads = await probe<number>(page, 'window.hearthBench.core.calls().chatLoad ?? 0');
    await page.evaluate(`window.location.hash = '#/chat/${picturesId}'`);
    // Two chat:load pages: the newest turns (painted first), then the messages before them.
    await page.waitForFunction(`(window.hearthBench.core.calls().chatLoad ?? 0) >= ${loads + 2}`, undefined, {
      timeout: 60_000,
    });
    await page.locator('.message-scroll img').first().waitFor({ timeout: 30_000 });
    await settle(page);
    const atOpen = await counts(page);
    const opened = await samplePageMemory(bench.browser, cdp);
    const scroller = "document.querySelector('.message-scroll')";
    // Rows measured on the way may move the top: jump again until it stays there.
    for (let jump = 0; jump < 5; jump += 1) {
      await page.evaluate(`${scroller}.scrollTop = 0`);
      await settle(page);
      if ((await probe<number>(page, `${scroller}.scrollTop`)) === 0) break;
    }
    const afterTop = await counts(page);
    const atTop = await samplePageMemory(bench.browser, cdp);
    const steps: number[] = [];
    for (let step = 0; step < 10; step += 1) {
      await page.evaluate(`${scroller}.scrollTop += ${scroller}.clientHeight`);
      await settle(page);
      steps.push((await counts(page)).loaded);
    }
    return { empty, opened, atTop, atOpen, afterTop, steps };
  } finally {
    await close();
  }
}

export interface SidebarRun {
  /** Longest task while the page started (before the first page of conversations arrived), ms. */
  bootLongestMs: number;
  firstPageLongestMs: number;
  /** The longest gap between two animation frames (what a person sees as a stall), ms. */
  firstPageFrameGapMs: number;
  firstPageRows: number;
  scrollLongestMs: number;
  scrollFrameGapMs: number;
  scrollLongTasks: number;
  pages: number;
  /** Conversations the sidebar read (every chat:list answer). */
  listed: number;
  /** Conversation rows in the page at the end. */
  rows: number;
  scrollMs: number;
}

const longest = (tasks: number[]) => Math.max(0, ...tasks);
/** Rows in the page (a live collection: cheap to poll); the sidebar virtualizes long lists, so it stays bounded. */
const SIDEBAR_ROWS = "document.getElementsByClassName('conversation-row').length";
const LIST_CALLS = '(window.hearthBench.core.calls().chatList ?? 0)';
const SENTINEL = "document.querySelector('.list-end-sentinel') !== null";

/** The sidebar: its first page held until the page has started, then shown; then scrolled to the end of the list. */
export async function measureSidebar(bench: BenchPage, handlers: Handlers): Promise<SidebarRun> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const gate = async (method: string) => {
    if (method !== 'chatList' || held) return;
    held = true;
    await released;
  };
  let listed = 0;
  const counting = {
    ...handlers,
    chatList: (request: never, caller: never) => {
      const answer = handlers.chatList!(request, caller) as unknown[];
      listed += answer.length;
      return answer;
    },
  };
  const { page, close } = await openCorePage(bench, counting, '', gate);
  try {
    await settle(page);
    const tasks = () => probe<number[]>(page, 'window.hearthBench.core.longTasks()');
    const clear = () => page.evaluate('window.hearthBench.core.clearLongTasks()');
    const bootLongestMs = longest(await tasks());
    await clear();
    release();
    await page.waitForFunction(`${SIDEBAR_ROWS} > 0`, undefined, { timeout: 30_000 });
    await settle(page);
    const firstPageLongestMs = longest(await tasks());
    const firstPageFrameGapMs = await probe<number>(page, 'window.hearthBench.core.longestFrameGap()');
    const firstPageRows = await probe<number>(page, SIDEBAR_ROWS);
    await clear();
    const started = performance.now();
    let pages = 1;
    while (await probe<boolean>(page, SENTINEL)) {
      const before = await probe<number>(page, LIST_CALLS);
      await page.evaluate(
        "(() => { const list = document.querySelector('.sidebar-list'); list.scrollTop = list.scrollHeight; })()",
      );
      await page.waitForFunction(`${LIST_CALLS} > ${before} || !(${SENTINEL})`, undefined, { timeout: 30_000 });
      // The answer shown (the sentinel observes afresh once the list has grown) before the next scroll.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      pages += 1;
    }
    const scrollMs = performance.now() - started;
    await settle(page);
    const scrollTasks = await tasks();
    return {
      bootLongestMs,
      firstPageLongestMs,
      firstPageFrameGapMs,
      firstPageRows,
      scrollLongestMs: longest(scrollTasks),
      scrollFrameGapMs: await probe<number>(page, 'window.hearthBench.core.longestFrameGap()'),
      scrollLongTasks: scrollTasks.length,
      pages,
      listed,
      rows: await probe<number>(page, SIDEBAR_ROWS),
      scrollMs,
    };
  } finally {
    await close();
  }
}

/** A fresh page showing its sidebar (the first page of conversations), settled: its memory. */
export async function measureAppPage(bench: BenchPage, handlers: Handlers): Promise<PageMemory> {
  const { page, cdp, close } = await openCorePage(bench, handlers);
  try {
    await settle(page);
    return await samplePageMemory(bench.browser, cdp);
  } finally {
    await close();
  }
}
