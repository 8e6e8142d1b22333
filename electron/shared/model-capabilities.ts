// What Hearth believes a model can do — tool calling (native, XML or none), vision, context window — with where each
// value came from (the server, a setting, a default), and the per-model corrections a person stores in
// `provider.<id>.modelOverrides`. Shared by the runtime (electron/runtime/model-capabilities/), IPC and Settings.
import './zod-config';
import { z } from 'zod';

export const toolCallingModes = ['native', 'xml', 'none'] as const;
export type ToolCalling = (typeof toolCallingModes)[number];

export const capabilitySources = ['server', 'setting', 'default'] as const;
export type CapabilitySource = (typeof capabilitySources)[number];

/** One person's correction for one model; a field left out is read from the server or the provider's settings. */
export const modelOverrideSchema = z.object({
  toolCalling: z.enum(toolCallingModes).optional().catch(undefined),
  vision: z.boolean().optional().catch(undefined),
  contextTokens: z.number().int().min(1024).max(10_000_000).optional().catch(undefined),
});
export type ModelOverride = z.infer<typeof modelOverrideSchema>;

/** `provider.<id>.modelOverrides`: model name → correction (a bad stored value reads as no corrections). */
export const modelOverridesSchema = z.record(z.string().min(1).max(200), modelOverrideSchema).default({}).catch({});

const believed = <T extends z.ZodType>(value: T) => z.object({ value, source: z.enum(capabilitySources) });

export const modelCapabilitiesSchema = z.object({
  provider: z.string(),
  model: z.string(),
  toolCalling: believed(z.enum(toolCallingModes)),
  vision: believed(z.boolean()),
  contextTokens: believed(z.number().int()),
  /** The server could not be asked (down, not Ollama or LM Studio…): why, for Settings. */
  serverNote: z.string().optional(),
});
export type ModelCapabilities = z.infer<typeof modelCapabilitiesSchema>;
