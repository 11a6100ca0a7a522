import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (m=19 MiB, t=2, p=1). Algorithm 2 = Argon2id (a const enum upstream). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-the-password-of-anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
