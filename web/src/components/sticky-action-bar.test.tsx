import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { StickyActionBar } from './sticky-action-bar';

describe('StickyActionBar', () => {
  it('groups the form actions under a name, the primary one last', () => {
    renderWithProviders(
      <StickyActionBar
        label="Formos veiksmai"
        primaryAction={<button type="submit">Pateikti</button>}
        secondaryActions={<button type="button">Išsaugoti juodraštį</button>}
      />,
    );
    const group = screen.getByRole('group', { name: 'Formos veiksmai' });
    expect(group).toHaveAttribute('data-sticky-action-bar');
    expect(group.className).toMatch(/bar/);
    const names = Array.from(group.querySelectorAll('button')).map((button) => button.textContent);
    expect(names).toEqual(['Išsaugoti juodraštį', 'Pateikti']);
  });

  it('puts the cancel action first, named by its words, and moves through the bar in the order shown', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <StickyActionBar
        label="Formos veiksmai"
        cancel={{ label: 'Uždaryti', onClick: onCancel }}
        primaryAction={<button type="button">Pateikti</button>}
        secondaryActions={<button type="button">Išsaugoti juodraštį</button>}
      />,
    );
    const group = screen.getByRole('group', { name: 'Formos veiksmai' });
    const cancel = screen.getByRole('button', { name: 'Uždaryti' });
    // The words stay in the name when a phone shows the icon alone.
    expect(cancel).toHaveAttribute('aria-label', 'Uždaryti');
    expect(cancel).toHaveTextContent('Uždaryti');
    expect(Array.from(group.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'Uždaryti',
      'Išsaugoti juodraštį',
      'Pateikti',
    ]);
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Išsaugoti juodraštį' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pateikti' })).toHaveFocus();
  });

  it('cannot be cancelled while the cancel action is disabled', () => {
    renderWithProviders(
      <StickyActionBar cancel={{ label: 'Atšaukti', onClick: vi.fn(), disabled: true }} primaryAction={<button>Ok</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Atšaukti' })).toBeDisabled();
  });
});
