// skills:* channels: Settings → Skills over the runtime's skills (electron/runtime/skills/), in the default workspace.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export function createSkillsHandlers(deps: {
  runtime: Pick<HearthRuntime, 'skills' | 'workspace'>;
}): Pick<InvokeHandlers, 'skills:list' | 'skills:trust'> {
  const { skills, workspace } = deps.runtime;
  return {
    'skills:list': () => skills.views(workspace()),
    'skills:trust': ({ name, version }) => {
      const trusted = skills.trust(name, workspace(), version);
      if (!trusted.ok) throw failure(trusted.error.startsWith('No skill') ? 'not_found' : 'refused', trusted.error);
      return trusted.skill;
    },
  };
}
