import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('keeps dates, phone numbers and figures on one line and figures right', () => {
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} />);
    const [name, born, phone, days] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name!.className).not.toMatch(/nowrap/);
    expect(born!.className).toMatch(/nowrap/);
    expect(phone!.className).toMatch(/nowrap/);
    expect(days!.className).toMatch(/nowrap/);
    expect(days).toHaveStyle({ textAlign: 'right' });
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

  it('lets the keyboard reach its scroll container, for a table wider than the screen', () => {
    renderWithProviders(<DataTable label="Darbuotojai" rows={people} rowKey={(row) => row.id} columns={columns} />);
    const container = screen.getByRole('table', { name: 'Darbuotojai' }).closest('.mantine-TableScrollContainer-scrollContainer');
    expect(container).toHaveAttribute('tabindex', '0');
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
