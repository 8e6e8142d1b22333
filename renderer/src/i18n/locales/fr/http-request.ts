// French (Français): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'Requêtes HTTP',
    intro:
      'Ce que http_request peut atteindre et les secrets qu’il peut envoyer. En mode supervisé, chaque requête demande d’abord ; les réponses sont traitées comme des données non fiables.',
    privateNetwork: 'Les requêtes HTTP peuvent atteindre le réseau privé',
    privateNetworkHint:
      'Autorise http_request à appeler des adresses locales et privées (localhost, 192.168.x.x…). Désactivé, il reste sur l’internet public.',
    secrets: 'Secrets',
    secretsIntro:
      'Conservés dans le trousseau du système. Le modèle écrit {{placeholder}} et Hearth insère la valeur une fois la requête approuvée ; le modèle ne la voit jamais.',
    noSecrets: 'Aucun secret pour l’instant.',
    secretName: 'Nom du secret',
    secretValue: 'Valeur du secret',
    addSecret: 'Ajouter le secret',
    deleteSecret: 'Supprimer le secret {{name}}',
    missingValue: 'Aucune valeur dans le trousseau',
    badName: 'Utilisez des minuscules, des chiffres, _ . ou - (59 caractères au plus).',
  },
};
