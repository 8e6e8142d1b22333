import { ensureTenYearDb } from './support/ten-year-db';
for (const s of process.argv.slice(2).map(Number)) { const r = ensureTenYearDb(s); console.log(s, r.dir, r.generatedInSeconds); }
