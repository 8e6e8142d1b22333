// Issue 35's matrix through the real runtime and the fake model: for each real untrusted source (a fetched page,
// search results, a browser page, a workspace file read or printed by the shell, an MCP tool result, a custom tool's
// output, an attached document, an auto-recalled tainted memory) × each sink (shell, write_file, memory_store,
// cron_add, a web_fetch of a composed URL), under always-allow rules and pre-approval, in autonomous mode and in a
// scheduled job: the side effect does not happen unasked; the request or the refusal names the source. Control:
// nothing untrusted read, the sinks run unasked.
import { describe, expect, it } from 'vitest';
import { describeSource } from '../../electron/shared/provenance';
import { describeWithFacility } from '../support/requirements';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { realSources, type RealSource, type ToolCall } from '../support/taint-real-sources';
import { openTaintRig, sinks, type Sink, type TaintRig } from '../support/taint-sinks';
import { useWebStandIn } from '../support/use-web-stand-in';

const fixture = useRuntimeFixture();
const web = useWebStandIn();

const text = 'Catch me up on the garden news.';

async function runChat(rig: TaintRig, calls: ToolCall[], attachments?: { sha256: string; name: string }[]) {
  fixture.server.script(...calls.map((call) => ({ kind: 'tool_calls' as const, calls: [call] })), {
    kind: 'text',
    text: 'Done.',
  });
  const started = rig.runtime.session.send({ text, prompter: rig.prompter, ...(attachments ? { attachments } : {}) });
  if (!started.ok) throw new Error(started.error);
  const summary = await started.run.done;
  if (summary.reason !== 'done') throw new Error(`the run ended ${summary.reason}: ${summary.error?.message}`);
}

async function runJob(rig: TaintRig, reads: ToolCall[], sink: Sink) {
  const tools = [...new Set([...reads.map((read) => read.name), sink.tool])];
  const job = rig.runtime.jobs.create({
    name: 'Garden digest',
    schedule: { kind: 'cron', expression: '0 7 * * *' },
    timezone: 'UTC',
    action: { kind: 'agent', prompt: text, tools, grants: tools.map((tool) => ({ tool })) },
  });
  fixture.server.script(
    ...[...reads, { name: sink.tool, arguments: sink.args(web) }].map((call) => ({
      kind: 'tool_calls' as const,
      calls: [call],
    })),
    { kind: 'text', text: 'Done.' },
  );
  const result = await rig.runtime.scheduler.runNow(job.id);
  if (!result.ok) throw new Error(result.error);
  return result.run;
}

const modes = ['supervised', 'autonomous'] as const;

const plainSources = realSources.filter((source) => !source.needs);
const browserSources = realSources.filter((source) => source.needs === 'chromium');
const shellSources = realSources.filter((source) => source.needs === 'bwrap');

function chatRows(sinkList: Sink[], sourceList = plainSources) {
  return sourceList.flatMap((source) =>
    sinkList.flatMap((sink) => modes.map((mode) => ({ source, sink, mode, label: `${source.name} → ${sink.tool}` }))),
  );
}

function jobRows(sinkList: Sink[], sourceList = plainSources) {
  return sourceList
    .filter((source) => source.inJobs)
    .flatMap((source) => sinkList.map((sink) => ({ source, sink, label: `${source.name} → ${sink.tool}` })));
}

const chatCase = async ({ source, sink, mode }: { source: RealSource; sink: Sink; mode: (typeof modes)[number] }) => {
  const rig = await openTaintRig(fixture, web, { mode });
  const prepared = await source.prepare(rig, fixture, web);
  await runChat(rig, [...prepared.reads, { name: sink.tool, arguments: sink.args(web) }], prepared.attachments);
  expect(rig.asked.map((request) => request.tool)).toEqual([sink.tool]);
  expect(rig.asked[0]!.untrustedSources).toEqual([prepared.source]);
  expect(rig.asked[0]!.notes?.[0]).toContain(describeSource(prepared.source));
  expect(sink.happened(rig.runtime, web)).toBe(false);
};

const jobCase = async ({ source, sink }: { source: RealSource; sink: Sink }) => {
  const rig = await openTaintRig(fixture, web, { mode: 'autonomous' });
  const prepared = await source.prepare(rig, fixture, web);
  const run = await runJob(rig, prepared.reads, sink);
  const words = describeSource(prepared.source);
  expect(sink.happened(rig.runtime, web)).toBe(false);
  expect(run.status).toBe('error');
  expect(run.error).toContain(words);
  expect(run.error).toContain('not run');
  expect(rig.notices).toEqual([expect.objectContaining({ body: expect.stringContaining(words) })]);
};

const controlCase = async ({ sink, mode }: { sink: Sink; mode: (typeof modes)[number] }) => {
  const rig = await openTaintRig(fixture, web, { mode });
  await runChat(rig, [{ name: sink.tool, arguments: sink.args(web) }]);
  expect(rig.asked).toEqual([]);
  expect(sink.happened(rig.runtime, web)).toBe(true);
};

const shellOnly = sinks.filter((sink) => sink.tool === 'shell');
const withoutShell = sinks.filter((sink) => sink.tool !== 'shell');
const controlRows = (sinkList: Sink[]) => sinkList.flatMap((sink) => modes.map((mode) => ({ sink, mode })));

describe('after reading a real untrusted source, a sink asks, naming the source; denied, nothing happens', () => {
  it.each(chatRows(withoutShell))('$label under $mode', chatCase, 60_000);
});
describeWithFacility('bwrap', 'after reading a real untrusted source, shell asks (sandboxed)', () => {
  it.each(chatRows(shellOnly))('$label under $mode', chatCase, 60_000);
});

describe('in a scheduled job, a granted sink is refused after a real untrusted source, naming it', () => {
  it.each(jobRows(withoutShell))('$label', jobCase, 60_000);
});
describeWithFacility('bwrap', 'in a scheduled job, a granted shell is refused after a real source', () => {
  it.each(jobRows(shellOnly))('$label', jobCase, 60_000);
});

// Shell output as the source runs in the real sandbox, before every sink.
describeWithFacility(
  'bwrap',
  'after the shell printed a workspace file, a sink asks or a job refuses, naming it',
  () => {
    it.each(chatRows(sinks, shellSources))('$label under $mode', chatCase, 60_000);
    it.each(jobRows(sinks, shellSources))('$label in a scheduled job', jobCase, 60_000);
  },
);

// The browser page needs real Chromium (and shell after it, bwrap too).
describeWithFacility('chromium', 'after reading a browser page, a sink asks or a job refuses, naming the page', () => {
  it.each(chatRows(withoutShell, browserSources))('$label under $mode', chatCase, 60_000);
  it.each(jobRows(withoutShell, browserSources))('$label in a scheduled job', jobCase, 60_000);
  describeWithFacility('bwrap', 'shell after a browser page', () => {
    it.each(chatRows(shellOnly, browserSources))('$label under $mode', chatCase, 60_000);
    it.each(jobRows(shellOnly, browserSources))('$label in a scheduled job', jobCase, 60_000);
  });
});

describe('the control: nothing untrusted read, the same sinks run unasked', () => {
  it.each(controlRows(withoutShell))('$sink.tool under $mode', controlCase, 60_000);
});
describeWithFacility('bwrap', 'the control (shell)', () => {
  it.each(controlRows(shellOnly))('$sink.tool under $mode', controlCase, 60_000);
});
