import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormSection } from './form-section';

describe('FormSection', () => {
  it('groups fields under a heading with a description, no wider than its limit', () => {
    renderWithProviders(
      <FormSection title="Kelionės duomenys" description="Kur ir kada vykstate" maw={640}>
        <label>
          Miestas <input />
        </label>
      </FormSection>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Kelionės duomenys' });
    const section = heading.closest('section');
    expect(section?.getAttribute('style')).toMatch(/max-width:\s*calc\(40rem/);
    expect(section).toContainElement(screen.getByRole('textbox', { name: 'Miestas' }));
    expect(screen.getByText('Kur ir kada vykstate')).toBeInTheDocument();
  });

  it('takes a lower heading level inside a page section', () => {
    renderWithProviders(
      <FormSection title="Papildoma" headingOrder={3}>
        <span />
      </FormSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Papildoma' })).toBeInTheDocument();
  });
});
