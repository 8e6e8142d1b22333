// Hooks the slash palette into a Composer (its `addon` prop): the palette reads the composer's text, takes its keys
// while open, and points the textbox at the chosen option. MCP prompts come from the runtime (mcp:prompts / mcp:prompt).
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { dataOf } from '../../api';
import { useServices } from '../../services-context';
import { navigate } from '../../lib/hash-route';
import type { ComposerProps } from '../Composer';
import type { McpPromptEntry } from './slash-commands';
import { SlashPalette, type SlashPaletteHandle } from './SlashPalette';

export function useSlashAddon(): NonNullable<ComposerProps['addon']> {
  const { api, chat } = useServices();
  const palette = useRef<SlashPaletteHandle>(null);
  const [activeOption, setActiveOption] = useState<string | undefined>(undefined);
  const listboxId = useId();
  const loadMcpPrompts = useCallback(async (): Promise<McpPromptEntry[]> => dataOf(await api.mcpPrompts({})), [api]);
  const getMcpPrompt = useCallback(
    async (prompt: McpPromptEntry, args: Record<string, string>) =>
      dataOf(await api.mcpPrompt({ server: prompt.server, name: prompt.name, arguments: args })).text,
    [api],
  );
  const onNewChat = useCallback(() => {
    chat.getState().newChat(null);
    navigate({ name: 'chat' });
  }, [chat]);
  return useMemo(
    () => ({
      render: ({ text, setText, focus }) => (
        <SlashPalette
          ref={palette}
          text={text}
          setText={setText}
          focusComposer={focus}
          onActiveOption={setActiveOption}
          listboxId={listboxId}
          loadMcpPrompts={loadMcpPrompts}
          getMcpPrompt={getMcpPrompt}
          onNewChat={onNewChat}
        />
      ),
      handleKey: (event) => palette.current?.handleKey(event) ?? false,
      ...(activeOption ? { activeOption } : {}),
      listboxId,
    }),
    [activeOption, listboxId, loadMcpPrompts, getMcpPrompt, onNewChat],
  );
}
