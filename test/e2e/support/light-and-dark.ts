// Screenshots of the same moment in the light and the dark theme (the colour transitions finished before each), as
// `<name>.png` and `<name>-dark.png` in test/e2e/artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './hearth-page';

const colourTransitionsDone = (page: Page) =>
  page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)).then(() => true)',
  );

export async function screenshotLightAndDark(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await colourTransitionsDone(page);
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  await colourTransitionsDone(page);
  await page.screenshot({ path: join(artifactsDir, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: 'light' });
  await colourTransitionsDone(page);
}
