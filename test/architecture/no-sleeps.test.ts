// Architecture issue 34 (6), tests without sleeps: nothing under test/ sleeps a fixed 100 ms or more, and conditions are
// awaited only through test/support/wait-for.ts; each rule of the scanner (sleep-rules.ts) catches a planted line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSleeps, WAIT_HELPER } from './sleep-rules';

const root = resolve(__dirname, '../..');
/** The scanner and this test spell the patterns out; screenshots and traces are not source. */
const skipped = new Set(['test/architecture/sleep-rules.ts', 'test/architecture/no-sleeps.test.ts']);

function testSources(folder: string): { path: string; text: string }[] {
  return readdirSync(join(root, folder)).flatMap((entry) => {
    const path = `${folder}/${entry}`;
    if (entry === 'node_modules' || entry === 'artifacts') return [];
    if (statSync(join(root, path)).isDirectory()) return testSources(path);
    if (!/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry) || skipped.has(path)) return [];
    return [
      { path: relative(root, join(root, path)).split('\\').join('/'), text: readFileSync(join(root, path), 'utf8') },
    ];
  });
}

/** The rules each planted line breaks (the file is named like a test, not the wait helper). */
const rulesFor = (text: string, path = 'test/x/planted.test.ts'): string[] =>
  findSleeps(path, text).map((finding) => finding.rule);

describe('tests without sleeps', () => {
  it('finds no fixed sleep and no wait helper but the shared one under test/', () => {
    const findings = testSources('test').flatMap(({ path, text }) => findSleeps(path, text));
    expect(findings.map((finding) => `${finding.path}:${finding.line} ${finding.rule}: ${finding.text}`)).toEqual([]);
  });

  it('catches a fixed sleep of 100 ms or more in a Promise, and leaves a tick or a shorter timer alone', () => {
    expect(rulesFor('await new Promise((resolve) => setTimeout(resolve, 200));')).toEqual(['a fixed sleep of 200 ms']);
    expect(rulesFor("const quiet = new Promise((r) => setTimeout(() => r('quiet'), 1_500));")).toEqual([
      'a fixed sleep of 1500 ms',
    ]);
    expect(rulesFor('await new Promise<void>((done) => {\n  setTimeout(done, 100);\n});')).toEqual([
      'a fixed sleep of 100 ms',
    ]);
    expect(rulesFor('await new Promise((resolve) => setTimeout(resolve, 0));')).toEqual([]);
    expect(rulesFor('await new Promise((resolve) => setTimeout(resolve, 50));')).toEqual([]);
    expect(rulesFor('socket.setTimeout(1500, () => socket.destroy());')).toEqual([]);
  });

  it('catches Playwright sleeps and sleep helpers', () => {
    expect(rulesFor('await page.waitForTimeout(600);')).toEqual(['page.waitForTimeout(600)']);
    expect(rulesFor('await page.waitForTimeout(pause);')).toEqual(['page.waitForTimeout(…)']);
    expect(rulesFor("import { setTimeout as sleep } from 'node:timers/promises';")).toEqual([
      'a sleep from node:timers/promises',
    ]);
    expect(rulesFor('const sleep = (ms: number) => undefined;')).toEqual(['a sleep() helper']);
    expect(rulesFor('await delay(250);')).toEqual(['delay(250)']);
    expect(rulesFor('h.sleep(3 * HOUR); // a fake clock moves on')).toEqual([]);
  });

  it('catches wait helpers and polling loops other than the shared one', () => {
    const ownHelper = [
      'async function until(probe: () => boolean): Promise<void> {',
      '  while (!probe()) await new Promise((resolve) => setTimeout(resolve, 20));',
      '}',
    ].join('\n');
    expect(rulesFor(ownHelper)).toEqual([
      `a wait helper of its own (until); use waitFor from ${WAIT_HELPER}`,
      `a loop that sleeps between checks; use waitFor from ${WAIT_HELPER}`,
    ]);
    expect(rulesFor('await vi.waitFor(() => expect(x).toBe(1));')).toEqual([
      `vi.waitFor; use waitFor from ${WAIT_HELPER}`,
    ]);
    expect(rulesFor('const wait = () => (busy() ? setTimeout(wait, 20) : resolve());')).toEqual([
      `a polling timer (wait); use waitFor from ${WAIT_HELPER}`,
    ]);
    expect(rulesFor('for (const piece of pieces) await write(piece);')).toEqual([]);
    // The shared helper itself may loop.
    expect(rulesFor(ownHelper.replace('until', 'waitFor'), WAIT_HELPER)).toEqual([]);
  });

  it('reports the file, the line and the text', () => {
    expect(findSleeps('test/a.test.ts', "it('x', async () => {\n  await page.waitForTimeout(300);\n});")).toEqual([
      { path: 'test/a.test.ts', line: 2, rule: 'page.waitForTimeout(300)', text: 'await page.waitForTimeout(300);' },
    ]);
  });
});
