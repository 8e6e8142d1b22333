// The settings document: one zod schema with defaults. Invalid or unknown values fall back to defaults (reported by storage).
// Shared by main, the CLI and the renderer's settings screen. No Node, no Electron.
import { z } from 'zod';

export const providerIds = ['openai', 'ollama', 'lmstudio', 'openrouter', 'custom'] as const;
export type ProviderId = (typeof providerIds)[number];

export const providerPresets: Record<ProviderId, { label: string; baseUrl: string; needsKey: boolean }> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true },
  ollama: { label: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false },
  lmstudio: { label: 'LM Studio', baseUrl: 'http://127.0.0.1:1234/v1', needsKey: false },
  openrouter: { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', needsKey: true },
  custom: { label: 'Custom', baseUrl: 'http://127.0.0.1:8000/v1', needsKey: false },
};

export const providerConfigSchema = z.object({
  baseUrl: z.string().url(),
  model: z.string().default(''),
  toolMode: z.enum(['native', 'xml']).default('native'),
  /** Context window in tokens used for trimming history. */
  contextTokens: z.number().int().min(1024).max(10_000_000).default(32_000),
});
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

function providerDefault(id: ProviderId): ProviderConfig {
  return { baseUrl: providerPresets[id].baseUrl, model: id === 'openai' ? 'gpt-4o-mini' : '', toolMode: 'native', contextTokens: 32_000 };
}

export const policyModes = ['read_only', 'supervised', 'autonomous'] as const;
export type PolicyMode = (typeof policyModes)[number];

/** Every field carries its default so a missing or invalid value is replaced, never fatal. */
export const settingsSchema = z.object({
  provider: z
    .object({
      active: z.enum(providerIds).catch('openai'),
      openai: providerConfigSchema.catch(providerDefault('openai')),
      ollama: providerConfigSchema.catch(providerDefault('ollama')),
      lmstudio: providerConfigSchema.catch(providerDefault('lmstudio')),
      openrouter: providerConfigSchema.catch(providerDefault('openrouter')),
      custom: providerConfigSchema.catch(providerDefault('custom')),
    })
    .prefault({}),
  agent: z
    .object({
      maxTurns: z.number().int().min(1).max(100).catch(10),
      idleTimeoutMs: z.number().int().min(1_000).max(600_000).catch(60_000),
      toolResultMaxBytes: z.number().int().min(1_024).max(1_048_576).catch(32_768),
      maxToolCallsPerRun: z.number().int().min(1).max(1_000).catch(50),
      maxToolCallsPerHour: z.number().int().min(1).max(100_000).catch(500),
      approvalTimeoutMs: z.number().int().min(5_000).max(3_600_000).catch(300_000),
      maxRetries: z.number().int().min(0).max(10).catch(4),
    })
    .prefault({}),
  policy: z.object({ mode: z.enum(policyModes).catch('supervised') }).prefault({}),
  workspace: z.string().catch(''),
  tools: z
    .object({
      disabled: z.array(z.string()).catch([]),
      shell: z
        .object({
          network: z.boolean().catch(false),
          timeoutMs: z.number().int().min(1_000).max(600_000).catch(60_000),
          maxOutputBytes: z.number().int().min(1_024).max(64 * 1_048_576).catch(1_048_576),
        })
        .prefault({}),
      browser: z
        .object({
          enabled: z.boolean().catch(false),
          executablePath: z.string().catch(''),
          headless: z.boolean().catch(true),
          allowPrivateNetwork: z.boolean().catch(false),
          idleCloseMs: z.number().int().min(1_000).catch(300_000),
        })
        .prefault({}),
      http: z.object({ enabled: z.boolean().catch(false) }).prefault({}),
    })
    .prefault({}),
  memory: z.object({ autoRecall: z.boolean().catch(true) }).prefault({}),
  scheduler: z
    .object({
      paused: z.boolean().catch(false),
      catchUpWindowHours: z.number().min(0).max(24 * 30).catch(24),
      agentMaxTurns: z.number().int().min(1).max(50).catch(8),
      agentTimeBudgetMs: z.number().int().min(10_000).max(3_600_000).catch(300_000),
    })
    .prefault({}),
  weather: z
    .object({
      geocodingUrl: z.string().url().catch('https://geocoding-api.open-meteo.com/v1/search'),
      forecastUrl: z.string().url().catch('https://api.open-meteo.com/v1/forecast'),
    })
    .prefault({}),
  ui: z
    .object({
      theme: z.enum(['system', 'light', 'dark']).catch('system'),
      quickAskShortcut: z.string().min(1).max(64).catch('CommandOrControl+Shift+Space'),
      closeToTray: z.boolean().catch(true),
    })
    .prefault({}),
});

export type Settings = z.infer<typeof settingsSchema>;

export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}
