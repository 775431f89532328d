// Microsoft Entra ID (Azure AD) sign-in in a popup: the OpenID Connect implicit flow for an id token,
// which the server verifies (signature, issuer, audience, expiry, nonce). No library: the flow is one
// redirect, and the popup returns to this origin where its address can be read.

export interface AzureSettings {
  azureAdClientId: string;
  azureAdAuthority: string;
}

export class AzureSignInNotConfigured extends Error {
  constructor() {
    super('Azure AD sign-in is enabled but its client id or authority is empty');
    this.name = 'AzureSignInNotConfigured';
  }
}

export class AzureSignInCancelled extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'AzureSignInCancelled';
  }
}

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function authorizeUrl(settings: AzureSettings, redirectUri: string, state: string, nonce: string): string {
  const authority = settings.azureAdAuthority.trim().replace(/\/+$/, '');
  const url = new URL(`${authority}/oauth2/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.azureAdClientId.trim(),
    response_type: 'id_token',
    response_mode: 'fragment',
    redirect_uri: redirectUri,
    scope: 'openid profile',
    state,
    nonce,
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

export type AuthorizeResponse = { idToken: string } | { error: string };

/** Reads the popup's address fragment; null while it is not the answer to our request. */
export function readAuthorizeResponse(hash: string, expectedState: string): AuthorizeResponse | null {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  // A fragment with another state is not ours (or forged): keep waiting for the real answer.
  if (parameters.get('state') !== expectedState) return null;
  const idToken = parameters.get('id_token');
  if (idToken) return { idToken };
  return { error: parameters.get('error_description') ?? parameters.get('error') ?? 'no id token' };
}

const POLL_INTERVAL_MS = 250;

export function acquireAzureIdToken(settings: AzureSettings): Promise<string> {
  if (!settings.azureAdClientId.trim() || !settings.azureAdAuthority.trim()) {
    return Promise.reject(new AzureSignInNotConfigured());
  }
  const state = randomValue();
  const nonce = randomValue();
  const redirectUri = `${window.location.origin}/sign-in`;
  const popup = window.open(authorizeUrl(settings, redirectUri, state, nonce), 'portal-azure-sign-in', 'width=520,height=680');
  if (!popup) return Promise.reject(new AzureSignInCancelled('the browser blocked the sign-in window'));
  return new Promise((resolve, reject) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        reject(new AzureSignInCancelled('the sign-in window was closed'));
        return;
      }
      let hash: string;
      try {
        hash = popup.location.hash;
      } catch {
        return; // Still on Microsoft's origin: its address cannot be read yet.
      }
      const response = readAuthorizeResponse(hash, state);
      if (!response) return;
      window.clearInterval(timer);
      popup.close();
      if ('idToken' in response) resolve(response.idToken);
      else reject(new AzureSignInCancelled(response.error));
    }, POLL_INTERVAL_MS);
  });
}
