// E2E in real Chromium: result views of tool cards against the real tools — an ask_user question answered in the
// dialog, a file edit shown as a diff after approval, and the weather card (Open-Meteo answered by a local server).
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';

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

describeWithFacility('chromium', 'tool result views (e2e)', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let hearth: HearthPage;
  let openMeteo: Server;

  beforeAll(async () => {
    openMeteo = createServer((request, response) => {
      const body = request.url?.startsWith('/geocoding')
        ? {
            results: [
              {
                name: 'Lisbon',
                latitude: 38.72,
                longitude: -9.14,
                country: 'Portugal',
                country_code: 'PT',
                admin1: 'Lisbon',
                timezone: 'Europe/Lisbon',
                population: 500_000,
              },
            ],
          }
        : forecast;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((done) => openMeteo.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(openMeteo.address() as AddressInfo).port}`;
    harness = await startHearthHarness();
    harness.runtime.settingsStore.set('weather.geocodingUrl', `${base}/geocoding`);
    harness.runtime.settingsStore.set('weather.forecastUrl', `${base}/forecast`);
    browser = await launchChromium();
    hearth = await openHearthPage(browser, harness);
  });
  afterAll(async () => {
    await hearth?.close();
    await browser?.close();
    await harness?.close();
    await new Promise((done) => openMeteo?.close(done));
  });
  beforeEach(() => harness.llm.reset());

  it('asks the user a question in the dialog and gives the model the chosen answer', async () => {
    const { page } = hearth;
    harness.llm.script(
      {
        kind: 'tool_calls',
        calls: [
          { name: 'ask_user', arguments: { question: 'Which city should I check?', choices: ['Lisbon', 'Porto'] } },
        ],
      },
      { kind: 'text', text: 'Lisbon it is.' },
    );
    await sendMessage(page, 'Plan my weekend');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('.question-text').textContent()).toBe('Which city should I check?');
    await dialog.getByRole('button', { name: 'Lisbon' }).click();
    await waitForReplyDone(page);
    const toolMessage = harness.llm.requests.at(-1)?.messages.findLast((m: { role: string }) => m.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Lisbon');
  });

  it('shows the weather card from the tool details', async () => {
    const { page } = hearth;
    harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'weather', arguments: { location: 'Lisbon', days: 3, units: 'metric' } }] },
      { kind: 'text', text: 'Sunny, then rain on Sunday.' },
    );
    await sendMessage(page, 'Weather in Lisbon?');
    await waitForReplyDone(page);
    const card = page.locator('.tool-card[data-tool="weather"]').last();
    expect(await card.locator('.tool-card-status').textContent()).toBe('Done');
    expect(await card.locator('.tool-card-header').getAttribute('aria-expanded')).toBe('true');
    expect(await card.locator('.weather-card figcaption').textContent()).toContain('Lisbon');
    expect(await card.locator('.weather-temp').textContent()).toBe('21°C');
    expect(await card.locator('.weather-days li').count()).toBe(3);
  });

  it('shows a file edit as a diff after approval', async () => {
    const { page } = hearth;
    writeFileSync(join(harness.workspace, 'notes.md'), '# Notes\nbuy milk\n');
    harness.llm.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'edit_file', arguments: { path: 'notes.md', oldText: 'buy milk', newText: 'buy oat milk' } }],
      },
      { kind: 'text', text: 'Updated your note.' },
    );
    await sendMessage(page, 'Make it oat milk');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('Allow Edit file?');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);
    const card = page.locator('.tool-card[data-tool="edit_file"]').last();
    expect(await card.locator('.diff-line.removed').textContent()).toBe('- buy milk\n');
    expect(await card.locator('.diff-line.added').textContent()).toBe('+ buy oat milk\n');
    expect(readFileSync(join(harness.workspace, 'notes.md'), 'utf8')).toBe('# Notes\nbuy oat milk\n');
    await hearth.screenshot('tool-cards.png');
  });
});
