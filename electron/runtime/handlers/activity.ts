// activity:list: the tool calls of the audit log for Settings → Activity (electron/runtime/activity/activity-service.ts).
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';
import { createActivityService } from '../activity/activity-service';

export function createActivityHandlers(deps: {
  runtime: Pick<HearthRuntime, 'audit' | 'rules' | 'settings'>;
}): Pick<InvokeHandlers, 'activity:list'> {
  const { runtime } = deps;
  const activity = createActivityService({
    auditFile: runtime.audit.file,
    rules: () => runtime.rules.list(),
    preapprovedTools: () => runtime.settings().policy.preapproved,
  });
  return {
    'activity:list': (request) => {
      const listed = activity.list(request);
      if (!listed.ok) throw failure('invalid_request', listed.error);
      return listed.page;
    },
  };
}
