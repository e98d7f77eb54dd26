import type Provider from 'oidc-provider';
import { API_SCOPE } from './clients';

type Interaction = InstanceType<Provider['Interaction']>;

/**
 * Records consent for one of our own (first-party) clients: the scopes and API access it asked
 * for. The provider asks native clients for consent every time (their redirect URI can be claimed
 * by another app), so the sign-in page confirms it after checking the user's password.
 */
export async function grantFirstPartyConsent(
  provider: Provider,
  interaction: Interaction,
  audience: string,
): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  if (!accountId) throw new Error('consent needs a signed-in session');
  const existingId = interaction.grantId;
  const grant =
    (existingId ? await provider.Grant.find(existingId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  grant.addOIDCScope('openid email profile');
  grant.addResourceScope(audience, API_SCOPE);
  return grant.save();
}
