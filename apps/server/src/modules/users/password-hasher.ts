/**
 * How account passwords are hashed and checked. The users module stores and checks passwords with
 * it; the auth module provides the scrypt implementation (auth/password.ts), passed in by app wiring.
 */
export interface PasswordHasher {
  /** Hashes a password; the stored form records its own parameters, so they can be raised later. */
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash in constant time; false for any malformed hash. */
  verify(password: string, stored: string | null): Promise<boolean>;
}
