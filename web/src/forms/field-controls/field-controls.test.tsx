import { DataSourceFieldKey, FieldType, MAX_FILE_BYTES, ValidationType } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { trpcError } from '../../testing/trpc-mock';
import { aField, aForm, aPickerItem } from '../testing/form-fixtures';
import { renderForm } from '../testing/render-form';

const employees = [aPickerItem('E0007', 'Rūta Kazlauskienė', 'P0007'), aPickerItem('E0019', 'Tomas Žukauskas')];
const managers: Record<string, ReturnType<typeof aPickerItem>> = {
  E0007: aPickerItem('E0005', 'Jonas Petraitis'),
  E0019: aPickerItem('E0003', 'Asta Jonaitienė'),
};

/** A file of the given size without holding its bytes. */
function aFile(name: string, sizeBytes: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

function noticeTexts(): string[] {
  return screen.queryAllByRole('alert').map((notice) => notice.textContent ?? '');
}

describe('participants and managers', () => {
  const form = () =>
    aForm([
      aField(1, FieldType.participants, { formMeta: { caption: 'Komandiruojami darbuotojai', mandatory: true } }),
      aField(2, FieldType.employeeManager, { formMeta: { caption: 'Tiesioginis vadovas' } }),
      aField(3, FieldType.functionalManager, { formMeta: { caption: 'Funkcinis vadovas' } }),
    ]);
  const procedures = {
    'formLookups.employeeMeta': () => employees,
    'formLookups.employeeManager': ({ employeeNo }: { employeeNo: string }) => managers[employeeNo] ?? null,
    'formLookups.employeeFunctionalManager': () => null,
  };

  it('starts with the current employee and fills the managers from the chosen participant', async () => {
    const view = renderForm(form(), { procedures });
    expect(await screen.findByDisplayValue('Jonas Petraitis (E0005)')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Vadovas nenurodytas')).toBeInTheDocument();
    expect(view.values()).toMatchObject({ '2': 'E0007', '3': 'E0007' });

    await view.user.click(screen.getByRole('combobox', { name: 'Komandiruojami darbuotojai' }));
    await view.user.click(await screen.findByRole('option', { name: 'Tomas Žukauskas (E0019)' }));

    expect(await screen.findByDisplayValue('Asta Jonaitienė (E0003)')).toBeInTheDocument();
    expect(view.values()).toEqual({
      '1': JSON.stringify([aPickerItem('E0019', 'Tomas Žukauskas')]),
      '2': 'E0019',
      '3': 'E0019',
    });
    expect(view.callsOf('formLookups.employeeMeta')[0]?.input).toEqual({ formId: 12, formDataId: 1 });
  });

  it('clears the manager when its lookup fails', async () => {
    const view = renderForm(form(), {
      procedures: {
        ...procedures,
        'formLookups.employeeManager': () => Promise.reject(trpcError('FORBIDDEN', 'errors.permission_denied')),
      },
    });
    await waitFor(() => expect(view.values()['2']).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Tiesioginis vadovas' })).toHaveValue('');
  });

  it('filters a multiple participant field by a case-insensitive part of the name and says when nothing matches', async () => {
    const multiple = aForm([aField(1, FieldType.participants, { isMultiple: true, formMeta: { caption: 'Dalyviai' } })]);
    const view = renderForm(multiple, { procedures });
    const input = await screen.findByRole('combobox', { name: 'Dalyviai' });
    await view.user.click(input);
    await view.user.type(input, 'ŽUKAUS');
    expect(await screen.findByRole('option', { name: 'Tomas Žukauskas (E0019)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Rūta/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('option', { name: 'Tomas Žukauskas (E0019)' }));
    await waitFor(() => expect(JSON.parse(view.values()['1']!)).toHaveLength(2));

    await view.user.type(input, 'nėra tokio');
    expect(await screen.findByText('Rezultatų nėra')).toBeInTheDocument();
  });

  it('does not make the super-administrator a participant, and then asks for an employee', async () => {
    const view = renderForm(form(), { procedures: { ...procedures, 'users.me': () => aUser({ personnelNo: '__SA', employeeNo: 'SA' }) } });
    await screen.findByRole('combobox', { name: 'Komandiruojami darbuotojai' });
    expect(view.values()).toMatchObject({ '1': '', '2': '0', '3': '0' });
    await view.validate();
    expect(await screen.findByTestId('outcome')).toHaveTextContent('invalid');
    expect(screen.getByRole('combobox', { name: 'Komandiruojami darbuotojai' })).toHaveAccessibleDescription('Pasirinkite darbuotoją.');
  });
});

describe('business-trip rows', () => {
  const tripForm = () =>
    aForm([
      aField(1, FieldType.tripLocations, {
        formMeta: { caption: 'Komandiruotės vietos', mandatory: true, requiredErrorMessage: 'Užpildykite vietas ir datas' },
      }),
    ]);

  it('warns about overlapping rows while typing and refuses them on submit', async () => {
    const view = renderForm(tripForm());
    await view.user.click(await screen.findByRole('button', { name: 'Pridėti vietą' }));
    await view.user.click(screen.getByRole('button', { name: 'Pridėti vietą' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Vieta, 1 eilutė' }), 'Ryga');
    await view.user.type(screen.getByRole('textbox', { name: 'Data nuo, 1 eilutė' }), '2026-03-02');
    await view.user.type(screen.getByRole('textbox', { name: 'Data iki, 1 eilutė' }), '2026-03-04');
    await view.user.type(screen.getByRole('textbox', { name: 'Vieta, 2 eilutė' }), 'Talinas');
    await view.user.type(screen.getByRole('textbox', { name: 'Data nuo, 2 eilutė' }), '2026-03-04');
    await view.user.type(screen.getByRole('textbox', { name: 'Data iki, 2 eilutė' }), '2026-03-06');

    const group = screen.getByRole('group', { name: /Komandiruotės vietos/ });
    // While typing: a warning only, nothing blocks yet.
    expect(await within(group).findByText('2 eilutė: Datų intervalai persidengia.')).toBeInTheDocument();
    expect(noticeTexts()).toEqual([]);

    await view.validate();
    expect(await screen.findByTestId('outcome')).toHaveTextContent('invalid');
    expect(within(group).getAllByText('2 eilutė: Datų intervalai persidengia.')).toHaveLength(1);
    expect(noticeTexts()).toEqual(['Komandiruotės vietos: Datų intervalai persidengia.']);
  });

  it('asks for every part of a row on submit with the field’s own message', async () => {
    const view = renderForm(tripForm());
    await view.user.click(await screen.findByRole('button', { name: 'Pridėti vietą' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Vieta, 1 eilutė' }), 'Ryga');
    await view.validate();
    const group = screen.getByRole('group', { name: /Komandiruotės vietos/ });
    expect(await within(group).findAllByText('1 eilutė: Užpildykite vietas ir datas')).toHaveLength(2);
  });

  it('counts travel hours with two decimals, a 00:00 end meaning midnight', async () => {
    const view = renderForm(aForm([aField(1, FieldType.tripTime, { formMeta: { caption: 'Kelionės laikas' } })]));
    await view.user.click(await screen.findByRole('button', { name: 'Pridėti kelionės laiką' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Nuo, 1 eilutė' }), '1845');
    await view.user.type(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' }), '0000');
    expect(screen.getByRole('textbox', { name: 'Valandos, 1 eilutė' })).toHaveValue('5,25');
    await view.user.clear(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' }), '2530');
    expect(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' })).toHaveValue('25:30');
    expect(screen.getByRole('textbox', { name: 'Iki, 1 eilutė' })).toHaveAccessibleDescription('Įveskite laiką formatu HH:mm.');
    expect(JSON.parse(view.values()['1']!)).toEqual([{ dateFrom: '', timeFrom: '18:45', timeTo: '', timeCalculated: 0 }]);
  });
});

describe('upload', () => {
  const uploadForm = () => aForm([aField(1, FieldType.upload, { formMeta: { caption: 'Dokumentai' } })]);

  it('refuses a file over 15,000,000 bytes by name and keeps one of exactly 15,000,000', async () => {
    const view = renderForm(uploadForm());
    await view.user.upload(await screen.findByLabelText('Dokumentai'), [
      aFile('didelis.pdf', MAX_FILE_BYTES + 1),
      aFile('tinka.pdf', MAX_FILE_BYTES),
    ]);
    expect(await screen.findByText('didelis.pdf: failas per didelis (daugiausia 15 MB).')).toBeInTheDocument();
    expect(view.values()['1']).toBe('tinka.pdf');
    expect(screen.getByText('tinka.pdf')).toBeInTheDocument();
    expect(screen.queryByText('didelis.pdf')).not.toBeInTheDocument();
  });

  it('refuses all the newly chosen files when together they pass 50,000,000 bytes, and joins the names with ;', async () => {
    const view = renderForm(uploadForm());
    const input = await screen.findByLabelText('Dokumentai');
    await view.user.upload(input, [aFile('a.pdf', 10), aFile('b.pdf', 20)]);
    expect(view.values()['1']).toBe('a.pdf;b.pdf');
    await view.user.upload(input, [
      aFile('c.pdf', 14_000_000),
      aFile('d.pdf', 14_000_000),
      aFile('e.pdf', 14_000_000),
      aFile('f.pdf', 14_000_000),
    ]);
    expect(
      await screen.findByText('Pasiektas failų dydžio limitas: dokumento failai kartu gali užimti ne daugiau kaip 50 MB.'),
    ).toBeInTheDocument();
    expect(view.values()['1']).toBe('a.pdf;b.pdf');

    await view.user.click(screen.getByRole('button', { name: 'Pašalinti a.pdf' }));
    expect(view.values()['1']).toBe('b.pdf');
  });
});

describe('hyperlinks', () => {
  it('adds no new row while the last one is empty', async () => {
    const view = renderForm(aForm([aField(1, FieldType.hyperlinks, { formMeta: { caption: 'Nuorodos' } })]));
    const add = await screen.findByRole('button', { name: 'Pridėti nuorodą' });
    expect(add).toBeDisabled();
    await view.user.type(screen.getByRole('textbox', { name: 'Adresas, 1 eilutė' }), 'intranet');
    expect(screen.getByRole('textbox', { name: 'Adresas, 1 eilutė' })).toHaveAccessibleDescription(
      'Įveskite interneto adresą, prasidedantį http:// arba https://.',
    );
    expect(add).toBeEnabled();
    await view.user.click(add);
    expect(screen.getByRole('textbox', { name: 'Adresas, 2 eilutė' })).toHaveValue('');
    expect(add).toBeDisabled();
  });

  it('shows only http and https addresses as links', async () => {
    const links = JSON.stringify([
      { name: 'Tvarka', url: 'https://intranet.example.lt/tvarka' },
      { name: 'Blogas', url: 'javascript:alert(1)' },
    ]);
    renderForm(aForm([aField(1, FieldType.hyperlinks, { formValue: links, formMeta: { caption: 'Nuorodos' } })]), {
      isNew: false,
      readOnly: true,
    });
    const table = await screen.findByRole('table', { name: 'Nuorodos' });
    expect(within(table).getByRole('link', { name: 'https://intranet.example.lt/tvarka' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(within(table).getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});

describe('vehicle', () => {
  it('asks for the details of an own car only', async () => {
    const view = renderForm(
      aForm([
        aField(1, FieldType.vehicle, {
          formMeta: { caption: 'Transporto priemonė', requiredErrorMessage: 'Užpildykite automobilio duomenis' },
        }),
      ]),
    );
    await view.user.click(await screen.findByRole('radio', { name: 'Nuosavas automobilis' }));
    const details = [
      'Modelis',
      'Kuro norma, l/100 km',
      'Nuvažiuota km',
      'Sunaudota kuro, l',
      'Variklio tūris, cm³',
      'Kuro tipas',
      'Registracijos data',
      'Kategorija',
    ];
    for (const label of details) expect(screen.getByRole('textbox', { name: label })).toBeRequired();

    await view.user.type(screen.getByRole('textbox', { name: 'Modelis' }), 'Škoda Octavia');
    await view.user.type(screen.getByRole('textbox', { name: 'Kuro norma, l/100 km' }), '6,4');
    await view.validate();
    expect(await screen.findByTestId('outcome')).toHaveTextContent('invalid');
    expect(screen.getByRole('textbox', { name: 'Modelis' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Kategorija' })).toHaveAccessibleDescription('Užpildykite automobilio duomenis');
    expect(JSON.parse(view.values()['1']!)).toMatchObject({ vehicleUse: 1, vehicleModel: 'Škoda Octavia', fuelRate: 6.4 });

    await view.user.click(screen.getByRole('radio', { name: 'Įmonės automobilis' }));
    expect(screen.queryByRole('textbox', { name: 'Modelis' })).not.toBeInTheDocument();
    await view.validate();
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent(/^valid$/));
  });
});

describe('annual leave', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const leaveForm = () =>
    aForm([
      aField(1, FieldType.date, { formMeta: { caption: 'Data nuo', dataSourceFieldKey: DataSourceFieldKey.dateFrom } }),
      aField(2, FieldType.date, { formMeta: { caption: 'Data iki', dataSourceFieldKey: DataSourceFieldKey.dateTo } }),
      aField(3, FieldType.annualLeaveCalculation, { includeHolidaysAnnualLeave: true, formMeta: { caption: 'Atostogų dienos' } }),
      aField(4, FieldType.annualLeaveBalance, { formMeta: { caption: 'Atostogų likutis' } }),
    ]);
  const reserve = { employeeNo: 'E0007', date: '2026-05-04', holidayReserve: 20.5, holidayDayType: 0, holidayRange: null };

  it('counts the leave days of the period and shows the balance', async () => {
    const view = renderForm(leaveForm(), {
      procedures: { 'employees.holidayReserve': () => reserve },
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Data nuo' }), '2026-05-04');
    await view.user.type(screen.getByRole('textbox', { name: 'Data iki' }), '2026-05-10');

    expect(await screen.findByDisplayValue('5')).toHaveAccessibleDescription('Darbo dienos');
    expect(await screen.findByDisplayValue('20,50')).toHaveAccessibleDescription('Likutis po šių atostogų: 15,50 d.');
    expect(view.values()).toMatchObject({ '3': '5', '4': '20.50' });
    // The unused holidays on the first day, asked once for both fields; the days are counted here.
    expect(view.callsOf('employees.holidayReserve').map((call) => call.input)).toEqual([{ employeeNo: 'E0007', date: '2026-05-04' }]);
  });

  it('clears the figure when the lookup fails', async () => {
    const view = renderForm(leaveForm(), {
      procedures: {
        'employees.holidayReserve': () => Promise.reject(trpcError('FORBIDDEN', 'errors.permission_denied')),
      },
    });
    await view.user.type(await screen.findByRole('textbox', { name: 'Data nuo' }), '2026-05-04');
    await view.user.type(screen.getByRole('textbox', { name: 'Data iki' }), '2026-05-10');
    await waitFor(() => expect(view.callsOf('employees.holidayReserve')).toHaveLength(1));
    expect(view.values()).toMatchObject({ '3': '', '4': '' });
  });
});

describe('the period and typed dates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const periodForm = (extraRule?: [number, string]) =>
    aForm([
      aField(1, FieldType.date, {
        formMeta: { caption: 'Data nuo', dataSourceFieldKey: DataSourceFieldKey.dateFrom },
        formValidation: [
          { id: 1, validationType: ValidationType.dateFromToday, validation: '0' },
          ...(extraRule ? [{ id: 2, validationType: extraRule[0], validation: extraRule[1] }] : []),
        ],
      }),
      aField(2, FieldType.date, { formMeta: { caption: 'Data iki', dataSourceFieldKey: DataSourceFieldKey.dateTo } }),
    ]);

  it('opens the end’s calendar at the start’s month with the days before the start disabled', async () => {
    const view = renderForm(periodForm());
    await view.user.type(await screen.findByRole('textbox', { name: 'Data nuo' }), '2026-08-10');
    await view.user.click(screen.getByRole('textbox', { name: 'Data iki' }));
    expect(await screen.findByRole('button', { name: /rugpjūčio 10 d\./ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /rugpjūčio 9 d\./ })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: /rugpjūčio 14 d\./ }));
    expect(view.values()).toMatchObject({ '1': '2026-08-10', '2': '2026-08-14' });
  });

  it('keeps the calendar shut when the keyboard reaches a date field, and opens it on a click or on typing', async () => {
    const view = renderForm(periodForm());
    const start = await screen.findByRole('textbox', { name: 'Data nuo' });
    await view.user.tab();
    expect(start).toHaveFocus();
    // The calendar would cover the fields below; the keyboard types the date instead.
    expect(screen.queryByRole('button', { name: /balandžio 21 d\./ })).not.toBeInTheDocument();
    await view.user.keyboard('2026-08');
    expect(await screen.findByRole('button', { name: /balandžio 21 d\./ })).toBeInTheDocument();
    // On to the end (an unfinished date has no clear button between them): shut again.
    await view.user.tab();
    const end = screen.getByRole('textbox', { name: 'Data iki' });
    expect(end).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: /balandžio 21 d\./ })).not.toBeInTheDocument());
    await view.user.click(end);
    expect(await screen.findByRole('button', { name: /balandžio 21 d\./ })).toBeInTheDocument();
  });

  it('disables the start’s days before today under its rule, and days off where the form takes work days only', async () => {
    const view = renderForm(periodForm([ValidationType.parentDayOff, '']));
    await view.user.click(await screen.findByRole('textbox', { name: 'Data nuo' }));
    // Today is Monday 20 April 2026.
    expect(await screen.findByRole('button', { name: /balandžio 17 d\./ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /balandžio 21 d\./ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /balandžio 25 d\., šeštadienis/ })).toBeDisabled();
  });

  it('names an impossible typed date instead of quietly keeping another, and refuses it on submit', async () => {
    const view = renderForm(periodForm());
    const start = await screen.findByRole('textbox', { name: 'Data nuo' });
    await view.user.type(start, '2026-05-04');
    await view.user.clear(start);
    await view.user.type(start, '2026-02-31');
    await view.user.tab();
    expect(start).toHaveValue('2026-02-31');
    expect(start).toHaveAccessibleDescription('Tokios datos nėra: 2026-02-31. 2026 m. vasaris turi 28 d.');
    expect(view.values()['1']).toBe('2026-02-31');
    await view.validate();
    expect(await screen.findByTestId('outcome')).toHaveTextContent('invalid');
  });

  it('reads a day-first date and names a day the month lacks written that way too', async () => {
    const view = renderForm(periodForm());
    const end = await screen.findByRole('textbox', { name: 'Data iki' });
    await view.user.type(end, '31.02.2026');
    await view.user.tab();
    expect(end).toHaveAccessibleDescription('Tokios datos nėra: 31.02.2026. 2026 m. vasaris turi 28 d.');
    await view.user.clear(end);
    await view.user.type(end, '15.05.2026');
    await view.user.tab();
    expect(view.values()['2']).toBe('2026-05-15');
    expect(end).not.toHaveAccessibleDescription(/Tokios datos nėra/);
  });
});
