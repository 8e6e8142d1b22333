// The settings document: one zod schema with defaults. Invalid or unknown values fall back to defaults (reported by storage).
// Shared by main, the CLI and the renderer's settings screen. No Node, no Electron.
import './zod-config';
import { z } from 'zod';
import { hooksSectionShape } from './hooks-settings-schema';
import { httpRequestSectionShape } from './http-secrets';
import { calendarSectionShape } from './calendar-settings-schema';
import { mcpSectionShape } from './mcp-settings-schema';
import { modelOverridesSchema } from './model-capabilities';
import { savedPromptSchema } from './saved-prompts';
import { uiLanguageCodes } from './ui-languages';
import { voiceKeyAccounts, voiceSectionShape } from './voice-settings-schema';

/**
 * Raise by one whenever the schema changes what a stored document reads as (a field, default, limit or upgrade): a
 * settings check note written under another revision is then ignored (test/storage/settings-schema-revision.test.ts
 * fails until it is raised).
 */
export const SETTINGS_SCHEMA_REVISION = 4;

export const providerIds = ['openai', 'anthropic', 'ollama', 'lmstudio', 'openrouter', 'custom'] as const;
export type ProviderId = (typeof providerIds)[number];

export const providerPresets: Record<ProviderId, { label: string; baseUrl: string; needsKey: boolean }> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true },
  /** Anthropic's own Messages API (agent/model/anthropic-stream.ts), not an OpenAI-compatible endpoint. */
  anthropic: { label: 'Anthropic', baseUrl: 'https://api.anthropic.com/v1', needsKey: true },
  ollama: { label: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false },
  lmstudio: { label: 'LM Studio', baseUrl: 'http://127.0.0.1:1234/v1', needsKey: false },
  openrouter: { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', needsKey: true },
  custom: { label: 'Custom', baseUrl: 'http://127.0.0.1:8000/v1', needsKey: false },
};

const buildProviderConfigSchema = () =>
  z.object({
    baseUrl: z.string().url(),
    model: z.string().default(''),
    toolMode: z.enum(['native', 'xml']).default('native'),
    /** Context window in tokens used for trimming history. */
    contextTokens: z.number().int().min(1024).max(10_000_000).default(32_000),
    /** Whether the models take images: "auto" asks the known vision families (agent/model/vision-models.ts). */
    imageInput: z.enum(['auto', 'yes', 'no']).default('auto').catch('auto'),
    /** Per-model corrections of what Hearth reads from the server (shared/model-capabilities.ts). */
    modelOverrides: modelOverridesSchema,
    /** Anthropic only: extended thinking's `budget_tokens` (0 = off; from 1,024 on). */
    thinkingBudget: z
      .union([z.literal(0), z.number().int().min(1_024).max(128_000)])
      .default(0)
      .catch(0),
  });

export type ProviderConfig = z.infer<ReturnType<typeof buildProviderConfigSchema>>;

const defaultModels: Partial<Record<ProviderId, string>> = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' };

/** How many fallback entries `provider.fallbacks` keeps. */
export const MAX_PROVIDER_FALLBACKS = 8;

export function providerDefault(id: ProviderId): ProviderConfig {
  return {
    baseUrl: providerPresets[id].baseUrl,
    model: defaultModels[id] ?? '',
    toolMode: 'native',
    // Claude models read 200k tokens; other servers vary, and 32k is a safe guess to correct in Settings.
    contextTokens: id === 'anthropic' ? 200_000 : 32_000,
    imageInput: 'auto',
    modelOverrides: {},
    thinkingBudget: 0,
  };
}

/** A settings section: missing → all defaults; not an object → all defaults (reported by the settings store). */
function section<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return object.prefault({} as z.input<typeof object>).catch(() => object.parse({}));
}

export const policyModes = ['read_only', 'supervised', 'autonomous'] as const;
export type PolicyMode = (typeof policyModes)[number];
/** `policy.preapproved` by default. */
export const defaultPreapproved = ['weather', 'memory_store', 'memory_forget'] as const;

/** The longest `assistant.instructions` kept (a longer stored value falls back to the default, ''). */
export const INSTRUCTIONS_MAX_CHARS = 8_000;

/** Where web_search looks things up; `duckduckgo` (its HTML page) needs no key and works out of the box. */
export const webSearchProviders = ['duckduckgo', 'searxng', 'brave', 'tavily'] as const;
export type WebSearchProvider = (typeof webSearchProviders)[number];
/** Search providers whose API key lives in the keychain (account = the provider id). */
export const webSearchKeyAccounts = ['brave', 'tavily'] as const;
/** Every keychain account Hearth itself reads: the model providers', the search providers' and the voice servers' keys. */
export const keychainAccounts = [...providerIds, ...webSearchKeyAccounts, ...voiceKeyAccounts] as const;
export type KeychainAccount = (typeof keychainAccounts)[number];

/**
 * Old documents: `tools.http.enabled` (a switch that never had a tool) becomes the two web switches — `true` turns both
 * on — and is dropped. Runs inside the schema's parsing, so every reader and writer sees the upgraded document.
 */
export function upgradeLegacyToolSettings(tools: unknown): unknown {
  if (!tools || typeof tools !== 'object' || Array.isArray(tools) || !Object.hasOwn(tools, 'http')) return tools;
  const { http, ...rest } = tools as Record<string, unknown>;
  const wasOn = !!http && typeof http === 'object' && (http as { enabled?: unknown }).enabled === true;
  if (!wasOn) return rest;
  const web = rest.web && typeof rest.web === 'object' && !Array.isArray(rest.web) ? rest.web : {};
  return { ...rest, web: { ...web, fetchEnabled: true, searchEnabled: true } };
}

/** The whole document with upgradeLegacyToolSettings applied (for comparing a stored document with what was read). */
export function upgradeLegacySettings(document: Record<string, unknown>): Record<string, unknown> {
  return Object.hasOwn(document, 'tools')
    ? { ...document, tools: upgradeLegacyToolSettings(document.tools) }
    : document;
}

/** Every field carries its default so a missing or invalid value is replaced, never fatal. */
function buildSettingsSchema() {
  const providerConfigSchema = buildProviderConfigSchema();
  return z.object({
    provider: section({
      active: z.enum(providerIds).default('openai').catch('openai'),
      openai: providerConfigSchema.default(providerDefault('openai')).catch(providerDefault('openai')),
      anthropic: providerConfigSchema.default(providerDefault('anthropic')).catch(providerDefault('anthropic')),
      ollama: providerConfigSchema.default(providerDefault('ollama')).catch(providerDefault('ollama')),
      lmstudio: providerConfigSchema.default(providerDefault('lmstudio')).catch(providerDefault('lmstudio')),
      openrouter: providerConfigSchema.default(providerDefault('openrouter')).catch(providerDefault('openrouter')),
      custom: providerConfigSchema.default(providerDefault('custom')).catch(providerDefault('custom')),
      /**
       * Where a run goes on when the active provider fails (5xx or 429 after retries, 401/403, no connection), in order,
       * after the provider's other keys (agent/model/fallback-model-client.ts).
       */
      fallbacks: z
        .array(z.object({ provider: z.enum(providerIds), model: z.string().trim().min(1).max(200) }))
        .max(MAX_PROVIDER_FALLBACKS)
        .default([])
        .catch([]),
    }),
    agent: section({
      maxTurns: z.number().int().min(1).max(100).default(10).catch(10),
      idleTimeoutMs: z.number().int().min(1_000).max(600_000).default(60_000).catch(60_000),
      toolResultMaxBytes: z.number().int().min(1_024).max(1_048_576).default(32_768).catch(32_768),
      maxToolCallsPerRun: z.number().int().min(1).max(1_000).default(50).catch(50),
      maxToolCallsPerHour: z.number().int().min(1).max(100_000).default(500).catch(500),
      approvalTimeoutMs: z.number().int().min(5_000).max(3_600_000).default(300_000).catch(300_000),
      maxRetries: z.number().int().min(0).max(10).default(4).catch(4),
      /** `delegate` (issue 39): sub-agents running at once, a sub-agent's model turns and its time, at most. */
      maxParallelDelegates: z.number().int().min(1).max(8).default(3).catch(3),
      delegateMaxTurns: z.number().int().min(1).max(50).default(6).catch(6),
      delegateTimeoutMs: z.number().int().min(5_000).max(3_600_000).default(300_000).catch(300_000),
    }),
    policy: section({
      mode: z.enum(policyModes).default('supervised').catch('supervised'),
      /**
       * Tools that run without asking in supervised mode: weather only sends a place name to Open-Meteo; the memory tools
       * only change Hearth's own memory (read-only mode still refuses them).
       */
      preapproved: z
        .array(z.string().max(64))
        .max(100)
        .default([...defaultPreapproved])
        .catch([...defaultPreapproved]),
    }),
    workspace: z.string().default('').catch(''),
    /** "About you and how to answer": the user's own instructions, added to the system prompt of every run. */
    assistant: section({
      instructions: z.string().max(INSTRUCTIONS_MAX_CHARS).default('').catch(''),
    }),
    tools: z.preprocess(
      upgradeLegacyToolSettings,
      section({
        disabled: z.array(z.string()).default([]).catch([]),
        shell: section({
          network: z.boolean().default(false).catch(false),
          timeoutMs: z.number().int().min(1_000).max(600_000).default(60_000).catch(60_000),
          maxOutputBytes: z
            .number()
            .int()
            .min(1_024)
            .max(64 * 1_048_576)
            .default(1_048_576)
            .catch(1_048_576),
        }),
        browser: section({
          enabled: z.boolean().default(false).catch(false),
          executablePath: z.string().default('').catch(''),
          headless: z.boolean().default(true).catch(true),
          allowPrivateNetwork: z.boolean().default(false).catch(false),
          idleCloseMs: z.number().int().min(1_000).default(300_000).catch(300_000),
        }),
        /** web_fetch and web_search (they replace the old `tools.http.enabled`; see upgradeLegacyToolSettings). */
        web: section({
          fetchEnabled: z.boolean().default(false).catch(false),
          searchEnabled: z.boolean().default(false).catch(false),
          searchProvider: z.enum(webSearchProviders).default('duckduckgo').catch('duckduckgo'),
          /** The SearXNG instance (its JSON API must be on: `search.formats: [json]`). */
          searxngUrl: z.string().url().or(z.literal('')).default('').catch(''),
          allowPrivateNetwork: z.boolean().default(false).catch(false),
        }),
        /** http_request: its switch, private addresses, and the names of its secrets (values: keychain `http:NAME`). */
        httpRequest: section(httpRequestSectionShape()),
        /**
         * Custom tool files: the names the user marked `read` (their own claim does not count), allowed in read-only
         * mode; `folder`: where the tool files are (empty: `<dataDir>/tools`; never inside a workspace), read at start.
         */
        custom: section({
          markedRead: z.array(z.string().max(64)).max(200).default([]).catch([]),
          folder: z.string().max(4_096).default('').catch(''),
        }),
      }),
    ),
    mcp: section(mcpSectionShape()),
    /** CalDAV accounts and .ics subscriptions (shared/calendar-settings-schema.ts); passwords in the keychain. */
    calendar: section(calendarSectionShape()),
    /**
     * Sources the person vouches for: what they return counts as their own words, so reading it leaves a run's standing
     * permissions as they are. Empty by default: web pages, search results, MCP servers, custom tools and files count
     * as text a third party could have written. `mcpServers`: server names; `customTools`: tool file names in the tools
     * folder (`report.mjs`); `folders`: folders (a project's folder, say) whose files are trusted.
     */
    trust: section({
      mcpServers: z.array(z.string().max(64)).max(100).default([]).catch([]),
      customTools: z.array(z.string().max(255)).max(200).default([]).catch([]),
      folders: z.array(z.string().max(4_096)).max(100).default([]).catch([]),
    }),
    memory: section({ autoRecall: z.boolean().default(true).catch(true) }),
    voice: section(voiceSectionShape()),
    hooks: section(hooksSectionShape()),
    /** Knowledge search (issue 43): the embedding model at the active provider's /v1/embeddings; empty: full text only. */
    knowledge: section({ embeddingModel: z.string().trim().max(200).default('').catch('') }),
    /** Undo of what runs change in the workspace: kept this many days, and past this many MB the oldest runs go first. */
    undo: section({
      keepDays: z.number().int().min(1).max(365).default(7).catch(7),
      maxMegabytes: z.number().int().min(10).max(1_048_576).default(2_048).catch(2_048),
    }),
    scheduler: section({
      paused: z.boolean().default(false).catch(false),
      catchUpWindowHours: z
        .number()
        .min(0)
        .max(24 * 30)
        .default(24)
        .catch(24),
      agentMaxTurns: z.number().int().min(1).max(50).default(8).catch(8),
      agentTimeBudgetMs: z.number().int().min(10_000).max(3_600_000).default(300_000).catch(300_000),
    }),
    weather: section({
      geocodingUrl: z
        .string()
        .url()
        .default('https://geocoding-api.open-meteo.com/v1/search')
        .catch('https://geocoding-api.open-meteo.com/v1/search'),
      forecastUrl: z
        .string()
        .url()
        .default('https://api.open-meteo.com/v1/forecast')
        .catch('https://api.open-meteo.com/v1/forecast'),
    }),
    /**
     * The first-run setup: 'pending' until the person finishes it ('done': a provider was chosen) or chooses "Choose
     * later" ('skipped'). The window opens on it only while pending and no provider is ready (see runtime setup-status).
     */
    setup: section({ status: z.enum(['pending', 'done', 'skipped']).default('pending').catch('pending') }),
    /** Saved prompts offered as slash commands in the composer (`/name`), managed in Settings → Prompts. */
    prompts: section({ saved: z.array(savedPromptSchema.unwrap()).max(200).default([]).catch([]) }),
    ui: section({
      theme: z.enum(['system', 'light', 'dark']).default('system').catch('system'),
      /** The UI's language: "system" follows the OS (shared/ui-languages.ts), or one of its codes. */
      language: z
        .enum(['system', ...uiLanguageCodes])
        .default('system')
        .catch('system'),
      quickAskShortcut: z
        .string()
        .min(1)
        .max(64)
        .default('CommandOrControl+Shift+Space')
        .catch('CommandOrControl+Shift+Space'),
      closeToTray: z.boolean().default(true).catch(true),
    }),
    /** Auto-update of the packaged app: `stable` takes releases, `beta` pre-releases too (electron-updater channels). */
    updates: section({ channel: z.enum(['stable', 'beta']).default('stable').catch('stable') }),
  });
}

let built: ReturnType<typeof buildSettingsSchema> | undefined;

/**
 * The settings schema, built on first use: a start whose stored document was already checked by this build reads it
 * without parsing (storage/settings-check-note.ts), so it builds none of its ~400 zod objects.
 */
export function settingsSchema(): ReturnType<typeof buildSettingsSchema> {
  built ??= buildSettingsSchema();
  return built;
}

export type Settings = z.infer<ReturnType<typeof buildSettingsSchema>>;

export function defaultSettings(): Settings {
  return settingsSchema().parse({});
}
