// Chat actions other parts of the window ask for without a mouse (the slash palette, keyboard shortcuts): open the
// Export menu, focus the model picker, open find. A tiny bus: the component that owns the action listens for it.
export type ChatCommand = 'open-export' | 'focus-model' | 'open-find';

type Listener = () => void;
const listeners = new Map<ChatCommand, Set<Listener>>();

/** Registers the owner of an action; returns the function that unregisters it (for a React effect's cleanup). */
export function onChatCommand(command: ChatCommand, listener: Listener): () => void {
  const set = listeners.get(command) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(command, set);
  return () => set.delete(listener);
}

/** Runs the action; false when nothing on screen offers it (e.g. Export with no conversation open). */
export function runChatCommand(command: ChatCommand): boolean {
  const set = listeners.get(command);
  if (!set || set.size === 0) return false;
  for (const listener of set) listener();
  return true;
}
