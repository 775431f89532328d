import { FieldType, type FormField } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProcedureMocks } from '../../testing/trpc-mock';
import { aField, aForm, aPickerItem } from '../testing/form-fixtures';
import { renderForm } from '../testing/render-form';
import { fieldControls } from './registry';

type User = ReturnType<typeof userEvent.setup>;

const FIELD_ID = 5;
const CAPTION = 'Laukas 5';

const employees = [aPickerItem('E0007', 'Rūta Kazlauskienė', 'P0007'), aPickerItem('E0019', 'Tomas Žukauskas')];
const countries = [
  { code: 'LT', name: 'Lietuva', labelWithCountryCode: 'Lietuva (LT)' },
  { code: 'LV', name: 'Latvija', labelWithCountryCode: 'Latvija (LV)' },
];

async function pick(user: User, label: string | RegExp, option: string, search?: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  if (search !== undefined) await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

interface Case {
  type: number;
  field?: Partial<Parameters<typeof aField>[2]>;
  procedures?: ProcedureMocks;
  act?: (user: User) => Promise<void>;
  /** The field's formValue afterwards. */
  expected: string;
}

// Every field type: it renders under its caption and writes the encoding of its value (spec 1 §3).
const cases: Record<FieldType, Case> & Record<number, Case> = {
  [FieldType.text]: { type: 0, act: (user) => user.type(screen.getByRole('textbox', { name: CAPTION }), 'Vilnius'), expected: 'Vilnius' },
  [FieldType.textArea]: {
    type: 1,
    act: (user) => user.type(screen.getByRole('textbox', { name: CAPTION }), 'viena{Enter}dvi'),
    expected: 'viena\ndvi',
  },
  [FieldType.date]: {
    type: 2,
    act: (user) => user.type(screen.getByRole('textbox', { name: CAPTION }), '2026-05-04'),
    expected: '2026-05-04',
  },
  [FieldType.plainText]: {
    type: 3,
    act: (user) => user.type(screen.getByRole('textbox', { name: CAPTION }), 'tekstas'),
    expected: 'tekstas',
  },
  [FieldType.checkbox]: { type: 4, act: (user) => user.click(screen.getByRole('checkbox', { name: CAPTION })), expected: 'true' },
  [FieldType.multipleCheckbox]: {
    type: 5,
    field: { formMeta: { formDataType: 'Viešbutis,Lėktuvo bilietai,Automobilio nuoma' } },
    act: async (user) => {
      const group = screen.getByRole('group', { name: CAPTION });
      await user.click(within(group).getByRole('checkbox', { name: 'Viešbutis' }));
      await user.click(within(group).getByRole('checkbox', { name: 'Automobilio nuoma' }));
    },
    expected: '["Viešbutis","Automobilio nuoma"]',
  },
  [FieldType.radio]: {
    type: 6,
    field: { formMeta: { formDataType: 'Įprastas,Skubus' } },
    act: (user) => user.click(within(screen.getByRole('radiogroup', { name: CAPTION })).getByRole('radio', { name: 'Skubus' })),
    expected: 'Skubus',
  },
  [FieldType.dropdown]: {
    type: 7,
    field: { formMeta: { formDataType: 'Pirmas, Antras' } },
    act: (user) => pick(user, CAPTION, 'Antras'),
    expected: 'Antras',
  },
  [FieldType.countries]: {
    type: 8,
    procedures: { 'commonData.countries': () => countries },
    act: (user) => pick(user, CAPTION, 'Latvija (LV)', 'latv'),
    expected: 'LV',
  },
  [FieldType.employees]: {
    type: 9,
    procedures: { 'formLookups.employeeMeta': () => employees },
    act: (user) => pick(user, CAPTION, 'Tomas Žukauskas (E0019)'),
    expected: 'E0019',
  },
  [FieldType.upload]: {
    type: 10,
    act: (user) => user.upload(screen.getByLabelText(CAPTION), new File(['%PDF-1.4'], 'pazyma.pdf', { type: 'application/pdf' })),
    expected: 'pazyma.pdf',
  },
  [FieldType.hidden]: { type: 11, field: { formValue: 'paslaptis' }, expected: 'paslaptis' },
  [FieldType.employeeManager]: {
    type: 12,
    procedures: { 'formLookups.employeeManager': () => aPickerItem('E0005', 'Jonas Petraitis') },
    act: async () => {
      expect(await screen.findByDisplayValue('Jonas Petraitis (E0005)')).toHaveAttribute('readonly');
    },
    expected: 'E0007',
  },
  [FieldType.participants]: {
    type: 13,
    procedures: { 'formLookups.employeeMeta': () => employees },
    act: async () => {
      expect(await screen.findByDisplayValue('Rūta Kazlauskienė (E0007)')).toBeInTheDocument();
    },
    expected: '[{"nameWithEmployeeNo":"Rūta Kazlauskienė (E0007)","personnelNo":"P0007","employeeNo":"E0007"}]',
  },
  [FieldType.substitutionEmployees]: {
    type: 14,
    procedures: { 'formLookups.employeeMeta': () => employees },
    act: (user) => pick(user, CAPTION, 'Tomas Žukauskas (E0019)', 'žuk'),
    expected: 'E0019',
  },
  [FieldType.businessTripLocation]: {
    type: 15,
    procedures: { 'commonData.countries': () => countries },
    act: (user) => pick(user, CAPTION, 'Latvija (LV)'),
    expected: 'LV',
  },
  [FieldType.workingAbilities]: {
    type: 16,
    procedures: { 'commonData.workingAbilityValues': () => [{ id: 3, value: 'Darbingas iš dalies' }] },
    act: (user) => pick(user, CAPTION, 'Darbingas iš dalies'),
    expected: '3',
  },
  [FieldType.maritalStatuses]: {
    type: 17,
    procedures: { 'commonData.maritalStatusValues': () => [{ id: 1, value: 'Vedęs / ištekėjusi' }] },
    act: (user) => pick(user, CAPTION, 'Vedęs / ištekėjusi'),
    expected: '1',
  },
  [FieldType.listDropdown]: {
    type: 18,
    field: {
      preValues: [
        { id: 1, formMetaPreValuesListId: 2, name: 'Elektroninis pažymėjimas', nameEn: 'Electronic', value: 'ENP', isDefault: true },
        { id: 2, formMetaPreValuesListId: 2, name: 'Popierinė pažyma', nameEn: 'Paper', value: 'PAPER', isDefault: false },
      ],
    },
    act: async (user) => {
      expect(screen.getByRole('combobox', { name: CAPTION })).toHaveValue('Elektroninis pažymėjimas');
      await pick(user, CAPTION, 'Popierinė pažyma');
    },
    expected: 'PAPER',
  },
  [FieldType.annualLeaveCalculation]: {
    type: 19,
    act: async () => {
      expect(screen.getByRole('textbox', { name: CAPTION })).toHaveAttribute('readonly');
    },
    expected: '',
  },
  [FieldType.download]: {
    type: 20,
    field: { formValue: 'sablonas.docx' },
    act: async () => {
      expect(screen.getByRole('group', { name: CAPTION })).toHaveTextContent('sablonas.docx');
    },
    expected: 'sablonas.docx',
  },
  [FieldType.functionalManager]: {
    type: 21,
    procedures: { 'formLookups.employeeFunctionalManager': () => aPickerItem('E0003', 'Asta Jonaitienė') },
    act: async () => {
      expect(await screen.findByDisplayValue('Asta Jonaitienė (E0003)')).toBeInTheDocument();
    },
    expected: 'E0007',
  },
  [FieldType.annualLeaveBalance]: {
    type: 22,
    act: async () => {
      expect(screen.getByRole('textbox', { name: CAPTION })).toHaveAttribute('readonly');
    },
    expected: '',
  },
  [FieldType.tripLocations]: {
    type: 23,
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Pridėti vietą' }));
      await user.type(screen.getByRole('textbox', { name: 'Vieta, 1 eilutė' }), 'Ryga');
      await user.type(screen.getByRole('textbox', { name: 'Data nuo, 1 eilutė' }), '2026-03-02');
      await user.type(screen.getByRole('textbox', { name: 'Data iki, 1 eilutė' }), '2026-03-04');
    },
    expected: '[{"location":"Ryga","dateFrom":"2026-03-02","dateTo":"2026-03-04"}]',
  },
  [FieldType.tripTime]: {
    type: 24,
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Pridėti kelionės laiką' }));
      await user.type(screen.getByRole('textbox', { name: 'Data, 1 eilutė' }), '2026-03-02');
      await user.type(screen.getByRole('textbox', { name: 'Nuo, 1 eilutė' }), '0600');
      await user.type(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' }), '1030');
      expect(screen.getByRole('textbox', { name: 'Valandos, 1 eilutė' })).toHaveValue('4,50');
    },
    expected: '[{"dateFrom":"2026-03-02","timeFrom":"06:00","timeTo":"10:30","timeCalculated":4.5}]',
  },
  [FieldType.advancePayment]: {
    type: 25,
    act: async (user) => {
      await user.click(screen.getByRole('checkbox', { name: 'Prašomas avansas' }));
      await user.type(screen.getByRole('textbox', { name: 'Suma, EUR' }), '150,5');
    },
    expected: '{"selected":true,"amount":150.5}',
  },
  [FieldType.vehicle]: {
    type: 26,
    act: (user) => user.click(screen.getByRole('radio', { name: 'Įmonės automobilis' })),
    expected:
      '{"vehicleUse":2,"vehicleModel":"","fuelRate":null,"kmTraveled":null,"fuelUsed":null,"engineSize":null,"fuelType":"","regDate":"","category":""}',
  },
  [FieldType.nonWorkingHours]: {
    type: 27,
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Pridėti ne darbo valandas' }));
      await user.type(screen.getByRole('textbox', { name: 'Data, 1 eilutė' }), '2026-03-07');
      await user.type(screen.getByRole('textbox', { name: 'Nuo, 1 eilutė' }), '1800');
      await user.type(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' }), '0000');
    },
    expected: '[{"dateFrom":"2026-03-07","timeFrom":"18:00","timeTo":"00:00"}]',
  },
  [FieldType.hyperlinks]: {
    type: 28,
    act: async (user) => {
      await user.type(screen.getByRole('textbox', { name: 'Pavadinimas, 1 eilutė' }), 'Tvarka');
      await user.type(screen.getByRole('textbox', { name: 'Adresas, 1 eilutė' }), 'https://intranet.example.lt/tvarka');
    },
    expected: '[{"name":"Tvarka","url":"https://intranet.example.lt/tvarka"}]',
  },
  // Any number outside the list is a text field.
  99: { type: 99, act: (user) => user.type(screen.getByRole('textbox', { name: CAPTION }), 'kita'), expected: 'kita' },
};

describe('field control registry', () => {
  it('has a control for every field type 0 to 28', () => {
    expect(Object.keys(fieldControls).map(Number)).toEqual(Array.from({ length: 29 }, (_, index) => index));
  });

  for (const testCase of Object.values(cases)) {
    it(`type ${testCase.type} renders under its caption and writes its formValue`, async () => {
      const field: FormField = aField(FIELD_ID, testCase.type, testCase.field);
      const form = renderForm(aForm([field]), { procedures: testCase.procedures });
      if (testCase.type === FieldType.hidden) {
        await screen.findByTestId('values');
        expect(screen.queryByText(CAPTION)).not.toBeInTheDocument();
      } else {
        expect(await screen.findByText(CAPTION)).toBeInTheDocument();
      }
      await testCase.act?.(form.user);
      await waitFor(() => expect(form.values()[String(FIELD_ID)]).toBe(testCase.expected));
    });
  }
});
