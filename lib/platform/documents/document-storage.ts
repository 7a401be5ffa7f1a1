import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents' pictures are kept: never under `public/` and never served over HTTP
 * (the operator reads one with `npm run verifications -- show <id> --out file`). Keys are
 * relative names the service makes (`<user id>/<document id>-<random>.jpg`). The default keeps
 * them as files under `$DATA_DIR/documents` (DOCUMENTS_DIR overrides); an object store (S3 and
 * the like) plugs in by implementing these three calls and passing it to `setDocumentStorage`.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is made by the service: a few path segments of safe characters, never `..`. */
function assertKey(key: string): void {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`document storage: bad key ${key}`);
}

export function fileDocumentStorage(root: string): DocumentStorage {
  const at = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed: a reader never sees half a picture.
      const partial = `${file}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(at(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(at(key), { force: true });
    },
  };
}

const holder = processState('document-storage', (): { storage?: DocumentStorage } => ({}));

export function defaultDocumentsDir(): string {
  return process.env.DOCUMENTS_DIR ?? path.join(process.env.DATA_DIR ?? './.data', 'documents');
}

/** The storage in use (one per process, process-state.ts). */
export function documentStorage(): DocumentStorage {
  holder.storage ??= fileDocumentStorage(defaultDocumentsDir());
  return holder.storage;
}

/** Plugs in another storage (an object store; tests use a folder of their own). */
export function setDocumentStorage(storage: DocumentStorage | undefined): void {
  holder.storage = storage;
}
