// http_request through real CLI processes over one data folder: absent until switched on, a secret stored with
// `key set http:NAME` in the real keychain and listed by name, the stand-in on loopback refused until
// tools.httpRequest.allowPrivateNetwork is set, then the secret reaching the API and never the model's requests, the
// database files, the audit log or the CLI's output.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startJsonApiStandIn, type JsonApiStandIn } from '../support/json-api-stand-in';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli, type CliRun } from './run-cli';

const temp = createTempDirs();
let model: FakeLlmServer;
let api: JsonApiStandIn;
let dataDir: string;
let workspace: string;

beforeAll(async () => {
  model = await startFakeLlmServer();
  api = await startJsonApiStandIn();
  dataDir = temp.make('cli-http');
  workspace = temp.make('cli-http-workspace');
});
afterAll(async () => {
  await runCli(['key', 'delete', 'http:api_token', '--data-dir', dataDir]);
  await model.close();
  await api.close();
  temp.cleanup();
});

const cliTimeout = 120_000;
const secret = `canary-${Date.now()}-Zq8x`;
const cli = (args: string[], input?: string) =>
  runCli([...args, '--data-dir', dataDir], input === undefined ? {} : { input });

function askCallingApi(id: string): Promise<CliRun> {
  model.script(
    {
      kind: 'tool_calls',
      calls: [
        {
          id,
          name: 'http_request',
          arguments: {
            method: 'POST',
            url: `${api.origin}/echo`,
            headers: { Authorization: 'Bearer {{secret:api_token}}' },
            body: { note: 'hello' },
          },
        },
      ],
    },
    { kind: 'text', text: 'Called the API.' },
  );
  const base = ['--base-url', model.url, '--model', 'fake-model', '--workspace', workspace, '--yes', '--json'];
  return cli(['ask', 'call the echo API with my token', ...base]);
}

function toolEnd(run: CliRun, id: string): Record<string, unknown> {
  const line = run.lines().find((event) => event.type === 'tool_call_end' && event.callId === id);
  expect(line, run.stdout + run.stderr).toBeDefined();
  return line!;
}

describe('cli: http_request switched off', () => {
  it(
    'is not offered to the model, and a direct call names the setting',
    async () => {
      model.script({ kind: 'text', text: 'Hi.' });
      const asked = await cli(['ask', 'hello', '--base-url', model.url, '--model', 'fake-model', '--json']);
      expect(asked.code, asked.stderr).toBe(0);
      const names = model.requests.at(-1)!.tools.map((tool: { function: { name: string } }) => tool.function.name);
      expect(names).toContain('read_file');
      expect(names).not.toContain('http_request');
      const direct = await cli(['tool', 'http_request', JSON.stringify({ method: 'GET', url: `${api.origin}/echo` })]);
      expect(direct.code).not.toBe(0);
      expect(direct.stdout + direct.stderr).toContain('tools.httpRequest.enabled');
    },
    cliTimeout,
  );
});

describeWithFacility('keychain', 'cli: http_request with a secret in the real keychain', () => {
  it(
    'stores http:api_token from stdin and lists it by name, never by value',
    async () => {
      const set = await cli(['key', 'set', 'http:api_token'], `${secret}\n`);
      expect(set.code, set.stderr).toBe(0);
      expect(set.stdout).toContain('{{secret:api_token}}');
      expect(await secretToolLookup('Hearth', 'http:api_token')).toBe(secret);
      const status = await cli(['key', 'status', '--json']);
      expect(status.lines()[0]).toMatchObject({ accounts: { 'http:api_token': true } });
      const listed = await cli(['key', 'list']);
      expect(listed.stdout).toMatch(/http:api_token\s+stored in the system keychain/);
      const bad = await cli(['key', 'set', 'http:no spaces'], 'x');
      expect(bad.code).toBe(2);
      for (const run of [set, status, listed]) expect(run.stdout + run.stderr).not.toContain(secret);
    },
    cliTimeout,
  );

  it(
    'refuses the loopback API by default, without contacting it',
    async () => {
      expect((await cli(['config', 'set', 'tools.httpRequest.enabled', 'true'])).code).toBe(0);
      const before = api.requests.length;
      const run = await askCallingApi('call-refused');
      expect(run.code, run.stderr).toBe(0);
      expect(toolEnd(run, 'call-refused')).toMatchObject({ ok: false, errorType: 'blocked' });
      expect(run.stdout).toContain('tools.httpRequest.allowPrivateNetwork');
      expect(api.requests.length).toBe(before);
    },
    cliTimeout,
  );

  it(
    'with private access allowed, sends the secret to the API only: not the model, the database, the audit log or the output',
    async () => {
      expect((await cli(['config', 'set', 'tools.httpRequest.allowPrivateNetwork', 'true'])).code).toBe(0);
      const run = await askCallingApi('call-sent');
      expect(run.code, run.stderr).toBe(0);
      const end = toolEnd(run, 'call-sent');
      expect(end).toMatchObject({ ok: true, trust: 'untrusted', source: { kind: 'http_response' } });
      expect(api.requests.at(-1)!.headers.authorization).toBe(`Bearer ${secret}`);
      expect(run.stderr).toContain(`Sends a POST request to 127.0.0.1:${api.port}.`);
      expect(run.stderr).toContain('Fills in the stored secret api_token.');

      const sentToModel = JSON.stringify(model.requests.map((request) => request.body));
      expect(sentToModel).toContain('{{secret:api_token}}');
      expect(sentToModel).toContain('Bearer [secret:api_token]');
      expect(sentToModel).not.toContain(secret);

      for (const file of ['hearth.db', 'hearth.db-wal', 'hearth.db-shm', 'audit.jsonl']) {
        const path = join(dataDir, file);
        if (existsSync(path)) expect(readFileSync(path).includes(secret), file).toBe(false);
      }
      const audit = readFileSync(join(dataDir, 'audit.jsonl'), 'utf8');
      expect(audit).toMatch(/"callId":"call-sent","tool":"http_request"/);
      const activity = await cli(['activity', '--json']);
      expect(run.stdout + run.stderr + activity.stdout + activity.stderr).not.toContain(secret);
    },
    cliTimeout,
  );

  it(
    'key delete http:NAME removes the value and the name',
    async () => {
      const deleted = await cli(['key', 'delete', 'http:api_token']);
      expect(deleted.code, deleted.stderr).toBe(0);
      expect(await secretToolLookup('Hearth', 'http:api_token')).toBeNull();
      const status = await cli(['key', 'status', '--json']);
      expect(Object.keys(status.lines()[0]!.accounts as object)).not.toContain('http:api_token');
      const get = await cli(['config', 'get', 'tools.httpRequest.secretNames']);
      expect(JSON.parse(get.stdout)).toEqual([]);
    },
    cliTimeout,
  );
});
