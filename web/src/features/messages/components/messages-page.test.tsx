import type { MessageListItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function aMessage(id: number, overrides: Partial<MessageListItem> = {}): MessageListItem {
  return { id, subject: `Pranešimas ${id}`, isRead: true, createdAt: new Date(Date.UTC(2026, 10, 20 - id, 9, 15)), ...overrides };
}

/** A mailbox of `total` messages answered ten (or rowsPerPage) at a time, newest (highest id) first. */
function mailbox(total: number, unread: number[] = []) {
  let messages = Array.from({ length: total }, (_, index) => aMessage(total - index, { isRead: !unread.includes(total - index) }));
  return {
    list: (input: { page?: unknown; rowsPerPage?: unknown }) => {
      const page = Number(input.page ?? 1);
      const rowsPerPage = Number(input.rowsPerPage ?? 10);
      return {
        items: messages.slice((page - 1) * rowsPerPage, page * rowsPerPage),
        pagination: { page, rowsPerPage, totalRecords: messages.length },
      };
    },
    deleteMany: ({ ids }: { ids: number[] }) => {
      const before = messages.length;
      messages = messages.filter((message) => !ids.includes(message.id));
      return { deleted: before - messages.length };
    },
  };
}

describe('messages list', () => {
  it('shows ten messages a page with the unread ones in bold', async () => {
    const box = mailbox(12, [12, 11]);
    const app = renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': box.list } });
    expect(await screen.findByRole('heading', { name: 'Pranešimai' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pranešimai, naujausi viršuje' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('link', { name: 'Pranešimas 12' })).toBeInTheDocument();
    expect(rows[0]).toHaveStyle({ fontWeight: '700' });
    expect(rows[0]).toHaveTextContent('(neskaitytas)');
    expect(within(rows[2]!).getByRole('link', { name: 'Pranešimas 10' })).toBeInTheDocument();
    expect(rows[2]).not.toHaveStyle({ fontWeight: '700' });
    expect(rows[0]).toHaveTextContent('2026-11-08');
    expect(app.callsOf('messages.list')[0]?.input).toEqual({ page: 1, rowsPerPage: 10 });
  });

  it('links at most ten pages and loads the page chosen', async () => {
    const box = mailbox(250);
    const app = renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': box.list } });
    const pager = await screen.findByRole('navigation', { name: 'Pranešimų puslapiai' });
    const links = within(pager)
      .getAllByRole('button', { name: /puslapis$/ })
      .filter((button) => /^\d+ puslapis$/.test(button.getAttribute('aria-label') ?? ''));
    expect(links).toHaveLength(10);
    await app.user.click(within(pager).getByRole('button', { name: '3 puslapis' }));
    expect(await screen.findByRole('link', { name: 'Pranešimas 230' })).toBeInTheDocument();
    expect(app.callsOf('messages.list').at(-1)?.input).toEqual({ page: 3, rowsPerPage: 10 });
    expect(within(pager).getByRole('button', { name: '3 puslapis' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a message from its row', async () => {
    const box = mailbox(3);
    const app = renderApp({
      route: '/messages',
      signedIn: true,
      procedures: {
        'messages.list': box.list,
        'messages.view': ({ id }) => ({ ...aMessage(Number(id)), body: '<p>Turinys</p>' }),
      },
    });
    const row = (await screen.findByRole('link', { name: 'Pranešimas 2' })).closest('tr')!;
    // A click anywhere on the row, not only on the subject link.
    await app.user.click(within(row).getByText(/^2026-11-18/));
    await waitFor(() => expect(app.pathname()).toBe('/messages/view-message/2'));
    expect(await screen.findByText('Turinys')).toBeInTheDocument();
  });

  it('takes one tab stop per message, its subject link, besides its check box', async () => {
    const box = mailbox(2);
    const app = renderApp({
      route: '/messages',
      signedIn: true,
      procedures: {
        'messages.list': box.list,
        'messages.view': ({ id }) => ({ ...aMessage(Number(id)), body: '<p>Turinys</p>' }),
      },
    });
    const selectAll = await screen.findByRole('checkbox', { name: 'Pažymėti visus šio puslapio pranešimus' });
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).not.toHaveAttribute('tabindex');
    selectAll.focus();
    await app.user.tab();
    expect(screen.getByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 2“' })).toHaveFocus();
    await app.user.tab();
    expect(within(first!).getByRole('link', { name: 'Pranešimas 2' })).toHaveFocus();
    await app.user.tab();
    expect(screen.getByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 1“' })).toHaveFocus();
    await app.user.tab();
    expect(within(second!).getByRole('link', { name: 'Pranešimas 1' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/messages/view-message/1'));
    // The opened message marks itself read; waiting for it keeps that call inside this test.
    expect(await screen.findByText('Turinys')).toBeInTheDocument();
  });

  it('deletes the selected messages after confirmation and refreshes the list and the badge', async () => {
    const box = mailbox(5);
    const deleted: number[][] = [];
    const app = renderApp({
      route: '/messages',
      signedIn: true,
      procedures: {
        'messages.list': box.list,
        'messages.deleteMany': (input) => {
          deleted.push(input.ids);
          return box.deleteMany(input);
        },
      },
    });
    const deleteButton = await screen.findByRole('button', { name: 'Ištrinti pažymėtus' });
    expect(deleteButton).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 5“' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 3“' }));
    expect(screen.getByText('Pažymėta: 2')).toBeInTheDocument();
    const sidebarCallsBefore = app.callsOf('messages.sidebar').length;
    const listCallsBefore = app.callsOf('messages.list').length;

    await app.user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Pranešimų trynimas' });
    expect(dialog).toHaveTextContent('Ištrinti 2 pranešimus?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));

    expect(await screen.findByText('Sėkmingai ištrinta.')).toBeInTheDocument();
    expect(deleted).toEqual([[5, 3]]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pranešimas 5' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Pranešimas 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pranešimas 4' })).toBeInTheDocument();
    expect(app.callsOf('messages.list').length).toBeGreaterThan(listCallsBefore);
    await waitFor(() => expect(app.callsOf('messages.sidebar').length).toBeGreaterThan(sidebarCallsBefore));
    expect(screen.getByRole('button', { name: 'Ištrinti pažymėtus' })).toBeDisabled();
  });

  it('selects every message of the page at once', async () => {
    const box = mailbox(13);
    const app = renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': box.list } });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Pažymėti visus šio puslapio pranešimus' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(11);
    expect(screen.getByText('Pažymėta: 10')).toBeInTheDocument();
  });

  it('keeps the messages when the deletion is cancelled', async () => {
    const box = mailbox(2);
    const app = renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': box.list } });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 1“' }));
    await app.user.click(screen.getByRole('button', { name: 'Ištrinti pažymėtus' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.callsOf('messages.deleteMany')).toHaveLength(0);
  });

  it('shows the first server message when the deletion fails', async () => {
    const box = mailbox(2);
    const app = renderApp({
      route: '/messages',
      signedIn: true,
      procedures: {
        'messages.list': box.list,
        'messages.deleteMany': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')),
      },
    });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Pažymėti pranešimą „Pranešimas 1“' }));
    await app.user.click(screen.getByRole('button', { name: 'Ištrinti pažymėtus' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Tokio įrašo nėra.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pranešimas 1' })).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': mailbox(0).list } });
    expect(await screen.findByText('Pranešimų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state until the list arrives', async () => {
    renderApp({ route: '/messages', signedIn: true, procedures: { 'messages.list': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when the list fails', async () => {
    renderApp({
      route: '/messages',
      signedIn: true,
      procedures: { 'messages.list': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});
