import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { aTable, TABLE_ROUTE } from '../testing/table-fixtures';
import { tableServer } from '../testing/table-server';

/** The day cell of an employee's line (rendered only while in view). */
function cellOf(employeeNo: string, day: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="row"][data-employee="${employeeNo}"]`);
  if (!row) throw new Error(`no line ${employeeNo}`);
  const cells = within(row).getAllByRole('gridcell').filter((cell) => cell.dataset.point !== undefined);
  const cell = cells.find((candidate) => Number(candidate.dataset.point!.split(':')[1]) === day - 1);
  if (!cell) throw new Error(`no cell ${employeeNo} ${day}`);
  return cell;
}

describe('schedule table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the month with its groups, shift colours and ERP absences', async () => {
    const { procedures } = tableServer();
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    const grid = await screen.findByRole('grid', { name: 'Schedule for the month' });
    expect(screen.getByRole('heading', { level: 1, name: 'GAM-1 · Gamyba' })).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-rowcount', String(1 + 5));
    expect(within(grid).getByRole('button', { name: 'Pirma pamaina (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(cellOf('SV0001', 2)).toHaveTextContent('D');
    expect(cellOf('SV0001', 2)).toHaveStyle({ backgroundColor: '#FFEB3B' });
    expect(cellOf('SV0001', 3)).toHaveTextContent('N');
    expect(cellOf('SV0002', 2)).toHaveAttribute('aria-readonly', 'true');
    expect(cellOf('SV0003', 9)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf('SV0003', 10)).not.toHaveAttribute('aria-disabled');
  });
});
