// The cron tools with a real SQLite file and the real scheduler, called like `hearth tool NAME JSON` calls them
// (schema, then describeCall for the approval, then execute): validation messages, next runs in words, changes.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useCronTools } from './cron-tools-fixture';

const cron = useCronTools();
const { call, notes, added } = cron;

describe('cron_add', () => {
  it('schedules a reminder and returns the next three runs in the job’s zone, in plain words', async () => {
    const result = await call('cron_add', {
      name: 'Stand-up',
      schedule: '0 9 * * 1-5',
      message: 'Stand-up in 5 minutes',
    });
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/^Scheduled "Stand-up" \(id [0-9a-f-]{36}\)\./);
    expect(result.content).toContain(
      'Next 3 runs: Mon 30 Nov 2026, 09:00 (Europe/Berlin); Tue 1 Dec 2026, 09:00 (Europe/Berlin); Wed 2 Dec 2026, 09:00 (Europe/Berlin).',
    );
    const [job] = cron.jobs.list();
    expect(job).toMatchObject({
      name: 'Stand-up',
      schedule: { kind: 'cron', expression: '0 9 * * 1-5' },
      timezone: 'Europe/Berlin',
      action: { kind: 'remind', message: 'Stand-up in 5 minutes' },
      conversationId: 'conv-9',
      enabled: true,
    });
  });

  it('schedules a one-shot time in a given zone', async () => {
    const result = await call('cron_add', {
      name: 'Call mum',
      at: '2026-12-01T18:30',
      timezone: 'America/New_York',
      message: 'Call mum',
    });
    expect(result.content).toContain('Next run: Tue 1 Dec 2026, 18:30 (America/New_York).');
    expect(cron.jobs.list()[0]?.schedule).toEqual({ kind: 'at', at: '2026-12-01T18:30' });
  });

  it('refuses invalid expressions, zones and times with clear messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ schedule: '61 9 * * *' }, /"61" is not a valid minute \(0–59\)/],
      [
        { schedule: '0 9 * *' },
        /it has 4 fields\. A cron expression has 5 fields: minute hour day-of-month month day-of-week/,
      ],
      [{ schedule: '0 0 9 * * *' }, /seconds are not supported/],
      [{ schedule: 'every day at 9' }, /not valid/],
      [{ schedule: '0 0 30 2 *' }, /that day never occurs in that month/],
      [
        { schedule: '0 9 * * *', timezone: 'Mars/Olympus_Mons' },
        /Unknown time zone "Mars\/Olympus_Mons"\. Use an IANA name/,
      ],
      [
        { at: '2026-11-27T09:00' },
        /2026-11-27T09:00 \(Europe\/Berlin\) is in the past; it is now Fri 27 Nov 2026, 11:00 \(Europe\/Berlin\)/,
      ],
      [{ at: '2027-03-28T02:30' }, /does not exist in Europe\/Berlin: the clocks skip that hour/],
      [{ at: 'tomorrow 9am' }, /Give a local date and time as YYYY-MM-DDTHH:MM/],
      [{ at: '2026-02-30T09:00' }, /is not valid/],
      [{ schedule: '0 9 * * *', at: '2026-12-01T09:00' }, /either `schedule`.*or `at`/],
      [{}, /either `schedule`.*or `at`/],
    ];
    for (const [args, message] of cases) {
      const result = await call('cron_add', { name: 'x', message: 'hi', ...args });
      expect(result.ok, JSON.stringify(args)).toBe(false);
      expect(result.content, JSON.stringify(args)).toMatch(message);
    }
    expect(cron.jobs.list()).toEqual([]);
  });

  it('refuses schedules that are too frequent: 1 minute for reminders, 15 for agent jobs', async () => {
    const agent = { prompt: 'check the weather', tools: ['weather'] };
    const tooOften = await call('cron_add', { name: 'a', schedule: '*/5 9 * * *', ...agent });
    expect(tooOften.content).toMatch(
      /too frequent: at its closest it runs every 5 minutes\. Agent jobs may run at most once every 15 minutes/,
    );
    const uneven = await call('cron_add', { name: 'b', schedule: '0,10,30,45 * * * *', ...agent });
    expect(uneven.content).toMatch(/every 10 minutes/);
    expect((await call('cron_add', { name: 'c', schedule: '*/15 * * * *', ...agent })).ok).toBe(true);
    expect((await call('cron_add', { name: 'd', schedule: '* * * * *', message: 'blink' })).ok).toBe(true);
    expect((await call('cron_add', { name: 'e', schedule: '50 23 * * *', ...agent })).ok).toBe(true);
    const acrossMidnight = await call('cron_add', { name: 'f', schedule: '55 23,0 * * *', ...agent });
    expect(acrossMidnight.ok).toBe(true);
    const lateAndEarly = await call('cron_add', { name: 'g', schedule: '5,55 23,0 * * *', ...agent });
    expect(lateAndEarly.content).toMatch(/every 10 minutes/);
  });

  it('checks the action: one kind, known tools, grants within the tools', async () => {
    const both = await call('cron_add', { name: 'x', schedule: '0 9 * * *', message: 'm', prompt: 'p' });
    expect(both.content).toMatch(/either `message`.*or `prompt`/);
    const unknown = await call('cron_add', {
      name: 'x',
      schedule: '0 9 * * *',
      prompt: 'p',
      tools: ['shell', 'teleport'],
    });
    expect(unknown.content).toBe('Unknown tool: teleport. Available: read_file, shell, weather.');
    const stray = await call('cron_add', {
      name: 'x',
      schedule: '0 9 * * *',
      prompt: 'p',
      tools: ['read_file'],
      grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'ls' } }],
    });
    expect(stray.content).toMatch(/grant for "shell" needs that tool in `tools`/);
    const reminderTools = await call('cron_add', { name: 'x', schedule: '0 9 * * *', message: 'm', tools: ['shell'] });
    expect(reminderTools.content).toMatch(/only for agent jobs/);
  });

  it('shows next runs and granted tools in the approval notes', () => {
    const lines = notes('cron_add', {
      name: 'Repo status',
      schedule: '0 8 * * 1',
      timezone: 'UTC',
      prompt: 'Summarise git status of the workspace',
      tools: ['shell', 'read_file'],
      grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'git status' } }],
    });
    expect(lines).toEqual([
      'New job "Repo status".',
      'Schedule: "0 8 * * 1" in UTC.',
      'Next 3 runs: Mon 30 Nov 2026, 08:00 (UTC); Mon 7 Dec 2026, 08:00 (UTC); Mon 14 Dec 2026, 08:00 (UTC).',
      'Action: run the assistant in the background with the prompt "Summarise git status of the workspace".',
      'Tools it may use: shell, read_file.',
      'Runs without asking: shell (prefix "git status").',
      'Any other call that needs approval is denied: nobody is there to ask.',
    ]);
    expect(notes('cron_add', { name: 'x', schedule: '*/5 * * * *', prompt: 'p' })[0]).toMatch(
      /^This job cannot be created: .*too frequent/,
    );
  });
});

describe('cron_update, cron_remove, cron_run_now, cron_list', () => {
  it('declares risks: changes need approval, listing does not', () => {
    const tools = cron.all();
    expect(tools.map((t) => [t.name, t.risk])).toEqual([
      ['cron_add', 'write'],
      ['cron_list', 'read'],
      ['cron_update', 'write'],
      ['cron_remove', 'write'],
      ['cron_run_now', 'write'],
    ]);
    for (const t of tools) expect(z.toJSONSchema(t.parameters)).toMatchObject({ type: 'object' });
  });

  it('updates the schedule (re-checked) and turns a job off and on', async () => {
    const id = await added({ name: 'Digest', schedule: '0 7 * * *', prompt: 'digest', tools: ['read_file'] });
    const tooOften = await call('cron_update', { id, schedule: '*/5 * * * *' });
    expect(tooOften).toMatchObject({ ok: false, errorType: 'invalid_job' });
    expect(notes('cron_update', { id, schedule: '30 18 * * *' })).toContain(
      'Next 3 runs: Fri 27 Nov 2026, 18:30 (Europe/Berlin); Sat 28 Nov 2026, 18:30 (Europe/Berlin); Sun 29 Nov 2026, 18:30 (Europe/Berlin).',
    );
    const moved = await call('cron_update', { id, schedule: '30 18 * * *' });
    expect(moved.content).toContain('Next 3 runs: Fri 27 Nov 2026, 18:30 (Europe/Berlin)');
    expect(cron.jobs.get(id)?.action).toEqual({ kind: 'agent', prompt: 'digest', tools: ['read_file'] });
    const off = await call('cron_update', { id, enabled: false });
    expect(off.content).toContain('It is off and will not run until turned back on.');
    expect(cron.jobs.get(id)?.enabled).toBe(false);
    expect((await call('cron_update', { id, enabled: true })).content).toContain('Next 3 runs');
    expect(await call('cron_update', { id })).toMatchObject({
      ok: false,
      content: expect.stringMatching(/Nothing to change/),
    });
    expect(await call('cron_update', { id: 'missing' })).toMatchObject({ ok: false, errorType: 'not_found' });
  });

  it('removes a job, showing what goes in the approval', async () => {
    const id = await added({ name: 'Water plants', schedule: '0 18 * * 0', message: 'Water the plants' });
    expect(notes('cron_remove', { id })).toEqual([
      'Remove job "Water plants" and its run history.',
      'Schedule: "0 18 * * 0" in Europe/Berlin.',
      'Action: post the reminder "Water the plants".',
    ]);
    expect((await call('cron_remove', { id })).content).toBe(`Removed "Water plants" (id ${id}).`);
    expect(cron.jobs.get(id)).toBeUndefined();
    expect(await call('cron_remove', { id })).toMatchObject({ ok: false, errorType: 'not_found' });
  });

  it('runs a job now and reports its result; failures come back as failures', async () => {
    const remind = await added({ name: 'Ping', schedule: '0 9 * * *', message: 'ping!' });
    expect(await call('cron_run_now', { id: remind })).toMatchObject({
      ok: true,
      content: 'Ran "Ping": Reminder posted: ping!',
    });
    const agent = await added({ name: 'Check', schedule: '0 9 * * *', prompt: 'check', tools: [] });
    cron.agentAnswer = { ok: false, output: '', error: 'model unreachable' };
    expect(await call('cron_run_now', { id: agent })).toMatchObject({
      ok: false,
      content: '"Check" ran but failed: model unreachable',
    });
    expect(cron.jobs.runs.list(agent)[0]).toMatchObject({ trigger: 'manual', status: 'error' });
  });

  it('lists jobs with state, next runs, action and recent runs; a job off after failures says why', async () => {
    const id = await added({ name: 'Check', schedule: '0 9 * * *', prompt: 'check', tools: ['weather'] });
    await added({ name: 'Tea', schedule: '0 16 * * *', message: 'Tea time' });
    cron.agentAnswer = { ok: false, output: '', error: 'model unreachable' };
    for (let i = 0; i < 3; i += 1) await call('cron_run_now', { id });
    const listed = await call('cron_list', {});
    expect(listed.ok).toBe(true);
    expect(listed.content).toMatch(/^2 scheduled jobs:/);
    expect(listed.content).toContain(`• "Check" (id ${id}) — off: turned off after 3 failed runs in a row`);
    expect(listed.content).toContain('• "Tea"');
    expect(listed.content).toContain('Next 3 runs: Fri 27 Nov 2026, 16:00 (Europe/Berlin)');
    expect(listed.content).toContain('[manual] error: model unreachable');
  });
});
