/**
 * The domain events the users module emits. It does not know who listens: app wiring subscribes
 * the other modules (auth ends sessions), so users never imports them.
 */
export interface UserEvents {
  /** The password was changed from the session of `grantId`: the account's other sessions end. */
  passwordChanged(event: { userId: string; grantId: string }): Promise<void>;
  /** The password was set from a reset link: every session of the account ends. */
  passwordReset(event: { userId: string }): Promise<void>;
}
