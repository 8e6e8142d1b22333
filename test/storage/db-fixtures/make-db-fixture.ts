// Writes the database fixture of one schema version: the first N shipped migrations, then the representative rows.
// Run through `node scripts/make-db-fixture.mjs N`; a committed fixture is never rewritten (it is what that version wrote).
import fs from 'node:fs';
import path from 'node:path';
import { closeDatabase, openDatabase } from '../../../electron/storage/database';
import { migrations } from '../../../electron/storage/migrations';
import { insertFixtureRows } from './fixture-rows';

export const fixtureFolder = path.resolve(import.meta.dirname, '../../fixtures/databases');
export const fixtureFile = (version: number): string => path.join(fixtureFolder, `v${version}.db`);
export const makeFixtureCommand = (version: number): string => `node scripts/make-db-fixture.mjs ${version}`;

export function makeDbFixture(version: number, file: string): void {
  if (!Number.isInteger(version) || version < 1 || version > migrations.length)
    throw new Error(`There is no schema version ${version} (the migrations go from 1 to ${migrations.length}).`);
  const { db } = openDatabase(file, { migrations: migrations.slice(0, version) });
  insertFixtureRows(db);
  closeDatabase(db); // checkpoints: the fixture is one self-contained file
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  const versions = process.argv.slice(2).map(Number);
  if (versions.length === 0) {
    console.error('usage: node scripts/make-db-fixture.mjs VERSION...');
    process.exit(2);
  }
  fs.mkdirSync(fixtureFolder, { recursive: true });
  for (const version of versions) {
    const file = fixtureFile(version);
    if (fs.existsSync(file)) {
      console.error(`${path.relative(process.cwd(), file)} exists; a shipped fixture is never rewritten.`);
      process.exitCode = 1;
      continue;
    }
    makeDbFixture(version, file);
    console.log(path.relative(process.cwd(), file));
  }
}
