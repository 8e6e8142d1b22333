// `hearth artifacts [ID] [--json]` (issue 42): the artifacts of every chat, of one conversation (its ID), or one
// artifact's versions and newest content (its ID), read from artifact_versions (electron/storage/artifacts.ts).
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { ArtifactSummary, ArtifactVersion } from '../../shared/artifact-types';
import { createArtifactStore } from '../../storage/artifacts';
import { exitCodes, type CliIo } from '../cli-io';
import { revealInvisible } from '../terminal-text';

interface ArtifactsCommandDeps {
  runtime: Pick<HearthRuntime, 'db' | 'conversations'>;
  io: CliIo;
  json: boolean;
}

const iso = (at: number): string => new Date(at).toISOString();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function runArtifactsCommand(positionals: string[], deps: ArtifactsCommandDeps): number {
  const { runtime, io, json } = deps;
  const store = createArtifactStore(runtime.db);
  const id = positionals[0]?.trim();
  const conversation = id === undefined ? undefined : runtime.conversations.get(id);
  if (id === undefined || conversation) {
    const listed = store.summaries(conversation?.id);
    if (json) io.jsonLine({ artifacts: listed });
    else printList(listed, deps, conversation === undefined);
    return exitCodes.ok;
  }
  const versions = store.versionsOf(id);
  if (versions.length === 0) {
    io.err(`hearth: there is no conversation or artifact with ID ${revealInvisible(id)} (see 'hearth artifacts')\n`);
    return exitCodes.failed;
  }
  if (json) io.jsonLine({ id, conversationId: versions[0]!.conversationId, versions });
  else printVersions(versions, io);
  return exitCodes.ok;
}

function printList(listed: ArtifactSummary[], { runtime, io }: ArtifactsCommandDeps, showConversation: boolean): void {
  if (listed.length === 0) {
    io.out(showConversation ? 'No artifacts yet.\n' : 'This conversation has no artifacts.\n');
    return;
  }
  for (const artifact of listed) {
    io.out(
      `${artifact.id}  ${artifact.kind}  ${revealInvisible(artifact.title)}  ${plural(artifact.versions, 'version')}  ` +
        `${iso(artifact.createdAt)}\n`,
    );
    if (!showConversation) continue;
    const title = runtime.conversations.get(artifact.conversationId)?.title || 'Untitled conversation';
    io.out(`    in ${artifact.conversationId}  ${revealInvisible(title)}\n`);
  }
}

function printVersions(versions: ArtifactVersion[], io: CliIo): void {
  const newest = versions[versions.length - 1]!;
  io.out(`${newest.id}  ${newest.kind}  ${plural(versions.length, 'version')}  in ${newest.conversationId}\n`);
  for (const version of versions) {
    io.out(`  version ${version.version}  ${iso(version.createdAt)}  ${revealInvisible(version.title)}\n`);
  }
  io.out(`\nVersion ${newest.version}:\n${revealInvisible(newest.content)}\n`);
}
