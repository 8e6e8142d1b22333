// What the voice says in place of a code block, in the answer's language ("A code block in Python."), and the
// readable names of common code-fence languages.
import type { SpokenLanguage } from './text-language';

const codeLanguageNames: Record<string, string> = {
  py: 'Python',
  python: 'Python',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TypeScript',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  shell: 'shell',
  console: 'shell',
  ps1: 'PowerShell',
  powershell: 'PowerShell',
  rb: 'Ruby',
  ruby: 'Ruby',
  rs: 'Rust',
  rust: 'Rust',
  go: 'Go',
  java: 'Java',
  kt: 'Kotlin',
  kotlin: 'Kotlin',
  swift: 'Swift',
  c: 'C',
  cpp: 'C++',
  'c++': 'C++',
  cs: 'C#',
  csharp: 'C#',
  php: 'PHP',
  sql: 'SQL',
  html: 'HTML',
  css: 'CSS',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  md: 'Markdown',
  markdown: 'Markdown',
};

/** The readable name of a fence's info string (`py` → Python), or the string itself, or '' when there is none. */
export function codeLanguageName(info: string): string {
  const key = info.trim().toLowerCase();
  return codeLanguageNames[key] ?? info.trim();
}

const phrases: Record<SpokenLanguage, { named: (name: string) => string; plain: string }> = {
  en: { named: (name) => `A code block in ${name}.`, plain: 'A code block.' },
  ko: { named: (name) => `${name} 코드 블록.`, plain: '코드 블록.' },
  ja: { named: (name) => `${name}のコードブロック。`, plain: 'コードブロック。' },
  zh: { named: (name) => `一段${name}代码。`, plain: '一段代码。' },
  es: { named: (name) => `Un bloque de código en ${name}.`, plain: 'Un bloque de código.' },
  de: { named: (name) => `Ein Codeblock in ${name}.`, plain: 'Ein Codeblock.' },
  fr: { named: (name) => `Un bloc de code en ${name}.`, plain: 'Un bloc de code.' },
  ru: { named: (name) => `Блок кода на ${name}.`, plain: 'Блок кода.' },
  ar: { named: (name) => `كتلة برمجية بلغة ${name}.`, plain: 'كتلة برمجية.' },
};

/** The sentence said for a code block whose fence names `info`, in `language`. */
export function codeBlockPhrase(info: string, language: SpokenLanguage): string {
  const name = codeLanguageName(info);
  return name ? phrases[language].named(name) : phrases[language].plain;
}
