// In another language a built-in tool's label and reason come from that language's catalog, while a custom or MCP
// tool keeps its author's words and a reason without a known code stays the core's English (renderer/src/settings/tool-words.ts).
import { afterAll, expect, it } from 'vitest';
import { i18n, loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { catalog as de } from '../../renderer/src/i18n/locales/de';
import { toolDescription, toolLabel, toolReason } from '../../renderer/src/settings/tool-words';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

it('words a built-in tool in the UI language and keeps a custom tool’s own words', async () => {
  await loadUiCatalog('en');
  i18n.addResourceBundle('de', 'translation', de);
  await i18n.changeLanguage('de');
  expect(toolLabel({ name: 'web_search', label: 'Web search' })).toBe('Websuche');
  expect(toolDescription({ name: 'read_file', description: 'Read a text file in the workspace. More.' })).toBe(
    'Liest eine Textdatei im Arbeitsordner.',
  );
  expect(
    toolReason({ name: 'web_search', reason: 'Off: …', reasonCode: 'switchOff', reasonParams: { setting: 'x.y' } }),
  ).toBe('Aus: Schalte x.y in den Einstellungen ein.');
  const custom = { name: 'guestbook__sign', label: 'Sign (MCP: guestbook)', description: 'Signs it. Then more.' };
  expect([toolLabel(custom), toolDescription(custom)]).toEqual(['Sign (MCP: guestbook)', 'Signs it.']);
  expect(toolReason({ name: 'notes', reason: 'no notes folder', reasonCode: 'fromTheFuture' })).toBe('no notes folder');
  expect(toolReason({ name: 'shell', reason: 'sandbox: none (no bwrap)' })).toBe('Sandbox: sandbox: none (no bwrap)');
});
