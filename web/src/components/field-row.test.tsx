import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { FieldRow } from './field-row';

describe('FieldRow', () => {
  it('puts its fields side by side in as many columns as it has fields, one column on phones', () => {
    const { container } = renderWithProviders(
      <FieldRow>
        <input aria-label="Nuo" />
        <input aria-label="Iki" />
      </FieldRow>,
    );
    const row = container.querySelector<HTMLElement>('[data-field-row]');
    expect(row).toContainElement(screen.getByRole('textbox', { name: 'Nuo' }));
    // Mantine's responsive SimpleGrid writes one column for the base width and two from sm up.
    const styles = document.head.innerHTML + container.innerHTML;
    expect(styles).toMatch(/--sg-cols:\s*1/);
    expect(styles).toMatch(/--sg-cols:\s*2/);
  });

  it('keeps a field alone in a row of two at half the width', () => {
    const { container } = renderWithProviders(
      <FieldRow columns={2}>
        <input aria-label="Kiekis" />
      </FieldRow>,
    );
    const row = container.querySelector<HTMLElement>('[data-field-row]')!;
    expect(row.children).toHaveLength(1);
    const styles = document.head.innerHTML + container.innerHTML;
    // Two columns from sm up, where one field alone would otherwise take one column of the full width.
    expect(styles).toMatch(/min-width: 48em\)\{[^{]+\{--sg-cols:2;/);
  });
});
