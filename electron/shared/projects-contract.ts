// The IPC contract of projects and of a conversation's model: projects (list, add a name + folder, rename, remove —
// its chats stay, ungrouped), moving a chat into or out of a project, choosing a conversation's model, the local model
// servers found on this computer, and whether the first-run setup is needed. contract.ts spreads these into the map.
import { z } from 'zod';
import { providerIds } from './settings-schema';

const id = z.string().min(1).max(128);
/** The data of a channel that only acknowledges. */
const done = z.null();

export const projectViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The project's folder: the workspace of its chats (its HEARTH.md/AGENTS.md are their instructions). */
  folder: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

export const modelChoiceSchema = z
  .object({ provider: z.enum(providerIds), model: z.string().trim().min(1).max(200) })
  .strict();
export type ModelChoiceView = z.infer<typeof modelChoiceSchema>;

export const localServerSchema = z.object({
  provider: z.enum(['ollama', 'lmstudio']),
  label: z.string(),
  baseUrl: z.string(),
  models: z.array(z.string()),
});
export type LocalServerView = z.infer<typeof localServerSchema>;

export const setupStatusSchema = z.object({
  needed: z.boolean(),
  status: z.enum(['pending', 'done', 'skipped']),
  providerReady: z.boolean(),
  hint: z.string().optional(),
});
export type SetupStatusView = z.infer<typeof setupStatusSchema>;

export const projectsContract = {
  'projects:list': { request: z.object({}).strict(), response: z.array(projectViewSchema) },
  /** A name of 1–100 characters and an existing folder (absolute, or ~/…); otherwise `refused` with why. */
  'projects:add': {
    request: z.object({ name: z.string().max(500), folder: z.string().max(4_096) }).strict(),
    response: projectViewSchema,
  },
  /** `not_found` when the project is gone; a bad name is `refused`. */
  'projects:rename': {
    request: z.object({ projectId: id, name: z.string().max(500) }).strict(),
    response: projectViewSchema,
  },
  /** Removes the project; its chats stay, ungrouped. `not_found` when it was already gone. */
  'projects:remove': { request: z.object({ projectId: id }).strict(), response: done },
  /** Moves a chat into a project, or out of any (`projectId: null`). `not_found` for a missing chat or project. */
  'chat:move': { request: z.object({ conversationId: id, projectId: id.nullable() }).strict(), response: done },
  /** Saves the model every later run of this conversation uses. `not_found` for a missing conversation. */
  'chat:set-model': {
    request: z.object({ conversationId: id, model: modelChoiceSchema }).strict(),
    response: done,
  },
  /** Ollama and LM Studio servers on this computer that answered (short timeouts), with their models. */
  'provider:detect': { request: z.object({}).strict(), response: z.object({ servers: z.array(localServerSchema) }) },
  /** Whether a provider is ready, and whether the window should open on the first-run setup. */
  'setup:status': { request: z.object({}).strict(), response: setupStatusSchema },
} as const;
