import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { lazyDialog, lazySection } from './lazy-parts';

/** A module import held back until the test lets it arrive. */
function heldImport<T>(value: T) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return value;
  });
  return { load, arrive };
}

function Greeting({ name }: { name: string }) {
  return <p>Labas, {name}</p>;
}

function Dialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return opened ? (
    <div role="dialog" aria-label="Dialogas">
      <button onClick={onClose}>Uždaryti</button>
    </div>
  ) : (
    <p>Dialogas uždarytas</p>
  );
}

describe('lazySection', () => {
  it('holds the place with a skeleton until its code arrives, then draws it with its props', async () => {
    const { load, arrive } = heldImport(Greeting);
    const LazyGreeting = lazySection(load);
    renderWithProviders(<LazyGreeting name="Rūta" />);

    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
    expect(screen.queryByText('Labas, Rūta')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Labas, Rūta')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('lazyDialog', () => {
  function Page({ LazyDialog }: { LazyDialog: ComponentType<Parameters<typeof Dialog>[0]> }) {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button onClick={() => setOpened(true)}>Atidaryti</button>
        <LazyDialog opened={opened} onClose={() => setOpened(false)} />
      </>
    );
  }

  it('fetches nothing until first opened, then stays mounted when closed', async () => {
    const user = userEvent.setup();
    const { load, arrive } = heldImport(Dialog);
    const LazyDialog = lazyDialog(load, (props) => props.opened);
    renderWithProviders(<Page LazyDialog={LazyDialog} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Atidaryti' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    // No stand-in while the code travels: the dialog itself opens when it is in.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    arrive();
    await user.click(await screen.findByRole('button', { name: 'Uždaryti' }));

    // Closed, it stays mounted (its closing transition plays); reopening needs no fetch.
    expect(await screen.findByText('Dialogas uždarytas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atidaryti' }));
    expect(await screen.findByRole('dialog', { name: 'Dialogas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
