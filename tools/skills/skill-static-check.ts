// The static check a skill gets when it is installed, imported or listed: what its files look like they do — reach
// the network, write outside the workspace, read secrets — line by line. Warnings for people, not a verdict. Pure.

export type SkillWarningKind = 'network' | 'writes_outside' | 'reads_secrets';

export interface SkillWarning {
  kind: SkillWarningKind;
  /** The file, relative to the skill's folder. */
  file: string;
  line: number;
  /** The line, trimmed and cut to 200 characters. */
  text: string;
}

const patterns: Record<SkillWarningKind, RegExp[]> = {
  network: [
    /(^|[^\w-])(curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|rsync|ftp)(\s|$)/,
    /\bfetch\s*\(/,
    /\/dev\/(tcp|udp)\//,
    /\b(XMLHttpRequest|WebSocket|urllib|http\.client|httpx|aiohttp|requests\.(get|post|put|delete))\b/,
    /\bimport\s+(socket|requests)\b|\bsocket\.socket\b/,
    /(require\(|from\s+)['"](node:)?(https?|net|dgram|tls)['"]/,
  ],
  writes_outside: [
    /(>>?|\btee\s+(-a\s+)?|\b(cp|mv|ln|install|rsync)\s+[^|;&]*\s)\s*("?)(~\/|\$HOME|\$\{HOME\}|\/(etc|usr|var|opt|root|home|tmp|boot|srv)\/)/,
    /\b(rm|chmod|chown)\s+(-\w+\s+)*("?)(~\/|\$HOME|\/(etc|usr|var|opt|root|home|boot|srv)\/)/,
    /\b(writeFile|appendFile|createWriteStream)\w*\(\s*['"`](\/|~)/,
    /\bopen\(\s*['"](\/|~)[^'"]*['"]\s*,\s*['"][wax]/,
    /\bcrontab\b|\.bashrc|\.zshrc|\.profile\b|\bsystemctl\s+(--user\s+)?enable\b/,
  ],
  reads_secrets: [
    /\.ssh\b|\bid_(rsa|ed25519|ecdsa)\b|\.gnupg\b|\.aws\/credentials|\.netrc\b|\.docker\/config|\.kube\/config/,
    /\b(keyring|keychain|secret-tool|security\s+find-(generic|internet)-password|kwallet)\b/i,
    /(^|[\s/'"])\.env(\.\w+)?\b/,
    /\$\{?\w*(TOKEN|SECRET|API_KEY|APIKEY|PASSWORD|PASSWD|CREDENTIAL)\w*/,
    /\bprocess\.env\b|\bos\.environ\b|\bos\.getenv\b|\bprintenv\b|(^|\s)env(\s*\||\s*$)|\/proc\/\d*\w*\/environ/,
    /\.local\/share\/keyrings|Library\/Keychains|\.password-store/,
  ],
};

/** Text files only: skipped when a NUL byte shows in the first 8 KB. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8_192);
  return !head.includes(0);
}

/** Every line of one file that matches a kind, at most one warning per kind and line. */
export function checkSkillFile(file: string, text: string): SkillWarning[] {
  const warnings: SkillWarning[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    for (const kind of Object.keys(patterns) as SkillWarningKind[]) {
      if (patterns[kind].some((pattern) => pattern.test(line))) {
        warnings.push({ kind, file, line: index + 1, text: line.slice(0, 200) });
      }
    }
  });
  return warnings;
}

/** What each kind means, in a sentence (CLI; the page words it from the kind). */
export const warningWords: Record<SkillWarningKind, string> = {
  network: 'may reach the network',
  writes_outside: 'may write outside the workspace',
  reads_secrets: 'may read secrets',
};
