// The keyboard shortcuts sheet: `?` (when not typing) or Ctrl/Cmd+/ opens a dialog listing every shortcut; the global
// shortcuts it lists (new chat, choose the model, export) are handled here too, so each is reachable without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runChatCommand } from '../chat/chat-commands';
import { navigate } from '../lib/hash-route';
import { useServices } from '../services-context';
import { globalActionOf, shortcutGroups } from './shortcut-list';

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);
const shown = (keys: string) => keys.replaceAll('Mod', isMac ? 'Cmd' : 'Ctrl');

export function ShortcutsSheet() {
  const { t } = useTranslation();
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
          .push('info', action === 'open-export' ? t('shortcuts.openToExport') : t('shortcuts.openToChooseModel'));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [chat, notices, t]);

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
        <h2 id={titleId}>{t('shortcuts.title')}</h2>
      </header>
      <div className="shortcuts-groups">
        {shortcutGroups.map((group) => (
          <section key={group.title} aria-label={t(group.title)}>
            <h3>{t(group.title)}</h3>
            <dl>
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.does} className="shortcut-row">
                  <dt>
                    {shortcut.keys.map((keys) => (
                      <kbd key={keys}>{shown(keys)}</kbd>
                    ))}
                  </dt>
                  <dd>{t(shortcut.does)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <footer className="approval-actions">
        <span className="spacer" />
        <button type="button" className="primary-button" autoFocus onClick={() => setOpen(false)}>
          {t('shortcuts.close')}
        </button>
      </footer>
    </dialog>
  );
}
