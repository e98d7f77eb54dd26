/** The OAuth clients of our own provider. */
export const WEB_CLIENT_ID = 'tightlines-web';
export const NATIVE_CLIENT_ID = 'tightlines-native';
export const NATIVE_REDIRECT_URI = 'app.tightlines:/auth/callback';

/** The resource indicator (and `aud` of access tokens) of our API. */
export function apiAudience(publicUrl: string): string {
  return `${publicUrl}/api`;
}

export const API_SCOPE = 'api';
export const SIGN_IN_SCOPES = `openid email profile ${API_SCOPE}`;
