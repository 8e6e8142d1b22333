// Why the approval gate decided a tool call, as a code and its values (tool_call_end.approval.reasonCode, the audit
// log, Settings → Activity): the renderer words it in the UI's language; the English `reason` stays for the model and CLI.
import { z } from 'zod';

export const gateReasonCodes = [
  'approved',
  'approvedAfterTaint',
  'ruleAllowed',
  'preapproved',
  'runRule',
  'grant',
  'grantAfterUntrusted',
  'readTool',
  'autonomous',
  'readOnly',
  'userDenied',
  'cancelled',
  'timeout',
  'stopped',
  'appClosed',
  'noOneToAsk',
  'background',
  'backgroundUntrusted',
  'backgroundDangerous',
  'taintRefusal',
  'trusted',
  'notTrusted',
  'rateLimitRun',
  'rateLimitHour',
  'promptFailed',
  'argsMismatch',
] as const;

export const gateReasonSchema = z.object({
  code: z.enum(gateReasonCodes),
  /** Values the wording names: a tool label, a rule's match and scope, a duration in ms, the person's own words. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type GateReason = z.infer<typeof gateReasonSchema>;

export function gateReason(code: GateReason['code'], params?: NonNullable<GateReason['params']>): GateReason {
  return params ? { code, params } : { code };
}
