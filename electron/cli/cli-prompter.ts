// The terminal's Prompter: shows the exact request on stderr and reads [y]es / [n]o / [a]lways from stdin.
// --yes answers yes (never for ask_user questions, never trusting a custom tool, never after the run read untrusted
// content: that names what was read and asks [y]es once / [r]est of this run / [n]o). An untrusted custom tool asks
// [t]rust / [n]o, and only --trust answers that unasked. With no terminal and no --yes, nobody could be asked.
import type { Interface as ReadlineInterface } from 'node:readline/promises';
import type { ApprovalRequest } from '../shared/agent-events';
import type { ApprovalResponse, Prompter } from '../agent/approvals/prompter';
import { runAllowMatch, untrustedSourcesOf } from '../shared/untrusted-approval';
import { describeRequestForTerminal, describeUntrustedForTerminal, revealInvisible } from './terminal-text';

export interface CliPrompterDeps {
  autoYes: boolean;
  /** --trust: trust the shown version of an untrusted custom tool (unasked with --yes). */
  autoTrust?: boolean;
  /** Undefined when stdin is not interactive. */
  readline?: Pick<ReadlineInterface, 'question'>;
  write: (text: string) => void;
}

export function createCliPrompter({ autoYes, autoTrust = false, readline, write }: CliPrompterDeps): Prompter {
  return {
    async ask(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalResponse> {
      const deny = (reason: string): ApprovalResponse => ({ decision: 'deny', argsHash: request.argsHash, reason });
      const noOneToAsk = (reason: string): ApprovalResponse => ({ ...deny(reason), unanswered: 'no_one_to_ask' });
      if (request.question) {
        if (!readline) return noOneToAsk('no interactive terminal to answer the question');
        write(`\n? ${request.question.text}\n`);
        if (request.subAgent) write(`  asked by a sub-agent working on: ${revealInvisible(request.subAgent.task)}\n`);
        request.question.choices?.forEach((choice, index) => write(`  ${index + 1}. ${choice}\n`));
        const answer = await readline.question('> ', { signal });
        const picked = request.question.choices?.[Number(answer) - 1];
        return { decision: 'allow', argsHash: request.argsHash, answer: picked ?? answer };
      }
      write(describeRequestForTerminal(request));
      const sources = untrustedSourcesOf(request);
      if (sources.length > 0) write(describeUntrustedForTerminal(sources));
      if (request.customTool && !request.customTool.trusted)
        return askTrust(request, { autoYes, autoTrust, readline, write }, signal);
      if (sources.length > 0) return askAfterUntrusted(request, { autoYes, readline, write }, signal);
      if (autoYes) {
        write('  → allowed (--yes)\n');
        return { decision: 'allow', argsHash: request.argsHash };
      }
      if (!readline) return noOneToAsk('no interactive terminal to approve it; --yes allows such calls');
      const canRemember = !request.dangerous;
      const prompt = canRemember ? 'Allow? [y]es / [n]o / [a]lways: ' : 'Allow? [y]es / [n]o: ';
      for (;;) {
        const answer = (await readline.question(prompt, { signal })).trim().toLowerCase();
        if (answer === 'y' || answer === 'yes') return { decision: 'allow', argsHash: request.argsHash };
        if (answer === 'n' || answer === 'no' || answer === '') return deny('The user said no.');
        if (canRemember && (answer === 'a' || answer === 'always')) {
          const match = request.matchValue
            ? { kind: 'exact' as const, value: request.matchValue }
            : request.host
              ? { kind: 'host' as const, value: request.host }
              : { kind: 'any' as const };
          return { decision: 'allow', argsHash: request.argsHash, remember: { scope: 'forever', match } };
        }
      }
    },
  };
}

/** A call after the run read untrusted content: once or for the rest of the run, never always, never by --yes. */
async function askAfterUntrusted(
  request: ApprovalRequest,
  deps: Pick<CliPrompterDeps, 'autoYes' | 'readline' | 'write'>,
  signal: AbortSignal,
): Promise<ApprovalResponse> {
  const deny = (reason: string): ApprovalResponse => ({ decision: 'deny', argsHash: request.argsHash, reason });
  if (!deps.readline) {
    deps.write('  → not run: after untrusted content only a person at the terminal can allow this call\n');
    return {
      ...deny(
        deps.autoYes
          ? '--yes does not cover calls after the run read untrusted content, and no terminal could approve it'
          : 'no interactive terminal to approve it',
      ),
      unanswered: 'no_one_to_ask',
    };
  }
  const forRun = !request.dangerous;
  const prompt = forRun ? 'Allow? [y]es once / [r]est of this run / [n]o: ' : 'Allow? [y]es once / [n]o: ';
  for (;;) {
    const answer = (await deps.readline.question(prompt, { signal })).trim().toLowerCase();
    if (answer === 'y' || answer === 'yes') return { decision: 'allow', argsHash: request.argsHash };
    if (answer === 'n' || answer === 'no' || answer === '') return deny('The user said no.');
    if (forRun && (answer === 'r' || answer === 'rest'))
      return {
        decision: 'allow',
        argsHash: request.argsHash,
        remember: { scope: 'run', match: runAllowMatch(request) },
      };
    if (answer === 'a' || answer === 'always') deps.write('  "Always" is not offered after untrusted content.\n');
  }
}

/** An untrusted custom tool version: only an explicit trust runs it (--yes alone never does). */
async function askTrust(
  request: ApprovalRequest,
  deps: Required<Pick<CliPrompterDeps, 'autoYes' | 'autoTrust' | 'write'>> & Pick<CliPrompterDeps, 'readline'>,
  signal: AbortSignal,
): Promise<ApprovalResponse> {
  const trust: ApprovalResponse = { decision: 'allow', argsHash: request.argsHash, trust: true };
  const deny = (reason: string): ApprovalResponse => ({ decision: 'deny', argsHash: request.argsHash, reason });
  if (deps.autoYes && deps.autoTrust) {
    deps.write('  → this version trusted and allowed (--yes --trust)\n');
    return trust;
  }
  if (!deps.readline) {
    const hint = deps.autoYes ? '--yes does not trust custom tools; add --trust' : 'use --yes --trust';
    deps.write(
      `  → not run: an untrusted custom tool needs the user's trust (${hint}, or trust it in Settings → Extensions)\n`,
    );
    return { ...deny(`untrusted custom tool, not trusted from the terminal: ${hint}`), unanswered: 'no_one_to_ask' };
  }
  for (;;) {
    const answer = (await deps.readline.question('Trust this version and run it? [t]rust / [n]o: ', { signal }))
      .trim()
      .toLowerCase();
    if (answer === 't' || answer === 'trust') return trust;
    if (answer === 'n' || answer === 'no' || answer === '')
      return deny('The user did not trust this custom tool version.');
  }
}
