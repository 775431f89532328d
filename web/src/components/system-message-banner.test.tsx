import { MessageType } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { SystemMessageBanner } from './system-message-banner';

const backgroundOf = (text: string) =>
  (screen.getByText(text).closest('[role="status"]') as HTMLElement).style.getPropertyValue('--alert-bg');

describe('SystemMessageBanner', () => {
  it.each([
    [MessageType.success, 'green'],
    [MessageType.info, 'blue'],
    [MessageType.warning, 'yellow'],
    [MessageType.error, 'red'],
  ])('colours message type %i %s', (messageType, color) => {
    renderWithProviders(<SystemMessageBanner systemMessage="Sistemos pranešimas" messageType={messageType} />);
    expect(backgroundOf('Sistemos pranešimas')).toContain(`--mantine-color-${color}-`);
  });

  it('shows nothing for message type none unless the site is closed', () => {
    const { rerender } = renderWithProviders(<SystemMessageBanner systemMessage="Paslėptas" messageType={MessageType.none} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SystemMessageBanner systemMessage="Paslėptas" messageType={MessageType.none} siteClosed />);
    expect(screen.getByRole('status')).toHaveTextContent('Portalas uždarytas techninei priežiūrai.');
    expect(screen.queryByText('Paslėptas')).not.toBeInTheDocument();
  });
});
