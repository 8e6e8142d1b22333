// The custom tool trust port: which versions (content hashes) of custom tool files the user trusted. The user tools
// folder takes it; electron/storage/custom-tool-trust.ts implements it in SQLite. Files are named relative to the folder.
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
