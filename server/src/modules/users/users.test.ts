import { ErrorCode } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../testing/factories';
import { bearer, signInToken, startTestApp, type TestHarness } from '../../testing/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness?.close();
});

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

describe('GET /api/user', () => {
  it('answers the signed-in user as seen in the current company', async () => {
    const token = await signInToken(harness.app, 'employee');
    const response = await inject('GET', '/api/user', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      data: { username: 'employee', employeeNo: 'SV0012', currentCompanyCode: 'SV', adminAccess: 0, allowMyTeam: false, isInternal: true },
    });
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await inject('GET', '/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn], data: null });
  });
});

describe('language and message settings', () => {
  it('refuses an unsupported language with errors.language_not_supported and changes nothing', async () => {
    const user = await createUser(harness.db, { username: 'speaks-lt', language: 'lt' });
    const token = await signInToken(harness.app, user.username, user.password);
    const response = await inject('POST', '/api/user/change-language/xx', token);
    expect(response.statusCode).toBe(400);
    // The client shows the first message of a failed language change (spec 1 §8).
    expect(response.json()).toMatchObject({
      status: 'validation_error',
      messages: [ErrorCode.languageNotSupported],
      validationErrors: { code: [ErrorCode.languageNotSupported] },
    });
    expect((await userRow(user.id)).default_language).toBe('lt');

    const english = await inject('POST', '/api/user/change-language/en', token);
    expect(english.json()).toMatchObject({ status: 'success', data: { defaultLanguage: 'en' } });
    expect((await userRow(user.id)).default_language).toBe('en');
  });

  it('refuses a malformed alternative e-mail on its field and saves a valid one', async () => {
    const user = await createUser(harness.db, { username: 'mail-settings' });
    const token = await signInToken(harness.app, user.username, user.password);
    const before = await userRow(user.id);
    const bad = await inject('PUT', '/api/user/message-settings', token, { sendEmails: false, alternativeEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 'validation_error',
      messages: [ErrorCode.invalidEmail],
      validationErrors: { alternativeEmail: [ErrorCode.invalidEmail] },
    });
    expect(await userRow(user.id)).toEqual(before);

    const good = await inject('PUT', '/api/user/message-settings', token, { sendEmails: false, alternativeEmail: 'home@example.test' });
    expect(good.json()).toMatchObject({ status: 'success', data: { sendEmails: false, alternativeEmail: 'home@example.test' } });
    const cleared = await inject('PUT', '/api/user/message-settings', token, { sendEmails: true, alternativeEmail: '' });
    expect(cleared.json()).toMatchObject({ status: 'success', data: { sendEmails: true, alternativeEmail: null } });
  });
});

describe('user settings', () => {
  it('saves and reads back a setting, overwrites it, and keeps it to its owner', async () => {
    const owner = await createUser(harness.db, { username: 'keeps-settings' });
    const other = await createUser(harness.db, { username: 'nosy-neighbour' });
    const ownerToken = await signInToken(harness.app, owner.username, owner.password);
    const otherToken = await signInToken(harness.app, other.username, other.password);

    // Spec 1 §7 writes the call as 'POST user/settings/': the trailing slash must reach the same route.
    const saved = await inject('POST', '/api/user/settings/', ownerToken, { code: 'applications.columns', setting: '["name","state"]' });
    expect(saved.json()).toMatchObject({ status: 'success', data: { code: 'applications.columns', setting: '["name","state"]' } });
    await inject('POST', '/api/user/settings', ownerToken, { code: 'applications.columns', setting: '["state"]' });

    const read = await inject('GET', '/api/user/settings/applications.columns', ownerToken);
    expect(read.json()).toMatchObject({ status: 'success', data: { code: 'applications.columns', setting: '["state"]' } });
    const foreign = await inject('GET', '/api/user/settings/applications.columns', otherToken);
    expect(foreign.json()).toMatchObject({ status: 'success', data: { code: 'applications.columns', setting: null } });
  });

  it('refuses a malformed setting code and writes nothing', async () => {
    const token = await signInToken(harness.app, 'planner');
    const before = await countRows(harness.db, ['user_settings']);
    const response = await inject('POST', '/api/user/settings', token, { code: 'no spaces/allowed', setting: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'validation_error', validationErrors: { code: [ErrorCode.invalidValue] } });
    expect(await countRows(harness.db, ['user_settings'])).toEqual(before);
  });
});
