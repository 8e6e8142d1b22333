// The slash palette: `/` at the start of the composer lists the built-in commands, saved prompts and MCP servers'
// prompts (role listbox, filtered as you type). Arrows move, Enter or Tab picks, Esc closes. A built-in runs its action;
// a prompt is inserted into the composer, after asking for the values it needs.
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { forwardRef, useEffect, useId, useImperativeHandle, useMemo, useState, type KeyboardEvent } from 'react';
import {
  automaticVariables,
  fillPromptVariables,
  localDate,
  promptVariables,
  type SavedPrompt,
} from '../../../../electron/shared/saved-prompts';
import { useChat, useServices, useSettings } from '../../services-context';
import { runChatCommand } from '../chat-commands';
import { PromptFieldsDialog, type PromptField } from './PromptFieldsDialog';
import {
  matchSlashCommands,
  slashCommands,
  slashQuery,
  type McpPromptEntry,
  type SlashCommand,
} from './slash-commands';
import { isImeComposing } from '../../lib/ime';

/** One empty list (a new [] per read would make the store's selector never settle). */
const noPrompts: readonly SavedPrompt[] = [];

export interface SlashPaletteHandle {
  /** Takes the composer's key first while the palette is open; true when it used the key. */
  handleKey: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
}

export interface SlashPaletteProps {
  text: string;
  setText: (text: string) => void;
  focusComposer: () => void;
  /** The option the composer's textbox points at (aria-activedescendant), or undefined when closed. */
  onActiveOption: (id: string | undefined) => void;
  listboxId: string;
  /** Prompts offered by MCP servers (loaded when the palette opens). */
  loadMcpPrompts?: () => Promise<McpPromptEntry[]>;
  /** The text of an MCP prompt with its arguments filled in. */
  getMcpPrompt?: (prompt: McpPromptEntry, args: Record<string, string>) => Promise<string>;
  /** Starts a new chat (the sidebar's New chat). */
  onNewChat: () => void;
}

interface Asking {
  command: SlashCommand;
  fields: PromptField[];
  initial: Record<string, string>;
}

export const SlashPalette = forwardRef<SlashPaletteHandle, SlashPaletteProps>(function SlashPalette(
  { text, setText, focusComposer, onActiveOption, listboxId, loadMcpPrompts, getMcpPrompt, onNewChat },
  ref,
) {
  const { t } = useTranslation();
  const { notices } = useServices();
  const saved = useSettings((state) => state.settings?.prompts.saved ?? noPrompts);
  const activeId = useChat((state) => state.activeId);
  const summarizeNow = useChat((state) => state.summarizeNow);
  const [mcpPrompts, setMcpPrompts] = useState<McpPromptEntry[]>([]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const [asking, setAsking] = useState<Asking | null>(null);
  const optionPrefix = useId();

  const query = slashQuery(text);
  const open = query !== undefined && dismissed !== text && asking === null;
  const matches = useMemo(
    () =>
      query === undefined
        ? []
        : matchSlashCommands(
            slashCommands(saved, mcpPrompts, {
              builtIn: (name) => t(`slash.${name}`),
              mcpPrompt: (server) => t('slash.mcpPrompt', { server }),
            }),
            query,
          ),
    [query, saved, mcpPrompts, t],
  );
  const current = Math.min(selected, Math.max(0, matches.length - 1));
  const optionId = (index: number) => `${optionPrefix}-option-${index}`;

  useEffect(() => {
    if (!open || !loadMcpPrompts) return;
    let live = true;
    void loadMcpPrompts().then(
      (prompts) => live && setMcpPrompts(prompts),
      () => undefined, // a server that cannot list prompts just offers none
    );
    return () => {
      live = false;
    };
  }, [open, loadMcpPrompts]);
  useEffect(() => setSelected(0), [query]);
  // Told only when it changes: a call after every render (the composer re-renders as an answer streams) queued a
  // render of the chat view after each streamed frame, even with the same value.
  const activeOption = open && matches.length > 0 ? optionId(current) : undefined;
  useEffect(() => {
    onActiveOption(activeOption);
  }, [activeOption, onActiveOption]);

  const report = (message: string) => notices.getState().push('error', message);
  const insert = (value: string) => {
    setText(value);
    // After the values dialog has closed and taken its focus with it; but never away from what got the focus since
    // (an MCP prompt's text arrives later, and a command picked meanwhile, like /model, moves the focus on purpose).
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focusComposer();
    });
  };

  const fillSaved = async (command: Extract<SlashCommand, { kind: 'saved' }>) => {
    const names = promptVariables(command.prompt.text);
    const values: Record<string, string> = {};
    if (names.includes('date')) values.date = localDate(new Date());
    if (names.includes('clipboard')) {
      const clipboard = await navigator.clipboard?.readText().catch(() => undefined);
      if (clipboard !== undefined) values.clipboard = clipboard;
    }
    const asked = names.filter(
      (name) => !(automaticVariables as readonly string[]).includes(name) || values[name] === undefined,
    );
    if (asked.length === 0) return insert(fillPromptVariables(command.prompt.text, values));
    setAsking({ command, fields: asked.map((name) => ({ name, required: false })), initial: values });
  };

  const fillMcp = async (command: Extract<SlashCommand, { kind: 'mcp' }>, args: Record<string, string>) => {
    if (!getMcpPrompt) return;
    try {
      insert(await getMcpPrompt(command.prompt, args));
    } catch (error) {
      report(t('slash.failed', { name: command.name, error: error instanceof Error ? error.message : String(error) }));
    }
  };

  const pick = (command: SlashCommand) => {
    setText('');
    if (command.kind === 'builtin') {
      if (command.name === 'new') return onNewChat();
      if (command.name === 'summarize') {
        if (!activeId) return report(t('slash.nothingToSummarize'));
        return void summarizeNow();
      }
      const done = runChatCommand(command.name === 'model' ? 'focus-model' : 'open-export');
      if (!done) report(command.name === 'export' ? t('slash.nothingToExport') : t('slash.noModelPicker'));
      return;
    }
    if (command.kind === 'saved') return void fillSaved(command);
    const args = command.prompt.arguments;
    if (args.length === 0) return void fillMcp(command, {});
    setAsking({
      command,
      fields: args.map((arg) => ({
        name: arg.name,
        required: arg.required,
        ...(arg.description ? { description: arg.description } : {}),
      })),
      initial: {},
    });
  };

  useImperativeHandle(ref, () => ({
    handleKey: (event) => {
      if (!open || isImeComposing(event)) return false;
      if (event.key === 'Escape') {
        setDismissed(text);
        return true;
      }
      if (matches.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setSelected((current + step + matches.length) % matches.length);
        return true;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        const command = matches[current];
        if (command) pick(command);
        return true;
      }
      return false;
    },
  }));

  return (
    <>
      {open ? (
        <div className="slash-palette">
          {matches.length === 0 ? (
            <p className="slash-empty" role="status">
              {t('slash.noMatch', { query })}
            </p>
          ) : (
            <ul id={listboxId} role="listbox" aria-label={t('slash.list')}>
              {matches.map((command, index) => (
                <li
                  key={`${command.kind}:${command.name}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className="slash-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(command)}
                >
                  <span className="slash-name">/{command.name}</span>
                  <span className="slash-description">{command.description}</span>
                  <span className="slash-kind">
                    {command.kind === 'builtin'
                      ? t('slash.kindCommand')
                      : command.kind === 'saved'
                        ? t('slash.kindSaved')
                        : t('slash.kindMcp')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {asking
        ? // Drawn outside the composer's form (a form inside a form would submit the page).
          createPortal(
            <PromptFieldsDialog
              command={asking.command.name}
              fields={asking.fields}
              initial={asking.initial}
              onCancel={() => {
                setAsking(null);
                focusComposer();
              }}
              onInsert={(values) => {
                const command = asking.command;
                setAsking(null);
                if (command.kind === 'saved')
                  insert(fillPromptVariables(command.prompt.text, { ...asking.initial, ...values }));
                else if (command.kind === 'mcp') void fillMcp(command, values);
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
});
