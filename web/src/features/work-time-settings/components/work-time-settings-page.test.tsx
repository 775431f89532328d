import { DEFAULT_LABOR_CODE_SETTINGS, type LaborCodeSettings, type WorkTimeSettings } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { InputOf, ProcedureMocks } from '../../../testing/trpc-mock';

const ROUTE = '/wtm-area/settings';
const planner = aUser({ workTimeAccessCompanies: ['SV'] });

const stricter: LaborCodeSettings = { ...DEFAULT_LABOR_CODE_SETTINGS, maxWeeklyMinutes: 40 * 60, minBreakMinutes: 45 };

function settingsServer(initial: {
  laborCode: LaborCodeSettings;
  canEdit: boolean;
  isDefault: boolean;
  sdlaPeriodMonths?: number;
}): ProcedureMocks {
  let current: WorkTimeSettings = { sdlaPeriodMonths: 3, ...initial, updatedAt: null };
  return {
    'users.me': () => planner,
    'workTimeSettings.get': () => current,
    'workTimeSettings.update': (input: InputOf<'workTimeSettings.update'>) => {
      current = {
        laborCode: input.laborCode as LaborCodeSettings,
        sdlaPeriodMonths: input.sdlaPeriodMonths ?? current.sdlaPeriodMonths,
        canEdit: true,
        isDefault: false,
        updatedAt: new Date(),
      };
      return current;
    },
  };
}

describe('the work-time settings', () => {
  it('shows the limits in hours with the Labour Code’s defaults named, and saves them in minutes', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: settingsServer({ laborCode: DEFAULT_LABOR_CODE_SETTINGS, canEdit: true, isDefault: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Darbo laiko nustatymai', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Darbo kodekso numatytosios reikšmės')).toBeInTheDocument();
    const weekly = screen.getByRole('textbox', { name: 'Daugiausia darbo valandų per savaitę, vidutiniškai' });
    expect(weekly).toHaveValue('48 h');
    expect(weekly).toHaveAccessibleDescription('Pagal Darbo kodeksą: 48 val.');
    expect(screen.getByRole('textbox', { name: 'Trumpiausia pertrauka tokioje pamainoje' })).toHaveValue('0,5 h');
    expect(screen.getByRole('textbox', { name: 'Daugiausia darbo dienų iš eilės' })).toHaveValue('6');

    await app.user.clear(weekly);
    await app.user.type(weekly, '40');
    const breakField = screen.getByRole('textbox', { name: 'Trumpiausia pertrauka tokioje pamainoje' });
    await app.user.clear(breakField);
    await app.user.type(breakField, '0,75');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
    expect(app.callsOf('workTimeSettings.update')[0]?.input).toEqual({
      laborCode: { ...DEFAULT_LABOR_CODE_SETTINGS, maxWeeklyMinutes: 2400, minBreakMinutes: 45 },
      sdlaPeriodMonths: 3,
    });
    await waitFor(() => expect(screen.queryByText('Darbo kodekso numatytosios reikšmės')).not.toBeInTheDocument());
  });

  it('refuses an empty field and a consent limit below the ordinary one before sending', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: settingsServer({ laborCode: DEFAULT_LABOR_CODE_SETTINGS, canEdit: true, isDefault: true }),
    });
    const withConsent = await screen.findByRole('textbox', { name: 'Daugiausia darbo valandų per savaitę, darbuotojui sutikus' });
    await app.user.clear(withConsent);
    await app.user.type(withConsent, '40');
    await app.user.clear(screen.getByRole('textbox', { name: 'Ilgiausia pamaina' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(withConsent).toHaveAccessibleDescription(expect.stringContaining('Neteisinga reikšmė.'));
    expect(screen.getByRole('textbox', { name: 'Ilgiausia pamaina' })).toHaveAccessibleDescription(
      expect.stringContaining('Šis laukas privalomas.'),
    );
    expect(app.callsOf('workTimeSettings.update')).toEqual([]);
  });

  it('restores the Labour Code’s defaults into the form, to be saved', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: settingsServer({ laborCode: stricter, canEdit: true, isDefault: false }),
    });
    const weekly = await screen.findByRole('textbox', { name: 'Daugiausia darbo valandų per savaitę, vidutiniškai' });
    expect(weekly).toHaveValue('40 h');
    await app.user.click(screen.getByRole('button', { name: 'Atkurti numatytąsias reikšmes' }));
    expect(weekly).toHaveValue('48 h');
    expect(app.callsOf('workTimeSettings.update')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(app.callsOf('workTimeSettings.update')[0]?.input).toEqual({ laborCode: DEFAULT_LABOR_CODE_SETTINGS, sdlaPeriodMonths: 3 }),
    );
  });

  it('shows and saves the summarised accounting period in months, keeping it within a year and required', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: settingsServer({ laborCode: stricter, canEdit: true, isDefault: false, sdlaPeriodMonths: 6 }),
    });
    const months = await screen.findByRole('textbox', { name: 'Apskaitinis laikotarpis' });
    expect(months).toHaveValue('6');
    expect(months).toHaveAccessibleDescription('Mėnesiais; numatyta: 3');
    await app.user.clear(months);
    await app.user.type(months, '13');
    await app.user.tab();
    // Beyond a year is brought back to 12 as the field is left.
    expect(months).toHaveValue('12');
    await app.user.clear(months);
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(months).toHaveAccessibleDescription(expect.stringContaining('Šis laukas privalomas.'));
    expect(app.callsOf('workTimeSettings.update')).toEqual([]);
    await app.user.clear(months);
    await app.user.type(months, '4');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(app.callsOf('workTimeSettings.update')[0]?.input).toEqual({ laborCode: stricter, sdlaPeriodMonths: 4 }));
    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
  });

  it('is read-only for a planner who may not change them', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: settingsServer({ laborCode: stricter, canEdit: false, isDefault: false }) });
    expect(await screen.findByText('Šiuos nustatymus gali keisti tik įmonės darbo laiko administratorius.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ilgiausia pamaina' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atkurti numatytąsias reikšmes' })).not.toBeInTheDocument();
  });
});
