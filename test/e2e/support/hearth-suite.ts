// One e2e suite's fixtures: the real runtime behind the bridge, Chromium and the Hearth page, started before the
// suite and closed after it, with the fake model's script reset before each test.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startHearthHarness, type HearthHarness } from '../bridge/hearth-harness';
import { launchChromium, openHearthPage, type HearthPage } from './hearth-page';

export interface HearthSuite {
  harness: HearthHarness;
  browser: Browser;
  hearth: HearthPage;
}

export function useHearthSuite(
  options: {
    harness?: Parameters<typeof startHearthHarness>[0];
    page?: Parameters<typeof openHearthPage>[2];
    resetEachTest?: boolean;
    /** Extra Chromium switches for this spec, or a function making them once the harness runs. */
    chromiumArgs?: () => readonly string[];
  } = {},
): HearthSuite {
  const suite = {} as HearthSuite;
  beforeAll(async () => {
    suite.harness = await startHearthHarness(options.harness);
    suite.browser = await launchChromium(options.chromiumArgs?.() ?? []);
    suite.hearth = await openHearthPage(suite.browser, suite.harness, options.page);
  });
  afterAll(async () => {
    await suite.hearth?.close();
    await suite.browser?.close();
    await suite.harness?.close();
  });
  if (options.resetEachTest ?? true) beforeEach(() => suite.harness.llm.reset());
  return suite;
}
