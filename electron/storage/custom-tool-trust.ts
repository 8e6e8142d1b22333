// The custom tool versions the user trusted (table `custom_tool_trust`, migration 3). A version is the content hash of
// the file, so a changed file is never covered by an earlier trust. Data only: what trust allows is the gate's business.
import type { CustomToolTrustPort, TrustRecord } from '../shared/custom-tool-trust';
import type { Db } from './database';

export type {
  CustomToolTrustPort as CustomToolTrustStore,
  TrustRecord as TrustedToolVersion,
} from '../shared/custom-tool-trust';

interface TrustRow {
  file: string;
  version: string;
  name: string;
  risk: string;
  capabilities: string;
  trusted_at: number;
}

function parseCapabilities(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const fromRow = (row: TrustRow): TrustRecord => ({
  file: row.file,
  version: row.version,
  name: row.name,
  risk: row.risk,
  capabilities: parseCapabilities(row.capabilities),
  trustedAt: row.trusted_at,
});

export function createCustomToolTrustStore(db: Db, deps: { now?: () => number } = {}): CustomToolTrustPort {
  const now = deps.now ?? Date.now;
  const selectOne = db.prepare('SELECT 1 FROM custom_tool_trust WHERE file = ? AND version = ?');
  const upsert = db.prepare(
    `INSERT INTO custom_tool_trust (file, version, name, risk, capabilities, trusted_at)
     VALUES (@file, @version, @name, @risk, @capabilities, @trusted_at)
     ON CONFLICT (file, version) DO UPDATE SET name = excluded.name, risk = excluded.risk,
       capabilities = excluded.capabilities, trusted_at = excluded.trusted_at`,
  );
  const deleteVersion = db.prepare('DELETE FROM custom_tool_trust WHERE file = ? AND version = ?');
  const deleteFile = db.prepare('DELETE FROM custom_tool_trust WHERE file = ?');
  const selectAll = db.prepare('SELECT * FROM custom_tool_trust ORDER BY trusted_at DESC, file ASC');

  return {
    isTrusted: (file, version) => selectOne.get(file, version) !== undefined,
    trust(entry) {
      const row: TrustRow = {
        file: entry.file,
        version: entry.version,
        name: entry.name,
        risk: entry.risk,
        capabilities: JSON.stringify([...entry.capabilities].sort()),
        trusted_at: now(),
      };
      upsert.run(row);
      return fromRow(row);
    },
    revoke: (file, version) =>
      version === undefined ? deleteFile.run(file).changes : deleteVersion.run(file, version).changes,
    list: () => (selectAll.all() as TrustRow[]).map(fromRow),
  };
}
