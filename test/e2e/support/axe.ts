// axe-core (node_modules/axe-core/axe.min.js) run inside the page: the serious and critical WCAG 2.2 A/AA violations
// of the page, or of one part of it, in the light and the dark theme, as readable lines for a test's message.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './hearth-page';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets axe checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const ruleTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules about a screen's structure that axe rates only moderate, held as strictly as the serious ones: one top-level
 * heading, headings in order, everything inside a landmark, one main landmark, landmarks told apart by their names.
 */
const structureRules = new Set([
  'page-has-heading-one',
  'heading-order',
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-main',
]);

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/**
 * The serious and critical violations (and those of the structure rules) axe finds in `scope` (a CSS selector; the whole page when absent), one line per
 * element: rule, impact, the element, and axe's reason (for contrast: the two colours and the ratio).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy (script-src 'self') allows it.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  await settled(page);
  // A part that is not there would be checked as nothing, and pass.
  if (scope && (await page.locator(scope).count()) === 0) throw new Error(`axe-core: nothing matches ${scope}`);
  // A string, as the other specs evaluate: the tests are type-checked without the DOM's types.
  const context = scope ? `{ include: [${JSON.stringify(scope)}] }` : 'document';
  const findings = (await page.evaluate(`(async () => {
    const result = await window.axe.run(${context}, {
      runOnly: { type: 'tag', values: ${JSON.stringify(ruleTags)} },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        summary: (node.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 240),
      })),
    }));
  })()`)) as AxeFinding[];
  return findings
    .filter(
      (finding) => finding.impact === 'serious' || finding.impact === 'critical' || structureRules.has(finding.id),
    )
    .flatMap((finding) =>
      finding.nodes.map(
        (node) => `${finding.id} (${finding.impact}) ${node.target.join(' ')}: ${node.summary || finding.help}`,
      ),
    );
}

/** The serious and critical violations in the light theme and in the dark one, each line marked with its theme. */
export async function seriousViolationsLightAndDark(page: Page, scope?: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await seriousViolations(page, scope)).map((line) => `[${colorScheme}] ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Fails with every violation, one per line, when axe finds a serious or critical one in either theme. */
export async function expectNoSeriousViolations(page: Page, scope?: string): Promise<void> {
  const found = await seriousViolationsLightAndDark(page, scope);
  expect(found, `axe-core in ${scope ?? 'the page'}:\n${found.join('\n')}`).toEqual([]);
}
