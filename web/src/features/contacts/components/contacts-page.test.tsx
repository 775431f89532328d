import type { Contact, ContactGroup } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSiteSettings } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function aContact(firstName: string, lastName: string, overrides: Partial<Contact> = {}): Contact {
  return {
    employeeNo: null,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    jobTitle: 'Buhalterė',
    department: 'Finansų skyrius',
    phoneNo: '+370 5 123 4567',
    mobilePhoneNo: null,
    companyEmail: `${firstName.toLowerCase()}@example.lt`,
    ...overrides,
  };
}

const groups: ContactGroup[] = [
  { alphabet: 'A', employees: [aContact('Asta', 'Kazlauskienė')] },
  { alphabet: 'Č', employees: [aContact('Česlovas', 'Urbonas', { mobilePhoneNo: '+370 612 34567' })] },
  { alphabet: 'Ž', employees: [aContact('Žilvinas', 'Petrauskas')] },
];

describe('contacts', () => {
  it('lists colleagues by letter with a letter index and phone and e-mail links', async () => {
    const app = renderApp({ route: '/contacts', signedIn: true, procedures: { 'contacts.search': () => groups } });
    expect(await screen.findByRole('heading', { name: 'Kontaktai', level: 1 })).toBeInTheDocument();
    const index = await screen.findByRole('navigation', { name: 'Raidžių rodyklė' });
    expect(
      within(index)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['A', 'Č', 'Ž']);

    const group = screen.getByRole('table', { name: 'Č' });
    expect(within(group).getByRole('cell', { name: 'Česlovas Urbonas' })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: '+370 612 34567' })).toHaveAttribute('href', 'tel:+37061234567');
    // Phone numbers never break across lines.
    expect(within(group).getByRole('link', { name: '+370 612 34567' }).closest('td')!.className).toMatch(/nowrap/);
    expect(within(group).getByRole('cell', { name: '+370 5 123 4567' }).className).toMatch(/nowrap/);
    expect(within(group).getByRole('link', { name: 'česlovas@example.lt' })).toHaveAttribute('href', 'mailto:česlovas@example.lt');

    await app.user.click(within(index).getByRole('button', { name: 'Eiti į raidę Ž' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ž' })).toHaveFocus());
    expect(app.callsOf('contacts.search')[0]?.input).toEqual({ searchQuery: null });
  });

  it('writes names last name first when the site settings say so', async () => {
    renderApp({
      route: '/contacts',
      signedIn: true,
      procedures: { 'sessions.siteSettings': () => aSiteSettings({ contactsNameFormat: 'last-first' }), 'contacts.search': () => groups },
    });
    expect(await screen.findByRole('cell', { name: 'Kazlauskienė Asta' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asta Kazlauskienė' })).not.toBeInTheDocument();
  });

  it('searches only once typing has paused for a second', async () => {
    const app = renderApp({
      route: '/contacts',
      signedIn: true,
      procedures: {
        'contacts.search': ({ searchQuery }) =>
          searchQuery ? groups.filter((group) => group.employees.some((contact) => contact.lastName.startsWith(searchQuery))) : groups,
      },
    });
    await screen.findByRole('table', { name: 'Ž' });
    const typedAt = Date.now();
    await app.user.type(screen.getByLabelText('Paieška'), 'Urb');
    // Nothing is asked while typing goes on, nor shortly after.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.callsOf('contacts.search').filter((call) => (call.input as { searchQuery: string | null }).searchQuery)).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('table', { name: 'Ž' })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1000);
    expect(screen.getByRole('cell', { name: 'Česlovas Urbonas' })).toBeInTheDocument();
    // One search for the whole word, not one per key.
    expect(app.callsOf('contacts.search').map((call) => call.input)).toEqual([{ searchQuery: null }, { searchQuery: 'Urb' }]);
  });

  it('says when nothing matches', async () => {
    renderApp({ route: '/contacts', signedIn: true, procedures: { 'contacts.search': () => [] } });
    expect(await screen.findByText('Paieškos rezultatų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Raidžių rodyklė' })).not.toBeInTheDocument();
  });

  it('shows a long directory a hundred at a time', async () => {
    const many: ContactGroup[] = [
      { alphabet: 'J', employees: Array.from({ length: 150 }, (_, index) => aContact('Jonas', `Jonaitis${index}`)) },
    ];
    const app = renderApp({ route: '/contacts', signedIn: true, procedures: { 'contacts.search': () => many } });
    const table = await screen.findByRole('table', { name: 'J' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    await app.user.click(screen.getByRole('button', { name: 'Rodyti daugiau' }));
    expect(within(screen.getByRole('table', { name: 'J' })).getAllByRole('row')).toHaveLength(151);
    expect(screen.queryByRole('button', { name: 'Rodyti daugiau' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the translated server message on failure', async () => {
    let fail: (error: unknown) => void = () => {};
    const app = renderApp({
      route: '/contacts',
      signedIn: true,
      procedures: { 'contacts.search': () => new Promise((_, reject) => (fail = reject)) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
    await waitFor(() => expect(app.callsOf('contacts.search')).toHaveLength(1));
    fail(trpcError('BAD_REQUEST', 'validation.invalid_value'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});
