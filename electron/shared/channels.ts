// IPC channel names as plain constants (no zod), so the sandboxed preload can bundle them without dependencies.
// contract.ts attaches a schema to every name here; a test checks both lists and the main/preload bindings agree.
export const invokeChannelNames = [
  'app:info',
  'app:open-external',
  'chat:list',
  'chat:load',
  'chat:send',
  'chat:abort',
  'chat:rename',
  'chat:delete',
  'chat:restore',
  'chat:search',
  'chat:regenerate',
  'chat:switch-branch',
  'chat:compact',
  'chat:continue',
  'chat:export',
  'chat:export-all',
  'chat:move',
  'chat:set-model',
  'projects:list',
  'projects:add',
  'projects:rename',
  'projects:remove',
  'provider:detect',
  'setup:status',
  'approval:respond',
  'approval:pending',
  'rules:list',
  'rules:revoke',
  'settings:get',
  'settings:set',
  'secrets:set',
  'secrets:delete',
  'secrets:status',
  'provider:models',
  'provider:capabilities',
  'memory:list',
  'memory:edit',
  'memory:delete',
  'memory:restore',
  'jobs:list',
  'jobs:set-enabled',
  'jobs:run-now',
  'jobs:delete',
  'jobs:restore',
  'backups:list',
  'backups:create',
  'backups:preview',
  'backups:restore',
  'window:open-main',
  'mcp:servers',
  'mcp:accept-definitions',
  'mcp:restart',
  'mcp:remove-server',
  'mcp:add-servers',
  'mcp:import-choose',
  'mcp:import-apply',
  'mcp:prompts',
  'mcp:prompt',
  'user-tools:status',
  'user-tools:trust',
  'user-tools:untrust',
  'attachments:upload',
  'attachments:add',
  'attachments:preview',
  'attachments:save',
  'update:status',
  'update:restart',
  'activity:list',
  'undo:review',
  'undo:apply',
  'calendar:list',
  'calendar:test',
  'calendar:add',
  'calendar:remove',
  'voice:upload',
  'voice:transcribe',
  'voice:speak',
] as const;
export type InvokeChannelName = (typeof invokeChannelNames)[number];

export const eventChannelNames = ['agent:event', 'app:notice', 'app:navigate', 'app:update'] as const;
export type EventChannelName = (typeof eventChannelNames)[number];

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** 'chat:send' → 'chatSend', 'app:open-external' → 'appOpenExternal', 'user-tools:status' → 'userToolsStatus'. */
export type MethodName<C extends string> = C extends `${infer Domain}:${infer Verb}`
  ? `${CamelCase<Domain>}${Capitalize<CamelCase<Verb>>}`
  : C;

export function methodNameOf<C extends string>(channel: C): MethodName<C> {
  return channel.replace(/[:-](\w)/g, (_m, c: string) => c.toUpperCase()) as MethodName<C>;
}
