// The `artifact` tool (issue 42): puts a Markdown document, an HTML page, an SVG, a Mermaid diagram or a chart into the
// panel beside the chat, versioned per conversation — an `id` adds the next version of an existing artifact, earlier
// versions stay. The store is injected (electron/storage/artifacts.ts); the panel reads the result's `details`.
import { z } from 'zod';
import { artifactKinds, type ArtifactDetails, type ArtifactStore } from '../../electron/shared/artifact-types';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { contentProblem } from './artifact-content';

/** Longest content one version may hold (characters): a big page or data set, not a whole book. */
export const ARTIFACT_MAX_CHARS = 500_000;

const parameters = z.lazy(() =>
  z.object({
    kind: z
      .enum(artifactKinds, { error: () => `kind must be one of: ${artifactKinds.join(', ')}` })
      .describe(
        'markdown, html (a self-contained page; it cannot load anything from the network), svg, mermaid, chart',
      ),
    title: z.string().trim().min(1, 'title is empty').max(200).describe('A short title shown above the artifact.'),
    content: z
      .string()
      .max(ARTIFACT_MAX_CHARS, `content is longer than ${ARTIFACT_MAX_CHARS} characters`)
      .refine((text) => text.trim().length > 0, 'content is empty')
      .describe(
        'The whole artifact: Markdown text, an HTML document, an <svg> element, Mermaid source, or for a chart JSON ' +
          '{"type":"bar"|"line"|"pie","labels":[...],"series":[{"name":"...","values":[...]}]}.',
      ),
    id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe('To update an artifact, its id from an earlier result (a new version); leave out to create one.'),
  }),
);

export function createArtifactTool(deps: { store: ArtifactStore }): AnyTool {
  return defineTool({
    name: 'artifact',
    label: 'Artifact',
    description:
      'Show a document beside the chat: Markdown, an HTML page, an SVG, a Mermaid diagram or a chart from data. ' +
      'The person can copy, save and export it. To revise one, call again with its id: that adds a new version.',
    parameters,
    risk: 'read',
    async execute(rawArgs, ctx) {
      const parsed = parameters.safeParse(rawArgs ?? {});
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const { kind, title, content, id } = parsed.data;
      if (!ctx.conversationId)
        return fail('An artifact belongs to a conversation; this call has none.', 'invalid_args');
      const problem = contentProblem(kind, content);
      if (problem) return fail(`Invalid arguments: ${problem}`, 'invalid_args');
      const input = { conversationId: ctx.conversationId, kind, title, content };
      const saved = id === undefined ? deps.store.create(input) : deps.store.update({ ...input, id });
      if (!saved) {
        return fail(
          `No artifact with id '${id}' in this conversation. Leave out id to create a new artifact.`,
          'not_found',
        );
      }
      const details: ArtifactDetails = {
        artifact: { id: saved.id, version: saved.version, kind, title, content },
      };
      const what = saved.version === 1 ? 'Created' : 'Updated';
      return ok(
        `${what} ${kind} artifact "${title}" (id ${saved.id}, version ${saved.version}); it is shown beside the ` +
          `chat. To change it, call artifact again with id "${saved.id}".`,
        { details },
      );
    },
  });
}
