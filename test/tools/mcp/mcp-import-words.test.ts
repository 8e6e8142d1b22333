// The MCP import plan sends each note and error as a code with values (electron/shared/mcp-import-words.ts) beside the
// English the CLI prints, and the catalog of every UI language words each code with the same values.
import { describe, expect, it } from 'vitest';
import { mcpImportEnglish, mcpImportWordCodes, valueKinds } from '../../../electron/shared/mcp-import-words';
import { applyMcpImport, planMcpImport } from '../../../electron/runtime/mcp-import';
import { uiLanguages } from '../../../electron/shared/ui-languages';
import { en } from '../../../renderer/src/i18n/locales/en';

const plan = (document: unknown, env: Record<string, string> = {}) => {
  const planned = planMcpImport(JSON.stringify(document), {
    file: '/tmp/x/mcp.json',
    existing: new Set(),
    env,
    homeDir: '/home/me',
  });
  if (!planned.ok) throw new Error(planned.error);
  return planned.plan.candidates;
};

describe('MCP import words', () => {
  it('sends every note and error as a code and values whose English is the sentence it sent', () => {
    const candidates = plan({
      mcpServers: {
        'My Files': { command: 'npx', description: 'files', autoApprove: [] },
        remote: { url: 'x' },
        home: { command: 'node', env: { TOKEN: '${env:HEARTH_TEST_UNSET}' } },
        odd: { command: '${workspaceFolder}/run' },
        both: { command: 'node', url: 'https://a.example' },
      },
    });
    const byName = new Map(candidates.map((candidate) => [candidate.originalName, candidate]));
    expect(byName.get('My Files')?.noteWords.map((word) => word.code)).toEqual(['renamed', 'leftOut', 'leftOut']);
    expect(byName.get('My Files')?.noteWords[0]?.params).toEqual({ original: 'My Files', name: 'my-files' });
    expect(byName.get('remote')?.errorWord).toMatchObject({
      code: 'invalidValue',
      params: { field: 'mcpServers.remote.url' },
    });
    expect(byName.get('home')?.errorWord).toEqual({
      code: 'envNotSet',
      params: { field: 'mcpServers.home.env.TOKEN', written: '${env:HEARTH_TEST_UNSET}' },
    });
    expect(byName.get('odd')?.errorWord?.code).toBe('unknownVariable');
    expect(byName.get('both')?.errorWord?.code).toBe('commandAndUrl');
    for (const candidate of candidates) {
      expect(candidate.notes).toEqual(candidate.noteWords.map(mcpImportEnglish));
      if (candidate.errorWord) expect(candidate.error).toBe(mcpImportEnglish(candidate.errorWord));
      else expect(candidate.error).toBeUndefined();
    }
  });

  it('VS Code inputs: an unknown id and a password outside env or headers are coded', () => {
    const candidates = plan({
      inputs: [{ id: 'key', type: 'promptString', password: true }],
      servers: { a: { command: 'x', args: ['${input:nope}'] }, b: { command: 'x', args: ['${input:key}'] } },
    });
    expect(candidates.map((candidate) => candidate.errorWord?.code)).toEqual([
      'unknownInput',
      'passwordOutsideSecrets',
    ]);
    expect(candidates[0]?.errorWord?.params).toMatchObject({ id: 'nope', written: '${input:nope}' });
  });

  it('codes why a server was not added: kept under its name, an input nobody could give, not importable', async () => {
    const planned = planMcpImport(
      JSON.stringify({
        inputs: [{ id: 'token', description: 'Your token' }],
        servers: { kept: { command: 'x' }, asks: { command: 'x', args: ['${input:token}'] }, bad: { url: 'x' } },
      }),
      { file: '/tmp/x/mcp.json', existing: new Set(['kept']), env: {}, homeDir: '/home/me' },
    );
    if (!planned.ok) throw new Error(planned.error);
    const outcomes = await applyMcpImport(planned.plan, {
      replace: new Set(),
      resolveInput: async () => null,
      setSetting: async () => {
        throw new Error('nothing here may be written');
      },
      env: {},
      homeDir: '/home/me',
    });
    expect(outcomes.map((outcome) => outcome.reasonWord)).toEqual([
      { code: 'keptExisting', params: { name: 'kept' } },
      { code: 'needsInput', params: { id: 'token', description: 'Your token' } },
      expect.objectContaining({ code: 'invalidValue' }),
    ]);
    for (const outcome of outcomes) expect(outcome.reason).toBe(mcpImportEnglish(outcome.reasonWord!));
  });

  it('the English catalog words every code, with only the values the core sends', async () => {
    const kindWords = valueKinds.map((kind) => `value${kind}`);
    expect(Object.keys(en.mcpImportWords).sort()).toEqual([...mcpImportWordCodes, ...kindWords].sort());
    for (const language of uiLanguages) {
      const catalog = (await import(`../../../renderer/src/i18n/locales/${language.code}/mcp-import-words.ts`)) as {
        mcpImportWords: { mcpImportWords: Record<string, string> };
      };
      for (const [code, english] of Object.entries(en.mcpImportWords)) {
        const values = (text: string) =>
          [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();
        expect(values(catalog.mcpImportWords.mcpImportWords[code] ?? ''), `${language.code} ${code}`).toEqual(
          values(english),
        );
      }
    }
  });

  it('a file that cannot be imported at all is coded too: not JSON, not an object, no servers', () => {
    const failed = (text: string) => {
      const planned = planMcpImport(text, { file: '/tmp/x/mcp.json', existing: new Set(), env: {}, homeDir: '/h' });
      if (planned.ok) throw new Error('the plan should have failed');
      expect(planned.error).toBe(mcpImportEnglish(planned.word));
      return planned.word;
    };
    expect(failed('{ not json')).toMatchObject({ code: 'fileNotJson', params: { file: '/tmp/x/mcp.json' } });
    expect(failed('[1, 2]')).toEqual({ code: 'fileNotObject', params: { file: '/tmp/x/mcp.json' } });
    expect(failed('{"other": {}}')).toEqual({ code: 'fileNoServers', params: { file: '/tmp/x/mcp.json' } });
  });

  it('a value that is not a string is named by its kind, not by an English word', () => {
    const [numbered, missing] = plan({
      mcpServers: { numbered: { command: 'x', type: 7 }, missing: { command: 'x', transport: 5 } },
    });
    expect(numbered?.errorWord).toEqual({
      code: 'badType',
      params: { field: 'mcpServers.numbered', got: 'number', gotKind: 'Number' },
    });
    expect(missing?.errorWord?.params).toMatchObject({ got: 'number', gotKind: 'Number' });
  });
});
