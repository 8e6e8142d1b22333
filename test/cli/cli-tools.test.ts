// The tool lines scripts rely on, through the real CLI process: shell (real bwrap), memory, cron and weather
// (a local Open-Meteo stub via the documented env overrides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenMeteoStub, type OpenMeteoStub } from '../tools/weather/open-meteo-stub';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
let weather: OpenMeteoStub;

beforeAll(async () => {
  dataDir = temp.make('cli-tools');
  weather = await startOpenMeteoStub();
});
afterAll(async () => {
  await weather.close();
  temp.cleanup();
});

describe('cli tool lines', () => {
  it('shell with --yes runs in the sandbox and reports it', async () => {
    const run = await runCli(['tool', 'shell', '{"command":"echo hi"}', '--yes', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    const [line] = run.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: true, content: 'hi\n', details: { exitCode: 0 } });
    expect(['bwrap', 'sandbox-exec', 'none']).toContain((line!.details as { sandbox: string }).sandbox);
    expect(run.stderr).toContain('$ echo hi');
  });

  it('memory_store then memory_recall finds it first', async () => {
    const stored = await runCli([
      'tool',
      'memory_store',
      '{"content":"The spare key is under the blue flowerpot."}',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(stored.code).toBe(0);
    await runCli([
      'tool',
      'memory_store',
      '{"content":"Dentist appointment moved to Thursday."}',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    const recalled = await runCli([
      'tool',
      'memory_recall',
      '{"query":"where is the spare key?"}',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(recalled.code).toBe(0);
    const [line] = recalled.lines();
    expect((line!.details as { hits: { content: string }[] }).hits[0]!.content).toMatch(/blue flowerpot/);
    const secret = await runCli([
      'tool',
      'memory_store',
      '{"content":"my key is sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"}',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(secret.code).toBe(1);
    expect(secret.stdout).not.toContain('AbCdEfGhIjKlMnOp');
  });

  it('cron_add --yes prints the next three run times in words', async () => {
    const args = JSON.stringify({
      name: 'Stretch',
      schedule: '0 9 * * 1-5',
      timezone: 'Europe/Berlin',
      message: 'Stand up and stretch',
    });
    const run = await runCli(['tool', 'cron_add', args, '--yes', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    const [line] = run.lines();
    expect(String(line!.content)).toMatch(
      /Next 3 runs: \w{3} \d+ \w{3} \d{4}, 09:00 \(Europe\/Berlin\); .*; .*\(Europe\/Berlin\)/,
    );
    const tooOften = JSON.stringify({
      name: 'Spam',
      schedule: '* * * * *',
      timezone: 'Europe/Berlin',
      prompt: 'check mail',
    });
    const refused = await runCli(['tool', 'cron_add', tooOften, '--yes', '--json', '--data-dir', dataDir]);
    expect(refused.code).toBe(1);
    expect(String(refused.lines()[0]!.content)).toMatch(/15 minutes/);
  });

  it('weather resolves the place and forecast through the env-configured hosts, without a prompt (pre-approved)', async () => {
    const run = await runCli(['tool', 'weather', '{"location":"Berlin"}', '--json', '--data-dir', dataDir], {
      env: { HEARTH_WEATHER_GEOCODING_URL: weather.geocodingUrl, HEARTH_WEATHER_FORECAST_URL: weather.forecastUrl },
    });
    expect(run.code).toBe(0);
    const [line] = run.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: true });
    expect(String(line!.content)).toMatch(/Berlin/);
    expect(String(line!.content)).toMatch(/Germany/);
    expect(weather.requests.map((url) => url.pathname)).toEqual(['/v1/search', '/v1/forecast']);
  });
});
