// English: the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP requests',
    intro:
      'What http_request may reach and the secrets it can send. Every request asks first in supervised mode; answers are treated as untrusted data.',
    privateNetwork: 'HTTP requests may reach the private network',
    privateNetworkHint:
      'Let http_request call local and private-network addresses (localhost, 192.168.x.x…). Off keeps it on the public internet.',
    secrets: 'Secrets',
    secretsIntro:
      'Stored in the system keychain. The model writes {{placeholder}} and Hearth fills in the value after you approve the request; the model never sees it.',
    noSecrets: 'No secrets yet.',
    secretName: 'Secret name',
    secretValue: 'Secret value',
    addSecret: 'Add secret',
    deleteSecret: 'Delete secret {{name}}',
    missingValue: 'No value in the keychain',
    badName: 'Use lower-case letters, digits, _ . or - (at most 59 characters).',
  },
};
