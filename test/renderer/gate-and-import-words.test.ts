// The core's coded words in the UI's language: the rarer gate denials (rate limits, a failed prompt, an answer for
// other arguments; renderer/src/settings/gate-reason-words.ts) and an MCP import's notes and errors
// (renderer/src/settings/mcp-import-words.ts), in Korean and German, never the core's English.
import { afterAll, expect, it } from 'vitest';
import { i18n, loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { gateReasonText } from '../../renderer/src/settings/gate-reason-words';
import { mcpImportWordText } from '../../renderer/src/settings/mcp-import-words';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const english = 'the core’s English';

it('words the rarer denials from their codes with their values', async () => {
  await loadUiCatalog('ko');
  await i18n.changeLanguage('ko');
  const said = (reasonCode: Parameters<typeof gateReasonText>[0]['reasonCode']) =>
    gateReasonText({ reason: english, reasonCode });
  expect(said({ code: 'rateLimitRun', params: { limit: 50 } })).toBe(
    '실행당 도구 호출은 최대 50번입니다: 이 답변에서는 더 이상 도구가 실행되지 않았습니다.',
  );
  expect(said({ code: 'rateLimitHour', params: { limit: 200, ms: 49 * 60_000 } })).toMatch(
    /^시간당 도구 호출은 최대 200번/,
  );
  expect(said({ code: 'rateLimitHour', params: { limit: 200, ms: 49 * 60_000 } })).toMatch(/49/);
  expect(said({ code: 'promptFailed' })).toBe('승인 요청을 표시할 수 없어 실행하지 않았습니다.');
  expect(said({ code: 'argsMismatch' })).toBe('승인이 표시된 인수와 정확히 일치하지 않아 실행하지 않았습니다.');
  expect(said({ code: 'rateLimitHour', params: { limit: 200 } })).toBe(english);
});

it('words an import note and error from their codes, and keeps the English without one', async () => {
  await loadUiCatalog('de');
  await i18n.changeLanguage('de');
  expect(mcpImportWordText({ code: 'renamed', params: { original: 'My Files', name: 'my-files' } }, english)).toBe(
    '„My Files“ heißt in Hearth „my-files“.',
  );
  expect(
    mcpImportWordText({ code: 'envNotSet', params: { field: 'servers.a.env.KEY', written: '${env:KEY}' } }, english),
  ).toBe('„servers.a.env.KEY“ verwendet ${env:KEY}, die in dieser Umgebung nicht gesetzt ist.');
  expect(mcpImportWordText(undefined, english)).toBe(english);
});
