// French (Français): why the approval gate decided a tool call, worded from its code (electron/shared/gate-reason.ts).
export const gateReasons = {
  gateReasons: {
    approved: 'Vous l’avez approuvé.',
    approvedAfterTaint:
      'Vous l’avez approuvé. La question a été posée car l’exécution avait lu un contenu écrit par quelqu’un d’autre.',
    ruleAlways: 'Autorisé par votre règle pour {{tool}} : {{match}}, toujours.',
    ruleConversation: 'Autorisé par votre règle pour {{tool}} : {{match}}, dans cette conversation.',
    ruleOnce: 'Autorisé par votre règle pour {{tool}} : {{match}}, une fois.',
    preapproved: 'Vos réglages le laissent s’exécuter sans demander.',
    runRule: 'Vous l’avez autorisé pour le reste de cette exécution.',
    grant: 'Autorisé par une permission donnée à la création de cette tâche planifiée.',
    grantAfterUntrusted: 'Autorisé par une permission de la tâche qui le couvre aussi après un contenu non fiable.',
    readTool: 'Les outils qui ne font que lire s’exécutent sans demander.',
    autonomous: 'Le mode autonome autorise cet appel.',
    readOnly: 'Mode lecture seule : « {{tool}} » modifie des choses, il n’a donc pas été exécuté.',
    userDenied: 'Vous l’avez refusé.',
    userDeniedSaid: 'Vous l’avez refusé : « {{said}} »',
    cancelled: 'Vous avez annulé la demande d’approbation.',
    timeout: 'Personne n’a répondu en {{time}}, il n’a donc pas été exécuté.',
    stopped: 'L’exécution a été arrêtée avant l’approbation de l’appel.',
    appClosed: 'Hearth a été fermé pendant que l’appel attendait une approbation.',
    noOneToAsk: 'Personne ne pouvait l’approuver, il n’a donc pas été exécuté.',
    noOneToAskSaid: 'Personne ne pouvait l’approuver (« {{said}} »), il n’a donc pas été exécuté.',
    background:
      'Personne ne pouvait approuver « {{tool}} » dans cette exécution en arrière-plan, et la tâche n’en avait pas la permission.',
    backgroundUntrusted:
      '« {{tool}} » est une version non approuvée d’un outil personnalisé, et personne ne pouvait lui faire confiance.',
    backgroundDangerous:
      '« {{tool}} » demande toujours l’approbation d’une personne, et personne n’était là dans cette exécution en arrière-plan.',
    taintRefusal:
      'L’exécution avait lu un contenu écrit par quelqu’un d’autre, qui peut orienter « {{tool}} » ; sans personne pour l’approuver, il n’a pas été exécuté.',
    trusted: 'Vous avez fait confiance à cette version de l’outil personnalisé et approuvé l’appel.',
    notTrusted: 'Vous n’avez pas fait confiance à cette version de « {{tool}} », il n’a donc pas été exécuté.',
    rateLimitRun:
      'Au plus {{limit}} appels d’outils par exécution : plus aucun outil n’a été lancé dans cette réponse.',
    rateLimitHour:
      'Au plus {{limit}} appels d’outils par heure : les outils pouvaient reprendre dans environ {{time}}.',
    promptFailed: 'La demande d’approbation n’a pas pu être affichée, l’appel n’a donc pas été exécuté.',
    argsMismatch:
      'L’approbation ne correspondait pas exactement aux arguments affichés, l’appel n’a donc pas été exécuté.',
  },
};
