// projects:* channels, chat:move and chat:set-model, provider:detect and setup:status: projects and their chats, a
// conversation's model, the local model servers on this computer, and whether the first-run setup is needed.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';
import type { ProjectResult } from '../projects';

type ProjectsChannel =
  | 'projects:list'
  | 'projects:add'
  | 'projects:rename'
  | 'projects:remove'
  | 'chat:move'
  | 'chat:set-model'
  | 'provider:detect'
  | 'setup:status';

function valueOf<T>(result: ProjectResult<T>): T {
  if (!result.ok) throw failure(result.kind, result.error);
  return result.value;
}

export function createProjectHandlers(deps: {
  runtime: Pick<HearthRuntime, 'projects' | 'conversations' | 'detectLocalServers' | 'setupStatus'>;
}): Pick<InvokeHandlers, ProjectsChannel> {
  const { projects, conversations } = deps.runtime;
  return {
    'projects:list': () => projects.list(),
    'projects:add': ({ name, folder }) => valueOf(projects.add(name, folder)),
    'projects:rename': ({ projectId, name }) => valueOf(projects.rename(projectId, name)),
    'projects:remove': ({ projectId }) => valueOf(projects.remove(projectId)),
    'chat:move': ({ conversationId, projectId }) => valueOf(projects.moveConversation(conversationId, projectId)),
    'chat:set-model': ({ conversationId, model }) => {
      // A running reply keeps the model it started with; the choice applies from the next run on.
      if (!conversations.setModel(conversationId, model))
        throw failure('not_found', 'That conversation no longer exists.');
      return null;
    },
    'provider:detect': async () => ({ servers: await deps.runtime.detectLocalServers() }),
    'setup:status': () => deps.runtime.setupStatus(),
  };
}
