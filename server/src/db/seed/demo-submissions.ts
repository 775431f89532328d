import { createHash } from 'node:crypto';
import {
  addDays,
  computeCalculatedFields,
  FieldType,
  type Form,
  type IsoDate,
  lithuanianCalendar,
  SubmissionState,
  serializeFieldValue,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import { derivedColumns } from '../../modules/documents/filing-rules';
import * as formsRepository from '../../modules/documents/forms.repository';
import { buildSearchText } from '../../modules/documents/search-text';
import { holidayReserveOn } from '../../modules/form-lookups/holiday-reserve-on';
import * as submissionsRepository from '../../modules/submissions/submissions.repository';
import type { Database } from '../database';
import { DemoForm, type DemoMetaKey, HOLIDAY_PAY_BEFORE_LEAVE, type SeededFormCatalogue } from './demo-forms';

// A few dozen documents in every state for the demo users, filed around the demo's "today", so the
// applications, tasks and documents lists have something true to show from the first start.

export interface DemoPerson {
  employee_no: string;
  personnel_no: string;
  first_name: string;
  last_name: string;
  manager_employee_no: string | null;
}

interface Plan {
  form: DemoForm;
  /** The demo user who filed it. */
  filer: 'employee' | 'manager' | 'admin' | 'planner';
  /** The employee it is about (default: the filer's own). */
  about?: string;
  state: SubmissionState;
  /** Days from today to the first day, and its length in days. */
  start: number;
  days: number;
  /** Days before today it was filed. */
  filedDaysAgo: number;
  values?: Partial<Record<DemoMetaKey, string>>;
  /** An approved document whose filer then asked to cancel it, this many days ago, for this reason. */
  cancellation?: { reason: string; requestedDaysAgo: number };
}

const plans: Plan[] = [
  // The demo employee (SV0012): a bit of everything.
  { form: DemoForm.annualLeave, filer: 'employee', state: 'Approved', start: -120, days: 10, filedDaysAgo: 150 },
  // Approved; ill during it, the employee then asked to cancel it: the manager has yet to decide.
  {
    form: DemoForm.annualLeave,
    filer: 'employee',
    state: 'Approved',
    start: -40,
    days: 3,
    filedDaysAgo: 60,
    cancellation: {
      reason: 'Atostogų metu sirgau (turiu elektroninį nedarbingumo pažymėjimą), prašau šias dienas atšaukti.',
      requestedDaysAgo: 2,
    },
  },
  { form: DemoForm.annualLeave, filer: 'employee', state: 'InProgress', start: 30, days: 5, filedDaysAgo: 2 },
  {
    form: DemoForm.annualLeave,
    filer: 'employee',
    state: 'Draft',
    start: 60,
    days: 7,
    filedDaysAgo: 1,
    values: { comment: 'Dar derinu datas su komanda.' },
  },
  { form: DemoForm.annualLeave, filer: 'employee', state: 'Cancelled', start: 15, days: 2, filedDaysAgo: 20 },
  {
    form: DemoForm.unpaidLeave,
    filer: 'employee',
    state: 'Rejected',
    start: -10,
    days: 2,
    filedDaysAgo: 25,
    values: { reason: 'Šeimos aplinkybės: persikraustymas.' },
  },
  {
    form: DemoForm.businessTrip,
    filer: 'employee',
    state: 'Approved',
    start: -60,
    days: 3,
    filedDaysAgo: 75,
    values: { tripPurpose: 'Tiekėjo auditas Rygoje' },
  },
  {
    form: DemoForm.businessTrip,
    filer: 'employee',
    state: 'New',
    start: 21,
    days: 2,
    filedDaysAgo: 3,
    values: { tripPurpose: 'Parodos „Riga Food“ lankymas' },
  },
  { form: DemoForm.illness, filer: 'employee', state: 'Approved', start: -90, days: 5, filedDaysAgo: 90 },
  {
    form: DemoForm.request,
    filer: 'employee',
    state: 'Cancelled',
    start: 0,
    days: 1,
    filedDaysAgo: 40,
    values: { subject: 'Darbo vietos keitimas', requestText: 'Prašau leisti persikelti į antrą aukštą arčiau gamybos linijos.' },
  },
  {
    form: DemoForm.request,
    filer: 'employee',
    state: 'InProgress',
    start: 0,
    days: 1,
    filedDaysAgo: 6,
    values: { subject: 'Mokymai apie darbų saugą', requestText: 'Prašau įtraukti mane į gruodžio darbų saugos mokymus.' },
  },
  {
    form: DemoForm.equipmentRequest,
    filer: 'employee',
    state: 'InProgress',
    start: 10,
    days: 1,
    filedDaysAgo: 4,
    values: { equipment: 'MONITOR', quantity: '2' },
  },
  { form: DemoForm.childCareLeave, filer: 'employee', state: 'Draft', start: 45, days: 30, filedDaysAgo: 0 },
  // The manager (SV0005): their own applications and some filed for the team.
  { form: DemoForm.annualLeave, filer: 'manager', state: 'Approved', start: -200, days: 14, filedDaysAgo: 230 },
  { form: DemoForm.annualLeave, filer: 'manager', state: 'InProgress', start: 35, days: 10, filedDaysAgo: 5 },
  { form: DemoForm.annualLeave, filer: 'manager', about: 'SV0026', state: 'New', start: 14, days: 4, filedDaysAgo: 1 },
  {
    form: DemoForm.businessTrip,
    filer: 'manager',
    state: 'InProgress',
    start: 12,
    days: 4,
    filedDaysAgo: 7,
    values: { tripPurpose: 'Derybos su partneriais Varšuvoje', tripCountry: 'PL' },
  },
  {
    form: DemoForm.businessTrip,
    filer: 'manager',
    state: 'Rejected',
    start: -20,
    days: 2,
    filedDaysAgo: 35,
    values: { tripPurpose: 'Konferencija Taline', tripCountry: 'EE' },
  },
  {
    form: DemoForm.request,
    filer: 'manager',
    state: 'New',
    start: 0,
    days: 1,
    filedDaysAgo: 2,
    values: { subject: 'Papildomas etatas gamyboje', requestText: 'Prašau leisti įdarbinti dar vieną operatorių nuo sausio.' },
  },
  {
    form: DemoForm.equipmentRequest,
    filer: 'manager',
    state: 'Approved',
    start: -15,
    days: 1,
    filedDaysAgo: 30,
    values: { equipment: 'LAPTOP', quantity: '1' },
  },
  { form: DemoForm.parentDayOff, filer: 'manager', state: 'Approved', start: -31, days: 1, filedDaysAgo: 40 },
  { form: DemoForm.parentDayOff, filer: 'employee', state: 'New', start: 10, days: 1, filedDaysAgo: 1 },
  // The planner (SV0003, HR).
  { form: DemoForm.annualLeave, filer: 'planner', state: 'InProgress', start: 25, days: 5, filedDaysAgo: 3 },
  { form: DemoForm.annualLeave, filer: 'planner', state: 'Rejected', start: -5, days: 3, filedDaysAgo: 18 },
  {
    form: DemoForm.illness,
    filer: 'planner',
    state: 'Approved',
    start: -14,
    days: 3,
    filedDaysAgo: 14,
    values: { certificateType: 'PAPER', certificateNo: 'GP-2026-118' },
  },
  {
    form: DemoForm.request,
    filer: 'planner',
    state: 'Draft',
    start: 0,
    days: 1,
    filedDaysAgo: 0,
    values: { subject: 'Darbo grafikų pakeitimai', requestText: 'Juodraštis: sausio grafikų pakeitimai pamainoms.' },
  },
  {
    form: DemoForm.unpaidLeave,
    filer: 'planner',
    state: 'Approved',
    start: -70,
    days: 1,
    filedDaysAgo: 80,
    values: { reason: 'Vaiko išleistuvės.' },
  },
  // The administrator (SV0002).
  {
    form: DemoForm.equipmentRequest,
    filer: 'admin',
    state: 'Approved',
    start: -50,
    days: 1,
    filedDaysAgo: 60,
    values: { equipment: 'PHONE', quantity: '3' },
  },
  {
    form: DemoForm.equipmentRequest,
    filer: 'admin',
    state: 'Cancelled',
    start: -5,
    days: 1,
    filedDaysAgo: 12,
    values: { equipment: 'HEADSET', quantity: '10' },
  },
  {
    form: DemoForm.request,
    filer: 'admin',
    state: 'InProgress',
    start: 0,
    days: 1,
    filedDaysAgo: 9,
    values: { subject: 'Biuro remontas', requestText: 'Prašau patvirtinti antro aukšto virtuvėlės remonto sąmatą.' },
  },
  {
    form: DemoForm.businessTrip,
    filer: 'admin',
    state: 'Draft',
    start: 40,
    days: 3,
    filedDaysAgo: 1,
    values: { tripPurpose: 'IT saugumo konferencija Vilniuje', tripCountry: 'LT' },
  },
  { form: DemoForm.annualLeave, filer: 'admin', state: 'Approved', start: -100, days: 5, filedDaysAgo: 110 },
  // Filed by HR for a colleague of the employee, approved by the colleague's manager. (The manager
  // filing it would have made them approve their own filing: nobody approves their own document.)
  { form: DemoForm.annualLeave, filer: 'admin', about: 'SV0019', state: 'Approved', start: -30, days: 5, filedDaysAgo: 45 },
];

const fileNames: Partial<Record<DemoMetaKey, string>> = {
  birthCertificate: 'gimimo-liudijimas.pdf',
  certificateScan: 'nedarbingumo-pazyma.pdf',
  documents: 'kvietimas.pdf',
};

function nameWithNo(person: DemoPerson): string {
  return `${person.first_name} ${person.last_name} (${person.employee_no})`;
}

/** The entry values a plan files, by meta key. */
function valuesOf(
  plan: Plan,
  person: DemoPerson,
  people: Map<string, DemoPerson>,
  from: IsoDate,
  to: IsoDate,
  today: IsoDate,
): Partial<Record<DemoMetaKey, string>> {
  const colleague = [...people.values()].find(
    (other) => other.manager_employee_no === person.manager_employee_no && other.employee_no !== person.employee_no,
  );
  const common = { employee: person.employee_no, dateFrom: from, dateTo: to };
  switch (plan.form) {
    case DemoForm.annualLeave:
      // Leave days and the balance are calculated fields: filled below as the server fills them.
      return {
        ...common,
        holidayPay: plan.start > 14 ? HOLIDAY_PAY_BEFORE_LEAVE : 'Su darbo užmokesčiu',
        tillVacation: 'false',
        substitute: colleague?.employee_no ?? '',
        comment: '',
      };
    case DemoForm.unpaidLeave:
      return { ...common, reason: 'Asmeninės priežastys.' };
    case DemoForm.childCareLeave:
      return {
        ...common,
        childName: `Ugnė ${person.last_name}`,
        childBirthDate: addDays(today, -200),
        birthCertificate: fileNames.birthCertificate!,
      };
    case DemoForm.parentDayOff:
      return { ...common, comment: '' };
    case DemoForm.illness:
      return {
        ...common,
        certificateType: 'ENP',
        certificateNo: `ENP-${800_000 + plan.filedDaysAgo * 37}`,
        certificateScan: plan.values?.certificateType === 'PAPER' ? fileNames.certificateScan! : '',
      };
    case DemoForm.businessTrip: {
      // Manager fields hold the first traveller's number; the form shows that employee's (functional) manager.
      const manager = person.employee_no;
      const travellers = [person, ...(plan.filer === 'manager' ? [people.get('SV0012')!] : [])];
      return {
        travellers: serializeFieldValue(
          FieldType.participants,
          travellers.map((traveller) => ({
            nameWithEmployeeNo: nameWithNo(traveller),
            personnelNo: traveller.personnel_no,
            employeeNo: traveller.employee_no,
          })),
        ),
        manager,
        functionalManager: manager,
        tripPurpose: 'Susitikimas su klientu',
        tripCountry: 'LV',
        dateFrom: from,
        dateTo: to,
        tripLocations: serializeFieldValue(FieldType.tripLocations, [
          { location: plan.values?.tripCountry === 'PL' ? 'Varšuva' : 'Ryga', dateFrom: from, dateTo: to },
        ]),
        tripTime: serializeFieldValue(FieldType.tripTime, [
          { dateFrom: from, timeFrom: '06:00', timeTo: '10:30', timeCalculated: 4.5 },
          { dateFrom: to, timeFrom: '16:00', timeTo: '20:15', timeCalculated: 4.25 },
        ]),
        travelServices: serializeFieldValue(FieldType.multipleCheckbox, ['Viešbutis']),
        advancePayment: serializeFieldValue(FieldType.advancePayment, { selected: true, amount: 150 }),
        vehicle: serializeFieldValue(FieldType.vehicle, {
          vehicleUse: 2,
          vehicleModel: 'Škoda Octavia',
          fuelRate: 6.2,
          kmTraveled: null,
          fuelUsed: null,
          engineSize: 2,
          fuelType: 'Dyzelinas',
          regDate: '',
          category: 'B',
        }),
        nonWorkingHours: serializeFieldValue(FieldType.nonWorkingHours, [{ dateFrom: from, timeFrom: '06:00', timeTo: '08:00' }]),
        documents: plan.state === 'Draft' ? '' : fileNames.documents!,
        comment: '',
      };
    }
    case DemoForm.request:
      return {
        subject: 'Prašymas',
        requestText: 'Prašau.',
        links: serializeFieldValue(FieldType.hyperlinks, [{ name: 'Vidinė tvarka', url: 'https://intranet.example.lt/tvarka' }]),
      };
    case DemoForm.equipmentRequest:
      return {
        equipment: 'LAPTOP',
        quantity: '1',
        urgency: 'Įprastas',
        neededBy: from,
        reason: 'Senasis kompiuteris nebeatitinka darbo poreikių.',
      };
  }
}

/** A seeded document and the state its plan wants it in (it is filed New when a workflow run gets it there). */
export interface SeededSubmission {
  id: number;
  formId: number;
  form: DemoForm;
  filer: Plan['filer'];
  state: SubmissionState;
  filedAt: Date;
  cancellation: Plan['cancellation'] | null;
}

/**
 * The values with the calculated fields (leave days, the leave balance, trip hours) computed by the
 * shared rule on the employee's reserve, as submitting the document computes them on the server
 * (documents/filing-rules.ts withCalculatedFields).
 */
async function withCalculatedFields(
  trx: Transaction<Database>,
  form: Form,
  values: Record<string, string>,
  filerNo: string,
): Promise<Record<string, string>> {
  const { employeeNo } = derivedColumns(form, values, filerNo);
  return computeCalculatedFields(form.formData, values, employeeNo ?? '', {
    calendar: lithuanianCalendar,
    leaveTermsOn: (subject, date) => holidayReserveOn(trx, { companyCode: 'SV', employeeNo: subject }, date),
  });
}

/** A tiny, valid PDF so the seeded attachments open. */
function demoPdf(title: string): Buffer {
  const text = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>>>>>>>endobj 4 0 obj<</Length ${title.length + 35}>>stream\nBT /F1 18 Tf 72 760 Td (${title}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export async function seedDemoSubmissions(
  trx: Transaction<Database>,
  catalogue: SeededFormCatalogue,
  people: DemoPerson[],
  userIdByUsername: Map<string, number>,
  employeeNoByUsername: Map<string, string>,
  today: IsoDate,
): Promise<SeededSubmission[]> {
  const existing = await trx.selectFrom('form_submissions').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const seeded: SeededSubmission[] = [];
  const personByNo = new Map(people.map((person) => [person.employee_no, person]));
  const forms = await trx
    .selectFrom('forms')
    .innerJoin('numberings', 'numberings.id', 'forms.numbering_id')
    .select(['forms.id', 'forms.name', 'forms.name_en', 'numberings.id as numbering_id', 'numberings.prefix', 'numberings.figures'])
    .execute();
  const formById = new Map(forms.map((form) => [form.id, form]));
  const nextNumber = new Map<number, number>();
  const formDefinitions = new Map<number, Form>();

  // Oldest first, so numbers grow with the filing date as they would have.
  const ordered = [...plans].sort((a, b) => b.filedDaysAgo - a.filedDaysAgo);
  for (const [index, plan] of ordered.entries()) {
    const userId = userIdByUsername.get(plan.filer);
    const filerNo = employeeNoByUsername.get(plan.filer);
    if (userId === undefined || filerNo === undefined) continue;
    const person = personByNo.get(plan.about ?? filerNo)!;
    const formId = catalogue.forms.get(plan.form)!;
    const form = formById.get(formId)!;
    const from = addDays(today, plan.start);
    const to = addDays(from, plan.days - 1);
    const values = { ...valuesOf(plan, person, personByNo, from, to, today), ...plan.values };
    const number = nextNumber.get(form.numbering_id) ?? 1;
    nextNumber.set(form.numbering_id, number + 1);
    const documentNo = `${form.prefix}${String(number).padStart(form.figures, '0')}`;
    // Filed during the working day, a few minutes apart.
    const createdAt = new Date(`${addDays(today, -plan.filedDaysAgo)}T07:${String(10 + (index % 50)).padStart(2, '0')}:00Z`);
    const fields = catalogue.fields.get(plan.form)!;
    if (!formDefinitions.has(formId)) formDefinitions.set(formId, (await formsRepository.findForm(trx, formId))!);
    const filed = await withCalculatedFields(
      trx,
      formDefinitions.get(formId)!,
      Object.fromEntries([...fields.entries()].map(([metaKey, formDataId]) => [String(formDataId), values[metaKey] ?? ''])),
      filerNo,
    );
    const entries = [...fields.values()].map((formDataId) => ({ formDataId, value: filed[String(formDataId)] ?? '' }));
    const isAboutDates = 'dateFrom' in values && values.dateFrom !== undefined;
    const id = await submissionsRepository.insertSubmission(trx, {
      companyCode: 'SV',
      formId,
      documentNo,
      // Past New, the workflow engine takes it on to its state (demo-workflow-runs.ts).
      state: plan.state === SubmissionState.draft ? SubmissionState.draft : SubmissionState.new,
      employeeNo: plan.form === DemoForm.request || plan.form === DemoForm.equipmentRequest ? filerNo : person.employee_no,
      dateFrom: isAboutDates ? from : null,
      dateTo: isAboutDates ? to : null,
      userId,
      initiated: plan.state !== SubmissionState.draft,
      searchText: buildSearchText({ documentNo, formNames: [form.name, form.name_en], values: entries.map((entry) => entry.value) }),
      now: createdAt,
    });
    seeded.push({
      id,
      formId,
      form: plan.form,
      filer: plan.filer,
      state: plan.state,
      filedAt: createdAt,
      cancellation: plan.cancellation ?? null,
    });
    await submissionsRepository.saveEntries(trx, id, entries);
    for (const [metaKey, fileName] of Object.entries(fileNames) as [DemoMetaKey, string][]) {
      const formDataId = fields.get(metaKey);
      if (formDataId === undefined || values[metaKey] !== fileName) continue;
      const content = demoPdf(`${documentNo} ${fileName}`);
      await trx
        .insertInto('form_files')
        .values({
          submission_id: id,
          form_data_id: formDataId,
          type: 0,
          file_name: fileName,
          mime_type: 'application/pdf',
          size_bytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
          created_by: userId,
          created_at: createdAt,
        })
        .execute();
    }
  }
  for (const [numberingId, next] of nextNumber) {
    await trx
      .updateTable('numberings')
      .set({ next_number: next, last_used_at: new Date(`${today}T08:00:00Z`) })
      .where('id', '=', numberingId)
      .execute();
  }
  return seeded;
}
