import { ErrorCode } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { bearer, signInToken, startTestApp, type TestHarness } from '../testing/test-app';

let harness: TestHarness;
let employeeToken: string;
beforeAll(async () => {
  harness = await startTestApp();
  employeeToken = await signInToken(harness.app, 'employee');
});
afterAll(async () => {
  await harness?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function get(url: string, token?: string) {
  return harness.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

/** Strings that must never reach a client: stack frames, SQL, file paths, driver messages. */
function expectNoInternals(body: string) {
  for (const leak of [
    /\bat\s+\S+\s+\(/,
    /\.ts:\d+/,
    /node_modules/,
    /\bselect\b/i,
    /\bfrom\b/i,
    /relation/i,
    /messages_hidden/,
    /stack/i,
  ]) {
    expect(body).not.toMatch(leak);
  }
}

describe('GET /api/company and /api/company/index', () => {
  it('answers the current company and the companies the user may switch to', async () => {
    const current = await get('/api/company', employeeToken);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      status: 'success',
      data: { code: 'SV', name: expect.stringContaining('Šiaurės') },
      messages: [],
      pagination: null,
      validationErrors: null,
      substatus: null,
    });
    const list = await get('/api/company/index', employeeToken);
    expect(list.json().status).toBe('success');
    expect(list.json().data[0]).toEqual({ code: 'SV', name: expect.any(String) });
  });

  it('refuses both without a session', async () => {
    for (const url of ['/api/company', '/api/company/index']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().messages, url).toEqual([ErrorCode.notSignedIn]);
    }
  });
});

describe('GET /api/localization/{lang}', () => {
  it('answers site-wide overrides to anyone and lets the current company override them', async () => {
    await harness.db
      .insertInto('translations')
      .values([
        { language: 'en', locale_key: 'menu.home', locale_value: 'Start page' },
        { language: 'en', locale_key: 'menu.payslips', locale_value: 'Pay' },
        { language: 'en', locale_key: 'menu.home', locale_value: 'Home of SV', company_code: 'SV' },
        { language: 'en', locale_key: 'menu.payslips', locale_value: 'Pay of NL', company_code: 'NL' },
        { language: 'lt', locale_key: 'menu.home', locale_value: 'Pradžia' },
      ])
      .execute();

    const anonymous = await get('/api/localization/en');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toEqual({ 'menu.home': 'Start page', 'menu.payslips': 'Pay' });

    const inSv = await get('/api/localization/en', employeeToken);
    expect(inSv.json().data).toEqual({ 'menu.home': 'Home of SV', 'menu.payslips': 'Pay' });

    expect((await get('/api/localization/lt')).json().data).toEqual({ 'menu.home': 'Pradžia' });
  });

  it('refuses a language that is not configured', async () => {
    const response = await get('/api/localization/xx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'validation_error', validationErrors: { lang: [ErrorCode.languageNotSupported] } });
  });
});

describe('GET /api/messages/get-sidebar-messages', () => {
  it("answers the user's own unread messages, newest first, with their count", async () => {
    const owner = await createUser(harness.db, { username: 'has-mail' });
    const other = await createUser(harness.db, { username: 'other-mail' });
    await harness.db
      .insertInto('messages')
      .values([
        { user_id: owner.id, subject: 'older', created_at: new Date('2026-11-01T08:00:00Z') },
        { user_id: owner.id, subject: 'newer', created_at: new Date('2026-11-02T08:00:00Z') },
        { user_id: owner.id, subject: 'already read', created_at: new Date('2026-11-03T08:00:00Z'), is_read: true },
        { user_id: other.id, subject: 'not yours', created_at: new Date('2026-11-04T08:00:00Z') },
      ])
      .execute();
    const token = await signInToken(harness.app, owner.username, owner.password);
    const response = await get('/api/messages/get-sidebar-messages', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.data.unreadCount).toBe(2);
    expect(body.data.messages.map((message: { subject: string }) => message.subject)).toEqual(['newer', 'older']);
    expect(body.data.messages[0].createdAt).toBe('2026-11-02T08:00:00.000Z');
  });
});

describe('the /api envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await get('/api/no-such-thing/at-all', employeeToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'fail',
      data: null,
      messages: [ErrorCode.recordNotFound],
      pagination: null,
      validationErrors: null,
      substatus: 'not_found',
    });
  });

  it('answers a body over 1 MiB with 413 before calling the procedure', async () => {
    const before = await harness.db
      .selectFrom('login_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'Demo1234', padding: 'x'.repeat(1_048_576) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'fail', data: null });
    const overTrpc = await harness.app.inject({
      method: 'POST',
      url: '/trpc/sessions.usernameAuth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { username: 'admin', password: 'Demo1234', padding: 'x'.repeat(1_048_576) } }),
    });
    expect(overTrpc.statusCode).toBe(413);
    const after = await harness.db
      .selectFrom('login_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/sessions/username-auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', data: null, messages: [ErrorCode.invalidValue] });
    expectNoInternals(response.body);
  });

  it('answers an unexpected failure with 500, status exception and a request id, and nothing internal', async () => {
    // A real SQL error: the table the procedure reads is briefly out of reach.
    await sql`alter table messages rename to messages_hidden`.execute(harness.db);
    try {
      const rest = await get('/api/messages/get-sidebar-messages', employeeToken);
      expect(rest.statusCode).toBe(500);
      const body = rest.json();
      expect(body).toEqual({
        status: 'exception',
        data: null,
        messages: [ErrorCode.criticalServerError],
        pagination: null,
        validationErrors: null,
        substatus: null,
        requestId: expect.stringMatching(UUID),
      });
      expectNoInternals(rest.body);

      const trpc = await get('/trpc/messages.sidebar', employeeToken);
      expect(trpc.statusCode).toBe(500);
      const error = trpc.json().error.json;
      expect(error.message).toBe(ErrorCode.criticalServerError);
      expect(error.data).toMatchObject({ errorCode: ErrorCode.criticalServerError, requestId: expect.stringMatching(UUID) });
      expect(error.data.stack).toBeUndefined();
      expectNoInternals(trpc.body);
    } finally {
      await sql`alter table messages_hidden rename to messages`.execute(harness.db);
    }
    expect((await get('/api/messages/get-sidebar-messages', employeeToken)).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends the security headers and no-store on /api, /trpc and unknown paths', async () => {
    const responses = {
      api: await get('/api/company', employeeToken),
      apiRefusal: await get('/api/company'),
      trpc: await get('/trpc/sessions.preAuthSettings'),
      unknown: await get('/api/unknown'),
    };
    for (const [name, response] of Object.entries(responses)) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp, name).toContain("default-src 'self'");
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("script-src 'self'");
      expect(csp, name).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control'], name).toBe('no-store');
      expect(response.headers['x-powered-by'], name).toBeUndefined();
    }
  });

  it('keeps CORS closed when no origins are configured', async () => {
    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/sessions/username-auth',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await harness.app.inject({
      method: 'GET',
      url: '/api/sessions/get-pre-auth-settings',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});
