import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id and memory-hard defaults (19 MiB, t=2): OWASP's baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A fixed hash verified when the user does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
