// Issue 35 in scheduled jobs (nobody to ask), through the real runtime's scheduler and the fake model: after the job's
// run read an untrusted page, a sink its grant covers is refused and the job's run fails with a reason that names the
// page, and a notification says so; without the page the granted call runs; a grant given `afterUntrusted` covers it.
import { describe, expect, it } from 'vitest';
import type { JobGrantSpec } from '../../electron/shared/job-types';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { describeWithFacility } from '../support/requirements';
import { openTaintRig, pageWords, sinks, type Sink, type TaintRig } from '../support/taint-sinks';
import { useWebStandIn } from '../support/use-web-stand-in';

const fixture = useRuntimeFixture();
const web = useWebStandIn();

async function runJob(rig: TaintRig, sink: Sink, options: { readFirst: boolean; grant?: Partial<JobGrantSpec> }) {
  const job = rig.runtime.jobs.create({
    name: 'Garden digest',
    schedule: { kind: 'cron', expression: '0 7 * * *' },
    timezone: 'UTC',
    action: {
      kind: 'agent',
      prompt: 'Summarize the garden news.',
      tools: ['read_page', sink.tool],
      grants: [{ tool: sink.tool, ...options.grant }],
    },
  });
  fixture.server.script(
    ...(options.readFirst ? [{ kind: 'tool_calls' as const, calls: [{ name: 'read_page', arguments: {} }] }] : []),
    { kind: 'tool_calls', calls: [{ name: sink.tool, arguments: sink.args(web) }] },
    { kind: 'text', text: 'Done.' },
  );
  const result = await rig.runtime.scheduler.runNow(job.id);
  if (!result.ok) throw new Error(result.error);
  return result.run;
}

const suite = (sinkList: Sink[]) => () => {
  for (const sink of sinkList) {
    it(`${sink.tool}: refused after the page, and the job's run says why`, async () => {
      const rig = await openTaintRig(fixture, web, { mode: 'autonomous' });
      const run = await runJob(rig, sink, { readFirst: true });
      expect(sink.happened(rig.runtime, web)).toBe(false);
      expect(run.status).toBe('error');
      expect(run.error).toContain(pageWords);
      expect(run.error).toContain('not run');
      const stored = rig.runtime.conversations.listMessages(run.conversationId ?? '');
      const refused = stored.find((message) => message.role === 'tool' && message.toolName === sink.tool);
      expect(refused?.content).toContain(pageWords);
      expect(rig.notices).toEqual([expect.objectContaining({ body: expect.stringContaining(pageWords) })]);
    });

    it(`${sink.tool}: the granted call runs when nothing untrusted was read`, async () => {
      const rig = await openTaintRig(fixture, web);
      const run = await runJob(rig, sink, { readFirst: false });
      expect(sink.happened(rig.runtime, web)).toBe(true);
      expect(run.error ?? '').not.toContain(pageWords);
      expect(rig.notices).toEqual([]);
    });
  }
};

const grantable = sinks.filter((sink) => sink.tool !== 'shell');
describe('a scheduled job that read an untrusted page', suite(grantable));
describeWithFacility(
  'bwrap',
  'a scheduled job that read an untrusted page (shell)',
  suite(sinks.filter((sink) => sink.tool === 'shell')),
);

describe('a grant given afterUntrusted', () => {
  it('still covers its tool after the page was read', async () => {
    const rig = await openTaintRig(fixture, web);
    const sink = sinks.find((candidate) => candidate.tool === 'write_file')!;
    const run = await runJob(rig, sink, { readFirst: true, grant: { afterUntrusted: true } });
    expect(sink.happened(rig.runtime, web)).toBe(true);
    expect(run.status).toBe('ok');
    const job = rig.runtime.jobs.list()[0]!;
    expect(job.action.kind === 'agent' && job.action.grants).toEqual([{ tool: 'write_file', afterUntrusted: true }]);
  });
});
