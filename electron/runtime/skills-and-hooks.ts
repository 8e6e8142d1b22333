// Wires Agent Skills and tool hooks (issue 42) for the composition root (create-runtime.ts): the skills service over
// the custom tool trust table, the `skill` tool, the folders the sandbox may read (`<data>/skills`, `<data>/hooks`),
// and the wrapper that runs the person's hooks around every tool call.
import { join } from 'node:path';
import { createSkillTool } from '../../tools/skills/skill-tool';
import type { ToolEntry } from '../../tools/registry';
import type { AnyTool } from '../../tools/tool';
import type { Sandbox } from '../../tools/shell/sandbox';
import type { AuditLog } from '../agent/audit/audit-log';
import type { Settings } from '../shared/settings-schema';
import { createCustomToolTrustStore } from '../storage/custom-tool-trust';
import type { Db } from '../storage/database';
import { createToolHooks } from './hooks/tool-hooks';
import type { RuntimeRedactor } from './runtime-redaction';
import { createSkillTrust } from './skills/skill-trust';
import { createSkillsService, type SkillsService } from './skills/skills-service';

export interface SkillsAndHooks {
  skills: SkillsService;
  skillTool: AnyTool;
  /** The shell's sandbox, which also lets commands read the skills folder (a skill's scripts), never write it. */
  shellSandbox: Sandbox;
  /** Runs the person's hooks around the entry's tool. */
  withHooks: (entry: ToolEntry) => ToolEntry;
}

export function createSkillsAndHooks(deps: {
  db: Db;
  dataDir: string;
  homeDir: string;
  env: Record<string, string | undefined>;
  settings: () => Settings;
  /** The runtime's shell sandbox (runtime-sandbox.ts): hooks run in it, the shell's copy adds the skills folder. */
  sandbox: { readonly sandbox: Sandbox };
  audit: Pick<AuditLog, 'record'>;
  /** The configured workspace (a project's own skills folder does not make the tool offered by itself). */
  workspace: () => string;
  redactor: Pick<RuntimeRedactor, 'redactDeep'>;
}): SkillsAndHooks {
  const skills = createSkillsService({
    dataDir: deps.dataDir,
    homeDir: deps.homeDir,
    trust: createSkillTrust(createCustomToolTrustStore(deps.db)),
  });
  const hooks = createToolHooks({
    settings: deps.settings,
    audit: deps.audit,
    redact: (value) => deps.redactor.redactDeep(value),
    runner: {
      sandbox: deps.sandbox.sandbox,
      sourceEnv: () => deps.env,
      readable: () => [join(deps.dataDir, 'hooks')],
    },
  });
  return {
    skills,
    skillTool: createSkillTool({ catalog: skills, hasSkills: () => skills.hasAny(deps.workspace()) }),
    shellSandbox: withReadableFolders(deps.sandbox.sandbox, () => [skills.dataFolder]),
    withHooks: hooks.wrap,
  };
}

/** The same sandbox (its kind and verdict read live, as the pending sandbox settles), adding folders it may read. */
export function withReadableFolders(base: Sandbox, folders: () => readonly string[]): Sandbox {
  return {
    get kind() {
      return base.kind;
    },
    describe: () => base.describe(),
    childPaths: (workspace) => base.childPaths(workspace),
    wrap: (request) => base.wrap({ ...request, readable: [...(request.readable ?? []), ...folders()] }),
    ...(base.settled ? { settled: () => base.settled!() } : {}),
  };
}
