import { ErrorCode } from '@portal/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../testing/factories';
import { bearer, postSignIn, signInToken, startTestApp, testEnv, type TestHarness } from '../../testing/test-app';
import { JobName } from '../../jobs/job-queue';
import { runQueuedJobs } from '../../testing/queued-jobs';
import { PROGRESSIVE_DELAY_FROM, progressiveDelaySeconds } from './password-attempts';
import {
  RESET_REQUESTS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  RESET_TOKEN_LIFETIME_MS,
  sendPasswordResetMail,
} from './use-cases/send-password-reset-mail';

let harness: TestHarness;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const NEW_PASSWORD = 'Upelis2028y';

function inject(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  return harness.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function userRow(id: number) {
  return harness.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A personnel number of a seeded employee no user holds yet (users.personnel_no is unique). */
async function freePersonnelNo(employeeNo: string) {
  const row = await harness.db
    .selectFrom('employees')
    .select('personnel_no')
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', employeeNo)
    .executeTakeFirstOrThrow();
  return row.personnel_no;
}

describe('POST /api/user/change-password (own password)', () => {
  it('changes the password, ends every session of the user and answers a new working token', async () => {
    const user = await createUser(harness.db, { username: 'changes-own' });
    const current = await signInToken(harness.app, user.username, user.password);
    const otherDevice = await signInToken(harness.app, user.username, user.password);

    const response = await inject('POST', '/api/user/change-password', current, {
      username: user.username,
      password: user.password,
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', substatus: null, data: { passwordChangeRequired: false } });
    const fresh = body.data.token as string;
    expect(fresh).not.toBe(current);

    for (const old of [current, otherDevice]) {
      const answer = await inject('GET', '/api/user', old);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().messages).toEqual([ErrorCode.sessionExpired]);
    }
    expect((await inject('GET', '/api/user', fresh)).statusCode).toBe(200);
    const revoked = await harness.db
      .selectFrom('sessions')
      .select('revoke_reason')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is not', null)
      .execute();
    expect(revoked).toEqual([{ revoke_reason: 'password_changed' }, { revoke_reason: 'password_changed' }]);

    expect((await postSignIn(harness.app, user.username, user.password)).json().messages).toEqual([ErrorCode.usernameOrPasswordIncorrect]);
    expect((await postSignIn(harness.app, user.username, NEW_PASSWORD)).json().status).toBe('success');
  });

  it('refuses a wrong current password on the field password and changes nothing', async () => {
    const user = await createUser(harness.db, { username: 'forgets-own' });
    const token = await signInToken(harness.app, user.username, user.password);
    const before = await userRow(user.id);
    const response = await inject('POST', '/api/user/change-password', token, {
      password: 'NotMine123',
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'validation_error',
      validationErrors: { password: [ErrorCode.currentPasswordIncorrect] },
      data: null,
    });
    expect(await userRow(user.id)).toEqual(before);
    expect((await inject('GET', '/api/user', token)).statusCode).toBe(200);
  });

  it(`throttles the current-password check like sign-in, its failures counting toward the same limit`, async () => {
    const user = await createUser(harness.db, { username: 'guesses-own' });
    const address = { remoteAddress: '10.9.0.1' };
    const token = await signInToken(harness.app, user.username, user.password, address);
    harness.clock.advance(1); // failures at the very instant of a success would not follow it
    const change = (password: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: bearer(token),
        remoteAddress: address.remoteAddress,
        payload: { password, newPassword: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      });
    // Two wrong sign-ins and three wrong current passwords make five consecutive failures.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await postSignIn(harness.app, user.username, 'Wrong1234', address)).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < PROGRESSIVE_DELAY_FROM - 2; attempt++) {
      expect((await change('NotMine123')).json().validationErrors).toEqual({ password: [ErrorCode.currentPasswordIncorrect] });
    }

    // Now even the right current password waits, and so does sign-in.
    const throttled = await change(user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.tooManyAttempts] });
    expect((await postSignIn(harness.app, user.username, user.password, address)).statusCode).toBe(429);
    const states = await harness.db
      .selectFrom('login_entries')
      .select('state')
      .where('username', '=', user.username)
      .orderBy('id')
      .execute();
    expect(states.map((entry) => entry.state)).toEqual([
      'success',
      ...Array(PROGRESSIVE_DELAY_FROM).fill('bad_credentials'),
      'throttled',
      'throttled',
    ]);

    harness.clock.advance(progressiveDelaySeconds(PROGRESSIVE_DELAY_FROM) * 1000 + 1);
    expect((await change(user.password)).json().status).toBe('success');
  });

  it('refuses new passwords against the policy on the field newPassword and changes nothing', async () => {
    const user = await createUser(harness.db, { username: 'weak-choices', firstName: 'Šarūnas', lastName: 'Žemaitis' });
    const token = await signInToken(harness.app, user.username, user.password);
    const before = await userRow(user.id);
    const cases: [string, string][] = [
      ['short1A', ErrorCode.passwordTooShort],
      ['alllowercase1', ErrorCode.passwordNeedsUpperCase],
      ['NoDigitsHere', ErrorCode.passwordNeedsDigit],
      ['Password1', ErrorCode.passwordTooCommon],
      ['Weak-Choices2027', ErrorCode.passwordContainsContextWord],
      ['Logistika2027', ErrorCode.passwordContainsContextWord],
      [user.password, ErrorCode.passwordSameAsOld],
      // Their own names, typed without Lithuanian letters (the user was made as Šarūnas Žemaitis).
      ['Sarunas2027x', ErrorCode.passwordContainsContextWord],
      ['ZEMAITIS-2027a', ErrorCode.passwordContainsContextWord],
    ];
    for (const [newPassword, expected] of cases) {
      const response = await inject('POST', '/api/user/change-password', token, {
        password: user.password,
        newPassword,
        passwordConfirmation: newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      const body = response.json();
      expect(body.status, newPassword).toBe('validation_error');
      expect(body.validationErrors.newPassword, newPassword).toContain(expected);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await inject('GET', '/api/user', token)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs, and a missing current password, each on its field', async () => {
    const user = await createUser(harness.db, { username: 'typo-prone' });
    const token = await signInToken(harness.app, user.username, user.password);
    const mismatch = await inject('POST', '/api/user/change-password', token, {
      password: user.password,
      newPassword: NEW_PASSWORD,
      passwordConfirmation: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      status: 'validation_error',
      validationErrors: { passwordConfirmation: [ErrorCode.passwordsDoNotMatch] },
    });

    const missing = await inject('POST', '/api/user/change-password', token, {
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'validation_error', validationErrors: { password: [ErrorCode.fieldRequired] } });
  });

  it('refuses an own change without a session with 401', async () => {
    const response = await inject('POST', '/api/user/change-password', undefined, {
      password: 'Demo1234',
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([ErrorCode.notSignedIn]);
  });
});

describe('forced password change', () => {
  it('lets the user in with substatus password_expired, refuses everything else with 403 until the password is changed', async () => {
    const user = await createUser(harness.db, { username: 'forced-change', forcePasswordChange: true });
    const signIn = await postSignIn(harness.app, user.username, user.password);
    expect(signIn.json()).toMatchObject({ status: 'success', substatus: 'password_expired', data: { passwordChangeRequired: true } });
    const token = signIn.json().data.token as string;

    for (const url of ['/api/company', '/api/company/index', '/api/messages/get-sidebar-messages', '/api/user/settings/grid']) {
      const refused = await inject('GET', url, token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({
        status: 'error',
        substatus: 'password_expired',
        messages: [ErrorCode.passwordExpired],
        data: null,
      });
    }
    const me = await inject('GET', '/api/user', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.forcePasswordChange).toBe(true);

    const change = await inject('POST', '/api/user/change-password', token, {
      password: user.password,
      newPassword: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(change.json()).toMatchObject({ status: 'success', substatus: null, data: { passwordChangeRequired: false } });
    const fresh = change.json().data.token as string;
    expect((await inject('GET', '/api/company', fresh)).statusCode).toBe(200);
    expect((await userRow(user.id)).force_password_change).toBe(false);
  });

  it('treats a password past its expiration date like a forced change', async () => {
    const user = await createUser(harness.db, { username: 'expired-password' });
    await harness.db.updateTable('users').set({ password_expiration_date: '2020-01-01' }).where('id', '=', user.id).execute();
    const signIn = await postSignIn(harness.app, user.username, user.password);
    expect(signIn.json().substatus).toBe('password_expired');
    const refused = await inject('GET', '/api/company', signIn.json().data.token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  /** The queue's work after the answers: looking the users up, the tokens, the mails. */
  function runResetJobs() {
    const deps = { db: harness.db, env: testEnv(), log: pino({ level: 'silent' }), now: harness.clock.now };
    return runQueuedJobs(harness.db, JobName.passwordResetMail, (payload) => sendPasswordResetMail(deps, payload));
  }

  /** Requests a reset link and lets the queued work run. */
  async function requestReset(username: string) {
    const response = await inject('POST', '/api/user/request-password-reset', undefined, { username });
    await runResetJobs();
    return response;
  }

  async function mailedToken(address: string): Promise<string> {
    const mail = await harness.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', address)
      .where('template', '=', 'password-reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /\/password-recover\?token=([\w%-]+)/.exec(mail.text_body);
    if (!match?.[1]) throw new Error(`no recovery link in ${mail.text_body}`);
    return decodeURIComponent(match[1]);
  }

  function recover(token: string, newPassword = NEW_PASSWORD) {
    return inject('POST', '/api/user/change-password', undefined, {
      validatingWith: 1,
      token,
      newPassword,
      passwordConfirmation: newPassword,
    });
  }

  it('answers known and unknown usernames alike and mails a recovery link only for the known one', async () => {
    const user = await createUser(harness.db, { username: 'lost-password', email: 'lost@example.test' });
    const outboxBefore = (await countRows(harness.db, ['email_outbox'])).email_outbox ?? 0;

    const known = await inject('POST', '/api/user/request-password-reset', undefined, { username: user.username });
    const unknown = await inject('POST', '/api/user/request-password-reset', undefined, { username: 'nobody-by-that-name' });
    // Both answers come before anyone looks the username up: nothing is mailed yet.
    expect((await countRows(harness.db, ['email_outbox'])).email_outbox ?? 0).toBe(outboxBefore);
    expect(await runResetJobs()).toBe(2);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      status: 'success',
      data: { requested: true },
      messages: [],
      pagination: null,
      validationErrors: null,
      substatus: null,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    const outbox = await harness.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
    expect(outbox).toHaveLength(outboxBefore + 1);
    expect(outbox.at(-1)).toMatchObject({ to_address: 'lost@example.test', template: 'password-reset', status: 'pending' });
    expect(outbox.at(-1)?.text_body).toMatch(/^.*http:\/\/portal\.test\/password-recover\?token=[\w%-]{40,}.*$/m);
  });

  it('answers a request for an existing user as fast as one for an unknown user (paired timings over many runs)', async () => {
    const known = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        createUser(harness.db, { username: `timed-reset-${index}`, email: `timed-${index}@example.test` }),
      ),
    );
    async function timedRequest(username: string, remoteAddress: string): Promise<number> {
      const started = process.hrtime.bigint();
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/user/request-password-reset',
        remoteAddress,
        payload: { username },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.statusCode).toBe(200);
      return elapsed;
    }
    for (let warmUp = 0; warmUp < 10; warmUp++) await timedRequest(`warm-up-${warmUp}`, '198.51.100.250');

    // Pairs alternate which request goes first, so a machine busy with other work slows both alike; an
    // hour passes after each round of users so that no per-user or per-address limit cuts the work short.
    const pairs = 120;
    const differences: number[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      const remoteAddress = `198.51.100.${pair % known.length}`;
      const knownName = known[pair % known.length]!.username;
      const unknownName = `timed-nobody-${pair}`;
      let knownMs: number;
      let unknownMs: number;
      if (pair % 2 === 0) {
        knownMs = await timedRequest(knownName, remoteAddress);
        unknownMs = await timedRequest(unknownName, remoteAddress);
      } else {
        unknownMs = await timedRequest(unknownName, remoteAddress);
        knownMs = await timedRequest(knownName, remoteAddress);
      }
      differences.push(knownMs - unknownMs);
      if (pair % known.length === known.length - 1) harness.clock.advance(3_600_001);
    }
    // A sign test: were the answers alike, the existing user would be the slower one in about half of
    // the pairs; beyond 70 % happens by chance less than once in 100,000 runs.
    const knownSlower = differences.filter((difference) => difference > 0).length;
    const sorted = [...differences].sort((a, b) => a - b);
    const medianDifference = sorted[Math.floor(sorted.length / 2)]!;
    expect(
      knownSlower,
      `existing user slower in ${knownSlower}/${pairs} pairs, median difference ${medianDifference.toFixed(2)} ms`,
    ).toBeLessThanOrEqual(Math.floor(pairs * 0.7));

    // The work happens afterwards: links for the existing users only, within the hourly limit.
    await runResetJobs();
    const mailed = await harness.db.selectFrom('email_outbox').select('to_address').where('to_address', 'like', 'timed-%').execute();
    expect(mailed).toHaveLength(known.length * RESET_REQUESTS_PER_HOUR);
  });

  it('refuses an empty username on its field and writes nothing', async () => {
    const before = await countRows(harness.db, ['email_outbox', 'password_reset_tokens']);
    const response = await inject('POST', '/api/user/request-password-reset', undefined, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'validation_error', validationErrors: { username: [ErrorCode.fieldRequired] } });
    expect(await countRows(harness.db, ['email_outbox', 'password_reset_tokens'])).toEqual(before);
  });

  it(`mails at most ${RESET_REQUESTS_PER_HOUR} links an hour to one user, answering every request alike`, async () => {
    const user = await createUser(harness.db, { username: 'asks-often', email: 'often@example.test' });
    for (let request = 0; request < RESET_REQUESTS_PER_HOUR + 2; request++) {
      expect((await requestReset(user.username)).json().status).toBe('success');
    }
    const mails = await harness.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'often@example.test').execute();
    expect(mails).toHaveLength(RESET_REQUESTS_PER_HOUR);
  });

  it(`mails at most ${RESET_REQUESTS_PER_IP_PER_HOUR} links an hour requested from one address, whoever they are for`, async () => {
    const address = '203.0.113.77';
    const users = await Promise.all(
      Array.from({ length: RESET_REQUESTS_PER_IP_PER_HOUR + 3 }, (_, index) =>
        createUser(harness.db, { username: `bombed-${index}`, email: `bombed-${index}@example.test` }),
      ),
    );
    for (const user of users) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/user/request-password-reset',
        remoteAddress: address,
        payload: { username: user.username },
      });
      expect(response.json().status).toBe('success');
    }
    await runResetJobs();
    const mails = await harness.db.selectFrom('email_outbox').select('id').where('to_address', 'like', 'bombed-%').execute();
    expect(mails).toHaveLength(RESET_REQUESTS_PER_IP_PER_HOUR);
  });

  it('sets the new password with the mailed token and signs in; the old password and older sessions stop working', async () => {
    const user = await createUser(harness.db, { username: 'recovers', email: 'recovers@example.test' });
    const olderSession = await signInToken(harness.app, user.username, user.password);
    await requestReset(user.username);
    const response = await recover(await mailedToken('recovers@example.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', data: { user: { username: user.username }, passwordChangeRequired: false } });
    expect((await inject('GET', '/api/user', body.data.token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/user', olderSession)).statusCode).toBe(401);

    expect((await postSignIn(harness.app, user.username, NEW_PASSWORD)).json().status).toBe('success');
    expect((await postSignIn(harness.app, user.username, user.password)).json().messages).toEqual([ErrorCode.usernameOrPasswordIncorrect]);
  });

  it('refuses a second use of a reset token', async () => {
    const user = await createUser(harness.db, { username: 'reuses-link', email: 'reuses@example.test' });
    await requestReset(user.username);
    const token = await mailedToken('reuses@example.test');
    expect((await recover(token)).json().status).toBe('success');

    const again = await recover(token, 'Kitas2029zz');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      status: 'validation_error',
      messages: [ErrorCode.noSuchToken],
      validationErrors: { token: [ErrorCode.noSuchToken] },
    });
    expect((await postSignIn(harness.app, user.username, 'Kitas2029zz')).json().status).toBe('fail');
  });

  it('refuses a reset token older than an hour', async () => {
    const user = await createUser(harness.db, { username: 'slow-reader', email: 'slow@example.test' });
    await requestReset(user.username);
    const token = await mailedToken('slow@example.test');
    harness.clock.advance(RESET_TOKEN_LIFETIME_MS + 1);
    const response = await recover(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([ErrorCode.noSuchToken]);
    expect((await postSignIn(harness.app, user.username, user.password)).json().status).toBe('success');
  });

  it('refuses a recovery password against the policy and leaves the token usable', async () => {
    const user = await createUser(harness.db, { username: 'picky-recovery', email: 'picky@example.test' });
    await requestReset(user.username);
    const token = await mailedToken('picky@example.test');
    const weak = await recover(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().validationErrors.newPassword).toContain(ErrorCode.passwordNeedsUpperCase);
    expect((await recover(token)).json().status).toBe('success');
  });

  it('lets exactly one of 20 parallel recoveries with one token succeed', async () => {
    const user = await createUser(harness.db, { username: 'racing-reset', email: 'racing@example.test' });
    await requestReset(user.username);
    const token = await mailedToken('racing@example.test');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => recover(token, `Lenktynes${index}Aa`)));
    const winners = responses.filter((response) => response.json().status === 'success');
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.json().status !== 'success')) {
      expect(loser.json().messages).toEqual([ErrorCode.noSuchToken]);
    }
    const winningPassword = `Lenktynes${responses.indexOf(winners[0]!)}Aa`;
    expect((await postSignIn(harness.app, user.username, winningPassword)).json().status).toBe('success');
    const live = await harness.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(2);
  });

  it('lifts a block caused by failed sign-ins', async () => {
    const user = await createUser(harness.db, { username: 'was-blocked', email: 'blocked@example.test', status: 'blocked' });
    await requestReset(user.username);
    expect((await recover(await mailedToken('blocked@example.test'))).json().status).toBe('success');
    expect((await userRow(user.id)).status).toBe('active');
  });
});

describe('company', () => {
  it('refuses a company the user may not access with a field error and changes nothing', async () => {
    const user = await createUser(harness.db, { username: 'sv-only', personnelNo: await freePersonnelNo('SV0021') });
    const token = await signInToken(harness.app, user.username, user.password);
    const sessionsBefore = await harness.db
      .selectFrom('sessions')
      .select(['id', 'current_company_code'])
      .where('user_id', '=', user.id)
      .execute();

    for (const code of ['NL', 'XX']) {
      const response = await inject('POST', `/api/user/change-company/${code}`, token);
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toMatchObject({
        status: 'validation_error',
        validationErrors: { code: [ErrorCode.companyNotAvailable] },
        data: null,
      });
    }
    expect(await harness.db.selectFrom('sessions').select(['id', 'current_company_code']).where('user_id', '=', user.id).execute()).toEqual(
      sessionsBefore,
    );
    expect((await userRow(user.id)).default_company_code).toBe('SV');

    const current = await inject('GET', '/api/company', token);
    expect(current.json()).toMatchObject({ status: 'success', data: { code: 'SV' } });
    const list = await inject('GET', '/api/company/index', token);
    expect(list.json().data.map((company: { code: string }) => company.code)).toEqual(['SV']);
  });

  it('switches to an allowed company, which GET /api/company then answers', async () => {
    const user = await createUser(harness.db, {
      username: 'two-companies',
      personnelNo: await freePersonnelNo('SV0022'),
      workTimeCompanies: ['NL'],
    });
    const token = await signInToken(harness.app, user.username, user.password);
    const list = await inject('GET', '/api/company/index', token);
    expect(list.json().data.map((company: { code: string }) => company.code)).toEqual(['SV', 'NL']);

    const response = await inject('POST', '/api/user/change-company/NL', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { currentCompanyCode: 'NL', defaultCompany: 'NL' } });
    const current = await inject('GET', '/api/company', token);
    expect(current.json()).toMatchObject({ status: 'success', data: { code: 'NL', name: expect.stringContaining('Nemuno') } });
    expect((await inject('GET', '/api/user', token)).json().data.currentCompanyCode).toBe('NL');

    // The next sign-in starts in the company chosen last.
    const next = await postSignIn(harness.app, user.username, user.password);
    expect(next.json().data.user.currentCompanyCode).toBe('NL');
  });

  it('lets an administrator switch to any company', async () => {
    const token = await signInToken(harness.app, 'admin');
    const list = await inject('GET', '/api/company/index', token);
    expect(list.json().data).toEqual([
      { code: 'SV', name: expect.any(String) },
      { code: 'NL', name: expect.any(String) },
    ]);
    expect((await inject('POST', '/api/user/change-company/NL', token)).json().status).toBe('success');
    expect((await inject('POST', '/api/user/change-company/SV', token)).json().status).toBe('success');
  });
});
