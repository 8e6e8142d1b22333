// German (Deutsch): why the approval gate decided a tool call, worded from its code (electron/shared/gate-reason.ts).
export const gateReasons = {
  gateReasons: {
    approved: 'Du hast ihn genehmigt.',
    approvedAfterTaint:
      'Du hast ihn genehmigt. Gefragt wurde, weil der Lauf Inhalte gelesen hatte, die jemand anderes geschrieben hat.',
    ruleAlways: 'Durch deine Regel für {{tool}} erlaubt: {{match}}, immer.',
    ruleConversation: 'Durch deine Regel für {{tool}} erlaubt: {{match}}, in diesem Gespräch.',
    ruleOnce: 'Durch deine Regel für {{tool}} erlaubt: {{match}}, einmal.',
    preapproved: 'Deine Einstellungen lassen es ohne Nachfrage laufen.',
    runRule: 'Du hast ihn für den Rest dieses Laufs erlaubt.',
    grant: 'Durch eine Berechtigung erlaubt, die beim Anlegen dieses geplanten Auftrags erteilt wurde.',
    grantAfterUntrusted:
      'Durch eine Auftragsberechtigung erlaubt, die auch nach nicht vertrauenswürdigen Inhalten gilt.',
    readTool: 'Werkzeuge, die nur lesen, laufen ohne Nachfrage.',
    autonomous: 'Der autonome Modus erlaubt diesen Aufruf.',
    readOnly: 'Nur-Lesen-Modus: „{{tool}}“ ändert etwas und wurde daher nicht ausgeführt.',
    userDenied: 'Du hast ihn abgelehnt.',
    userDeniedSaid: 'Du hast ihn abgelehnt: „{{said}}“',
    cancelled: 'Du hast die Genehmigungsanfrage abgebrochen.',
    timeout: 'Niemand hat innerhalb von {{time}} geantwortet, daher wurde er nicht ausgeführt.',
    stopped: 'Der Lauf wurde angehalten, bevor der Aufruf genehmigt war.',
    appClosed: 'Hearth wurde geschlossen, während der Aufruf auf Genehmigung wartete.',
    noOneToAsk: 'Niemand konnte um Genehmigung gebeten werden, daher wurde er nicht ausgeführt.',
    noOneToAskSaid: 'Niemand konnte um Genehmigung gebeten werden („{{said}}“), daher wurde er nicht ausgeführt.',
    background:
      'In diesem Hintergrundlauf konnte niemand „{{tool}}“ genehmigen, und der Auftrag hatte keine Berechtigung dafür.',
    backgroundUntrusted:
      '„{{tool}}“ ist eine nicht vertraute Version eines eigenen Werkzeugs, und niemand konnte ihr vertrauen.',
    backgroundDangerous:
      '„{{tool}}“ braucht immer die Genehmigung einer Person, und in diesem Hintergrundlauf war niemand da.',
    taintRefusal:
      'Der Lauf hatte Inhalte gelesen, die jemand anderes geschrieben hat und die „{{tool}}“ steuern könnten; ohne jemanden zum Genehmigen wurde er nicht ausgeführt.',
    trusted: 'Du hast dieser Version des eigenen Werkzeugs vertraut und den Aufruf genehmigt.',
    notTrusted: 'Du hast dieser Version von „{{tool}}“ nicht vertraut, daher wurde er nicht ausgeführt.',
    rateLimitRun: 'Höchstens {{limit}} Werkzeugaufrufe pro Lauf: In dieser Antwort liefen keine Werkzeuge mehr.',
    rateLimitHour: 'Höchstens {{limit}} Werkzeugaufrufe pro Stunde: Werkzeuge konnten in etwa {{time}} wieder laufen.',
    promptFailed: 'Die Freigabeanfrage konnte nicht angezeigt werden, daher wurde der Aufruf nicht ausgeführt.',
    argsMismatch:
      'Die Freigabe passte nicht genau zu den angezeigten Argumenten, daher wurde der Aufruf nicht ausgeführt.',
  },
};
