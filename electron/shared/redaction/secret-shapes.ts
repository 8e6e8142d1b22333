// The catalogue of API-key and credential shapes Hearth recognises in free text, and the random-token test.
// Each pattern's named group `secret` (or the whole match) is what gets redacted; group `keep` is left in place.

export type SecretShapeKind =
  | 'private_key_block'
  | 'vendor_api_key'
  | 'github_token'
  | 'slack_token'
  | 'aws_access_key_id'
  | 'google_api_key'
  | 'jwt'
  | 'bearer_token'
  | 'basic_auth'
  | 'url_credentials'
  | 'credential_assignment'
  | 'random_hex'
  | 'random_token';

export interface SecretShape {
  readonly kind: SecretShapeKind;
  /** Global regex; optional named groups `keep` (kept) and `secret` (redacted). */
  readonly pattern: RegExp;
  /** Extra check on the secret part, for shapes a regex alone would over-match. */
  readonly accept?: (secret: string) => boolean;
}

const hasDigit = (text: string): boolean => /\d/.test(text);
const notOnlyLetters = (text: string): boolean => /[^A-Za-z]/.test(text);

/** Provider API keys recognised by their prefix. */
const VENDOR_KEY_FORMS = [
  'sk-[A-Za-z0-9_-]{20,}', // OpenAI (sk-, sk-proj-), Anthropic (sk-ant-), OpenRouter (sk-or-), DeepSeek
  '(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}', // Stripe secret and restricted keys
  'hf_[A-Za-z0-9]{30,}', // Hugging Face
  'gsk_[A-Za-z0-9]{40,}', // Groq
  'glpat-[A-Za-z0-9_-]{20,}', // GitLab
  'xai-[A-Za-z0-9]{40,}', // xAI
  'pplx-[A-Za-z0-9]{40,}', // Perplexity
  'nvapi-[A-Za-z0-9_-]{40,}', // NVIDIA
  'r8_[A-Za-z0-9]{30,}', // Replicate
];

/** Names whose assigned value is a credential: OPENAI_API_KEY=, "apiKey":, password:, client_secret=, access_token=. */
const CREDENTIAL_NAMES = 'api[_-]?key|apikey|secret|token|passwd|password|pwd|access[_-]?key';

const PRIVATE_KEY_LABEL = '(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?';
/** A whole PEM/OpenSSH/PGP private key block; an unterminated one runs to the end of the text. */
const PRIVATE_KEY_BLOCK = `-----BEGIN ${PRIVATE_KEY_LABEL}-----(?:[\\s\\S]*?-----END ${PRIVATE_KEY_LABEL}-----|[\\s\\S]*$)`;

export const SECRET_SHAPES: readonly SecretShape[] = [
  {
    kind: 'private_key_block',
    pattern: new RegExp(PRIVATE_KEY_BLOCK, 'g'),
  },
  {
    kind: 'vendor_api_key',
    pattern: new RegExp(`(?<![A-Za-z0-9_-])(?:${VENDOR_KEY_FORMS.join('|')})`, 'g'),
    accept: hasDigit,
  },
  {
    kind: 'github_token',
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})/g,
  },
  { kind: 'slack_token', pattern: /(?<![A-Za-z0-9_-])xox[abposre]-[A-Za-z0-9-]{10,}/g, accept: hasDigit },
  { kind: 'aws_access_key_id', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  { kind: 'google_api_key', pattern: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g },
  {
    kind: 'jwt',
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  },
  {
    kind: 'bearer_token',
    pattern: /(?<keep>\b[Bb]earer\s+)(?<secret>[A-Za-z0-9._~+/-]{12,}=*)/g,
    accept: notOnlyLetters,
  },
  {
    kind: 'basic_auth',
    pattern: /(?<keep>\bAuthorization["']?\s*[:=]\s*["']?Basic\s+)(?<secret>[A-Za-z0-9+/]{8,}={0,2})/gi,
  },
  {
    kind: 'url_credentials',
    pattern: /(?<keep>\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)(?<secret>[^\s/@]{3,})(?=@)/gi,
  },
  {
    // NAME_API_KEY=..., "apiKey": "...", password: ..., client_secret=..., ?access_token=...
    kind: 'credential_assignment',
    pattern: new RegExp(
      `(?<keep>(?<![A-Za-z0-9])[A-Za-z0-9_.-]*?(?:${CREDENTIAL_NAMES})["']?\\s*[:=]\\s*["']?)(?<secret>[^\\s"'\`,;&]{8,})`,
      'gi',
    ),
    // A digit or mixed case: real values have them, placeholders (YOUR_KEY_HERE) and prose (incorrect) do not.
    accept: (secret) => hasDigit(secret) || (/[a-z]/.test(secret) && /[A-Z]/.test(secret)),
  },
  {
    kind: 'random_hex',
    pattern: /(?<![A-Za-z0-9_+/=-])[A-Fa-f0-9]{32,}(?![A-Za-z0-9_+/=-])/g,
    accept: (secret) => hasDigit(secret) && /[A-Fa-f]/.test(secret),
  },
  {
    kind: 'random_token',
    pattern: /(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/-]{32,}={0,2}(?![A-Za-z0-9_+/=-])/g,
    accept: looksRandom,
  },
];

/**
 * Whether a 32+ character base64/base62 run looks machine-generated rather than like an identifier or a path:
 * upper, lower and digits mixed; few letters inside word-like runs; not snake/kebab words; not a slashy path.
 */
export function looksRandom(token: string): boolean {
  const body = token.replace(/=+$/, '');
  if (body.length < 32) return false;
  if (!/[A-Z]/.test(body) || !/[a-z]/.test(body) || !hasDigit(body)) return false;
  const slashes = body.split('/').length - 1;
  if (slashes > 1 + body.length / 20) return false;
  const segments = body.split(/[_\-/+]/).filter((segment) => segment.length > 0);
  const wordSegments = segments.filter((segment) => /^[A-Za-z]{1,12}$/.test(segment));
  if (segments.length >= 3 && wordSegments.length * 2 >= segments.length) return false;
  return wordLikeLetterShare(body) < 0.5;
}

/** Share of letters that sit in runs like "word" or "Word" (4+ lowercase letters); random text scores low. */
function wordLikeLetterShare(text: string): number {
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  if (letters === 0) return 0;
  const inWords = (text.match(/[A-Z]?[a-z]{4,}/g) ?? []).reduce((sum, run) => sum + run.length, 0);
  return inWords / letters;
}
