import { Loader, Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';

// Component defaults of the portal theme that axe-core asks for on every page (issue 12).
describe('portal theme component defaults', () => {
  it('announces a labelled spinner as a status (a label on a span needs a role)', () => {
    renderWithProviders(<Loader aria-label="Įkeliama…" />);
    expect(screen.getByRole('status', { name: 'Įkeliama…' })).toBeInTheDocument();
  });

  it('lets the keyboard reach a table that scrolls sideways inside its container', () => {
    const { container } = renderWithProviders(
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Darbo priemonės">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Nešiojamasis kompiuteris</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const viewport = container.querySelector('.mantine-ScrollArea-viewport');
    expect(viewport).toHaveAttribute('tabindex', '0');
  });
});
