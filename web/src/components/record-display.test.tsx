import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { RecordDisplay } from './record-display';

describe('RecordDisplay', () => {
  it('lists labels and values as a description list, values may be nodes', () => {
    renderWithProviders(
      <RecordDisplay
        aria-label="Asmens duomenys"
        fields={[
          { label: 'Vardas', value: 'Rūta' },
          { label: 'El. paštas', value: <a href="mailto:ruta@example.lt">ruta@example.lt</a> },
        ]}
      />,
    );
    const list = screen.getByLabelText('Asmens duomenys');
    expect(list.tagName).toBe('DL');
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Vardas', 'El. paštas']);
    expect(within(list).getAllByRole('definition')[0]).toHaveTextContent('Rūta');
    expect(within(list).getByRole('link', { name: 'ruta@example.lt' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a dash for an empty value, and says so to screen readers', () => {
    renderWithProviders(
      <RecordDisplay
        fields={[
          { label: 'Telefonas', value: '' },
          { label: 'Adresas', value: null },
          { label: 'Vaikai', value: 0 },
        ]}
      />,
    );
    const [phone, address, children] = screen.getAllByRole('definition');
    expect(phone).toHaveTextContent('—Nenurodyta');
    expect(address).toHaveTextContent('—Nenurodyta');
    // Zero is a value, not an empty one.
    expect(children).toHaveTextContent(/^0$/);
  });
});
