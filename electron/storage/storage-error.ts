// The one typed error the storage layer throws: a `kind` for code to branch on and a message a person can act on.
// Callers (app start-up, CLI) show `message` as is; it names the folder or file and says what to do.

export type StorageErrorKind =
  | 'read_only'
  | 'no_permission'
  | 'not_a_directory'
  | 'not_a_file'
  | 'locked'
  | 'newer_schema'
  | 'not_found'
  | 'open_failed';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  readonly kind: StorageErrorKind;
  /** The folder or file the error is about. */
  readonly path: string;

  constructor(kind: StorageErrorKind, path: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.path = path;
  }
}

export function isStorageError(value: unknown): value is StorageError {
  return value instanceof StorageError;
}
