// IPC channel names as plain constants (no zod), so the sandboxed preload can bundle them without dependencies.
// contract.ts attaches a schema to every name here; a test checks both lists and the main/preload bindings agree.
export const invokeChannelNames = [
  'app:info',
  'chat:list',
  'chat:load',
  'chat:send',
  'chat:abort',
  'chat:rename',
  'chat:delete',
  'chat:search',
  'approval:respond',
  'approval:pending',
  'rules:list',
  'rules:revoke',
  'settings:get',
  'settings:set',
  'secrets:set',
  'secrets:delete',
  'secrets:status',
] as const;
export type InvokeChannelName = (typeof invokeChannelNames)[number];

export const eventChannelNames = ['agent:event', 'app:notice'] as const;
export type EventChannelName = (typeof eventChannelNames)[number];

/** 'chat:send' → 'chatSend': the method name on window.hearth. */
export type MethodName<C extends string> = C extends `${infer Domain}:${infer Verb}` ? `${Domain}${Capitalize<Verb>}` : C;

export function methodNameOf<C extends string>(channel: C): MethodName<C> {
  return channel.replace(/:(\w)/, (_m, c: string) => c.toUpperCase()) as MethodName<C>;
}
