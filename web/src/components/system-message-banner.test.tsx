import { MessageType } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
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
    renderWithProviders(<SystemMessageBanner systemMessage="Sistemos pranešimas" systemMessageEn="" messageType={messageType} />);
    expect(backgroundOf('Sistemos pranešimas')).toContain(`--mantine-color-${color}-`);
  });

  it('shows nothing for message type none unless the site is closed', () => {
    const { rerender } = renderWithProviders(
      <SystemMessageBanner systemMessage="Paslėptas" systemMessageEn="Hidden" messageType={MessageType.none} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SystemMessageBanner systemMessage="Paslėptas" systemMessageEn="Hidden" messageType={MessageType.none} siteClosed />);
    expect(screen.getByRole('status')).toHaveTextContent('Portalas uždarytas techninei priežiūrai.');
    expect(screen.queryByText('Paslėptas')).not.toBeInTheDocument();
  });

  describe('in English', () => {
    it('shows the English text, and the Lithuanian one where there is no English text', () => {
      activateLanguage('en');
      const { rerender } = renderWithProviders(
        <SystemMessageBanner systemMessage="Demonstracinė aplinka" systemMessageEn="Demo environment" messageType={MessageType.info} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Demo environment');
      expect(screen.queryByText('Demonstracinė aplinka')).not.toBeInTheDocument();
      rerender(<SystemMessageBanner systemMessage="Demonstracinė aplinka" systemMessageEn=" " messageType={MessageType.info} />);
      expect(screen.getByRole('status')).toHaveTextContent('Demonstracinė aplinka');
    });

    it('shows the Lithuanian text in Lithuanian', () => {
      renderWithProviders(
        <SystemMessageBanner systemMessage="Demonstracinė aplinka" systemMessageEn="Demo environment" messageType={MessageType.info} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Demonstracinė aplinka');
    });
  });
});
