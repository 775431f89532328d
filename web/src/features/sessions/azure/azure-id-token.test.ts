import { describe, expect, it } from 'vitest';
import { acquireAzureIdToken, AzureSignInNotConfigured, authorizeUrl, readAuthorizeResponse } from './azure-id-token';

describe('Azure AD sign-in', () => {
  it('asks the configured authority for an id token bound to a state and a nonce', () => {
    const url = new URL(
      authorizeUrl(
        { azureAdClientId: 'client-1', azureAdAuthority: 'https://login.microsoftonline.com/tenant-1/' },
        'https://portal.example/sign-in',
        'state-1',
        'nonce-1',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://login.microsoftonline.com/tenant-1/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'id_token',
      redirect_uri: 'https://portal.example/sign-in',
      state: 'state-1',
      nonce: 'nonce-1',
    });
  });

  it('accepts only the answer carrying its own state', () => {
    expect(readAuthorizeResponse('#id_token=abc&state=s1', 's1')).toEqual({ idToken: 'abc' });
    expect(readAuthorizeResponse('#id_token=abc&state=forged', 's1')).toBeNull();
    expect(readAuthorizeResponse('', 's1')).toBeNull();
    expect(readAuthorizeResponse('#error=access_denied&error_description=denied&state=s1', 's1')).toEqual({ error: 'denied' });
  });

  it('refuses to start without a client id and authority', async () => {
    await expect(acquireAzureIdToken({ azureAdClientId: '', azureAdAuthority: '' })).rejects.toBeInstanceOf(AzureSignInNotConfigured);
  });
});
