import { describe, expect, it } from 'vitest';
import { adminGuardRedirect, startupRedirect, workTimeGuardRedirect } from './startup-redirect';

const at = (pathname: string, recoverToken: string | null = null) => ({ pathname, recoverToken });

describe('startupRedirect', () => {
  it('sends a signed-in user away from sign-in to the default route', () => {
    expect(startupRedirect(at('/sign-in'), true)).toBe('/home');
    expect(startupRedirect(at('/sign-in'), true, '/wtm-area/dashboard')).toBe('/wtm-area/dashboard');
  });

  it('sends a signed-in user from password-recover without a token home, but keeps one with a token', () => {
    expect(startupRedirect(at('/password-recover'), true)).toBe('/home');
    expect(startupRedirect(at('/password-recover', 'abc'), true)).toBeNull();
  });

  it('lets a signed-in user stay on any other route', () => {
    expect(startupRedirect(at('/settings'), true)).toBeNull();
    expect(startupRedirect(at('/no-such-page'), true)).toBeNull();
  });

  it('sends everyone without a session to sign-in except password request and recovery with a token', () => {
    expect(startupRedirect(at('/home'), false)).toBe('/sign-in');
    expect(startupRedirect(at('/settings/'), false)).toBe('/sign-in');
    expect(startupRedirect(at('/password-request'), false)).toBeNull();
    expect(startupRedirect(at('/password-recover', 'token'), false)).toBeNull();
    expect(startupRedirect(at('/password-recover'), false)).toBe('/sign-in');
    expect(startupRedirect(at('/sign-in'), false)).toBeNull();
  });
});

describe('area guards', () => {
  it('sends adminAccess 0 from the admin area to not-authorized', () => {
    expect(adminGuardRedirect('/admin-area/users', 0)).toBe('/not-authorized');
    expect(adminGuardRedirect('/admin-area/users', 1)).toBeNull();
    expect(adminGuardRedirect('/home', 0)).toBeNull();
    expect(adminGuardRedirect('/admin', 0)).toBe('/not-authorized');
    expect(adminGuardRedirect('/admin/documents/form-meta', 0)).toBe('/not-authorized');
    expect(adminGuardRedirect('/admin/documents', 2)).toBeNull();
    expect(adminGuardRedirect('/administrative-news', 0)).toBeNull();
  });

  it('needs work-time access to the current company for the work-time area', () => {
    expect(workTimeGuardRedirect('/wtm-area/schedules', false)).toBe('/not-authorized');
    expect(workTimeGuardRedirect('/wtm-area/schedules', true)).toBeNull();
  });
});
