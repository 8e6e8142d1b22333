// The IPC contract of settings, keys and providers: the settings document with the tools' status, setting one value,
// storing and deleting keychain secrets, and a provider's model list. contract.ts spreads these into the invoke map;
// results follow its convention (see invoke-result.ts).
import { z } from 'zod';
import { toolRiskSchema } from './agent-events';
import { providerIds } from './settings-schema';
import { modelCapabilitiesSchema } from './model-capabilities';

const empty = z.object({}).strict();
/** The data of a channel that only acknowledges. */
const done = z.null();

export const toolStatusSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  risk: toolRiskSchema,
  enabled: z.boolean(),
  conditional: z.boolean(),
  /** Conditional tools: the setting that switches it on. */
  switchPath: z.string().optional(),
  available: z.boolean(),
  reason: z.string().optional(),
  /** The reason as a code and values the renderer words in the UI language (renderer/src/settings/tool-words.ts). */
  reasonCode: z.string().optional(),
  reasonParams: z.record(z.string(), z.string()).optional(),
});
export type ToolStatusView = z.infer<typeof toolStatusSchema>;

/** Provider ids and other keychain accounts the renderer may name. */
export const secretAccountSchema = z.string().regex(/^[a-z0-9._:-]{1,64}$/);

export const settingsContract = {
  'settings:get': {
    request: empty,
    response: z.object({
      settings: z.unknown(),
      problems: z.array(z.string()),
      tools: z.array(toolStatusSchema),
      /** Set when the workspace is the home folder, a folder holding it, or `/` (the sandbox no longer protects files). */
      workspaceWarning: z.string().optional(),
    }),
  },
  /** A value or path the settings schema does not accept, or a file that cannot be written: `refused` with why. */
  'settings:set': {
    request: z.object({ path: z.string().min(1).max(200), value: z.unknown() }).strict(),
    response: done,
  },
  /** The keychain failing is `unavailable` with its reason (never the value). */
  'secrets:set': {
    request: z.object({ account: secretAccountSchema, value: z.string().min(1).max(16_384) }).strict(),
    response: done,
  },
  /** `not_found` when the keychain held no key for the account (was `deleted: false`); a keychain failure is `unavailable`. */
  'secrets:delete': { request: z.object({ account: secretAccountSchema }).strict(), response: done },
  'secrets:status': {
    request: empty,
    response: z.object({ backend: z.string(), accounts: z.record(z.string(), z.boolean()) }),
  },
  /**
   * The model ids the provider's `${baseUrl}/models` lists, fetched by main with the stored key (never returned).
   * A server that cannot be reached or answers badly, or a keychain that cannot be read, is `unavailable` with why.
   */
  'provider:models': {
    request: z.object({ provider: z.enum(providerIds) }).strict(),
    response: z.object({ models: z.array(z.string()) }),
  },
  /** What Hearth believes the model can do and where each value came from; `refresh` asks its server again. */
  'provider:capabilities': {
    request: z
      .object({ provider: z.enum(providerIds), model: z.string().min(1).max(200), refresh: z.boolean().optional() })
      .strict(),
    response: modelCapabilitiesSchema,
  },
} as const;
