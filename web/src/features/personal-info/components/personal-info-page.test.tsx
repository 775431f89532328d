import type { PersonalInformation } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const person: PersonalInformation = {
  employeeNo: 'E0007',
  name: 'Rūta',
  lastName: 'Kazlauskienė',
  mobileNo: '+370 612 00007',
  phoneNo: null,
  companyEmail: 'ruta.kazlauskiene@example.lt',
  email: 'ruta@pastas.lt',
  declaredAddress: 'Gedimino pr. 1, Vilnius',
  homeAddress: 'Žirmūnų g. 5, Vilnius',
  iban: 'LT12 1000 0111 0100 1000',
  relatives: [
    {
      relativeType: 'Dukra',
      firstName: 'Eglė',
      lastName: 'Kazlauskaitė',
      birthDate: '2015-06-01',
      phoneNo: null,
      personalNo: '61506010000',
      disabled: false,
      hasOneOfTheParents: false,
      additionalNeeds: true,
    },
    {
      relativeType: 'Sutuoktinis',
      firstName: 'Tomas',
      lastName: 'Kazlauskas',
      birthDate: '1753-01-01',
      phoneNo: '+370 600 00000',
      personalNo: null,
      disabled: false,
      hasOneOfTheParents: false,
      additionalNeeds: false,
    },
  ],
};

describe('personal information', () => {
  it('shows the own personal information read-only with the relatives', async () => {
    const app = renderApp({ route: '/personal-info', signedIn: true, procedures: { 'personalInfo.get': () => person } });
    expect(await screen.findByRole('heading', { name: 'Asmeninė informacija' })).toBeInTheDocument();
    expect(await screen.findByText('Gedimino pr. 1, Vilnius')).toBeInTheDocument();
    expect(screen.getByText('Žirmūnų g. 5, Vilnius')).toBeInTheDocument();
    expect(screen.getByText('LT12 1000 0111 0100 1000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ruta@pastas.lt' })).toHaveAttribute('href', 'mailto:ruta@pastas.lt');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(app.callsOf('personalInfo.get')[0]?.input).toEqual({ employeeNo: 'E0007' });

    const relatives = screen.getByRole('table', { name: 'Artimieji' });
    const [daughter, husband] = within(relatives).getAllByRole('row').slice(1);
    expect(daughter).toHaveTextContent('Dukra');
    expect(daughter).toHaveTextContent('2015-06-01');
    expect(husband).toHaveTextContent('Tomas');
    // The ERP's 1753 placeholder means "no date".
    expect(husband).not.toHaveTextContent('1753');
    // Phone numbers and dates stay on one line.
    expect(within(husband!).getByRole('cell', { name: '+370 600 00000' }).className).toMatch(/nowrap/);
    expect(within(daughter!).getByRole('cell', { name: '2015-06-01' }).className).toMatch(/nowrap/);
  });

  it('says so when no relatives are recorded', async () => {
    renderApp({ route: '/personal-info', signedIn: true, procedures: { 'personalInfo.get': () => ({ ...person, relatives: [] }) } });
    expect(await screen.findByText('Artimųjų duomenų nėra.')).toBeInTheDocument();
  });

  it('has nothing to load for a user without an employee', async () => {
    renderApp({ route: '/personal-info', signedIn: true, procedures: { 'users.me': () => aUser({ employeeNo: null }) } });
    expect(await screen.findByText('Jūsų naudotojas nesusietas su darbuotoju, todėl asmeninės informacijos nėra.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({ route: '/personal-info', signedIn: true, procedures: { 'personalInfo.get': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when loading fails', async () => {
    renderApp({
      route: '/personal-info',
      signedIn: true,
      procedures: { 'personalInfo.get': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });
});
