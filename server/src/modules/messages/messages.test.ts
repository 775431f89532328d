import { ErrorCode, type Message, type MessageListItem, type SidebarMessages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { expectValidationError, successData } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import { expectDomainError, expectFieldError, expectPageBoundsRefused, illTyped, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

async function userId(username: string): Promise<number> {
  return (await api.harness.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function insertMessage(username: string, body: string): Promise<number> {
  const [row] = await api.harness.db
    .insertInto('messages')
    .values({ user_id: await userId(username), subject: 'Injected', body })
    .returning('id')
    .execute();
  return row!.id;
}

describe('messages.list', () => {
  it('pages the own messages newest first, ten a page by default', async () => {
    // The demo messages plus the workflow notices of the seeded documents.
    const own = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('employee'))
      .execute();
    expect(own.length).toBeGreaterThan(10);
    const { items, pagination } = await api.as.employee.messages.list({});
    expect(pagination).toEqual({ page: 1, rowsPerPage: 10, totalRecords: own.length });
    expect(items).toHaveLength(10);
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'id', 'isRead', 'subject']);
    const dates = items.map((item) => item.createdAt.toISOString());
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await api.as.employee.messages.list({ page: 2 })).items).toHaveLength(Math.min(10, own.length - 10));
    for (const item of items) expect(own.map((row) => row.id)).toContain(item.id);
  });

  it('refuses page sizes out of bounds', async () => {
    await expectPageBoundsRefused(api.as.employee.messages.list);
  });
});

describe('messages.view', () => {
  it('opens an unread message: answers its body, marks it read and the sidebar count drops', async () => {
    const sidebar = await api.as.manager.messages.sidebar();
    const unread = sidebar.messages[0]!;
    const message = await api.as.manager.messages.view({ id: unread.id });
    expect(message).toMatchObject({ id: unread.id, subject: unread.subject, isRead: true, body: expect.stringContaining('<p>') });
    const after = await api.as.manager.messages.sidebar();
    expect(after.unreadCount).toBe(sidebar.unreadCount - 1);
    expect(after.messages.map((entry) => entry.id)).not.toContain(unread.id);
    // Opening it again changes nothing.
    await api.as.manager.messages.view({ id: unread.id });
    expect((await api.as.manager.messages.sidebar()).unreadCount).toBe(after.unreadCount);
  });

  it('never answers script or event handlers, whatever reached the table', async () => {
    const id = await insertMessage(
      'employee',
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://example.lt">ok</a></p><iframe src="https://evil"></iframe>',
    );
    const message = await api.as.employee.messages.view({ id });
    expect(message.body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(message.body).toContain('<a href="https://example.lt" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it("answers not found for someone else's message and leaves it unread", async () => {
    const others = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('admin'))
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    await expectDomainError(api.as.employee.messages.view({ id: others.id }), ErrorCode.recordNotFound);
    const row = await api.harness.db.selectFrom('messages').select('is_read').where('id', '=', others.id).executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
    await expectFieldError(api.as.employee.messages.view({ id: 'abc' }), 'id');
  });
});

describe('messages.deleteMany', () => {
  it("deletes the own messages among the ids and leaves others' alone", async () => {
    const plannerTotal = (
      await api.harness.db
        .selectFrom('messages')
        .select('id')
        .where('user_id', '=', await userId('planner'))
        .execute()
    ).length;
    const own = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('planner'))
      .orderBy('id')
      .limit(2)
      .execute();
    const others = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('admin'))
      .orderBy('id')
      .limit(2)
      .execute();
    const before = await countRows(api.harness.db, ['messages']);
    expect(await api.as.planner.messages.deleteMany({ ids: [...own, ...others].map((row) => row.id) })).toEqual({ deleted: 2 });
    expect((await countRows(api.harness.db, ['messages'])).messages).toBe(before.messages! - 2);
    const remaining = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where(
        'id',
        'in',
        others.map((row) => row.id),
      )
      .execute();
    expect(remaining).toHaveLength(2);
    expect((await api.as.planner.messages.list({})).pagination.totalRecords).toBe(plannerTotal - 2);
  });

  it('refuses empty, oversized and malformed id lists; nothing is deleted', async () => {
    const before = await countRows(api.harness.db, ['messages']);
    await expectFieldError(api.as.planner.messages.deleteMany({ ids: [] }), 'ids');
    await expectFieldError(api.as.planner.messages.deleteMany(illTyped({})), 'ids');
    await expectFieldError(api.as.planner.messages.deleteMany({ ids: Array.from({ length: 101 }, (_, index) => index + 1) }), 'ids');
    await expectFieldError(api.as.planner.messages.deleteMany(illTyped({ ids: ['1; drop table messages'] })), 'ids.0');
    await expectFieldError(api.as.planner.messages.deleteMany(illTyped({ ids: [1], userId: 2 })), 'userId');
    expect(await countRows(api.harness.db, ['messages'])).toEqual(before);
  });
});

describe('REST rows', () => {
  it('GET /api/messages/get-sidebar-messages answers the sidebar in the envelope', async () => {
    expect(successData<SidebarMessages>(await api.client.get('/api/messages/get-sidebar-messages', api.tokens.admin))).toEqual(
      JSON.parse(JSON.stringify(await api.as.admin.messages.sidebar())),
    );
  });

  it('GET /api/messages/index pages through the query into the envelope', async () => {
    const response = await api.client.get('/api/messages/index?page=2&rowsPerPage=3', api.tokens.employee);
    const { items, pagination } = await api.as.employee.messages.list({ page: 2, rowsPerPage: 3 });
    expect(response.json().pagination).toEqual(pagination);
    expect(successData<MessageListItem[]>(response)).toEqual(JSON.parse(JSON.stringify(items)));
    expectValidationError(await api.client.get('/api/messages/index?rowsPerPage=0', api.tokens.employee), 'rowsPerPage');
  });

  it("POST /api/messages/view-message/{id} takes the id from the path; someone else's is not found", async () => {
    const id = await insertMessage('employee', '<p>Hello</p>');
    expect(successData<Message>(await api.client.post(`/api/messages/view-message/${id}`, api.tokens.employee))).toMatchObject({
      id,
      body: '<p>Hello</p>',
      isRead: true,
    });
    const response = await api.client.post(`/api/messages/view-message/${id}`, api.tokens.planner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
    expectValidationError(await api.client.post('/api/messages/view-message/abc', api.tokens.employee), 'id');
  });

  it('POST /api/messages/delete-messages takes the ids from the body', async () => {
    const ids = [await insertMessage('planner', '<p>a</p>'), await insertMessage('planner', '<p>b</p>')];
    expect(successData(await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids }))).toEqual({ deleted: 2 });
    expectValidationError(await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids: ['1'] }), 'ids.0');
  });

  it('never sends script over /trpc either', async () => {
    const id = await insertMessage('employee', '<p>Hi<script>alert(1)</script></p>');
    const overTrpc = await api.harness.app.inject({
      method: 'POST',
      url: '/trpc/messages.view',
      headers: { ...bearer(api.tokens.employee), 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id } }),
    });
    expect(overTrpc.statusCode).toBe(200);
    expect(overTrpc.body).toContain('Hi');
    expect(overTrpc.body).not.toMatch(/<script/i);
  });
});
