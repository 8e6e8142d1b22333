// "Allow for the rest of this run" (approval answer `remember.scope: 'run'`): kept in the gate's memory for one run,
// for that tool and match (and custom tool version), never stored; the next run asks again.
import type { RuleMatch } from '../../storage/approval-rules';
import { matchCovers, type CallFacts } from './rule-match';

interface RunRule {
  runId: string;
  tool: string;
  match: RuleMatch;
  toolVersion?: string;
}

export interface RunRules {
  add(rule: RunRule): void;
  covers(runId: string, facts: CallFacts, toolVersion?: string): boolean;
}

export function createRunRules(): RunRules {
  const rules: RunRule[] = [];
  return {
    add: (rule) => void rules.push(rule),
    covers: (runId, facts, toolVersion) =>
      rules.some(
        (rule) =>
          rule.runId === runId &&
          rule.tool === facts.tool &&
          rule.toolVersion === toolVersion &&
          matchCovers(rule.match, facts),
      ),
  };
}
