import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { StateBadge } from './state-badge';
import { PeriodState, periodStateOfCode } from './state-labels';

function badgeOf(text: string): HTMLElement {
  const badge = screen.getByText(text).closest<HTMLElement>('[data-state]');
  if (!badge) throw new Error(`no badge holds ${text}`);
  return badge;
}

describe('StateBadge', () => {
  it('names every submission state in Lithuanian, in its own colour', () => {
    renderWithProviders(
      <>
        <StateBadge kind="submission" state="Draft" />
        <StateBadge kind="submission" state="New" />
        <StateBadge kind="submission" state="InProgress" />
        <StateBadge kind="submission" state="Approved" />
      </>,
    );
    expect(badgeOf('Juodraštis')).toHaveAttribute('data-color', 'gray');
    expect(badgeOf('Naujas')).toHaveAttribute('data-color', 'blue');
    expect(badgeOf('Vykdomas')).toHaveAttribute('data-color', 'amber');
    expect(badgeOf('Patvirtintas')).toHaveAttribute('data-color', 'green');
  });

  it('tells Rejected and Cancelled apart by colour, variant and icon', () => {
    renderWithProviders(
      <>
        <StateBadge kind="submission" state="Rejected" />
        <StateBadge kind="submission" state="Cancelled" />
      </>,
    );
    const rejected = badgeOf('Atmestas');
    const cancelled = badgeOf('Atšauktas');
    expect(rejected).toHaveAttribute('data-color', 'red');
    expect(rejected).toHaveAttribute('data-variant', 'filled');
    expect(cancelled).toHaveAttribute('data-color', 'gray');
    expect(cancelled).toHaveAttribute('data-variant', 'outline');
    expect(rejected.querySelector('svg')?.getAttribute('class')).not.toBe(cancelled.querySelector('svg')?.getAttribute('class'));
  });

  it('speaks English when the interface does', () => {
    activateLanguage('en');
    renderWithProviders(<StateBadge kind="workflowStep" state="declined" />);
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  it('never truncates or capitalises its label', () => {
    renderWithProviders(<StateBadge kind="submission" state="InProgress" />);
    const badge = badgeOf('Vykdomas');
    // The stylesheet's class (no ellipsis, no width limit, no capitals) is on the badge and its label.
    expect(badge.className).toMatch(/root/);
    expect(screen.getByText('Vykdomas').className).toMatch(/label/);
    expect(screen.getByText('Vykdomas')).toHaveTextContent(/^Vykdomas$/);
  });

  it('shows workflow run and period states', () => {
    renderWithProviders(
      <>
        <StateBadge kind="workflowRun" state="planned" />
        <StateBadge kind="period" state={PeriodState.prepared} />
      </>,
    );
    expect(badgeOf('Suplanuota')).toHaveAttribute('data-color', 'gray');
    expect(badgeOf('Parengtas')).toHaveAttribute('data-color', 'blue');
  });

  it('reads the period status codes of the work-time calls', () => {
    expect(periodStateOfCode(0)).toBe('InProgress');
    expect(periodStateOfCode(1)).toBe('Prepared');
    expect(periodStateOfCode(2)).toBe('Approved');
    expect(periodStateOfCode(7)).toBeNull();
  });
});
