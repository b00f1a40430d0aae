/**
 * Where uploaded files live (documents, profile pictures, agency logos, mailbox attachments): a storage adapter
 * keyed by an opaque key the database row keeps. FILE_STORE chooses it: `folder` (the default), a folder on the
 * server's disk, `${FILES_DIR}` or else `${DATA_DIR}/files` (DATA_DIR defaults to ./data, as the server's config
 * reads it) — one machine only; `s3`, an S3 bucket (s3FileStore.ts), which several instances share.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { S3FileStore, s3SettingsFromEnv } from './s3FileStore';

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

/** The file store the environment names (FILE_STORE: `folder` or `s3`). */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  const kind = env.FILE_STORE || 'folder';
  if (kind === 's3') return new S3FileStore(s3SettingsFromEnv(env));
  if (kind !== 'folder') throw new Error(`FILE_STORE must be folder or s3, got "${kind}"`);
  const root = env.FILES_DIR ?? path.join(path.resolve(env.DATA_DIR ?? './data'), 'files');
  return new FolderFileStore(path.resolve(root));
}
