// React access to the renderer's services and their stores (zustand's useStore with a selector).
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Services } from './services';
import type { ApprovalState } from './stores/approval-store';
import type { ChatActions, ChatState } from './stores/chat-store';
import type { NoticeState } from './stores/notice-store';
import type { ProjectsState } from './stores/projects-store';
import type { SetupState } from './stores/setup-store';
import type { SettingsState } from './stores/settings-store';
import type { UpdateState } from './stores/update-store';

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing.');
  return services;
}

export function useChat<T>(selector: (state: ChatState & ChatActions) => T): T {
  return useStore(useServices().chat, selector);
}

export function useApprovals<T>(selector: (state: ApprovalState) => T): T {
  return useStore(useServices().approvals, selector);
}

export function useProjects<T>(selector: (state: ProjectsState) => T): T {
  return useStore(useServices().projects, selector);
}

export function useSetup<T>(selector: (state: SetupState) => T): T {
  return useStore(useServices().setup, selector);
}

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(useServices().settings, selector);
}

export function useNotices<T>(selector: (state: NoticeState) => T): T {
  return useStore(useServices().notices, selector);
}

export function useUpdates<T>(selector: (state: UpdateState) => T): T {
  return useStore(useServices().updates, selector);
}
