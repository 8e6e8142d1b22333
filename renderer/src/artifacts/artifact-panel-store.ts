// Which artifact the panel beside the chat shows (an id and a version), opened from an `artifact` tool card and closed
// by the panel. The versions themselves come from the conversation's view (artifact-versions.ts).
import { create } from 'zustand';

export interface ArtifactPanelState {
  open: { id: string; version: number } | null;
  show: (id: string, version: number) => void;
  close: () => void;
}

export const useArtifactPanel = create<ArtifactPanelState>((set) => ({
  open: null,
  show: (id, version) => set({ open: { id, version } }),
  close: () => set({ open: null }),
}));
