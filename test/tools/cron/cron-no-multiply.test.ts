// The cron tools cannot make jobs multiply (no cron_* tool in a job's tools or grants), and a blanket shell grant is a
// danger the approval always asks about; a real SQLite file and the real scheduler (cron-tools-fixture.ts).
import { describe, expect, it } from 'vitest';
import { useCronTools } from './cron-tools-fixture';

const cron = useCronTools();
const { call, notes, added, tool } = cron;

describe('jobs cannot multiply; a blanket shell grant is a danger', () => {
  const agentJob = { name: 'Nightly', schedule: '0 3 * * *', prompt: 'tidy up' };

  it('refuses a grant for any cron_* tool, as data, and creates nothing', async () => {
    for (const name of ['cron_add', 'cron_update', 'cron_run_now', 'cron_remove', 'cron_list']) {
      const result = await call('cron_add', { ...agentJob, tools: [name], grants: [{ tool: name }] });
      expect(result, name).toMatchObject({ ok: false, errorType: 'invalid_job' });
      expect(result.content).toBe(
        `A scheduled job may not be granted ${name}: jobs cannot schedule, change or run jobs (they could multiply unattended). Remove that grant.`,
      );
      expect(notes('cron_add', { ...agentJob, tools: [name], grants: [{ tool: name }] })[0]).toMatch(
        /^This job cannot be created: A scheduled job may not be granted/,
      );
    }
    expect(cron.jobs.list()).toEqual([]);
  });

  it('refuses the job-changing cron tools in `tools` too (autonomous mode would run them without a grant)', async () => {
    const result = await call('cron_add', { ...agentJob, tools: ['weather', 'cron_add'] });
    expect(result).toMatchObject({
      ok: false,
      content: expect.stringMatching(/may not use cron_add: jobs cannot schedule, change or run jobs/),
    });
    expect(cron.jobs.list()).toEqual([]);
  });

  it('cron_update cannot add a cron grant to an existing job', async () => {
    const id = await added({ ...agentJob, tools: ['weather'] });
    const result = await call('cron_update', { id, tools: ['weather', 'cron_add'], grants: [{ tool: 'cron_add' }] });
    expect(result).toMatchObject({
      ok: false,
      errorType: 'invalid_job',
      content: expect.stringMatching(/may not be granted cron_add/),
    });
    expect(cron.jobs.get(id)?.action).toEqual({ kind: 'agent', prompt: 'tidy up', tools: ['weather'] });
  });

  it('a blanket shell grant makes the approval always ask, saying the job could run any command unattended', async () => {
    const blanket = { ...agentJob, tools: ['shell'], grants: [{ tool: 'shell' }] };
    const facts = tool('cron_add').describeCall!(tool('cron_add').parameters.parse(blanket), { workspace: '/tmp' });
    expect(facts.alwaysAsk).toMatch(/could run any shell command unattended/);
    const explicitAny = { ...agentJob, tools: ['shell'], grants: [{ tool: 'shell', match: { kind: 'any' } }] };
    expect(
      tool('cron_add').describeCall!(tool('cron_add').parameters.parse(explicitAny), { workspace: '/tmp' }).alwaysAsk,
    ).toMatch(/any shell command/);
    const prefix = {
      ...agentJob,
      tools: ['shell'],
      grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'git status' } }],
    };
    expect(
      tool('cron_add').describeCall!(tool('cron_add').parameters.parse(prefix), { workspace: '/tmp' }).alwaysAsk,
    ).toBeUndefined();
    const id = await added(prefix);
    const widened = tool('cron_update').describeCall!(
      tool('cron_update').parameters.parse({ id, grants: [{ tool: 'shell' }] }),
      { workspace: '/tmp' },
    );
    expect(widened.alwaysAsk).toMatch(/could run any shell command unattended/);
  });
});
