/**
 * Where uploaded files live (documents, profile pictures, agency logos): a storage adapter keyed by an opaque
 * key the database row keeps. The default is a folder on the server's disk, `${FILES_DIR}` or else
 * `${DATA_DIR}/files` (DATA_DIR defaults to ./data, as the server's config reads it).
 *
 * An S3-compatible bucket plugs in behind the same interface (put = PutObject, read = GetObject, remove =
 * DeleteObject on `${bucket}/${key}`); it is not built or tested here, since nothing S3-compatible runs on this
 * machine. See docs/features/workspace.md "Documents" for the variables it would read.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the key; nothing happens when it holds nothing. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;

/** A folder on disk: one file per key (keys are server-made: `documents/<uuid>`). */
export class FolderFileStore implements FileStore {
  constructor(readonly root: string) {}

  #path(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe file key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.#path(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.#path(key), { force: true });
  }
}

/** The file store the environment names (the folder; an S3 adapter would be chosen here by FILE_STORE=s3). */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  const root = env.FILES_DIR ?? path.join(path.resolve(env.DATA_DIR ?? './data'), 'files');
  return new FolderFileStore(path.resolve(root));
}
