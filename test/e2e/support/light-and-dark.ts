// Screenshots of the same moment in the light and the dark theme (the page settled before each: no transition or
// animation running), as `<name>.png` and `<name>-dark.png` in test/e2e/artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir, settled } from './hearth-page';

export async function screenshotLightAndDark(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
  await page.screenshot({ path: join(artifactsDir, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
}
