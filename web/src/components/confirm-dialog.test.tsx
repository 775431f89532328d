import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, withReason = false }: { onConfirm: (reason: string) => void; withReason?: boolean }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <ConfirmDialog
        opened={opened}
        title="Atmesti prašymą"
        confirmLabel="Atmesti"
        isDanger
        reason={withReason ? { label: 'Priežastis', requiredMessage: 'Nurodykite priežastį' } : undefined}
        onConfirm={onConfirm}
        onClose={() => setOpened(false)}
      >
        Prašymas bus atmestas.
      </ConfirmDialog>
      <span>{opened ? 'atidaryta' : 'uždaryta'}</span>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('puts the focus on Cancel first and closes on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Atmesti prašymą' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Prašymas bus atmestas.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atšaukti' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(await screen.findByText('uždaryta')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('confirms with the danger button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Atmesti' });
    // The danger flavour: a red filled button.
    expect(confirm.getAttribute('style')).toMatch(/--button-bg:\s*var\(--mantine-color-red-filled\)/);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('refuses to confirm without the required reason, then passes the reason on', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} withReason />);
    await user.click(await screen.findByRole('button', { name: 'Atmesti' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const reason = screen.getByRole('textbox', { name: /Priežastis/ });
    expect(reason).toHaveAccessibleDescription('Nurodykite priežastį');
    expect(reason).toHaveFocus();
    await user.type(reason, '  Sutampa su inventorizacija ');
    await user.click(screen.getByRole('button', { name: 'Atmesti' }));
    expect(onConfirm).toHaveBeenCalledWith('Sutampa su inventorizacija');
  });

  it('shows the running action on the confirming button', async () => {
    renderWithProviders(
      <ConfirmDialog opened title="Ištrinti" confirmLabel="Ištrinti" loading onConfirm={vi.fn()} onClose={vi.fn()}>
        Tekstas
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent?.includes('Ištrinti'));
    expect(confirm).toHaveAttribute('data-loading', 'true');
  });
});
