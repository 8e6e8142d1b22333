// The shapes of approval rules shared by storage, the gate and the cron tools' job grants (data only).
export const ruleMatchKinds = ['any', 'exact', 'prefix', 'host'] as const;
export type RuleMatchKind = (typeof ruleMatchKinds)[number];
export const ruleScopes = ['once', 'conversation', 'forever'] as const;
export type RuleScope = (typeof ruleScopes)[number];

/** `any`: every call of the tool; `exact`/`prefix`: on describeCall().matchValue; `host`: on describeCall().host. */
export interface RuleMatch {
  kind: RuleMatchKind;
  value?: string;
}
