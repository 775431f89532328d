import type { Message } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const message: Message = {
  id: 41,
  subject: 'Kalėdinis renginys',
  isRead: true,
  createdAt: new Date(2026, 10, 20, 9, 15),
  body: '<p>Maloniai kviečiame į <strong>kalėdinį renginį</strong></p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
};

describe('message view', () => {
  it('shows the subject, date and sanitised body, marks the message read once and refreshes the badge', async () => {
    let unread = 2;
    const app = renderApp({
      route: '/messages/view-message/41',
      signedIn: true,
      procedures: {
        'messages.sidebar': () => ({ unreadCount: unread, messages: [] }),
        'messages.view': ({ id }) => {
          unread = 1;
          return { ...message, id: Number(id) };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kalėdinis renginys' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:15')).toBeInTheDocument();
    expect(screen.getByText('kalėdinį renginį').tagName).toBe('STRONG');
    const main = screen.getByRole('main');
    expect(main.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const badge = screen.getByRole('button', { name: 'Pranešimai' });
    await waitFor(() => expect(badge).toHaveAccessibleDescription('1 neskaitytas pranešimas'));
    expect(app.callsOf('messages.view').map((call) => call.input)).toEqual([{ id: 41 }]);
  });

  it('deletes the message after confirmation and goes back to the list', async () => {
    const app = renderApp({
      route: '/messages/view-message/41',
      signedIn: true,
      procedures: {
        'messages.view': () => message,
        'messages.deleteMany': ({ ids }) => ({ deleted: ids.length }),
        'messages.list': ({ page }) => ({ items: [], pagination: { page: Number(page ?? 1), rowsPerPage: 10, totalRecords: 0 } }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ištrinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pranešimų trynimas' });
    expect(dialog).toHaveTextContent('Ištrinti 1 pranešimą?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Sėkmingai ištrinta.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/messages'));
    expect(app.callsOf('messages.deleteMany').map((call) => call.input)).toEqual([{ ids: [41] }]);
    expect(await screen.findByRole('heading', { name: 'Pranešimai' })).toBeInTheDocument();
    expect(await screen.findByText('Pranešimų nėra.')).toBeInTheDocument();
  });

  it('closes back to the list', async () => {
    const app = renderApp({
      route: '/messages/view-message/41',
      signedIn: true,
      procedures: {
        'messages.view': () => message,
        'messages.list': ({ page }) => ({ items: [], pagination: { page: Number(page ?? 1), rowsPerPage: 10, totalRecords: 0 } }),
      },
    });
    await screen.findByRole('heading', { name: 'Kalėdinis renginys' });
    await app.user.click(screen.getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(app.pathname()).toBe('/messages'));
    expect(await screen.findByText('Pranešimų nėra.')).toBeInTheDocument();
  });

  it('shows the translated server message for a message that is not there', async () => {
    renderApp({
      route: '/messages/view-message/999',
      signedIn: true,
      procedures: { 'messages.view': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the message opens', async () => {
    renderApp({ route: '/messages/view-message/41', signedIn: true, procedures: { 'messages.view': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });
});
