// Browser actions on page elements — click (by snapshot ref or visible text), type and select — each followed
// by waiting for the page to settle and a fresh snapshot.
import type { Locator, Page } from 'playwright-core';
import { fail, type ToolResult } from '../tool';
import type { BrowserSession } from './browser-session';
import { describeBrowserError, settleAfterAction, watchSideEffects, type BrowserTimeouts } from './page-settle';
import { reportPage } from './page-report';
import { refAttribute } from './snapshot-script';
import type { Ok, Fail } from '../../electron/shared/result';

export interface ElementActionContext {
  session: BrowserSession;
  timeouts: BrowserTimeouts;
}

type Found = Ok<{ locator: Locator; label: string }> | Fail<{ result: ToolResult }>;

async function byRef(page: Page, ref: string): Promise<Found> {
  if (!/^\d{1,7}$/.test(ref))
    return {
      ok: false,
      result: fail(`"${ref.slice(0, 20)}" is not a ref: use a number from the last snapshot.`, 'invalid_args'),
    };
  const locator = page.locator(`[${refAttribute}="${ref}"]`);
  const count = await locator.count();
  if (count === 0)
    return {
      ok: false,
      result: fail(`There is no element [${ref}] on the page now; take a new snapshot.`, 'not_found'),
    };
  if (count > 1)
    return { ok: false, result: fail(`Ref [${ref}] matches ${count} elements; take a new snapshot.`, 'ambiguous') };
  return { ok: true, locator, label: `element [${ref}]` };
}

async function byText(page: Page, text: string): Promise<Found> {
  const candidates = [
    page.getByRole('button', { name: text, exact: true }),
    page.getByRole('link', { name: text, exact: true }),
    page.getByText(text, { exact: true }),
    page.getByRole('button', { name: text }),
    page.getByRole('link', { name: text }),
    page.getByText(text),
  ];
  for (const candidate of candidates) {
    const visible = candidate.filter({ visible: true });
    const count = await visible.count();
    if (count > 0) {
      const note = count > 1 ? ` (first of ${count} matches)` : '';
      return {
        ok: true,
        locator: visible.first(),
        label: `the element with text ${JSON.stringify(text.slice(0, 100))}${note}`,
      };
    }
  }
  return {
    ok: false,
    result: fail(
      `No visible element with text ${JSON.stringify(text.slice(0, 100))} on the page; take a snapshot to see what is there.`,
      'not_found',
    ),
  };
}

async function attempt(what: string, work: () => Promise<unknown>): Promise<ToolResult | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    return fail(`Could not ${what}: ${describeBrowserError(error)}`, 'action_failed');
  }
}

export async function click(ctx: ElementActionContext, target: { ref?: string; text?: string }): Promise<ToolResult> {
  const page = await ctx.session.activePage();
  const found =
    target.ref !== undefined
      ? await byRef(page, target.ref)
      : target.text
        ? await byText(page, target.text)
        : undefined;
  if (!found)
    return fail('click needs a `ref` from the last snapshot or the visible `text` of the element.', 'invalid_args');
  if (!found.ok) return found.result;
  const effects = watchSideEffects(page);
  const failed = await attempt(`click ${found.label}`, () => found.locator.click({ timeout: ctx.timeouts.actionMs }));
  if (failed) return failed;
  const active = await settleAfterAction(page, effects, ctx.timeouts, () => ctx.session.activePage());
  return reportPage(ctx.session, active, { action: 'click', status: `Clicked ${found.label}.`, snapshot: true });
}

export async function type(
  ctx: ElementActionContext,
  target: { ref?: string; text?: string; submit?: boolean },
): Promise<ToolResult> {
  if (target.ref === undefined || target.text === undefined)
    return fail('type needs a `ref` from the last snapshot and the `text` to enter.', 'invalid_args');
  const page = await ctx.session.activePage();
  const found = await byRef(page, target.ref);
  if (!found.ok) return found.result;
  const { text, submit } = target;
  const effects = watchSideEffects(page);
  const failed = await attempt(`type into ${found.label}`, async () => {
    await found.locator.fill(text, { timeout: ctx.timeouts.actionMs });
    if (submit) await found.locator.press('Enter', { timeout: ctx.timeouts.actionMs });
  });
  if (failed) return failed;
  const active = await settleAfterAction(page, effects, ctx.timeouts, () => ctx.session.activePage());
  const status = `Typed ${text.length} characters into ${found.label}${submit ? ' and pressed Enter' : ''}.`;
  return reportPage(ctx.session, active, { action: 'type', status, snapshot: true });
}

export async function select(
  ctx: ElementActionContext,
  target: { ref?: string; values?: string[] },
): Promise<ToolResult> {
  if (target.ref === undefined || !target.values || target.values.length === 0) {
    return fail('select needs a `ref` from the last snapshot and `values` (option labels or values).', 'invalid_args');
  }
  const page = await ctx.session.activePage();
  const found = await byRef(page, target.ref);
  if (!found.ok) return found.result;
  let chosen: string[] = [];
  const values = target.values;
  const effects = watchSideEffects(page);
  const failed = await attempt(`select in ${found.label}`, async () => {
    // Plain strings match an option's value or its label.
    chosen = await found.locator.selectOption(values, { timeout: ctx.timeouts.actionMs });
  });
  if (failed) return failed;
  const active = await settleAfterAction(page, effects, ctx.timeouts, () => ctx.session.activePage());
  return reportPage(ctx.session, active, {
    action: 'select',
    status: `Selected ${chosen.length} option(s) in ${found.label}.`,
    snapshot: true,
  });
}
