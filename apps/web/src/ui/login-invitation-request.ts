/*
 * A feature that needs a signed-in user for an action (joining a tournament…) asks for the login
 * invitation here; the account's prompts (features/account) show it. A feature never imports another,
 * so the request passes through this small store.
 */

let requested = false;
const listeners = new Set<() => void>();

/** Shows the login invitation now (spec §6: joining needs login; a guest is invited to sign in). */
export function requestLoginInvitation(): void {
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether an invitation was asked for and not yet closed. */
export function isLoginInvitationRequested(): boolean {
  return requested;
}

export function dismissLoginInvitationRequest(): void {
  requested = false;
  for (const listener of listeners) listener();
}

export function subscribeLoginInvitationRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
