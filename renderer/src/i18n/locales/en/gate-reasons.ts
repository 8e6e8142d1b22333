// English: why the approval gate decided a tool call, worded from its code (electron/shared/gate-reason.ts) in
// Settings → Activity by renderer/src/settings/gate-reason-words.ts.
export const gateReasons = {
  gateReasons: {
    approved: 'You approved it.',
    approvedAfterTaint: 'You approved it. It asked because the run had read content someone else wrote.',
    ruleAlways: 'Allowed by your rule for {{tool}}: {{match}}, always.',
    ruleConversation: 'Allowed by your rule for {{tool}}: {{match}}, in this conversation.',
    ruleOnce: 'Allowed by your rule for {{tool}}: {{match}}, once.',
    preapproved: 'Your settings let it run without asking.',
    runRule: 'You allowed it for the rest of this run.',
    grant: 'Allowed by a permission given when this scheduled job was created.',
    grantAfterUntrusted: 'Allowed by a job permission that also covers it after reading untrusted content.',
    readTool: 'Tools that only read run without asking.',
    autonomous: 'Autonomous mode allows this call.',
    readOnly: 'Read-only mode: “{{tool}}” changes things, so it was not run.',
    userDenied: 'You refused it.',
    userDeniedSaid: 'You refused it: “{{said}}”',
    cancelled: 'You cancelled the approval request.',
    timeout: 'Nobody answered within {{time}}, so it was not run.',
    stopped: 'The run was stopped before the call was approved.',
    appClosed: 'Hearth was closed while the call waited for approval.',
    noOneToAsk: 'Nobody could be asked to approve it, so it was not run.',
    noOneToAskSaid: 'Nobody could be asked to approve it (“{{said}}”), so it was not run.',
    background: 'No one was there to approve “{{tool}}” in this background run, and the job had no permission for it.',
    backgroundUntrusted: '“{{tool}}” is an untrusted custom tool version, and no one was there to trust it.',
    backgroundDangerous: '“{{tool}}” always needs a person’s approval, and no one was there in this background run.',
    taintRefusal:
      'The run had read content someone else wrote, which may be steering “{{tool}}”; with no one to approve it, it was not run.',
    trusted: 'You trusted this custom tool version and approved the call.',
    notTrusted: 'You did not trust this version of “{{tool}}”, so it was not run.',
  },
};
