// Pure parts of the MCP client: `<server>__<tool>` names always pass the registry's rule (sanitized, unique, at most
// 64 characters), keychain account names pass the SecretStore's rule, and MCP results map onto ToolResult.
import { describe, expect, it } from 'vitest';
import { SECRET_ACCOUNT_PATTERN } from '../../../electron/secrets/secret-input';
import { isValidToolName } from '../../../tools/registry';
import { mcpSecretAccount, mcpToolName } from '../../../tools/mcp/mcp-names';
import { mapMcpResult } from '../../../tools/mcp/mcp-result';

describe('mcpToolName', () => {
  it('sanitizes, shortens and de-duplicates into valid registry names', () => {
    const taken = new Set<string>();
    const server = 'a-very-long-server-name-of-32-ch';
    const names = [
      'echo',
      'get.env',
      'get env',
      '___',
      '__weird__',
      'x'.repeat(80),
      'x'.repeat(81),
      'ünïcode tool',
    ].map((tool) => mcpToolName(server, tool, taken));
    for (const name of names) {
      expect(isValidToolName(name), name).toBe(true);
      expect(name.length).toBeLessThanOrEqual(64);
      expect(name.startsWith(`${server}__`)).toBe(true);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe(`${server}__echo`);
    expect(names[1]).toBe(`${server}__get_env`);
    expect(names[2]).not.toBe(names[1]); // "get env" sanitizes to the same text: a hash keeps it apart
  });

  it('is stable for the same listing', () => {
    const list = (): string[] => {
      const taken = new Set<string>();
      return ['a.b', 'a b', 'c'].map((tool) => mcpToolName('srv', tool, taken));
    };
    const first = list();
    expect(list()).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });
});

describe('mcpSecretAccount', () => {
  it('gives readable accounts that pass the keychain rule, hashed when needed', () => {
    expect(mcpSecretAccount('github', 'env', 'GITHUB_TOKEN')).toBe('mcp.github.env.github_token');
    expect(mcpSecretAccount('api', 'header', 'Authorization')).toBe('mcp.api.header.authorization');
    const odd = [
      mcpSecretAccount('api', 'header', "X-Key!#$%&'*+^`|~"),
      mcpSecretAccount('a-very-long-server-name-of-32-ch', 'env', 'A_VERY_LONG_VARIABLE_NAME_INDEED_YES'),
    ];
    for (const account of odd) expect(account).toMatch(SECRET_ACCOUNT_PATTERN);
    expect(mcpSecretAccount('api', 'header', 'X-A!')).not.toBe(mcpSecretAccount('api', 'header', 'X-A#'));
  });
});

describe('mapMcpResult', () => {
  it('joins text, moves images, keeps structured content in details, and describes other blocks', () => {
    const result = mapMcpResult(
      {
        content: [
          { type: 'text', text: 'first' },
          { type: 'image', data: 'aGVsbG8=', mimeType: 'image/png' },
          { type: 'resource_link', uri: 'file:///x.txt', name: 'x.txt' },
          { type: 'resource', resource: { uri: 'mem://note', text: 'inline text' } },
          { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
        ],
        structuredContent: { n: 1 },
      },
      'srv',
    );
    expect(result.ok).toBe(true);
    expect(result.content).toBe(
      'first\n[resource: x.txt at file:///x.txt]\n[resource mem://note]\ninline text\n[audio: audio/wav, 3 bytes, not shown]',
    );
    expect(result.images).toEqual([{ mimeType: 'image/png', data: 'aGVsbG8=' }]);
    expect(result.details).toEqual({ structuredContent: { n: 1 } });
  });

  it('uses structured content when there is no text, and isError becomes ok:false', () => {
    expect(mapMcpResult({ content: [], structuredContent: { a: 2 } }, 'srv')).toMatchObject({
      ok: true,
      content: '{"a":2}',
    });
    expect(mapMcpResult({ content: [{ type: 'text', text: 'bad input' }], isError: true }, 'srv')).toEqual({
      ok: false,
      content: 'bad input',
      errorType: 'mcp_error',
    });
    expect(mapMcpResult({ content: [], isError: true }, 'srv').content).toContain(
      'reported an error without a message',
    );
  });
});
