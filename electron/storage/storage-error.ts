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
  | 'open_failed'
  | 'disk_full';

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

/**
 * A write that failed because the disk is full (SQLITE_FULL, or ENOSPC underneath) as a StorageError the person can act
 * on; any other error is returned unchanged. The failed transaction rolled back: nothing saved earlier is lost.
 */
export function diskFullOr(error: unknown, file: string): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  if (code !== 'SQLITE_FULL' && code !== 'ENOSPC' && !/database or disk is full/i.test(message)) return error;
  return new StorageError(
    'disk_full',
    file,
    `The disk holding Hearth's database "${file}" is full, so this change was not saved. Everything saved before ` +
      'is kept. Free some space and try again.',
    { cause: error },
  );
}

/** Wraps every function of a store so a disk-full failure surfaces as that StorageError (see diskFullOr). */
export function withDiskFullErrors<T extends object>(store: T, file: string): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(store)) {
    wrapped[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            try {
              return (value as (...a: unknown[]) => unknown).apply(store, args);
            } catch (error) {
              throw diskFullOr(error, file);
            }
          }
        : value;
  }
  return wrapped as T;
}
