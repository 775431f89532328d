import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { PageHeader } from './page-header';
import { StateBadge } from './state-badge';

describe('PageHeader', () => {
  it('shows the title as the heading, its state, a back link, the meta line and the actions in order', () => {
    renderWithProviders(
      <MemoryRouter>
        <PageHeader
          title="Kasmetinės atostogos"
          state={<StateBadge kind="submission" state="New" />}
          subtitle="Pateikta 2026-05-04"
          back={{ to: '/documents', label: 'Visi dokumentai' }}
          primaryAction={<button type="button">Tvirtinti</button>}
          secondaryActions={<button type="button">Atšaukti</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kasmetinės atostogos' })).toBeInTheDocument();
    expect(screen.getByText('Naujas')).toBeInTheDocument();
    expect(screen.getByText('Pateikta 2026-05-04')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visi dokumentai' })).toHaveAttribute('href', '/documents');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    // The primary action is last, at the edge where the eye ends.
    expect(buttons).toEqual(['Atšaukti', 'Tvirtinti']);
  });

  it('is only a heading when nothing else is given', () => {
    const { container } = renderWithProviders(<PageHeader title="Nustatymai" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('[data-page-actions]')).toBeNull();
  });
});
