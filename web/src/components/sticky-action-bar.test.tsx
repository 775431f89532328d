import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
