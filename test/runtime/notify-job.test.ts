// `notify` in a scheduled job through the real runtime and the fake model: a job given the tool and a grant for it
// notifies (through the runtime's notify port); without the grant nobody is there to approve, so nothing is shown.
import { describe, expect, it } from 'vitest';
import type { JobAction } from '../../electron/storage/jobs';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();

async function runJob(action: JobAction) {
  const shown: { title: string; body: string; conversationId?: string }[] = [];
  const runtime = await fixture.open({
    notify: (request) => {
      shown.push(request);
      return true;
    },
  });
  const job = runtime.jobs.create({
    name: 'Watcher',
    schedule: { kind: 'cron', expression: '0 * * * *' },
    timezone: 'UTC',
    action,
  });
  fixture.server.script(
    { kind: 'tool_calls', calls: [{ name: 'notify', arguments: { title: 'Watcher', message: 'The price dropped.' } }] },
    { kind: 'text', text: 'told them' },
  );
  const result = await runtime.scheduler.runNow(job.id);
  if (!result.ok) throw new Error(result.error);
  const tool = runtime.conversations
    .listMessages(result.run.conversationId ?? '')
    .find((message) => message.role === 'tool');
  return { shown, tool, run: result.run };
}

describe('notify in a scheduled job', () => {
  it('notifies under the job’s grant, naming the job’s conversation', async () => {
    const { shown, tool, run } = await runJob({
      kind: 'agent',
      prompt: 'Tell me if the price drops.',
      tools: ['notify'],
      grants: [{ tool: 'notify' }],
    });
    expect(shown).toEqual([{ title: 'Watcher', body: 'The price dropped.', conversationId: run.conversationId }]);
    expect(tool?.content).toContain('Told the person as a notification');
  });

  it('is refused without a grant: nothing is shown', async () => {
    const { shown, tool } = await runJob({ kind: 'agent', prompt: 'Tell me.', tools: ['notify'] });
    expect(shown).toEqual([]);
    expect(tool?.content).toMatch(/not granted/);
  });
});
