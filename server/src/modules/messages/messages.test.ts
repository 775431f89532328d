import { ErrorCode, type Message, type MessageListItem, type SidebarMessages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { expectPageSizeBounds, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';

const api = useDemoApi();

async function userId(username: string): Promise<number> {
  return (await api.harness.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

describe('GET /api/messages/index', () => {
  it('pages the own messages newest first, ten a page by default', async () => {
    // The demo messages plus the workflow notices of the seeded documents.
    const own = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('employee'))
      .execute();
    expect(own.length).toBeGreaterThan(10);
    const response = await api.client.get('/api/messages/index', api.tokens.employee);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 10, totalRecords: own.length });
    const items = successData<MessageListItem[]>(response);
    expect(items).toHaveLength(10);
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'id', 'isRead', 'subject']);
    const dates = items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(successData<MessageListItem[]>(await api.client.get('/api/messages/index?page=2', api.tokens.employee))).toHaveLength(
      Math.min(10, own.length - 10),
    );
    for (const item of items) expect(own.map((row) => row.id)).toContain(item.id);
  });

  it('refuses page sizes out of bounds', async () => {
    await expectPageSizeBounds(api.client, '/api/messages/index', api.tokens.employee);
  });
});

describe('POST /api/messages/view-message/{id}', () => {
  it('opens an unread message: answers its body, marks it read and the sidebar count drops', async () => {
    const sidebar = successData<SidebarMessages>(await api.client.get('/api/messages/get-sidebar-messages', api.tokens.manager));
    const unread = sidebar.messages[0]!;
    const message = successData<Message>(await api.client.post(`/api/messages/view-message/${unread.id}`, api.tokens.manager));
    expect(message).toMatchObject({ id: unread.id, subject: unread.subject, isRead: true, body: expect.stringContaining('<p>') });
    const after = successData<SidebarMessages>(await api.client.get('/api/messages/get-sidebar-messages', api.tokens.manager));
    expect(after.unreadCount).toBe(sidebar.unreadCount - 1);
    expect(after.messages.map((entry) => entry.id)).not.toContain(unread.id);
    // Opening it again changes nothing.
    successData(await api.client.post(`/api/messages/view-message/${unread.id}`, api.tokens.manager));
    expect(successData<SidebarMessages>(await api.client.get('/api/messages/get-sidebar-messages', api.tokens.manager)).unreadCount).toBe(
      after.unreadCount,
    );
  });

  it('never answers script or event handlers, whatever reached the table', async () => {
    const [row] = await api.harness.db
      .insertInto('messages')
      .values({
        user_id: await userId('employee'),
        subject: 'Injected',
        body: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://example.lt">ok</a></p><iframe src="https://evil"></iframe>',
      })
      .returning('id')
      .execute();
    const message = successData<Message>(await api.client.post(`/api/messages/view-message/${row!.id}`, api.tokens.employee));
    expect(message.body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(message.body).toContain('<a href="https://example.lt" target="_blank" rel="noopener noreferrer">ok</a>');
    const overTrpc = await api.harness.app.inject({
      method: 'POST',
      url: '/trpc/messages.view',
      headers: { ...bearer(api.tokens.employee), 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id: row!.id } }),
    });
    expect(overTrpc.body).not.toMatch(/<script/i);
  });

  it("answers not found for someone else's message and leaves it unread", async () => {
    const others = await api.harness.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', await userId('admin'))
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    const response = await api.client.post(`/api/messages/view-message/${others.id}`, api.tokens.employee);
    expect(response.statusCode).toBe(404);
    expect(response.json().messages).toEqual([ErrorCode.recordNotFound]);
    const row = await api.harness.db.selectFrom('messages').select('is_read').where('id', '=', others.id).executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
    expectValidationError(await api.client.post('/api/messages/view-message/abc', api.tokens.employee), 'id');
  });
});

describe('POST /api/messages/delete-messages', () => {
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
    const result = successData<{ deleted: number }>(
      await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids: [...own, ...others].map((row) => row.id) }),
    );
    expect(result).toEqual({ deleted: 2 });
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
    const page = await api.client.get('/api/messages/index', api.tokens.planner);
    expect(page.json().pagination.totalRecords).toBe(plannerTotal - 2);
  });

  it('refuses empty, oversized and malformed id lists; nothing is deleted', async () => {
    const before = await countRows(api.harness.db, ['messages']);
    expectValidationError(await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids: [] }), 'ids');
    expectValidationError(await api.client.post('/api/messages/delete-messages', api.tokens.planner, {}), 'ids');
    expectValidationError(
      await api.client.post('/api/messages/delete-messages', api.tokens.planner, {
        ids: Array.from({ length: 101 }, (_, index) => index + 1),
      }),
      'ids',
    );
    expectValidationError(
      await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids: ['1; drop table messages'] }),
      'ids.0',
    );
    expectValidationError(await api.client.post('/api/messages/delete-messages', api.tokens.planner, { ids: [1], userId: 2 }), 'userId');
    expect(await countRows(api.harness.db, ['messages'])).toEqual(before);
  });
});
