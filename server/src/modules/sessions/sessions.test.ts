import { ErrorCode, LoginResult } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../security/tokens';
import { countRows, createUser } from '../../testing/factories';
import { bearer, postSignIn, signInToken, startTestApp, type TestHarness } from '../../testing/test-app';
import { callerWithToken } from '../../testing/test-caller';
import { ABSOLUTE_SESSION_HOURS } from './session-tokens';
import { IP_DELAY_FROM, IP_FAILURE_LIMIT, PROGRESSIVE_DELAY_FROM, progressiveDelaySeconds, THROTTLE_WINDOW_MS } from './password-attempts';

let harness: TestHarness;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const MINUTE = 60_000;

function getAuthenticated(token: string) {
  return harness.app.inject({ method: 'GET', url: '/api/sessions/test-authentication', headers: bearer(token) });
}

function loginEntries(username: string) {
  return harness.db
    .selectFrom('login_entries')
    .select(['user_id', 'username', 'state', 'ip_address', 'browser'])
    .where('username', '=', username)
    .orderBy('id')
    .execute();
}

/** Waits out the progressive delay that the current run of failures imposes. */
function waitOutDelay(consecutiveFailures: number) {
  harness.clock.advance(progressiveDelaySeconds(consecutiveFailures) * 1000 + 1);
}

const incorrectAnswer = {
  status: 'fail',
  data: null,
  messages: [ErrorCode.usernameOrPasswordIncorrect],
  pagination: null,
  validationErrors: null,
  substatus: null,
};

describe('POST /api/sessions/username-auth', () => {
  it('signs in with the right password: a token, the user, no substatus, and only a hash of the token stored', async () => {
    const response = await postSignIn(harness.app, 'admin', 'Demo1234', { remoteAddress: '10.0.0.1', userAgent: 'Firefox/140' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', substatus: null, messages: [], validationErrors: null });
    expect(body.data.user).toMatchObject({ username: 'admin', currentCompanyCode: 'SV', adminAccess: 3, forcePasswordChange: false });
    expect(body.data.passwordChangeRequired).toBe(false);
    const token = body.data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const sessions = await harness.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).execute();
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(await harness.db.selectFrom('sessions').selectAll().execute())).not.toContain(token);
    expect((await loginEntries('admin')).at(-1)).toMatchObject({
      state: LoginResult.success,
      ip_address: '10.0.0.1',
      browser: 'Firefox/140',
    });

    const check = await getAuthenticated(token);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ authenticated: true, userId: body.data.user.id });
  });

  it('answers a wrong password and an unknown user identically, with no token, and writes a login entry for each', async () => {
    const known = await createUser(harness.db, { username: 'same-answer' });
    const wrongPassword = await postSignIn(harness.app, known.username, 'Wrong1234', { remoteAddress: '10.0.1.1', userAgent: 'Edge/1' });
    const unknownUser = await postSignIn(harness.app, 'nobody-at-all', 'Wrong1234', { remoteAddress: '10.0.1.2', userAgent: 'Edge/2' });

    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(incorrectAnswer);
    expect(unknownUser.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownUser.body).toBe(wrongPassword.body);

    expect(await loginEntries(known.username)).toEqual([
      { user_id: known.id, username: known.username, state: LoginResult.badCredentials, ip_address: '10.0.1.1', browser: 'Edge/1' },
    ]);
    expect(await loginEntries('nobody-at-all')).toEqual([
      { user_id: null, username: 'nobody-at-all', state: LoginResult.userNotFound, ip_address: '10.0.1.2', browser: 'Edge/2' },
    ]);
    const stored = await harness.db.selectFrom('users').select('failed_login_count').where('id', '=', known.id).executeTakeFirstOrThrow();
    expect(stored.failed_login_count).toBe(1);
  });

  it('refuses malformed input with field errors and writes nothing', async () => {
    const before = await countRows(harness.db, ['login_entries', 'sessions']);

    const empty = await harness.app.inject({ method: 'POST', url: '/api/sessions/username-auth', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      status: 'validation_error',
      data: null,
      validationErrors: { username: [ErrorCode.fieldRequired], password: [ErrorCode.fieldRequired] },
    });

    const blank = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: '  ', password: 'x' },
    });
    expect(blank.json()).toMatchObject({ status: 'validation_error', validationErrors: { username: [ErrorCode.fieldRequired] } });

    // Strict inputs: a client flag the schema does not know is refused, named by its key.
    const extra = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: 'admin', password: 'Demo1234', isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ status: 'validation_error', validationErrors: { isAdmin: [ErrorCode.invalidValue] } });

    expect(await countRows(harness.db, ['login_entries', 'sessions'])).toEqual(before);
  });

  it(`slows a username down from its ${PROGRESSIVE_DELAY_FROM}th consecutive failure and lets it in once the delay has passed`, async () => {
    const user = await createUser(harness.db, { username: 'slow-down' });
    const address = { remoteAddress: '10.0.2.1' };
    for (let attempt = 1; attempt <= PROGRESSIVE_DELAY_FROM; attempt++) {
      const response = await postSignIn(harness.app, user.username, 'Wrong1234', address);
      expect(response.json().messages, `attempt ${attempt}`).toEqual([ErrorCode.usernameOrPasswordIncorrect]);
    }

    // Within the delay even the right password is refused, and the refusal does not count as a guess.
    const throttled = await postSignIn(harness.app, user.username, user.password, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      status: 'fail',
      messages: [ErrorCode.tooManyAttempts],
      substatus: 'too_many_requests',
      data: null,
    });
    harness.clock.advance(progressiveDelaySeconds(PROGRESSIVE_DELAY_FROM) * 1000 - 1);
    expect((await postSignIn(harness.app, user.username, user.password, address)).statusCode).toBe(429);

    harness.clock.advance(1);
    const allowed = await postSignIn(harness.app, user.username, user.password, address);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().status).toBe('success');
    const states = (await loginEntries(user.username)).map((entry) => entry.state);
    expect(states).toEqual([
      ...Array(PROGRESSIVE_DELAY_FROM).fill(LoginResult.badCredentials),
      LoginResult.throttled,
      LoginResult.throttled,
      LoginResult.success,
    ]);

    // A success starts the count afresh: the next failure is not slowed down.
    await postSignIn(harness.app, user.username, 'Wrong1234', address);
    expect((await postSignIn(harness.app, user.username, 'Wrong1234', address)).json().messages).toEqual([
      ErrorCode.usernameOrPasswordIncorrect,
    ]);
  });

  it('slows down unknown usernames the same way', async () => {
    const address = { remoteAddress: '10.0.3.1' };
    for (let attempt = 1; attempt <= PROGRESSIVE_DELAY_FROM; attempt++) {
      expect((await postSignIn(harness.app, 'no-such-person', 'Wrong1234', address)).statusCode).toBe(400);
    }
    expect((await postSignIn(harness.app, 'no-such-person', 'Wrong1234', address)).statusCode).toBe(429);
  });

  it('counts failures across letter case and surrounding spaces, so spelling variants do not escape the delay', async () => {
    const user = await createUser(harness.db, { username: 'case-variants' });
    const address = { remoteAddress: '10.0.3.9' };
    for (const variant of ['case-variants', 'CASE-VARIANTS', ' Case-Variants ', 'case-VARIANTS', 'Case-variants'].slice(
      0,
      PROGRESSIVE_DELAY_FROM,
    )) {
      expect((await postSignIn(harness.app, variant, 'Wrong1234', address)).statusCode, variant).toBe(400);
    }
    expect((await postSignIn(harness.app, 'CASE-variants', user.password, address)).statusCode).toBe(429);
  });

  it(`counts a burst of 30 parallel wrong passwords as 30 attempts and throttles it from the ${PROGRESSIVE_DELAY_FROM + 1}th`, async () => {
    const user = await createUser(harness.db, { username: 'burst-target' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => postSignIn(harness.app, user.username, `Wrong${index}xyz`, { remoteAddress: '10.0.4.30' })),
    );
    const messages = responses.map((response) => response.json().messages[0]);
    expect(messages.filter((message) => message === ErrorCode.usernameOrPasswordIncorrect)).toHaveLength(PROGRESSIVE_DELAY_FROM);
    expect(messages.filter((message) => message === ErrorCode.tooManyAttempts)).toHaveLength(30 - PROGRESSIVE_DELAY_FROM);

    const states = (await loginEntries(user.username)).map((entry) => entry.state);
    expect(states).toHaveLength(30);
    expect(states.filter((state) => state === LoginResult.badCredentials)).toHaveLength(PROGRESSIVE_DELAY_FROM);
    expect(states.filter((state) => state === LoginResult.throttled)).toHaveLength(30 - PROGRESSIVE_DELAY_FROM);
  });

  it('slows an account down after anonymous failures but never blocks it nor ends its sessions', async () => {
    const { db, app } = harness;
    const { max_failed_logins: maxFailedLogins } = await db
      .selectFrom('site_settings')
      .select('max_failed_logins')
      .executeTakeFirstOrThrow();
    const user = await createUser(db, { username: 'not-to-be-blocked' });
    const address = { remoteAddress: '10.0.4.1' };
    const liveToken = await signInToken(app, user.username, user.password, address);

    const failures = maxFailedLogins + 2;
    for (let failure = 0; failure < failures; failure++) {
      waitOutDelay(failure);
      const response = await postSignIn(app, user.username, 'Wrong1234', address);
      expect(response.json(), `attempt ${failure + 1}`).toEqual(incorrectAnswer);
    }
    const { status } = await db.selectFrom('users').select('status').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(status).toBe('active');
    expect((await getAuthenticated(liveToken)).statusCode).toBe(200);

    // The owner, once the delay has passed, signs in as usual.
    expect((await postSignIn(app, user.username, user.password, address)).statusCode).toBe(429);
    waitOutDelay(failures);
    expect((await postSignIn(app, user.username, user.password, address)).statusCode).toBe(200);
    expect((await getAuthenticated(liveToken)).statusCode).toBe(200);
  });

  it('answers a blocked, banned or terminated account alike for the right and a wrong password', async () => {
    for (const status of ['blocked', 'banned', 'terminated'] as const) {
      const user = await createUser(harness.db, { username: `${status}-account`, status });
      const address = { remoteAddress: '10.0.4.2' };
      const wrong = await postSignIn(harness.app, user.username, 'Wrong1234', address);
      const right = await postSignIn(harness.app, user.username, user.password, address);
      expect(right.statusCode, status).toBe(wrong.statusCode);
      expect(right.body, status).toBe(wrong.body);
      expect(right.json(), status).toEqual(incorrectAnswer);
      // The log still tells the administrator what happened.
      expect((await loginEntries(user.username)).map((entry) => entry.state)).toEqual([LoginResult.badCredentials, status]);
    }
  });

  it('refuses an address after too many failures, but not other addresses, nor for other people', async () => {
    const { db, app, clock } = harness;
    const attacker = '10.0.5.66';
    // The attacker's failures are written directly: guessing a hundred times through argon2 would be slow.
    await db
      .insertInto('login_entries')
      .values(
        Array.from({ length: IP_FAILURE_LIMIT }, (_, index) => ({
          username: `guess-${index}`,
          ip_address: attacker,
          state: LoginResult.userNotFound,
          login_date: new Date(clock.now().getTime() - MINUTE),
          browser: 'curl',
        })),
      )
      .execute();
    const user = await createUser(db, { username: 'shares-a-cafe' });

    const fromAttacker = await postSignIn(app, user.username, user.password, { remoteAddress: attacker });
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().messages).toEqual([ErrorCode.tooManyAttempts]);

    expect((await postSignIn(app, user.username, user.password, { remoteAddress: '10.0.5.67' })).statusCode).toBe(200);
    expect((await postSignIn(app, 'manager', 'Demo1234', { remoteAddress: '10.0.5.68' })).statusCode).toBe(200);

    // Once the window has passed the address may try again.
    clock.advance(THROTTLE_WINDOW_MS);
    expect((await postSignIn(app, user.username, user.password, { remoteAddress: attacker })).statusCode).toBe(200);
  });

  it('slows an address down progressively once it has failed often, for every account it tries', async () => {
    const { db, app, clock } = harness;
    const guesser = '10.0.5.80';
    const lastFailureAt = new Date(clock.now().getTime() - 1_000);
    await db
      .insertInto('login_entries')
      .values(
        Array.from({ length: IP_DELAY_FROM + 2 }, (_, index) => ({
          username: `sprayed-${index}`,
          ip_address: guesser,
          state: LoginResult.badCredentials,
          login_date: lastFailureAt,
          browser: 'curl',
        })),
      )
      .execute();
    const user = await createUser(db, { username: 'sprayed-target' });
    const waitSeconds = progressiveDelaySeconds(IP_DELAY_FROM + 2, IP_DELAY_FROM);
    expect(waitSeconds).toBe(8);

    const refused = await postSignIn(app, user.username, user.password, { remoteAddress: guesser });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages).toEqual([ErrorCode.tooManyAttempts]);
    expect((await postSignIn(app, user.username, user.password, { remoteAddress: '10.0.5.81' })).statusCode).toBe(200);

    clock.set(new Date(lastFailureAt.getTime() + waitSeconds * 1000));
    expect((await postSignIn(app, user.username, user.password, { remoteAddress: guesser })).statusCode).toBe(200);
  });

  it('never refuses a busy office address whose sign-ins succeed', async () => {
    const { db, app, clock } = harness;
    const office = '10.0.6.1';
    await db
      .insertInto('login_entries')
      .values(
        Array.from({ length: IP_FAILURE_LIMIT * 3 }, (_, index) => ({
          username: `colleague-${index}`,
          ip_address: office,
          state: index % 2 === 0 ? LoginResult.success : LoginResult.passwordExpired,
          login_date: new Date(clock.now().getTime() - MINUTE),
          browser: 'Chrome',
        })),
      )
      .execute();
    for (const username of ['employee', 'planner', 'manager']) {
      const response = await postSignIn(app, username, 'Demo1234', { remoteAddress: office });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('lets people in while colleagues at the same address sign in at the same moment (their attempts are still pending)', async () => {
    const { db, app, clock } = harness;
    const office = '10.0.6.2';
    // Pending attempts count as failures until settled, and a parallel one (or another server's, with
    // its clock a little ahead) may carry a later time than this request's own clock: no delay is due
    // below the address's threshold, however recent they are.
    await db
      .insertInto('login_entries')
      .values(
        ['colleague-a', 'colleague-b', 'colleague-c'].map((username, index) => ({
          username,
          ip_address: office,
          state: LoginResult.badCredentials,
          login_date: new Date(clock.now().getTime() + (index + 1) * 5),
          browser: 'Chrome',
        })),
      )
      .execute();
    const response = await postSignIn(app, 'employee', 'Demo1234', { remoteAddress: office });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets only administrators sign in while the site is closed', async () => {
    const { db, app } = harness;
    await db.updateTable('site_settings').set({ site_closed: true }).execute();
    try {
      const preAuth = await app.inject({ method: 'GET', url: '/api/sessions/get-pre-auth-settings' });
      expect(preAuth.json().data.siteClosed).toBe(true);

      const employee = await postSignIn(app, 'employee', 'Demo1234', { remoteAddress: '10.0.7.1' });
      expect(employee.statusCode).toBe(503);
      expect(employee.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.siteClosed], substatus: 'site_closed', data: null });
      expect((await loginEntries('employee')).at(-1)?.state).toBe(LoginResult.siteClosed);

      const admin = await postSignIn(app, 'admin', 'Demo1234', { remoteAddress: '10.0.7.1' });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().status).toBe('success');
    } finally {
      await db.updateTable('site_settings').set({ site_closed: false }).execute();
    }
  });

  it('answers a forced password change with substatus password_expired', async () => {
    const user = await createUser(harness.db, { username: 'must-change', forcePasswordChange: true });
    const response = await postSignIn(harness.app, user.username, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', substatus: 'password_expired', data: { passwordChangeRequired: true } });
    expect((await loginEntries(user.username)).at(-1)?.state).toBe(LoginResult.passwordExpired);
  });

  it('keeps the language chosen on the sign-in page as the profile language, and leaves it when none is sent', async () => {
    const user = await createUser(harness.db, { username: 'chooses-english', language: 'lt' });
    const languageOf = async () =>
      (await harness.db.selectFrom('users').select('default_language').where('id', '=', user.id).executeTakeFirstOrThrow())
        .default_language;

    const english = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: user.username, password: user.password, language: 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.json().data.user.defaultLanguage).toBe('en');
    expect(await languageOf()).toBe('en');

    // Another browser, nothing chosen there: the profile's language answers.
    const elsewhere = await postSignIn(harness.app, user.username, user.password);
    expect(elsewhere.json().data.user.defaultLanguage).toBe('en');
    expect(await languageOf()).toBe('en');

    const lithuanian = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: user.username, password: user.password, language: 'lt' },
    });
    expect(lithuanian.json().data.user.defaultLanguage).toBe('lt');
    expect(await languageOf()).toBe('lt');
  });

  it('saves no language on a refused sign-in, and refuses a language the portal does not speak', async () => {
    const user = await createUser(harness.db, { username: 'refused-english', language: 'lt' });
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: user.username, password: 'Wrong1234', language: 'en' },
    });
    expect(wrong.json()).toEqual(incorrectAnswer);

    const german = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      payload: { username: user.username, password: user.password, language: 'de' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ status: 'validation_error', validationErrors: { language: [ErrorCode.languageNotSupported] } });

    const row = await harness.db.selectFrom('users').select('default_language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.default_language).toBe('lt');
  });

  it('saves the chosen language through the tRPC procedure too', async () => {
    const user = await createUser(harness.db, { username: 'trpc-english', language: 'lt' });
    const result = await callerWithToken(harness, null).sessions.usernameAuth({
      username: user.username,
      password: user.password,
      rememberMe: true,
      language: 'en',
    });
    expect(result.user.defaultLanguage).toBe('en');
    // The session it opened reads the same profile.
    expect((await callerWithToken(harness, result.token).users.me()).defaultLanguage).toBe('en');
  });
});

describe('single sign-on', () => {
  it('answers windows-auth as unavailable', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/sessions/windows-auth', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.windowsAuthenticationUnavailable], data: null });
  });

  it('answers azure-ad-auth as unavailable', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/azure-ad-auth',
      payload: { username: 'admin', idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.azureAuthenticationUnavailable], data: null });
  });

  it('tells the sign-in method of a username without revealing unknown ones', async () => {
    await createUser(harness.db, { username: 'cloud-person', type: 'azure_ad' });
    const azure = await harness.app.inject({ method: 'GET', url: '/api/sessions/get-user-type/cloud-person' });
    expect(azure.json()).toMatchObject({ status: 'success', data: { type: 'azure_ad' } });
    const internal = await harness.app.inject({ method: 'GET', url: '/api/sessions/get-user-type/employee' });
    const unknown = await harness.app.inject({ method: 'GET', url: '/api/sessions/get-user-type/nobody-here' });
    expect(internal.json().data).toEqual({ type: 'internal' });
    expect(unknown.body).toBe(internal.body);
  });

  it('does not let an Azure AD user sign in with a password', async () => {
    const user = await createUser(harness.db, { username: 'cloud-only', type: 'azure_ad' });
    const response = await postSignIn(harness.app, user.username, user.password);
    expect(response.json()).toEqual(incorrectAnswer);
  });
});

describe('sessions', () => {
  it('answers the settings to a signed-in user and refuses them without a token', async () => {
    const token = await signInToken(harness.app, 'employee');
    const settings = await harness.app.inject({ method: 'GET', url: '/api/sessions/site-settings', headers: bearer(token) });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toMatchObject({ environmentName: 'Demo', employeeMenu: expect.any(Object) });
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/sessions/site-settings' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn] });
  });

  it('answers the system message in Lithuanian and English, before signing in and after', async () => {
    const systemMessages = {
      systemMessage: 'Demonstracinė aplinka: duomenys išgalvoti.',
      systemMessageEn: 'Demo environment: the data is made up.',
    };
    const preAuth = await harness.app.inject({ method: 'GET', url: '/api/sessions/get-pre-auth-settings' });
    expect(preAuth.json().data).toMatchObject(systemMessages);
    expect(await callerWithToken(harness, null).sessions.preAuthSettings()).toMatchObject(systemMessages);
    const token = await signInToken(harness.app, 'employee');
    expect(await callerWithToken(harness, token).sessions.siteSettings()).toMatchObject(systemMessages);
  });

  it('answers a made-up token with 401 session expired', async () => {
    const response = await getAuthenticated('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', messages: [ErrorCode.sessionExpired], data: null });
  });

  it("ends every session of the user on sign-out, and nobody else's", async () => {
    const user = await createUser(harness.db, { username: 'signs-out' });
    const other = await createUser(harness.db, { username: 'stays-in' });
    const leaving = await signInToken(harness.app, user.username, user.password);
    const otherDevice = await signInToken(harness.app, user.username, user.password);
    const someoneElse = await signInToken(harness.app, other.username, other.password);

    const signOut = await harness.app.inject({ method: 'POST', url: '/api/sessions/sign-out', headers: bearer(leaving) });
    expect(signOut.json()).toMatchObject({ status: 'success', data: { signedOut: true } });

    for (const token of [leaving, otherDevice]) {
      const after = await getAuthenticated(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().messages).toEqual([ErrorCode.sessionExpired]);
    }
    expect((await getAuthenticated(someoneElse)).statusCode).toBe(200);
    const reasons = await harness.db.selectFrom('sessions').select('revoke_reason').where('user_id', '=', user.id).execute();
    expect(reasons).toEqual([{ revoke_reason: 'sign_out' }, { revoke_reason: 'sign_out' }]);
  });

  it('refuses a signed-in non-administrator at their next request once the site closes, yet lets them sign out', async () => {
    const { db, app } = harness;
    const user = await createUser(db, { username: 'closed-out' });
    const administrator = await createUser(db, { username: 'keeps-working', adminAccess: 1 });
    const token = await signInToken(app, user.username, user.password);
    const adminToken = await signInToken(app, administrator.username, administrator.password);
    await db.updateTable('site_settings').set({ site_closed: true }).execute();
    try {
      for (const url of ['/api/user', '/api/sessions/test-authentication', '/api/sessions/site-settings', '/api/company']) {
        const refused = await app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(refused.statusCode, url).toBe(503);
        expect(refused.json(), url).toMatchObject({
          status: 'fail',
          messages: [ErrorCode.siteClosed],
          substatus: 'site_closed',
          data: null,
        });
      }
      // Uploads and downloads of files pass the same gate as the procedures.
      for (const [method, url] of [
        ['POST', '/api/documents/submit-form-file/1'],
        ['GET', '/api/files/form-files/1'],
      ] as const) {
        const refused = await app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' } });
        expect(refused.statusCode, url).toBe(503);
        expect(refused.json(), url).toMatchObject({ messages: [ErrorCode.siteClosed], substatus: 'site_closed' });
      }
      const overTrpc = await app.inject({ method: 'GET', url: '/trpc/users.me', headers: bearer(token) });
      expect(overTrpc.statusCode).toBe(503);
      expect(overTrpc.json().error.json.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', errorCode: ErrorCode.siteClosed });

      expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(adminToken) })).statusCode).toBe(200);
      const signOut = await app.inject({ method: 'POST', url: '/api/sessions/sign-out', headers: bearer(token) });
      expect(signOut.json()).toMatchObject({ status: 'success', data: { signedOut: true } });
    } finally {
      await db.updateTable('site_settings').set({ site_closed: false }).execute();
    }
    expect((await getAuthenticated(token)).statusCode).toBe(401);
  });

  it('expires a session left idle longer than site_settings.session_idle_minutes', async () => {
    const { session_idle_minutes: idleMinutes } = await harness.db
      .selectFrom('site_settings')
      .select('session_idle_minutes')
      .executeTakeFirstOrThrow();
    const user = await createUser(harness.db, { username: 'goes-idle' });
    const token = await signInToken(harness.app, user.username, user.password, { rememberMe: false });

    // Activity keeps the session alive...
    harness.clock.advance((idleMinutes - 1) * MINUTE);
    expect((await getAuthenticated(token)).statusCode).toBe(200);
    harness.clock.advance((idleMinutes - 1) * MINUTE);
    expect((await getAuthenticated(token)).statusCode).toBe(200);

    // ...and a pause longer than the idle limit ends it.
    harness.clock.advance(idleMinutes * MINUTE + 1);
    const expired = await getAuthenticated(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ status: 'error', messages: [ErrorCode.sessionExpired] });
  });

  it(`ends a session without remember-me ${ABSOLUTE_SESSION_HOURS} hours after sign-in however active`, async () => {
    const user = await createUser(harness.db, { username: 'always-busy' });
    const token = await signInToken(harness.app, user.username, user.password, { rememberMe: false });
    const signedInAt = harness.clock.now().getTime();
    const lifetime = ABSOLUTE_SESSION_HOURS * 60 * MINUTE;
    while (harness.clock.now().getTime() + 30 * MINUTE < signedInAt + lifetime) {
      harness.clock.advance(30 * MINUTE);
      expect((await getAuthenticated(token)).statusCode).toBe(200);
    }
    harness.clock.set(new Date(signedInAt + lifetime));
    const expired = await getAuthenticated(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().messages).toEqual([ErrorCode.sessionExpired]);
  });

  it('keeps a remember-me session for site_settings.remember_me_days and no longer', async () => {
    const { remember_me_days: days } = await harness.db.selectFrom('site_settings').select('remember_me_days').executeTakeFirstOrThrow();
    const user = await createUser(harness.db, { username: 'remembered' });
    const token = await signInToken(harness.app, user.username, user.password, { rememberMe: true });
    const day = 24 * 60 * MINUTE;
    harness.clock.advance((days - 1) * day);
    expect((await getAuthenticated(token)).statusCode).toBe(200);
    harness.clock.advance(day);
    expect((await getAuthenticated(token)).statusCode).toBe(401);
  });
});
