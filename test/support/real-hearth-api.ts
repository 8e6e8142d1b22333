// window.hearth over the real core, for renderer store tests: a runtime in a temp folder and the contract's invoke
// handlers behind the same validation the preload and the e2e bridge use. `hold(channel)` delays that channel's next
// answer until released (to answer requests out of order). Seeding helpers keep node types out of renderer tests.
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { methodNameOf } from '../../electron/shared/channels';
import { invokeChannels, type HearthApi } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import type { JobAction, JobSchedule } from '../../electron/storage/jobs';
import { makeTempDir, removeTempDir } from './temp-dir';
import { callerId } from '../../electron/shared/caller-id';

export interface RealHearthApi {
  api: HearthApi;
  hold: (channel: string) => () => void;
  seedMemory: (input: { content: string; tags?: string[]; conversationId?: string | null }) => number;
  seedJob: (input: {
    name: string;
    schedule: JobSchedule;
    timezone: string;
    action: JobAction;
    enabled?: boolean;
  }) => string;
  close: () => Promise<void>;
}

export async function startRealHearthApi(): Promise<RealHearthApi> {
  const dataDir = makeTempDir('real-api');
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const held = new Map<string, Promise<void>>();
  const methods = invokeChannels.map((channel) => [
    methodNameOf(channel),
    async (request: unknown) => {
      const answer = await dispatch(channel, request, { id: callerId.window(1) });
      const gate = held.get(channel);
      held.delete(channel);
      await gate;
      return answer;
    },
  ]);
  const api = { ...Object.fromEntries(methods), on: () => () => undefined } as unknown as HearthApi;
  return {
    api,
    hold: (channel) => {
      let release!: () => void;
      held.set(channel, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
    seedMemory: (input) => {
      const added = runtime.memories.add(input);
      if (!added.ok) throw new Error(added.error);
      return added.memory.id;
    },
    seedJob: ({ enabled, ...input }) => {
      const job = runtime.jobs.create(input);
      if (enabled === false) runtime.jobs.update(job.id, { enabled: false });
      return job.id;
    },
    close: async () => {
      await runtime.close();
      removeTempDir(dataDir);
    },
  };
}
