// What keeps the `git` tool from running programs a repository's config names (hooks, fsmonitor, pagers, editors,
// external diffs, filters, merge drivers, credential helpers, ssh and proxy commands): a cleared environment and
// `-c` overrides on every call, plus per-driver overrides for the filter and merge drivers the config defines.
import { fallbackPath } from '../shell/child-env';

/** Overrides on every call: later `-c` values win over the repository's own config (submodules are not entered). */
export const baseConfigOverrides: readonly string[] = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.pager=cat',
  'core.editor=false',
  'sequence.editor=false',
  'core.askPass=',
  'core.alternateRefsCommand=true',
  'credential.helper=',
  'log.showSignature=false',
  'commit.gpgSign=false',
  'tag.gpgSign=false',
  'push.gpgSign=false',
  'merge.verifySignatures=false',
  'pull.verifySignatures=false',
  'pull.rebase=false',
  'submodule.recurse=false',
  'fetch.recurseSubmodules=false',
  'push.recurseSubmodules=no',
  'status.submoduleSummary=false',
  'diff.ignoreSubmodules=all',
  'gc.auto=0',
  'maintenance.auto=false',
  'core.quotePath=false',
  'color.ui=false',
  'protocol.allow=never',
  'protocol.file.allow=always',
  'protocol.http.allow=always',
  'protocol.https.allow=always',
  'protocol.ssh.allow=always',
  'protocol.git.allow=always',
  'protocol.ext.allow=never',
];

const partialCloneKey = /^extensions\.partialclone$|^remote\..+\.promisor$/i;
const configHookKey = /^hook\..+\.(?:command|event)$/i;

/**
 * Why the git tool does not work on a repository with this config, or null: a partial clone fetches missing objects
 * while it reads (through programs its remote's config may name); hooks set in config (newer git) run commands.
 */
export function refusedConfigReason(configNames: readonly string[]): string | null {
  if (configNames.some((name) => partialCloneKey.test(name))) {
    return 'it is a partial clone: reading it can fetch from its remote, which the git tool does not do';
  }
  if (configNames.some((name) => configHookKey.test(name))) return 'its config sets hooks (hook.<name>.command)';
  return null;
}

/** Config names whose value is a program git runs, keyed by a driver or remote name the config chooses. */
const filterKey = /^filter\.(.+)\.(?:clean|smudge|process|required)$/i;
const mergeDriverKey = /^merge\.(.+)\.(?:driver|recursive)$/i;
const diffDriverKey = /^diff\.(.+)\.(?:command|textconv)$/i;

/** Overrides that switch off every filter and merge or diff driver the repository's config names (an empty program runs nothing). */
export function driverOverrides(configNames: readonly string[]): string[] {
  const overrides = new Set<string>();
  for (const name of configNames) {
    const filter = filterKey.exec(name);
    if (filter) {
      const driver = filter[1] as string;
      for (const key of ['clean', 'smudge', 'process']) overrides.add(`filter.${driver}.${key}=`);
      overrides.add(`filter.${driver}.required=false`);
    }
    const merge = mergeDriverKey.exec(name);
    if (merge) overrides.add(`merge.${merge[1] as string}.driver=`);
    const diff = diffDriverKey.exec(name);
    if (diff) {
      overrides.add(`diff.${diff[1] as string}.command=`);
      overrides.add(`diff.${diff[1] as string}.textconv=`);
    }
  }
  return [...overrides];
}

/** `-c` arguments for a call: the base list, then the drivers' and the remote's own overrides. */
export function configArgs(overrides: readonly string[]): string[] {
  return [...baseConfigOverrides, ...overrides].flatMap((value) => ['-c', value]);
}

/**
 * The upload or receive program a remote's config names runs locally for a remote on this machine, where the other
 * repository's hooks would run too. The first configured value wins over `-c`, so the command line names git's own
 * programs instead, and a local receive-pack runs without hooks.
 */
export function remoteProgramArgs(direction: 'fetch' | 'push', local: boolean): string[] {
  if (direction === 'fetch') return ['--upload-pack=git-upload-pack'];
  const localReceive = 'git -c core.hooksPath=/dev/null -c core.alternateRefsCommand=true receive-pack';
  return [`--receive-pack=${local ? localReceive : 'git-receive-pack'}`];
}

export interface GitEnvInput {
  /** The parent's environment; only PATH and the locale are copied. */
  source: NodeJS.ProcessEnv;
  /** The workspace (realpath): HOME inside git, and the folder repository discovery may not climb above. */
  workspace: string;
  /** The parent of the workspace: GIT_CEILING_DIRECTORIES, so git never finds a repository around the workspace. */
  ceiling: string;
  /** Network actions keep the ssh agent's socket so a push over ssh can sign in (the person approved that host). */
  network: boolean;
}

/** A fresh environment: no global or system config, no prompts, no pager, no editor, no proxy or ssh command. */
export function buildGitEnv(input: GitEnvInput): Record<string, string> {
  const env: Record<string, string> = {
    PATH: input.source.PATH || fallbackPath,
    HOME: input.workspace,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
    GIT_CEILING_DIRECTORIES: input.ceiling,
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
    GIT_EDITOR: 'false',
    GIT_PROXY_COMMAND: '',
    GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
    GIT_SSH_VARIANT: 'ssh',
    GIT_PROTOCOL_FROM_USER: '0',
    GIT_NO_LAZY_FETCH: '1',
  };
  const agent = input.source.SSH_AUTH_SOCK;
  if (input.network && agent) env.SSH_AUTH_SOCK = agent;
  return env;
}
