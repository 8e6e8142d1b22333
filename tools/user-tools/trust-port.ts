// The port the user tools folder needs to remember which custom tool versions the user trusted. The composition root
// passes the SQLite store (electron/storage/custom-tool-trust.ts); files are named relative to the tools folder.
export interface TrustRecord {
  file: string;
  version: string;
  name: string;
  risk: string;
  capabilities: string[];
  trustedAt: number;
}

export interface CustomToolTrustPort {
  isTrusted(file: string, version: string): boolean;
  trust(entry: Omit<TrustRecord, 'trustedAt'>): TrustRecord;
  revoke(file: string, version?: string): number;
  list(): TrustRecord[];
}
