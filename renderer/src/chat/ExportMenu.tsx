// The chat header's Export menu: this conversation as Markdown, HTML or JSON (chat:export, saved as a download), or
// every conversation into a folder picked in the folder dialog (chat:export-all). Results and failures are notices.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ExportFormat } from '../../../electron/shared/export-contract';
import { describeError } from '../api';
import { Icon } from '../lib/icons';
import { saveTextFile } from '../lib/save-text-file';
import { useChat, useServices } from '../services-context';
import { onChatCommand } from './chat-commands';

const formats: readonly { format: ExportFormat; label: string }[] = [
  { format: 'md', label: 'Markdown' },
  { format: 'html', label: 'HTML' },
  { format: 'json', label: 'JSON' },
];

export function ExportMenu() {
  const { t } = useTranslation();
  const { api, notices } = useServices();
  const activeId = useChat((state) => state.activeId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // `/export` in the composer opens this menu (only while there is a conversation to export).
  useEffect(() => (activeId ? onChatCommand('open-export', () => setOpen(true)) : undefined), [activeId]);

  if (!activeId) return null;

  const report = (level: 'info' | 'error', message: string) => notices.getState().push(level, message);
  const run = async (work: () => Promise<void>) => {
    setOpen(false);
    button.current?.focus();
    setBusy(true);
    try {
      await work();
    } catch (error) {
      report('error', t('export.failed', { error: describeError(error) }));
    } finally {
      setBusy(false);
    }
  };
  const exportOne = (format: ExportFormat, label: string) =>
    run(async () => {
      const result = await api.chatExport({ conversationId: activeId, format });
      if (!result.ok) return report('error', t('export.failed', { error: result.error.message }));
      saveTextFile(result.data);
      notices.getState().announce(t('export.exportedAs', { format: label, file: result.data.fileName }));
    });
  const exportAll = (format: ExportFormat) =>
    run(async () => {
      const result = await api.chatExportAll({ format });
      if (!result.ok) return report('error', t('export.failed', { error: result.error.message }));
      if (result.data.folder === null) return; // the person cancelled the folder dialog
      const count = result.data.files.length;
      report('info', t('export.exportedAll', { count, folder: result.data.folder }));
    });

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="export-menu">
      <button
        ref={button}
        type="button"
        className="ghost-button small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="download" size={14} /> {busy ? t('export.exporting') : t('export.export')}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('export.export')}
          className="menu-popover"
          onKeyDown={onMenuKey}
        >
          <div role="group" aria-labelledby={`${menuId}-one`}>
            <div className="menu-heading" id={`${menuId}-one`}>
              {t('export.thisConversation')}
            </div>
            {formats.map(({ format, label }) => (
              <button
                key={format}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                aria-label={t('export.thisAs', { format: label })}
                onClick={() => void exportOne(format, label)}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="separator" className="menu-separator" />
          <div role="group" aria-labelledby={`${menuId}-all`}>
            <div className="menu-heading" id={`${menuId}-all`}>
              {t('export.all')}
            </div>
            {formats.map(({ format, label }) => (
              <button
                key={format}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                aria-label={t('export.allAs', { format: label })}
                onClick={() => void exportAll(format)}
              >
                {label}…
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
