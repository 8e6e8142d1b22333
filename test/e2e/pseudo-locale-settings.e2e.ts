// E2E in real Chromium in the pseudo-locale (en-XA, every catalog message marked ⟦…⟧): every Settings section — each
// with something to list (support/settings-seed.ts) — the add-a-server form and its error, an import preview, the
// restore preview, a paused scheduler and a job run now, and the first-run setup show no text that did not come from
// the catalog, besides what people, models, servers and custom tools wrote, the core's words not yet coded (English,
// like the CLI's; none left in Settings → Tools, Activity or Permissions) and names. Then Settings in 한국어 and 简体中文, light and dark, as screenshots.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { uiLanguages } from '../../electron/shared/ui-languages';
import { en } from '../../renderer/src/i18n/locales/en';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir } from '../support/temp-dir';
import { pseudo, textOutsideCatalog } from './support/catalog-text';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';
import { addGuestbookServer, seedSettingsSections, seededWords as words } from './support/settings-seed';

const locale = 'en-XA';
const products = ['OpenAI', 'Anthropic', 'Ollama', 'LM Studio', 'OpenRouter', 'fake-model', 'fake-model-large'];
const languageNames = uiLanguages.map((language) => language.name);
/** The paste box's placeholder: a JSON example, code rather than words. */
const jsonExample = '{\n  "mcpServers": {\n    "filesystem": { "command": "npx", "args": ["-y", "…"] }\n  }\n}';

async function expectCatalogOnly(page: Page, allowed: readonly string[], selector?: string): Promise<void> {
  expect(await textOutsideCatalog(page, [...products, ...languageNames, ...allowed], selector)).toEqual([]);
}

/** The core's words shown in a part of the page (English, like the CLI's), read from the elements that hold them. */
async function coreWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

/** The label, description and reason of each tool the catalog does not name (custom and MCP tools): their authors' words. */
async function authorsToolWords(page: Page): Promise<string[]> {
  const builtIn = Object.keys(en.toolLabels);
  const rows = page.locator('#settings-tools .tool-row');
  const found: string[] = [];
  for (const row of await rows.all()) {
    if (builtIn.includes((await row.getAttribute('data-tool')) ?? '')) continue;
    found.push(
      ...(await row.locator(':is(.tool-row-label, .tool-row-description, .tool-row-reason)').allTextContents()),
    );
  }
  return found;
}

/** What the Scheduled jobs section may show besides the catalog: the seeded jobs and their runs. */
async function jobWords(page: Page): Promise<string[]> {
  // Each schedule is worded by the UI (cronstrue's words marked like the catalog's, or the catalog's own); wait for it.
  const schedules = page.locator('#settings-jobs .job-schedule');
  await expect.poll(() => schedules.evaluateAll((all) => all.every((one) => one.textContent !== ''))).toBe(true);
  return [
    words.reminder,
    words.reminderMessage,
    words.digest,
    words.digestPrompt,
    words.digestAnswer,
    'datetime',
    'Europe/Berlin',
    // A run's output is the model's words.
    ...(await coreWords(page, '#settings-jobs .run-text')),
  ];
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: pseudo('sidebar.settings') }).click();
  await expect.poll(() => page.locator('#settings-backups').count(), { timeout: 10_000 }).toBe(1);
}

describeWithFacility('chromium', 'pseudo-locale: every Settings section from the catalog (e2e)', () => {
  const suite = useHearthSuite({ page: { locale, viewport: { width: 1280, height: 900 } } });

  beforeAll(async () => {
    await addGuestbookServer(suite.harness);
    await seedSettingsSections(suite.harness);
  });

  it('the header and every section, each listing what was seeded', async () => {
    const { page } = suite.hearth;
    const { harness } = suite;
    await openSettings(page);
    expect(await page.evaluate('document.documentElement.lang')).toBe(locale);
    const jobs = page.locator('#settings-jobs .job-card');
    await expect.poll(() => jobs.count(), { timeout: 10_000 }).toBe(2);
    const activity = page.locator('#settings-activity .activity-row');
    // write_file (a rule allowed it), the refused shell call, and the two cron_add calls that made the jobs.
    await expect.poll(() => activity.count(), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => page.locator('#settings-extensions .ext-custom-tool').count()).toBe(1);
    await expect.poll(() => page.locator('#settings-backups .backup-row').count()).toBe(1);
    const guestbook = page.locator('#settings-extensions [data-server="guestbook"] .run-status').first();
    await expect.poll(() => guestbook.textContent(), { timeout: 20_000 }).toBe(pseudo('mcp.stateRunning'));

    const toolFolder = join(harness.dataDir, 'tools');
    const allowed: Record<string, string[]> = {
      provider: [...(await coreWords(page, '#settings-provider .preset-url')), words.fallbackModel, harness.llm.url],
      // Built-in tools are worded by the catalog (locales/<lang>/tools.ts), with the core's values (setting names,
      // paths) as data; custom and MCP tools keep their authors' label and description, the walk allows them.
      tools: [
        ...(await authorsToolWords(page)),
        ...harness.runtime
          .toolset()
          .catalogue.flatMap((tool) => [tool.name, ...Object.values(tool.reasonParams ?? {})]),
        'https://searx.example.org',
        'my-api-token',
      ],
      // The address field's example is an address, not a sentence.
      calendar: ['https://cloud.example/remote.php/dav'],
      // A rule is worded by the catalog (its match and scope); only the tool's name is the core's.
      permissions: ['guestbook', 'write_file'],
      // The gate's reasons are worded from their codes (electron/shared/gate-reason.ts); the tool names, the logged
      // arguments and versions are data, and the page's label is what a web page wrote.
      activity: [
        'write_file',
        'shell',
        'cron_add',
        words.readPage,
        ...(await coreWords(page, '#settings-activity :is(.activity-args pre, .activity-version)')),
      ],
      memory: [words.memory, words.memoryTag],
      // Knowledge: the embedding model field's example is a model name.
      knowledge: ['text-embedding-3-small'],
      jobs: await jobWords(page),
      extensions: [
        'guestbook',
        'sign_guestbook',
        'guestbook__sign_guestbook',
        'bubblewrap',
        'network',
        'workspace:write',
        '.mjs',
        toolFolder,
        words.customTool,
        words.customToolFile,
        words.customToolDescription,
        words.brokenToolFile,
        jsonExample,
        ...(await coreWords(
          page,
          '#settings-extensions :is(.ext-target, .ext-errors li, .ext-note code, .ext-custom-facts code)',
        )),
      ],
      // A skill's name, description, folder and the static check's findings are its author's words and paths.
      skills: await coreWords(page, '#settings-skills .skill-data'),
      prompts: [words.prompt, words.promptText],
      // Voice: the default model and voice names, an example address and each dictation language by its own name.
      voice: [
        'whisper-1',
        'tts-1',
        'alloy',
        'https://api.openai.com/v1',
        'English',
        '한국어',
        '中文',
        '日本語',
        'Español',
        'Deutsch',
        'Français',
      ],
      general: [harness.workspace, 'CommandOrControl+Shift+Space'],
      updates: [],
      backups: [join(harness.dataDir, 'backups')],
    };
    await expectCatalogOnly(page, [], '.settings-header');
    const sections = await page
      .locator('section.settings-section[id^="settings-"]')
      .evaluateAll((all) => all.map((section) => section.id.replace(/^settings-/, '')));
    // A section added later fails here until the walk names what it may show.
    expect(sections).toEqual(Object.keys(allowed));
    for (const id of sections) await expectCatalogOnly(page, allowed[id]!, `#settings-${id}`);
    const fallbacks = page.getByRole('group', { name: pseudo('fallbacks.title') });
    expect(await fallbacks.getByRole('listitem').count()).toBe(1);
    const picker = page.locator('#settings-general').getByRole('combobox', { name: pseudo('settings.language') });
    expect(await picker.locator('option').allTextContents()).toEqual([
      pseudo('settings.languageSystem'),
      ...languageNames,
    ]);
  });

  it('Extensions: the form to add a server with its error, and the preview of an import', async () => {
    const { page } = suite.hearth;
    const section = page.locator('#settings-extensions');
    await section.getByRole('radio', { name: pseudo('mcpAdd.form') }).check();
    await section.getByRole('button', { name: pseudo('mcpAdd.add') }).click();
    await expect.poll(() => section.getByRole('alert').first().textContent()).toBe(pseudo('mcpAdd.nameMissing'));
    await expectCatalogOnly(page, [], '#settings-extensions .mcp-add');

    const folder = join(makeTempDir('e2e-import'), 'Claude');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'claude_desktop_config.json');
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: { guestbook: { command: 'node', args: ['guestbook.mjs'] }, 'My Notes': { url: 'x' } },
      }),
    );
    suite.harness.importFiles.push(file);
    await section.getByRole('button', { name: pseudo('mcpImport.choose') }).click();
    const preview = section.locator('.mcp-import-preview');
    await expect.poll(() => preview.count()).toBe(1);
    // Why one cannot be imported and its new name are the catalog's words (mcpImportWords) with the file's values.
    const invalid = preview.locator('li[data-status="invalid"]');
    await expect
      .poll(() => invalid.locator('.field-error').textContent())
      .toBe(pseudo('mcpImportWords.invalidValue', { field: 'mcpServers.My Notes.url' }));
    expect(await invalid.locator('.field-note').allTextContents()).toEqual([
      pseudo('mcpImportWords.renamed', { original: 'My Notes', name: 'my-notes' }),
    ]);
    // The file's path, its servers' names and commands are data.
    const targets = await coreWords(page, '.mcp-import-preview .ext-target');
    await expectCatalogOnly(page, [file, 'Claude Desktop', 'guestbook', 'my-notes', ...targets], '.mcp-import-preview');
    await preview.getByRole('button', { name: pseudo('common.cancel') }).click();
    await expect.poll(() => preview.count()).toBe(0);
  });

  it('Backups: the preview of a restore', async () => {
    const { page } = suite.hearth;
    const section = page.locator('#settings-backups');
    await section.locator('.backup-row').getByRole('button').click();
    const preview = section.getByRole('region', { name: pseudo('backups.preview') });
    await expect.poll(() => preview.count()).toBe(1);
    await expectCatalogOnly(page, [], '#settings-backups');
    await preview.getByRole('button', { name: pseudo('common.cancel') }).click();
  });

  it('Scheduled jobs: all paused, then a reminder run now', async () => {
    const { page } = suite.hearth;
    const section = page.locator('#settings-jobs');
    await section.getByRole('switch', { name: pseudo('jobs.pauseAll') }).click();
    await expect.poll(() => section.locator('.pause-box strong').textContent()).toBe(pseudo('jobs.pausedTitle'));
    const reminder = section.locator('.job-card', { hasText: words.reminder });
    await reminder.getByRole('button', { name: pseudo('jobs.runNowOf', { name: words.reminder }) }).click();
    await expect.poll(() => reminder.locator('.run-result').count(), { timeout: 15_000 }).toBe(1);
    await expectCatalogOnly(page, await jobWords(page), '#settings-jobs');
    await section.getByRole('switch', { name: pseudo('jobs.pauseAll') }).click();
  });
});

describeWithFacility('chromium', 'pseudo-locale: the first-run setup (e2e)', () => {
  const suite = useHearthSuite({ harness: { firstRun: true }, page: { locale } });

  it('shows only catalog text, server addresses and model names', async () => {
    const { page } = suite.hearth;
    await expect
      .poll(() => page.getByRole('heading', { name: pseudo('setup.title') }).count(), { timeout: 10_000 })
      .toBe(1);
    const ollama = page.getByRole('listitem', { name: pseudo('setup.serverHere', { server: 'Ollama' }) });
    await expect.poll(() => ollama.count(), { timeout: 10_000 }).toBe(1);
    await expectCatalogOnly(page, [
      suite.harness.llm.url,
      'https://api.openai.com/v1',
      'https://api.anthropic.com/v1',
      'https://openrouter.ai/api/v1',
    ]);
  });
});

for (const shown of ['ko-KR', 'zh-CN']) {
  describeWithFacility('chromium', `Settings in ${shown}, light and dark (e2e screenshots)`, () => {
    const suite = useHearthSuite({ page: { locale: shown, viewport: { width: 1280, height: 900 } } });

    beforeAll(async () => {
      await addGuestbookServer(suite.harness);
      await seedSettingsSections(suite.harness);
    });

    it('every section, drawn whole in one tall window', async () => {
      const { page } = suite.hearth;
      await page.evaluate(`location.hash = '#/settings'`);
      await expect.poll(() => page.locator('#settings-jobs .job-card').count(), { timeout: 10_000 }).toBe(2);
      await expect.poll(() => page.locator('#settings-backups .backup-row').count(), { timeout: 10_000 }).toBe(1);
      const height = Number(await page.evaluate(`document.querySelector('.settings-scroll').scrollHeight`));
      await page.setViewportSize({ width: 1280, height: Math.min(16_000, height + 200) });
      await screenshotLightAndDark(page, `settings-sections-${shown}`);
    });
  });
}
