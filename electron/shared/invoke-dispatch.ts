// Validates an invoke payload against the contract and calls its handler; shared by Electron's ipc.ts and the e2e bridge.
// Bad input becomes a rejected promise with a readable validation message; handlers never see unvalidated data.
import { invokeContract, type InvokeCaller, type InvokeChannel, type InvokeHandlers } from './contract';

export class InvokeRejected extends Error {
  constructor(
    readonly channel: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvokeRejected';
  }
}

export function isInvokeChannel(channel: unknown): channel is InvokeChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(invokeContract, channel);
}

export function createInvokeDispatcher(handlers: InvokeHandlers) {
  return async function dispatch(channel: unknown, payload: unknown, caller: InvokeCaller): Promise<unknown> {
    if (!isInvokeChannel(channel)) throw new InvokeRejected(String(channel).slice(0, 64), 'Unknown channel.');
    const parsed = invokeContract[channel].request.safeParse(payload ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
      throw new InvokeRejected(channel, `Invalid request for ${channel}: ${issues.join('; ')}`);
    }
    const handler = handlers[channel] as (request: unknown, caller: InvokeCaller) => unknown;
    return handler(parsed.data, caller);
  };
}
