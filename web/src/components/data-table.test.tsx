import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Key, useEffect, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { type DataColumn, DataTable } from './data-table';

interface Person {
  id: number;
  name: string;
  born: string;
  phone: string;
  days: number;
  isRead: boolean;
  isLate: boolean;
}

const people: Person[] = [
  { id: 1, name: 'Rūta', born: '1990-05-04', phone: '+370 600 00001', days: 12, isRead: true, isLate: false },
  { id: 2, name: 'Jonas', born: '1985-01-20', phone: '+370 600 00002', days: 3, isRead: false, isLate: false },
  { id: 3, name: 'Ąžuolas', born: '2001-11-30', phone: '+370 600 00003', days: 20, isRead: true, isLate: true },
];

const columns: DataColumn<Person>[] = [
  { key: 'name', header: 'Vardas', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'born', header: 'Gimė', kind: 'date', cell: (row) => row.born, sortValue: (row) => row.born },
  { key: 'phone', header: 'Telefonas', kind: 'phone', cell: (row) => row.phone },
  { key: 'days', header: 'Dienos', kind: 'number', cell: (row) => row.days, sortValue: (row) => row.days },
];

function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('DataTable', () => {
  it('has an accessible name and sorts by a header button, announcing the order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Darbuotojai' });
    expect(names(table)).toEqual(['Rūta', 'Jonas', 'Ąžuolas']);
    const nameHeader = within(table).getByRole('columnheader', { name: 'Vardas' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // Columns without a sort value have no sort button and no aria-sort.
    expect(within(table).getByRole('columnheader', { name: 'Telefonas' })).not.toHaveAttribute('aria-sort');

    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Lithuanian collation: Ą sorts with A.
    expect(names(table)).toEqual(['Ąžuolas', 'Jonas', 'Rūta']);
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual(['Rūta', 'Jonas', 'Ąžuolas']);

    await user.click(within(table).getByRole('button', { name: 'Dienos' }));
    expect(names(table)).toEqual(['Jonas', 'Rūta', 'Ąžuolas']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('hands the sort to its owner when sorting happens elsewhere', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        sort={{ column: 'born', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Gimė' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Gimė' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'born', direction: 'ascending' });
    // The rows stay in the order given.
    expect(names(table)).toEqual(['Rūta', 'Jonas', 'Ąžuolas']);
  });

  it('keeps dates, phone numbers, figures and codes on one line and figures right, while the headings may wrap', () => {
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={[...columns, { key: 'code', header: 'Tabelio numeris', kind: 'code', cell: (row) => `DN-000${row.id}` }]}
      />,
    );
    const [name, born, phone, days, code] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name!.className).not.toMatch(/nowrap/);
    expect(born!.className).toMatch(/nowrap/);
    expect(phone!.className).toMatch(/nowrap/);
    expect(days!.className).toMatch(/nowrap/);
    expect(code!.className).toMatch(/nowrap/);
    expect(days).toHaveStyle({ textAlign: 'right' });
    // A long heading over a narrow date ("Last change") wraps rather than widening its column.
    expect(screen.getByRole('columnheader', { name: 'Gimė' }).className).not.toMatch(/nowrap/);
  });

  it('cuts long text to its lines in the table, with the whole text in its title, and shows it whole on a phone', () => {
    const longName = 'Prašymas suteikti papildomą poilsio dieną (mamadienis / tėvadienis)';
    const clamped: DataColumn<Person>[] = [
      { key: 'name', header: 'Vardas', cell: (row) => row.name },
      { key: 'form', header: 'Forma', cell: () => longName, lineClamp: 2, minWidth: 170 },
    ];
    const { unmount } = renderWithProviders(<DataTable label="Prašymai" rows={people} rowKey={(row) => row.id} columns={clamped} />);
    const cell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]!;
    const text = within(cell).getByText(longName);
    expect(text).toHaveAttribute('title', longName);
    expect(text).toHaveAttribute('data-line-clamp', 'true');
    expect(screen.getByRole('columnheader', { name: 'Forma' })).toHaveStyle({ minWidth: '170px' });
    unmount();

    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(<DataTable label="Prašymai" rows={people} rowKey={(row) => row.id} columns={clamped} />);
    const card = within(screen.getByRole('list', { name: 'Prašymai' })).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('definition')).toHaveTextContent(longName);
    expect(within(card).queryByTitle(longName)).not.toBeInTheDocument();
  });

  it('makes unread rows bold and marks overdue rows in the chosen cell, not the whole row red', () => {
    renderWithProviders(
      <DataTable
        label="Užduotys"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        isUnread={(row) => !row.isRead}
        overdueOf={(row) => (row.isLate ? 'Vėluoja' : null)}
        overdueColumn="born"
      />,
    );
    const [read, unread, late] = screen.getAllByRole('row').slice(1);
    expect(read).not.toHaveStyle({ fontWeight: '700' });
    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(unread).toHaveAttribute('data-unread');
    expect(unread).toHaveTextContent('(neskaitytas)');
    expect(late).toHaveAttribute('data-overdue');
    expect(late).not.toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    const bornCell = within(late!).getAllByRole('cell')[1]!;
    expect(within(bornCell).getByText('Vėluoja')).toBeInTheDocument();
    expect(read).not.toHaveTextContent('Vėluoja');
  });

  it('tells a row past its deadline from one near it: red with a warning sign, amber with a clock', () => {
    renderWithProviders(
      <DataTable
        label="Užduotys"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        overdueOf={(row) => (row.isLate ? 'Vėluoja' : row.isRead ? null : 'Artėja terminas')}
        overdueToneOf={(row) => (row.isLate ? 'overdue' : 'dueSoon')}
      />,
    );
    const [read, near, late] = screen.getAllByRole('row').slice(1);
    expect(read).not.toHaveAttribute('data-overdue');
    expect(late).toHaveAttribute('data-overdue', 'overdue');
    expect(near).toHaveAttribute('data-overdue', 'dueSoon');
    const lateMarker = within(late!).getByText('Vėluoja').closest('[data-overdue-marker]')!;
    const nearMarker = within(near!).getByText('Artėja terminas').closest('[data-overdue-marker]')!;
    expect(lateMarker).toHaveAttribute('data-overdue-marker', 'overdue');
    expect(nearMarker).toHaveAttribute('data-overdue-marker', 'dueSoon');
    // Mantine's light badge takes its colour from the colour's light variables.
    expect(lateMarker.getAttribute('style')).toContain('--mantine-color-red-light');
    expect(nearMarker.getAttribute('style')).toContain('--mantine-color-amber-light');
  });

  it('lets the keyboard reach its scroll container, for a table wider than the screen', () => {
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} />);
    const container = screen.getByRole('table', { name: 'Darbuotojai' }).closest('.mantine-TableScrollContainer-scrollContainer');
    expect(container).toHaveAttribute('tabindex', '0');
  });

  it('makes each row one link, its one tab stop, followed by a click anywhere on the row', async () => {
    const user = userEvent.setup();
    function Shown() {
      return <p>{useLocation().pathname}</p>;
    }
    renderWithProviders(
      <MemoryRouter initialEntries={['/people']}>
        <DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} rowHref={(row) => `/people/${row.id}`} />
        <Shown />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).not.toHaveAttribute('tabindex');
    const link = within(first!).getByRole('link', { name: 'Rūta' });
    expect(link).toHaveAttribute('href', '/people/1');
    expect(within(first!).getAllByRole('link')).toHaveLength(1);

    link.focus();
    // From one row's link the next stop is the next row's link: the row itself is none.
    await user.tab();
    expect(within(second!).getByRole('link', { name: 'Jonas' })).toHaveFocus();

    await user.click(within(second!).getByText('+370 600 00002'));
    expect(screen.getByText('/people/2')).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByText('/people/1')).toBeInTheDocument();
  });

  it('opens a row on click and on Enter', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} onRowOpen={onRowOpen} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    await user.click(first!);
    expect(onRowOpen).toHaveBeenLastCalledWith(people[0]);
    second!.focus();
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(people[1]);
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it('shows the loading, failed and empty states in its place', () => {
    const { rerender } = renderWithProviders(
      <DataTable label="Darbuotojai" rows={undefined} loading rowKey={(row: Person) => row.id} columns={columns} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama');
    rerender(
      <DataTable label="Darbuotojai" rows={undefined} error={new Error('boom')} rowKey={(row: Person) => row.id} columns={columns} />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<DataTable label="Darbuotojai" rows={[]} empty="Darbuotojų nėra" rowKey={(row: Person) => row.id} columns={columns} />);
    expect(screen.getByText('Darbuotojų nėra')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each row as a card of label–value pairs on a phone', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Darbuotojai' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Rūta')).toBeInTheDocument();
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Gimė', 'Telefonas', 'Dienos']);
    expect(within(cards[0]!).getAllByRole('definition')[1]).toHaveTextContent('+370 600 00001');
  });
});

describe('DataTable abilities', () => {
  it('selects rows by their check boxes, and all shown rows from the header, without opening a row', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set([99]));
      return (
        <>
          <DataTable
            label="Darbuotojai"
            rows={people}
            rowKey={(row) => row.id}
            columns={columns}
            onRowOpen={onRowOpen}
            selection={{ selected, onChange: setSelected, rowLabel: (row) => `Pažymėti ${row.name}`, allLabel: 'Pažymėti visus' }}
          />
          <output>{[...selected].join(',')}</output>
        </>
      );
    }
    renderWithProviders(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Pažymėti visus' });
    await user.click(screen.getByRole('checkbox', { name: 'Pažymėti Jonas' }));
    expect(screen.getByRole('status')).toHaveTextContent('99,2');
    expect(all).toBePartiallyChecked();
    expect(onRowOpen).not.toHaveBeenCalled();
    // The header box adds the rows shown and keeps a key selected elsewhere (another page).
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('99,2,1,3');
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent(/^99$/);
    expect(screen.getByRole('checkbox', { name: 'Pažymėti Rūta' })).not.toBeChecked();
  });

  it('opens a row in place by its toggle or a click on the row, and keeps opened content mounted when asked', async () => {
    const user = userEvent.setup();
    const mounts = vi.fn();
    function Details({ person }: { person: Person }) {
      useEffect(() => mounts(person.id), [person.id]);
      return <p>Išsami informacija: {person.name}</p>;
    }
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        expansion={{ content: (row) => <Details person={row} />, toggleLabel: (row) => row.name, keepMounted: true }}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Jonas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Išsami informacija/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByText('Išsami informacija: Jonas');
    expect(details).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(details);
    // The details row spans the whole table.
    expect(details.closest('td')).toHaveAttribute('colspan', String(columns.length + 1));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Išsami informacija: Jonas')).not.toBeVisible();
    // A click anywhere on a row opens it too.
    await user.click(screen.getByRole('cell', { name: 'Rūta' }));
    expect(screen.getByRole('button', { name: 'Rūta' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(mounts.mock.calls).toEqual([[2], [1]]);
  });

  it('tells a controlled owner which rows are open', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        expansion={{ content: (row) => `Apie ${row.name}`, expanded: new Set([3]), onExpandedChange }}
      />,
    );
    expect(screen.getByText('Apie Ąžuolas')).toBeVisible();
    const toggles = screen.getAllByRole('button', { name: 'Išsamiau' });
    await user.click(toggles[0]!);
    expect(onExpandedChange).toHaveBeenCalledWith(new Set([3, 1]));
    // Controlled: nothing changes until the owner says so.
    expect(screen.queryByText('Apie Rūta')).not.toBeInTheDocument();
  });

  it('sums up under the rows, each value under its column, and dims or strengthens rows by tone', () => {
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        toneOf={(row) => (row.id === 1 ? 'strong' : row.id === 3 ? 'muted' : null)}
        footer={[{ key: 'total', label: 'Iš viso', values: { days: 35 } }]}
      />,
    );
    const total = screen.getByRole('row', { name: /Iš viso/ });
    expect(within(total).getByRole('rowheader', { name: 'Iš viso' })).toHaveAttribute('colspan', '3');
    expect(within(total).getByRole('cell', { name: '35' })).toHaveStyle({ textAlign: 'right' });
    const [strong, plain, muted] = screen.getAllByRole('row').slice(1, 4);
    expect(strong).toHaveStyle({ fontWeight: '600' });
    expect(plain).not.toHaveStyle({ fontWeight: '600' });
    expect(muted).toHaveAttribute('data-muted');
    expect(plain).not.toHaveAttribute('data-muted');
  });

  it('takes its name from a heading', () => {
    renderWithProviders(
      <>
        <h2 id="people-heading">Komanda</h2>
        <DataTable labelledBy="people-heading" rows={people} rowKey={(row) => row.id} columns={columns} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Komanda' })).not.toHaveAttribute('aria-label');
  });

  it('keeps selection, details and the summary on a phone', async () => {
    const user = userEvent.setup();
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    const onChange = vi.fn();
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={columns}
        selection={{ selected: new Set(), onChange, rowLabel: (row) => `Pažymėti ${row.name}`, allLabel: 'Pažymėti visus' }}
        expansion={{ content: (row) => `Apie ${row.name}`, toggleLabel: (row) => row.name }}
        footer={[{ key: 'total', label: 'Iš viso', values: { days: 35 } }]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Darbuotojai' })).getAllByRole('listitem');
    await user.click(within(cards[1]!).getByRole('checkbox', { name: 'Pažymėti Jonas' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([2]));
    // With no header row, the select-all box shows its words.
    await user.click(screen.getByLabelText('Pažymėti visus'));
    expect(screen.getByText('Pažymėti visus')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith(new Set([1, 2, 3]));
    await user.click(within(cards[2]!).getByRole('button', { name: 'Ąžuolas' }));
    expect(within(cards[2]!).getByText('Apie Ąžuolas')).toBeVisible();
    expect(screen.getByText('Iš viso').nextElementSibling).toHaveTextContent('35');
  });
});

describe('DataTable on a phone', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('titles each card by the chosen column and leaves out empty values', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(
      <DataTable
        label="Darbuotojai"
        rows={people}
        rowKey={(row) => row.id}
        columns={[...columns, { key: 'note', header: 'Pastaba', cell: (row) => (row.id === 2 ? 'Atostogauja' : '') }]}
        cardTitleColumn="phone"
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Darbuotojai' })).getAllByRole('listitem');
    const terms = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
    expect(first!.firstElementChild).toHaveTextContent('+370 600 00001');
    expect(terms(first!)).toEqual(['Vardas', 'Gimė', 'Dienos']);
    expect(terms(second!)).toEqual(['Vardas', 'Gimė', 'Dienos', 'Pastaba']);
  });

  it('titles a card by its row link, the card itself no tab stop', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(
      <MemoryRouter>
        <DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} rowHref={(row) => `/people/${row.id}`} />
      </MemoryRouter>,
    );
    const [first] = within(screen.getByRole('list', { name: 'Darbuotojai' })).getAllByRole('listitem');
    expect(first).not.toHaveAttribute('tabindex');
    expect(first!.firstElementChild).toContainElement(within(first!).getByRole('link', { name: 'Rūta' }));
  });

  it('keeps a read card’s title plain where rows can be unread, and an unread one’s bold', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(
      <DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} isUnread={(row) => !row.isRead} />,
    );
    const [read, unread] = within(screen.getByRole('list', { name: 'Darbuotojai' })).getAllByRole('listitem');
    expect(within(read!).getByText('Rūta')).toHaveStyle({ fontWeight: '500' });
    expect(within(unread!).getByText('Jonas')).toHaveStyle({ fontWeight: '700' });
  });

  it('puts the values on the title’s line in an inline card, labelled for screen readers, and opens its details on a click', async () => {
    const user = userEvent.setup();
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWithProviders(
      <DataTable
        label="Mėnesiai"
        rows={people}
        rowKey={(row) => row.id}
        columns={[columns[0]!, columns[3]!]}
        cardLayout="inline"
        expansion={{ content: (row) => <button type="button">Apie {row.name}</button>, toggleLabel: (row) => row.name }}
      />,
    );
    const [first] = within(screen.getByRole('list', { name: 'Mėnesiai' })).getAllByRole('listitem');
    const header = first!.firstElementChild as HTMLElement;
    expect(header).toHaveTextContent('Rūta');
    expect(within(header).getByRole('definition')).toHaveTextContent('12');
    expect(within(header).getByRole('term')).toHaveTextContent('Dienos');
    expect(within(first!).getAllByRole('term')).toHaveLength(1);

    await user.click(within(header).getByText('12'));
    const toggle = within(first!).getByRole('button', { name: 'Rūta' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A click inside the details is theirs: the card stays open.
    await user.click(within(first!).getByRole('button', { name: 'Apie Rūta' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
