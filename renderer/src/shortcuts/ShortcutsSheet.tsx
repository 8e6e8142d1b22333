// The keyboard shortcuts sheet: `?` (when not typing) or Ctrl/Cmd+/ opens a dialog listing every shortcut; the global
// shortcuts it lists (new chat, choose the model, export) are handled here too, so each is reachable without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import { runChatCommand } from '../chat/chat-commands';
import { navigate } from '../lib/hash-route';
import { useServices } from '../services-context';
import { globalActionOf, shortcutGroups } from './shortcut-list';

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);
const shown = (keys: string) => keys.replaceAll('Mod', isMac ? 'Cmd' : 'Ctrl');

export function ShortcutsSheet() {
  const { chat, notices } = useServices();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = globalActionOf(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'shortcuts') return setOpen((current) => !current);
      if (action === 'new-chat') {
        chat.getState().newChat(null);
        return navigate({ name: 'chat' });
      }
      if (!runChatCommand(action))
        notices
          .getState()
          .push(
            'info',
            action === 'open-export' ? 'Open a conversation to export it.' : 'Open a chat to choose its model.',
          );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [chat, notices]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="approval-dialog shortcuts-sheet"
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
    >
      <header className="approval-header">
        <h2 id={titleId}>Keyboard shortcuts</h2>
      </header>
      <div className="shortcuts-groups">
        {shortcutGroups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3>{group.title}</h3>
            <dl>
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.keys + shortcut.does} className="shortcut-row">
                  <dt>
                    <kbd>{shown(shortcut.keys)}</kbd>
                  </dt>
                  <dd>{shortcut.does}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <footer className="approval-actions">
        <span className="spacer" />
        <button type="button" className="primary-button" autoFocus onClick={() => setOpen(false)}>
          Close
        </button>
      </footer>
    </dialog>
  );
}
