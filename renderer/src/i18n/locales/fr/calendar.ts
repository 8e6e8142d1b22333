// French (français): Settings → Calendar (CalDAV accounts and .ics subscriptions).
export const calendar = {
  calendar: {
    title: 'Agenda',
    intro:
      'Les agendas que l’assistant peut lire et, après votre accord pour chaque événement, modifier : serveurs CalDAV comme Nextcloud, iCloud, Fastmail ou Radicale. Un abonnement .ics est en lecture seule. Les mots de passe sont conservés dans le trousseau du système.',
    accounts: 'Comptes d’agenda',
    none: 'Aucun agenda ajouté pour l’instant.',
    addTitle: 'Ajouter un agenda',
    name: 'Nom',
    nameHint: 'Lettres, chiffres, « . », « - » ou « _ ». L’assistant désigne l’agenda par ce nom.',
    url: 'Adresse du serveur ou de l’abonnement',
    urlHint:
      'L’adresse CalDAV, ou un lien .ics. Une adresse sur cet ordinateur ou sur votre réseau est autorisée, puisque vous l’avez saisie vous-même.',
    user: 'Utilisateur',
    password: 'Mot de passe',
    passwordHint: 'Utilisez un mot de passe d’application si le service en propose.',
    test: 'Tester l’agenda',
    testing: 'Test en cours…',
    add: 'Ajouter l’agenda',
    adding: 'Ajout en cours…',
    tested: 'La connexion fonctionne. Agendas : {{calendars}}.',
    added: '{{name}} ajouté. Agendas : {{calendars}}.',
    kindCaldav: 'CalDAV',
    kindIcs: 'Abonnement (lecture seule)',
    userWithPassword: 'Utilisateur {{user}} · mot de passe dans le trousseau du système',
    userNoPassword: 'Utilisateur {{user}} · aucun mot de passe enregistré',
    remove: 'Retirer',
    removeLabel: 'Retirer l’agenda {{name}}',
    removeQuestion: 'Retirer {{name}} et son mot de passe ?',
    removeGroup: 'Confirmer le retrait',
    removed: '{{name}} retiré.',
  },
};
