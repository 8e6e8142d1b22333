// Security gate over Doyensec's electronegativity: scans electron/ and fails on any HIGH or MEDIUM finding that is not
// listed, with a reviewed reason, in .electronegativity-reviewed.json. Writes JSON and CSV reports. Makes no network requests.
// Usage: node scripts/electronegativity-gate.mjs [--input electron] [--reviewed <file>] [--report <file>.json]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const BLOCKING = new Set(['HIGH', 'MEDIUM']);
// This global check downloads Electron's release list from GitHub; the Electron version is pinned by package-lock.
const NETWORK_CHECKS = ['availablesecurityfixesglobalcheck'];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : fallback;
}

function electronVersion() {
  try {
    return JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
  } catch {
    const range = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).devDependencies?.electron ?? '';
    return range.replace(/^[^\d]*/, '') || undefined;
  }
}

/**
 * electronegativity downloads translations on start (1 s timeout). Its bundled en-US strings are all we need, so its
 * i18n loader is replaced by one that only reads them: the gate makes no network request at all.
 */
function useBundledTranslations() {
  try {
    const packageRequire = createRequire(require.resolve('@doyensec/electronegativity'));
    const loaderPath = packageRequire.resolve('./locales/i18n.js');
    const i18n = packageRequire('i18n');
    const offline = async () => {
      i18n.configure({
        locales: ['en-US'],
        defaultLocale: 'en-US',
        directory: dirname(loaderPath),
        updateFiles: false,
        objectNotation: true,
        retryInDefaultLocale: true,
        register: globalThis,
      });
      i18n.setLocale('en-US');
    };
    require.cache[loaderPath] = {
      id: loaderPath,
      filename: loaderPath,
      loaded: true,
      children: [],
      paths: [],
      exports: offline,
    };
  } catch {
    // Layout changed: the package's own loader runs (it falls back to en-US when offline).
  }
}

function loadReviewed(file) {
  if (!existsSync(file)) return { entries: [], problems: [] };
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { entries: [], problems: [`${file} is not valid JSON: ${error.message}`] };
  }
  const entries = Array.isArray(parsed?.reviewed) ? parsed.reviewed : [];
  const problems = [];
  if (!Array.isArray(parsed?.reviewed)) problems.push(`${file} must be { "reviewed": [ … ] }`);
  entries.forEach((entry, index) => {
    for (const field of ['id', 'file']) {
      if (typeof entry?.[field] !== 'string' || entry[field].length === 0)
        problems.push(`reviewed[${index}]: "${field}" is required`);
    }
    if (entry?.contains !== undefined && typeof entry.contains !== 'string')
      problems.push(`reviewed[${index}]: "contains" must be text`);
    if (typeof entry?.reason !== 'string' || entry.reason.trim().length < 20)
      problems.push(`reviewed[${index}]: "reason" must explain the review (20+ characters)`);
  });
  return { entries, problems };
}

const normalise = (issue) => ({
  id: issue.id,
  severity: issue.severity?.name ?? String(issue.severity),
  confidence: issue.confidence?.name ?? String(issue.confidence),
  file: String(issue.file).replaceAll('\\', '/'),
  line: issue.location?.line ?? 0,
  column: issue.location?.column ?? 0,
  sample: typeof issue.sample === 'string' ? issue.sample.trim().slice(0, 300) : '',
  description: issue.description ?? '',
  manualReview: Boolean(issue.manualReview),
});

/** An entry matches a finding by check id and file, and (when given) a fragment of the flagged line. */
const matches = (entry, finding) =>
  entry.id === finding.id && entry.file === finding.file && finding.sample.includes(entry.contains ?? '');

const csvCell = (value) => `"${String(value).replaceAll('"', '""')}"`;

async function main() {
  const input = option('input', `${root}electron`);
  const reviewedFile = option('reviewed', `${root}.electronegativity-reviewed.json`);
  const reportFile = option('report', `${root}out/electronegativity/report.json`);
  const csvFile = reportFile.replace(/\.json$/, '') + '.csv';
  const reviewed = loadReviewed(reviewedFile);
  const version = electronVersion();

  useBundledTranslations();
  const run = require('@doyensec/electronegativity');
  const result = await run({
    input,
    isRelative: true,
    electronVersionOverride: version,
    excludeFromScan: NETWORK_CHECKS,
    parserPlugins: [],
  });
  const findings = result.issues.map(normalise).map((finding) => {
    const review = reviewed.entries.find((entry) => matches(entry, finding));
    return { ...finding, reviewedReason: review?.reason };
  });
  const blocking = findings.filter((finding) => BLOCKING.has(finding.severity) && !finding.reviewedReason);
  const parseErrors = result.errors
    .filter((error) => !error.tolerable)
    .map((error) => `${error.file}: ${error.message}`);
  const stale = reviewed.entries.filter((entry) => !findings.some((finding) => matches(entry, finding)));

  mkdirSync(dirname(reportFile), { recursive: true });
  const summary = {
    input,
    electronVersion: version,
    checks: result.atomicChecks + result.globalChecks,
    findings,
    blocking: blocking.length,
    parseErrors,
  };
  writeFileSync(reportFile, `${JSON.stringify(summary, null, 2)}\n`);
  const header = 'id,severity,confidence,file,line,column,reviewed_reason,sample';
  const rows = findings.map((f) =>
    [f.id, f.severity, f.confidence, f.file, f.line, f.column, f.reviewedReason ?? '', f.sample].map(csvCell).join(','),
  );
  writeFileSync(csvFile, `${[header, ...rows].join('\n')}\n`);

  const count = (severity) => findings.filter((finding) => finding.severity === severity).length;
  console.log(
    `electronegativity ${version ? `(Electron ${version}) ` : ''}on ${input}: ${findings.length} finding(s) — ` +
      `${count('HIGH')} high, ${count('MEDIUM')} medium, ${count('LOW')} low, ${count('INFORMATIONAL')} informational; ` +
      `${findings.filter((f) => f.reviewedReason).length} reviewed. Report: ${reportFile}`,
  );
  for (const entry of stale)
    console.warn(`  note: reviewed entry ${entry.id} in ${entry.file} matches nothing now; remove it.`);
  const failures = [
    ...reviewed.problems.map((problem) => `reviewed list: ${problem}`),
    ...parseErrors.map((error) => `could not parse ${error}`),
    ...blocking.map(
      (f) => `${f.severity} ${f.id} at ${f.file}:${f.line}:${f.column} — ${f.description}\n      ${f.sample}`,
    ),
  ];
  if (failures.length > 0) {
    console.error(`electronegativity gate FAILED (${blocking.length} unreviewed HIGH/MEDIUM finding(s)):`);
    for (const failure of failures) console.error(`  - ${failure}`);
    console.error(`Fix the code, or add an entry with a reviewed reason to ${reviewedFile}.`);
    process.exit(1);
  }
  console.log('electronegativity gate passed: no unreviewed HIGH or MEDIUM findings.');
}

main().catch((error) => {
  console.error(`electronegativity gate could not run: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
