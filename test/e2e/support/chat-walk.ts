// For the chat's language walk (test/e2e/pseudo-locale-chat.e2e.ts): a catalog message as a given UI language shows
// it (the pseudo-locale's ⟦…⟧ form, or the language's own catalog), a local stand-in for Open-Meteo, and the loop
// that lets each approval dialog of a reply be looked at, then allowed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, type Catalog } from '../../../renderer/src/i18n/locales/en';
import { catalog as ko } from '../../../renderer/src/i18n/locales/ko';
import { catalog as zhCN } from '../../../renderer/src/i18n/locales/zh-CN';
import { approvalDialog } from './chat-actions';
import { pseudo } from './catalog-text';

const catalogs: Record<string, Catalog> = { 'en-US': en, 'ko-KR': ko, 'zh-CN': zhCN };

/** `group.key` filled with `values` as the page shows it in `locale` (en-XA, en-US, ko-KR or zh-CN). */
export function messageIn(locale: string, key: string, values: Record<string, string | number> = {}): string {
  if (locale === 'en-XA') return pseudo(key, values);
  const catalog = catalogs[locale];
  if (!catalog) throw new Error(`no catalog for ${locale}`);
  const [group = '', name = ''] = key.split('.');
  const messages = catalog[group] ?? {};
  const plural = typeof values.count === 'number' ? new Intl.PluralRules(locale).select(values.count) : undefined;
  const text = (plural ? messages[`${name}_${plural}`] : undefined) ?? messages[name];
  if (text === undefined) throw new Error(`no message ${key} in ${locale}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, variable: string) => String(values[variable] ?? ''));
}

/** Open-Meteo's geocoding and forecast answered from 127.0.0.1: Lisbon, three days. */
export async function startOpenMeteoStandIn(): Promise<{ base: string; close: () => Promise<void> }> {
  const place = {
    name: 'Lisbon',
    latitude: 38.72,
    longitude: -9.14,
    country: 'Portugal',
    country_code: 'PT',
    admin1: 'Lisbon',
    timezone: 'Europe/Lisbon',
    population: 500_000,
  };
  const forecast = {
    latitude: 38.72,
    longitude: -9.14,
    timezone: 'Europe/Lisbon',
    timezone_abbreviation: 'WET',
    current_units: { temperature_2m: '°C', wind_speed_10m: 'km/h', precipitation: 'mm' },
    current: {
      time: '2026-05-01T12:00',
      temperature_2m: 21.4,
      apparent_temperature: 20.9,
      relative_humidity_2m: 55,
      precipitation: 0,
      weather_code: 1,
      wind_speed_10m: 12.3,
      wind_direction_10m: 300,
    },
    daily: {
      time: ['2026-05-01', '2026-05-02', '2026-05-03'],
      weather_code: [1, 3, 61],
      temperature_2m_max: [23, 21, 18],
      temperature_2m_min: [14, 13, 12],
      precipitation_probability_max: [5, 20, 80],
      wind_speed_10m_max: [15, 18, 25],
    },
  };
  const server: Server = createServer((request, response) => {
    const body = request.url?.startsWith('/geocoding') ? { results: [place] } : forecast;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const dialogOrDone = `(() => {
  if (document.querySelector('dialog.approval-dialog[open]')) return 'dialog';
  if (document.querySelector('.message-scroll[aria-busy="true"]')) return 'busy';
  const messages = document.querySelectorAll('.message:not(.render-warm-up *)');
  const last = messages[messages.length - 1];
  if (!last || !last.classList.contains('assistant') || last.classList.contains('status-streaming')) return 'busy';
  return document.querySelector('.tool-card.status-pending, .tool-card.status-running') ? 'busy' : 'done';
})()`;

/** Until the reply is done: each approval dialog that comes up is handed to `look`, then allowed once. */
export async function approveEachDialog(
  page: Page,
  allowOnce: string,
  look: (dialog: Locator, index: number) => Promise<void>,
): Promise<number> {
  let seen = 0;
  for (;;) {
    await expect.poll(() => page.evaluate(dialogOrDone), { timeout: 20_000 }).not.toBe('busy');
    if ((await page.evaluate(dialogOrDone)) === 'done') return seen;
    const dialog = approvalDialog(page);
    await look(dialog, seen);
    seen += 1;
    await dialog.getByRole('button', { name: allowOnce, exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }
}
