import { DataSourceFieldKey, FieldType, type Form, serializeFieldValue } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { activateLanguage } from '../../lib/i18n';
import { createAppQueryClient } from '../../lib/query-client';
import { StorageKey } from '../../lib/storage';
import { createTrpcClient } from '../../lib/trpc';
import { aUser, SESSION_TOKEN } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { type ProcedureMocks, type RecordedCall, trpcHandler } from '../../testing/trpc-mock';
import { FormStateProvider } from '../form-state';
import { savedFormValues } from '../form-values';
import { aField, aForm, aPickerItem } from '../testing/form-fixtures';
import { FormSummary } from './form-summary';

// The read-only summary an approver reads (issue #12): every field type as text a person reads, never
// an input; names instead of stored codes, in the interface language where the data has both.

function renderSummary(form: Form, { procedures = {}, submissionId = 41 }: { procedures?: ProcedureMocks; submissionId?: number } = {}) {
  window.localStorage.setItem(StorageKey.sessionToken, SESSION_TOKEN);
  const calls: RecordedCall[] = [];
  server.use(trpcHandler({ 'users.me': () => aUser(), ...procedures }, calls));
  const queryClient = createAppQueryClient({ onSessionExpired: () => {}, onPasswordChangeRequired: () => {} });
  render(
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()} env="test">
      <Suspense fallback={null}>
        <FormStateProvider form={form} initialValues={savedFormValues(form)} readOnly submissionId={submissionId}>
          <FormSummary />
        </FormStateProvider>
      </Suspense>
    </AppProviders>,
  );
  return { calls };
}

/** The value (dd) under a label (dt) of the summary. */
async function valueOf(label: string): Promise<HTMLElement> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

function expectNoInputs() {
  for (const role of ['textbox', 'combobox', 'checkbox', 'radio', 'spinbutton'] as const)
    expect(screen.queryAllByRole(role), `no ${role} in a summary`).toEqual([]);
}

const employees = [aPickerItem('E0007', 'Rūta Kazlauskienė', 'P0007'), aPickerItem('E0019', 'Tomas Žukauskas')];
const countries = [
  { code: 'LV', name: 'Latvija', labelWithCountryCode: 'Latvija (LV)' },
  { code: 'PL', name: 'Lenkija', labelWithCountryCode: 'Lenkija (PL)' },
];
const certificateTypes = [
  {
    id: 1,
    formMetaPreValuesListId: 2,
    name: 'Elektroninis nedarbingumo pažymėjimas',
    nameEn: 'Electronic certificate',
    value: 'ENP',
    isDefault: true,
  },
  { id: 2, formMetaPreValuesListId: 2, name: 'Popierinė gydytojo pažyma', nameEn: null, value: 'PAPER', isDefault: false },
];

const namedValuesForm = () =>
  aForm([
    aField(1, FieldType.listDropdown, {
      formValue: 'ENP',
      preValues: certificateTypes,
      formMeta: { caption: 'Pažymos tipas', captionEn: 'Certificate type' },
    }),
    aField(2, FieldType.listDropdown, {
      formValue: 'PAPER',
      preValues: certificateTypes,
      formMeta: { caption: 'Kita pažyma', captionEn: 'Other certificate' },
    }),
    aField(3, FieldType.countries, { formValue: 'LV', formMeta: { caption: 'Šalis', captionEn: 'Country' } }),
    aField(4, FieldType.workingAbilities, { formValue: '3', formMeta: { caption: 'Darbingumas', captionEn: 'Working ability' } }),
    aField(5, FieldType.maritalStatuses, { formValue: '1', formMeta: { caption: 'Šeiminė padėtis', captionEn: 'Marital status' } }),
    aField(6, FieldType.employeeManager, { formValue: 'E0007', formMeta: { caption: 'Tiesioginis vadovas', captionEn: 'Line manager' } }),
    aField(7, FieldType.functionalManager, {
      formValue: 'E0007',
      formMeta: { caption: 'Funkcinis vadovas', captionEn: 'Functional manager' },
    }),
    aField(8, FieldType.substitutionEmployees, { formValue: 'E0019', formMeta: { caption: 'Pavaduojantis', captionEn: 'Substitute' } }),
    aField(9, FieldType.participants, {
      formValue: serializeFieldValue(FieldType.participants, employees),
      formMeta: { caption: 'Dalyviai', captionEn: 'Participants' },
    }),
    aField(10, FieldType.dropdown, {
      formValue: 'Skubus',
      formMeta: { caption: 'Skubumas', captionEn: 'Urgency', formDataType: 'Įprastas,Skubus' },
    }),
    aField(11, FieldType.multipleCheckbox, {
      formValue: serializeFieldValue(FieldType.multipleCheckbox, ['Viešbutis', 'Lėktuvo bilietai']),
      formMeta: { caption: 'Paslaugos', captionEn: 'Services', formDataType: 'Viešbutis,Lėktuvo bilietai,Automobilio nuoma' },
    }),
    aField(12, FieldType.checkbox, { formValue: 'false', formMeta: { caption: 'Skubu', captionEn: 'Urgent' } }),
  ]);

const namedValueProcedures: ProcedureMocks = {
  'commonData.countries': () => countries,
  'commonData.workingAbilityValues': () => [
    { id: 1, value: '0–25 %' },
    { id: 3, value: '45–55 %' },
  ],
  'commonData.maritalStatusValues': () => [{ id: 1, value: 'Nevedęs / netekėjusi' }],
  'formLookups.employeeManager': () => aPickerItem('E0005', 'Jonas Petraitis'),
  'formLookups.employeeFunctionalManager': () => null,
  'formLookups.employeeMeta': (input) => employees.filter((employee) => employee.employeeNo === input?.employeeNo),
};

describe('form summary', () => {
  it('names list items, countries, classifier values and people instead of their stored codes, in Lithuanian', async () => {
    renderSummary(namedValuesForm(), { procedures: namedValueProcedures });
    expect(await valueOf('Pažymos tipas')).toHaveTextContent(/^Elektroninis nedarbingumo pažymėjimas$/);
    expect(await valueOf('Kita pažyma')).toHaveTextContent(/^Popierinė gydytojo pažyma$/);
    await within(await valueOf('Šalis')).findByText('Latvija');
    await within(await valueOf('Darbingumas')).findByText('45–55 %');
    await within(await valueOf('Šeiminė padėtis')).findByText('Nevedęs / netekėjusi');
    await within(await valueOf('Tiesioginis vadovas')).findByText('Jonas Petraitis (E0005)');
    await within(await valueOf('Funkcinis vadovas')).findByText('Vadovas nenurodytas');
    await within(await valueOf('Pavaduojantis')).findByText('Tomas Žukauskas (E0019)');
    expect(await valueOf('Dalyviai')).toHaveTextContent('Rūta Kazlauskienė (E0007), Tomas Žukauskas (E0019)');
    expect(await valueOf('Skubumas')).toHaveTextContent(/^Skubus$/);
    expect(await valueOf('Paslaugos')).toHaveTextContent(/^Viešbutis, Lėktuvo bilietai$/);
    expect(await valueOf('Skubu')).toHaveTextContent(/^Ne$/);
    expectNoInputs();
  });

  it('names them in English where the data has an English name, and in Lithuanian where it has none', async () => {
    activateLanguage('en');
    renderSummary(namedValuesForm(), { procedures: namedValueProcedures });
    expect(await valueOf('Certificate type')).toHaveTextContent(/^Electronic certificate$/);
    expect(await valueOf('Other certificate')).toHaveTextContent(/^Popierinė gydytojo pažyma$/);
    await within(await valueOf('Country')).findByText('Latvia');
    await within(await valueOf('Functional manager')).findByText('No manager set');
    expect(await valueOf('Urgent')).toHaveTextContent(/^No$/);
    expectNoInputs();
  });

  it('reads an annual leave as its period, days, balance and substitute, without a single input', async () => {
    const form = aForm([
      aField(1, FieldType.employees, { formValue: 'E0007', formMeta: { caption: 'Darbuotojas', captionEn: 'Employee' } }),
      aField(2, FieldType.date, {
        formValue: '2026-12-07',
        formMeta: { caption: 'Data nuo', dataSourceFieldKey: DataSourceFieldKey.dateFrom },
      }),
      aField(3, FieldType.date, {
        formValue: '2026-12-11',
        formMeta: { caption: 'Data iki', dataSourceFieldKey: DataSourceFieldKey.dateTo },
      }),
      aField(4, FieldType.annualLeaveCalculation, { formValue: '5', formMeta: { caption: 'Atostogų dienos', captionEn: 'Leave days' } }),
      aField(5, FieldType.annualLeaveBalance, { formValue: '12.5', formMeta: { caption: 'Atostogų likutis', captionEn: 'Leave balance' } }),
      aField(6, FieldType.substitutionEmployees, { formValue: 'E0019', formMeta: { caption: 'Pavaduojantis darbuotojas' } }),
      aField(7, FieldType.textArea, { formValue: '', formMeta: { caption: 'Pastabos', captionEn: 'Comments' } }),
    ]);
    const procedures: ProcedureMocks = {
      'formLookups.employeeMeta': (input) => employees.filter((employee) => employee.employeeNo === input?.employeeNo),
    };
    renderSummary(form, { procedures });
    expect(await valueOf('Laikotarpis')).toHaveTextContent('2026-12-07 – 2026-12-11');
    expect(await valueOf('Atostogų dienos')).toHaveTextContent(/^5$/);
    expect(await valueOf('Atostogų likutis')).toHaveTextContent(/^12,50$/);
    await within(await valueOf('Darbuotojas')).findByText('Rūta Kazlauskienė (E0007)');
    await within(await valueOf('Pavaduojantis darbuotojas')).findByText('Tomas Žukauskas (E0019)');
    expect(await valueOf('Pastabos')).toHaveTextContent('Nenurodyta');
    expectNoInputs();
  });

  it('writes the leave balance with the English decimal point in English', async () => {
    activateLanguage('en');
    const form = aForm([
      aField(1, FieldType.annualLeaveBalance, { formValue: '12.5', formMeta: { caption: 'Atostogų likutis', captionEn: 'Leave balance' } }),
    ]);
    renderSummary(form);
    expect(await valueOf('Leave balance')).toHaveTextContent(/^12\.50$/);
  });

  describe('a business trip', () => {
    const tripForm = () =>
      aForm([
        aField(1, FieldType.tripLocations, {
          formValue: serializeFieldValue(FieldType.tripLocations, [
            { location: 'Ryga', dateFrom: '2026-12-07', dateTo: '2026-12-08' },
            { location: 'Talinas', dateFrom: '2026-12-09', dateTo: '2026-12-10' },
          ]),
          formMeta: { caption: 'Komandiruotės vietos', captionEn: 'Destinations' },
        }),
        aField(2, FieldType.tripTime, {
          formValue: serializeFieldValue(FieldType.tripTime, [
            { dateFrom: '2026-12-07', timeFrom: '06:00', timeTo: '10:30', timeCalculated: 4.5 },
            { dateFrom: '2026-12-10', timeFrom: '16:00', timeTo: '20:15', timeCalculated: 4.25 },
          ]),
          formMeta: { caption: 'Kelionės laikas', captionEn: 'Travel time' },
        }),
        aField(3, FieldType.nonWorkingHours, {
          formValue: serializeFieldValue(FieldType.nonWorkingHours, [{ dateFrom: '2026-12-07', timeFrom: '06:00', timeTo: '08:00' }]),
          formMeta: { caption: 'Kelionė ne darbo metu', captionEn: 'Travel outside working hours' },
        }),
        aField(4, FieldType.advancePayment, {
          formValue: serializeFieldValue(FieldType.advancePayment, { selected: true, amount: 150 }),
          formMeta: { caption: 'Avansas', captionEn: 'Advance payment' },
        }),
        aField(5, FieldType.vehicle, {
          formValue: serializeFieldValue(FieldType.vehicle, {
            vehicleUse: 1,
            vehicleModel: 'Škoda Octavia',
            fuelRate: 6.2,
            kmTraveled: 620,
            fuelUsed: 38.4,
            engineSize: 1968,
            fuelType: 'Dyzelinas',
            regDate: '2021-04-15',
            category: 'B',
          }),
          formMeta: { caption: 'Transporto priemonė', captionEn: 'Vehicle' },
        }),
        aField(6, FieldType.hyperlinks, {
          formValue: serializeFieldValue(FieldType.hyperlinks, [
            { name: 'Programa', url: 'https://example.test/programa' },
            { name: '', url: '' },
          ]),
          formMeta: { caption: 'Nuorodos', captionEn: 'Links' },
        }),
        aField(7, FieldType.upload, {
          formValue: 'kvietimas.pdf;bilietai.pdf',
          formMeta: { caption: 'Dokumentai', captionEn: 'Documents' },
        }),
        aField(8, FieldType.tripLocations, { formValue: '[]', formMeta: { caption: 'Papildomos vietos' } }),
      ]);

    it('shows destinations, travel time and non-working hours as tables of rows, not inputs', async () => {
      renderSummary(tripForm(), { procedures: { 'formFiles.list': () => [] } });
      const destinations = await within(await valueOf('Komandiruotės vietos')).findByRole('table', { name: 'Komandiruotės vietos' });
      expect(
        within(destinations)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Vieta', 'Data nuo', 'Data iki']);
      expect(
        within(destinations)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['Ryga2026-12-072026-12-08', 'Talinas2026-12-092026-12-10']);

      const travel = within(await valueOf('Kelionės laikas')).getByRole('table', { name: 'Kelionės laikas' });
      expect(within(travel).getAllByRole('row')[1]).toHaveTextContent('2026-12-0706:0010:304,50');
      // Two journeys: their hours add up on a closing row.
      expect(within(travel).getByRole('rowheader', { name: 'Iš viso' }).closest('tr')).toHaveTextContent('Iš viso8,75');

      const hours = within(await valueOf('Kelionė ne darbo metu')).getByRole('table');
      expect(within(hours).getAllByRole('row')[1]).toHaveTextContent('2026-12-0706:0008:00');
      // No rows: nothing to read.
      expect(await valueOf('Papildomos vietos')).toHaveTextContent('Nenurodyta');
      expectNoInputs();
    });

    it('tells the advance, the vehicle with its details, the links and the files as text', async () => {
      renderSummary(tripForm(), { procedures: { 'formFiles.list': () => [] } });
      expect(await valueOf('Avansas')).toHaveTextContent('Prašomas avansas: 150,00 €');
      const vehicle = await valueOf('Transporto priemonė');
      expect(vehicle).toHaveTextContent(/^Nuosavas automobilis/);
      expect(within(vehicle).getByText('Modelis', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Škoda Octavia');
      expect(within(vehicle).getByText('Kuro norma, l/100 km', { selector: 'dt' }).nextElementSibling).toHaveTextContent('6,2');
      expect(within(vehicle).getByText('Registracijos data', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2021-04-15');
      const links = within(await valueOf('Nuorodos')).getByRole('table');
      expect(within(links).getByRole('link', { name: 'https://example.test/programa' })).toHaveAttribute(
        'href',
        'https://example.test/programa',
      );
      // The empty row the editor keeps is not a link.
      expect(within(links).getAllByRole('row')).toHaveLength(2);
      expect(await valueOf('Dokumentai')).toHaveTextContent(/^kvietimas\.pdf, bilietai\.pdf$/);
      expectNoInputs();
    });

    it('tells them in English in English', async () => {
      activateLanguage('en');
      renderSummary(tripForm(), { procedures: { 'formFiles.list': () => [] } });
      expect(await valueOf('Advance payment')).toHaveTextContent('Advance payment requested: €150.00');
      const vehicle = await valueOf('Vehicle');
      expect(vehicle).toHaveTextContent(/^Own car/);
      expect(within(vehicle).getByText('Fuel rate, l/100 km', { selector: 'dt' }).nextElementSibling).toHaveTextContent('6.2');
      const travel = within(await valueOf('Travel time')).getByRole('table', { name: 'Travel time' });
      expect(
        within(travel)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Date', 'From', 'To', 'Hours']);
      expect(within(travel).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total8.75');
    });

    it('reads a company car and an advance not wanted', async () => {
      const form = aForm([
        aField(1, FieldType.vehicle, {
          formValue: serializeFieldValue(FieldType.vehicle, {
            vehicleUse: 2,
            vehicleModel: 'Škoda Octavia',
            fuelRate: null,
            kmTraveled: null,
            fuelUsed: null,
            engineSize: null,
            fuelType: '',
            regDate: '',
            category: '',
          }),
          formMeta: { caption: 'Transporto priemonė' },
        }),
        aField(2, FieldType.advancePayment, {
          formValue: serializeFieldValue(FieldType.advancePayment, { selected: false, amount: null }),
          formMeta: { caption: 'Avansas' },
        }),
      ]);
      renderSummary(form);
      expect(await valueOf('Transporto priemonė')).toHaveTextContent(/^Įmonės automobilis$/);
      expect(await valueOf('Avansas')).toHaveTextContent(/^Avanso neprašoma$/);
    });

    it('never makes a link of an address that is not http or https', async () => {
      const form = aForm([
        aField(1, FieldType.hyperlinks, {
          formValue: JSON.stringify([{ name: 'Pavojinga', url: 'javascript:alert(1)' }]),
          formMeta: { caption: 'Nuorodos' },
        }),
      ]);
      renderSummary(form);
      // The stored list is refused by the shared parse: nothing to read, and certainly no link.
      expect(await valueOf('Nuorodos')).toHaveTextContent('Nenurodyta');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });
});
