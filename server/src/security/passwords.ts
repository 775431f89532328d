import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum for interactive logins (m = 19 MiB, t = 2, p = 1).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work for accounts without a password, so timing does not reveal them.
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash checked for unknown usernames so "no such user" costs as much as "wrong password".
const dummyHash = hash('no user has this password 7Qx!', ARGON2_OPTIONS);

/** Verifies against the dummy hash: used when the username is unknown. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await verify(await dummyHash, password).catch(() => false);
}
