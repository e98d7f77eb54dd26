/**
 * Who may do what with payments. Reads are scoped to the caller (a checkout, the ledger, the
 * organiser's figures are read by their user id, so "not yours" answers like "not there"); what a
 * request names of someone is checked here.
 */

/** The spec's transaction call names its user by e-mail: a signed-in user records only their own. */
export function canRecordTransactionFor(actor: { email: string }, email: string): boolean {
  return email.toLowerCase() === actor.email.toLowerCase();
}
