import { ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../testing/factories';
import { expectValidationError, successData } from '../../testing/rest-client';
import { callerAs, expectDomainError, expectFieldError, illTyped, openSession, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

function userRow(id: number) {
  return api.harness.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('users.me', () => {
  it('answers the signed-in user as seen in the current company', async () => {
    expect(await api.as.employee.users.me()).toMatchObject({
      username: 'employee',
      employeeNo: 'SV0012',
      currentCompanyCode: 'SV',
      adminAccess: 0,
      allowMyTeam: false,
      isInternal: true,
    });
  });

  it('refuses a caller without a session as not signed in (401)', async () => {
    await expectDomainError(api.anonymous.users.me(), ErrorCode.notSignedIn);
  });
});

describe('language and message settings', () => {
  it('refuses an unsupported language with errors.language_not_supported and changes nothing', async () => {
    const user = await createUser(api.harness.db, { username: 'speaks-lt', language: 'lt' });
    const caller = await callerAs(api.harness, user.username);
    await expectFieldError(caller.users.changeLanguage(illTyped({ code: 'xx' })), 'code', ErrorCode.languageNotSupported);
    expect((await userRow(user.id)).default_language).toBe('lt');

    expect(await caller.users.changeLanguage({ code: 'en' })).toMatchObject({ defaultLanguage: 'en' });
    expect((await userRow(user.id)).default_language).toBe('en');
  });

  it('refuses a malformed alternative e-mail on its field and saves a valid one', async () => {
    const user = await createUser(api.harness.db, { username: 'mail-settings' });
    const caller = await callerAs(api.harness, user.username);
    const before = await userRow(user.id);
    await expectFieldError(
      caller.users.updateMessageSettings({ sendEmails: false, alternativeEmail: 'not-an-address' }),
      'alternativeEmail',
      ErrorCode.invalidEmail,
    );
    expect(await userRow(user.id)).toEqual(before);

    expect(await caller.users.updateMessageSettings({ sendEmails: false, alternativeEmail: 'home@example.test' })).toMatchObject({
      sendEmails: false,
      alternativeEmail: 'home@example.test',
    });
    expect(await caller.users.updateMessageSettings({ sendEmails: true, alternativeEmail: '' })).toMatchObject({
      sendEmails: true,
      alternativeEmail: null,
    });
  });
});

describe('user settings', () => {
  it('saves and reads back a setting, overwrites it, and keeps it to its owner', async () => {
    const owner = await callerAs(api.harness, (await createUser(api.harness.db, { username: 'keeps-settings' })).username);
    const other = await callerAs(api.harness, (await createUser(api.harness.db, { username: 'nosy-neighbour' })).username);

    expect(await owner.users.saveSetting({ code: 'applications.columns', setting: '["name","state"]' })).toEqual({
      code: 'applications.columns',
      setting: '["name","state"]',
    });
    await owner.users.saveSetting({ code: 'applications.columns', setting: '["state"]' });

    expect(await owner.users.getSetting({ code: 'applications.columns' })).toEqual({ code: 'applications.columns', setting: '["state"]' });
    expect(await other.users.getSetting({ code: 'applications.columns' })).toEqual({ code: 'applications.columns', setting: null });
  });

  it('refuses a malformed setting code and writes nothing', async () => {
    const before = await countRows(api.harness.db, ['user_settings']);
    await expectFieldError(api.as.planner.users.saveSetting({ code: 'no spaces/allowed', setting: 'x' }), 'code', ErrorCode.invalidValue);
    expect(await countRows(api.harness.db, ['user_settings'])).toEqual(before);
  });
});

describe('REST rows', () => {
  it('GET /api/user answers the current user in the envelope, and 401 without a token', async () => {
    expect(successData(await api.client.get('/api/user', api.tokens.employee))).toEqual(await api.as.employee.users.me());
    const response = await api.client.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn], data: null });
  });

  it('POST /api/user/change-language/{code} takes the code from the path; a refusal leads its messages with the catalogue key', async () => {
    const user = await createUser(api.harness.db, { username: 'speaks-over-rest', language: 'lt' });
    const token = await openSession(api.harness, user.username);
    const refused = await api.client.post('/api/user/change-language/xx', token);
    expect(refused.statusCode).toBe(400);
    // The client shows the first message of a failed language change (spec 1 §8).
    expect(refused.json()).toMatchObject({
      status: 'validation_error',
      messages: [ErrorCode.languageNotSupported],
      validationErrors: { code: [ErrorCode.languageNotSupported] },
    });
    expect(successData(await api.client.post('/api/user/change-language/en', token))).toMatchObject({ defaultLanguage: 'en' });
    expect((await userRow(user.id)).default_language).toBe('en');
  });

  it('PUT /api/user/message-settings takes the body as input', async () => {
    const user = await createUser(api.harness.db, { username: 'mail-over-rest' });
    const token = await openSession(api.harness, user.username);
    expect(
      successData(await api.client.put('/api/user/message-settings', token, { sendEmails: false, alternativeEmail: 'home@example.test' })),
    ).toMatchObject({ sendEmails: false, alternativeEmail: 'home@example.test' });
    expectValidationError(
      await api.client.put('/api/user/message-settings', token, { sendEmails: false, alternativeEmail: 'not-an-address' }),
      'alternativeEmail',
      ErrorCode.invalidEmail,
    );
  });

  it('POST /api/user/settings takes the body, also with the trailing slash of spec 1 §7; GET /api/user/settings/{code} the code from the path', async () => {
    const user = await createUser(api.harness.db, { username: 'settings-over-rest' });
    const token = await openSession(api.harness, user.username);
    // Spec 1 §7 writes the call as 'POST user/settings/': the trailing slash must reach the same route.
    const columns = { code: 'applications.columns', setting: '["name"]' };
    expect(successData(await api.client.post('/api/user/settings/', token, columns))).toEqual(columns);
    await api.client.post('/api/user/settings', token, { code: 'applications.columns', setting: '["state"]' });
    expect(successData(await api.client.get('/api/user/settings/applications.columns', token))).toEqual({
      code: 'applications.columns',
      setting: '["state"]',
    });
    expectValidationError(
      await api.client.post('/api/user/settings', token, { code: 'no spaces/allowed', setting: 'x' }),
      'code',
      ErrorCode.invalidValue,
    );
  });
});
