import { DataSourceFieldKey, FieldType, ValidationType } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../database';

// The form catalogue a Lithuanian company files its applications and documents with: groups,
// field definitions shared by the forms (so one list column spans the forms of a group), the forms
// with their field placements and rules, numbering and descriptions, in Lithuanian and English.

type Bilingual = readonly [lt: string, en: string];

interface MetaSeed {
  type: number;
  caption: Bilingual;
  mandatory?: boolean;
  requiredMessage?: Bilingual;
  dataSourceFieldKey?: string;
  /** Types 5, 6, 7: the comma-separated options, kept in form_data_type. */
  options?: string;
  preValues?: PreValueListKey;
  searchVisible?: boolean;
  tableVisible?: boolean;
  ordering?: number;
}

const preValueLists = {
  sickLeaveCertificate: {
    name: ['Nedarbingumo pažymos tipas', 'Sick-leave certificate type'],
    items: [
      { name: ['Elektroninis nedarbingumo pažymėjimas (ENP)', 'Electronic certificate (ENP)'], value: 'ENP', isDefault: true },
      { name: ['Popierinė gydytojo pažyma', 'Paper certificate from a doctor'], value: 'PAPER' },
      { name: ['Užsienio gydymo įstaigos dokumentas', 'Document of a foreign clinic'], value: 'FOREIGN' },
    ],
  },
  equipment: {
    name: ['Įranga', 'Equipment'],
    items: [
      { name: ['Nešiojamasis kompiuteris', 'Laptop'], value: 'LAPTOP', isDefault: true },
      { name: ['Monitorius', 'Monitor'], value: 'MONITOR' },
      { name: ['Mobilusis telefonas', 'Mobile phone'], value: 'PHONE' },
      { name: ['Ausinės su mikrofonu', 'Headset'], value: 'HEADSET' },
      { name: ['Klaviatūra ir pelė', 'Keyboard and mouse'], value: 'KEYBOARD' },
    ],
  },
} as const;
type PreValueListKey = keyof typeof preValueLists;

/** The payment option of annual leave that triggers the till-vacation rule. */
export const HOLIDAY_PAY_BEFORE_LEAVE = 'Prieš atostogas';
const HOLIDAY_PAY_WITH_SALARY = 'Su darbo užmokesčiu';

const metas = {
  employee: {
    type: FieldType.employees,
    caption: ['Darbuotojas', 'Employee'],
    mandatory: true,
    requiredMessage: ['Pasirinkite darbuotoją', 'Select an employee'],
    searchVisible: true,
    tableVisible: true,
    ordering: 1,
  },
  dateFrom: {
    type: FieldType.date,
    caption: ['Data nuo', 'Date from'],
    mandatory: true,
    requiredMessage: ['Nurodykite pradžios datą', 'Enter the start date'],
    dataSourceFieldKey: DataSourceFieldKey.dateFrom,
    searchVisible: true,
    tableVisible: true,
    ordering: 2,
  },
  dateTo: {
    type: FieldType.date,
    caption: ['Data iki', 'Date to'],
    mandatory: true,
    requiredMessage: ['Nurodykite pabaigos datą', 'Enter the end date'],
    dataSourceFieldKey: DataSourceFieldKey.dateTo,
    searchVisible: true,
    tableVisible: true,
    ordering: 3,
  },
  leaveCalculation: { type: FieldType.annualLeaveCalculation, caption: ['Atostogų dienos', 'Leave days'] },
  leaveBalance: { type: FieldType.annualLeaveBalance, caption: ['Atostogų likutis', 'Leave balance'] },
  holidayPay: {
    type: FieldType.dropdown,
    caption: ['Atostoginių išmokėjimas', 'Holiday pay'],
    mandatory: true,
    options: `${HOLIDAY_PAY_BEFORE_LEAVE},${HOLIDAY_PAY_WITH_SALARY}`,
    dataSourceFieldKey: 'annualLeavePayment',
    searchVisible: true,
  },
  tillVacation: {
    type: FieldType.checkbox,
    caption: [
      'Sutinku, kad atostoginiai būtų išmokėti vėliau, su darbo užmokesčiu',
      'I agree to receive the holiday pay later, with my salary',
    ],
    dataSourceFieldKey: DataSourceFieldKey.tillVacation,
  },
  substitute: { type: FieldType.substitutionEmployees, caption: ['Pavaduojantis darbuotojas', 'Substitute'], searchVisible: true },
  comment: { type: FieldType.textArea, caption: ['Pastabos', 'Comments'] },
  reason: {
    type: FieldType.textArea,
    caption: ['Priežastis', 'Reason'],
    mandatory: true,
    requiredMessage: ['Nurodykite priežastį', 'Give the reason'],
    searchVisible: true,
  },
  childName: {
    type: FieldType.text,
    caption: ['Vaiko vardas ir pavardė', "Child's full name"],
    mandatory: true,
    requiredMessage: ['Įrašykite vaiko vardą', "Enter the child's name"],
    searchVisible: true,
  },
  childBirthDate: {
    type: FieldType.date,
    caption: ['Vaiko gimimo data', "Child's date of birth"],
    mandatory: true,
    requiredMessage: ['Nurodykite gimimo datą', 'Enter the date of birth'],
  },
  documents: { type: FieldType.upload, caption: ['Dokumentai', 'Documents'] },
  birthCertificate: {
    type: FieldType.upload,
    caption: ['Gimimo liudijimas', 'Birth certificate'],
    mandatory: true,
    requiredMessage: ['Pridėkite gimimo liudijimą', 'Attach the birth certificate'],
  },
  certificateType: {
    type: FieldType.listDropdown,
    caption: ['Pažymos tipas', 'Certificate type'],
    mandatory: true,
    preValues: 'sickLeaveCertificate',
    searchVisible: true,
  },
  certificateNo: {
    type: FieldType.text,
    caption: ['Pažymos numeris', 'Certificate number'],
    searchVisible: true,
    tableVisible: true,
    ordering: 4,
  },
  certificateScan: {
    type: FieldType.upload,
    caption: ['Pažymos kopija', 'Copy of the certificate'],
    requiredMessage: ['Pridėkite popierinės pažymos kopiją', 'Attach a copy of the paper certificate'],
  },
  travellers: {
    type: FieldType.participants,
    caption: ['Komandiruojami darbuotojai', 'Travelling employees'],
    mandatory: true,
    requiredMessage: ['Pasirinkite bent vieną darbuotoją', 'Choose at least one employee'],
    searchVisible: true,
  },
  manager: { type: FieldType.employeeManager, caption: ['Tiesioginis vadovas', 'Line manager'] },
  functionalManager: { type: FieldType.functionalManager, caption: ['Funkcinis vadovas', 'Functional manager'] },
  tripPurpose: {
    type: FieldType.text,
    caption: ['Komandiruotės tikslas', 'Purpose of the trip'],
    mandatory: true,
    requiredMessage: ['Nurodykite tikslą', 'State the purpose'],
    searchVisible: true,
    tableVisible: true,
    ordering: 4,
  },
  tripCountry: { type: FieldType.countries, caption: ['Šalis', 'Country'], mandatory: true, searchVisible: true },
  tripLocations: {
    type: FieldType.tripLocations,
    caption: ['Komandiruotės vietos', 'Destinations'],
    mandatory: true,
    requiredMessage: ['Užpildykite vietas ir datas', 'Fill in the places and dates'],
  },
  tripTime: { type: FieldType.tripTime, caption: ['Kelionės laikas', 'Travel time'] },
  advancePayment: { type: FieldType.advancePayment, caption: ['Avansas', 'Advance payment'] },
  vehicle: { type: FieldType.vehicle, caption: ['Transporto priemonė', 'Vehicle'] },
  nonWorkingHours: { type: FieldType.nonWorkingHours, caption: ['Kelionė ne darbo metu', 'Travel outside working hours'] },
  subject: {
    type: FieldType.text,
    caption: ['Tema', 'Subject'],
    mandatory: true,
    requiredMessage: ['Įrašykite temą', 'Enter a subject'],
    searchVisible: true,
    tableVisible: true,
    ordering: 1,
  },
  requestText: {
    type: FieldType.textArea,
    caption: ['Prašymo tekstas', 'Request'],
    mandatory: true,
    requiredMessage: ['Įrašykite prašymą', 'Write the request'],
    searchVisible: true,
  },
  links: { type: FieldType.hyperlinks, caption: ['Nuorodos', 'Links'] },
  equipment: {
    type: FieldType.listDropdown,
    caption: ['Įranga', 'Equipment'],
    mandatory: true,
    preValues: 'equipment',
    searchVisible: true,
    tableVisible: true,
    ordering: 2,
  },
  quantity: {
    type: FieldType.text,
    caption: ['Kiekis', 'Quantity'],
    mandatory: true,
    requiredMessage: ['Nurodykite kiekį', 'Enter the quantity'],
  },
  urgency: { type: FieldType.radio, caption: ['Skubumas', 'Urgency'], mandatory: true, options: 'Įprastas,Skubus', searchVisible: true },
  travelServices: {
    type: FieldType.multipleCheckbox,
    caption: ['Reikalingos paslaugos', 'Services needed'],
    options: 'Viešbutis,Lėktuvo bilietai,Automobilio nuoma',
  },
  neededBy: { type: FieldType.date, caption: ['Reikalinga iki', 'Needed by'], searchVisible: true, tableVisible: true, ordering: 3 },
} satisfies Record<string, MetaSeed>;
export type DemoMetaKey = keyof typeof metas;

interface FieldSeed {
  meta: DemoMetaKey;
  isMultiple?: boolean;
  showSubordinateEmployees?: boolean;
  showDepartmentEmployees?: boolean;
  includeHolidaysAnnualLeave?: boolean;
  validations?: ReadonlyArray<readonly [type: number, value: string]>;
}

interface FormSeed {
  systemName: string;
  group: GroupKey;
  name: Bilingual;
  activityCode?: string;
  allowHolidayPlanning?: boolean;
  holidayPlanningColor?: string;
  messageOnSubmit?: string;
  numbering: { code: string; prefix: string; figures: number };
  description: Bilingual;
  fields: FieldSeed[];
}

const groups = {
  leave: { name: ['Atostogos', 'Leave'], isApplication: true, sortOrder: 1 },
  trips: { name: ['Komandiruotės', 'Business trips'], isApplication: true, sortOrder: 2 },
  health: { name: ['Sveikata', 'Health'], isApplication: true, sortOrder: 3 },
  internal: { name: ['Vidiniai dokumentai', 'Internal documents'], isApplication: false, sortOrder: 4 },
  it: { name: ['IT užsakymai', 'IT orders'], isApplication: false, sortOrder: 1, parent: 'internal' },
} as const satisfies Record<string, { name: Bilingual; isApplication: boolean; sortOrder: number; parent?: string }>;
type GroupKey = keyof typeof groups;

/** Stable names code and tests refer to the seeded forms by. */
export const DemoForm = {
  annualLeave: 'annual-leave',
  unpaidLeave: 'unpaid-leave',
  childCareLeave: 'child-care-leave',
  parentDayOff: 'parent-day-off',
  businessTrip: 'business-trip',
  illness: 'illness-notification',
  request: 'general-request',
  equipmentRequest: 'equipment-request',
} as const;
export type DemoForm = (typeof DemoForm)[keyof typeof DemoForm];

export const demoForms: readonly FormSeed[] = [
  {
    systemName: DemoForm.annualLeave,
    group: 'leave',
    name: ['Prašymas suteikti kasmetines atostogas', 'Annual leave application'],
    activityCode: 'A',
    allowHolidayPlanning: true,
    holidayPlanningColor: '#4CAF50',
    messageOnSubmit: 'Prašymas pateiktas. Jį patvirtins tiesioginis vadovas ir personalo skyrius.',
    numbering: { code: 'KA', prefix: 'KA-', figures: 5 },
    description: [
      'Kasmetinių atostogų prašymą pateikite ne vėliau kaip prieš 7 dienas. Jei atostoginius norite gauti prieš atostogas, prašymą pateikite anksčiau.',
      'File annual leave at least 7 days ahead. If you want the holiday pay before the leave, file earlier.',
    ],
    fields: [
      { meta: 'employee', showSubordinateEmployees: true },
      // Tolerance 0: the leave may not take the reserve below zero.
      {
        meta: 'dateFrom',
        validations: [
          [ValidationType.dateFromToday, '0'],
          [ValidationType.holidayTolerance, '0'],
        ],
      },
      { meta: 'dateTo', validations: [[ValidationType.dateFromToday, '0']] },
      { meta: 'leaveCalculation' },
      { meta: 'leaveBalance' },
      {
        meta: 'holidayPay',
        validations: [
          [ValidationType.tillVacationTrigger, HOLIDAY_PAY_BEFORE_LEAVE],
          [ValidationType.tillVacationDays, '7'],
        ],
      },
      { meta: 'tillVacation' },
      { meta: 'substitute', showDepartmentEmployees: true },
      { meta: 'comment' },
    ],
  },
  {
    systemName: DemoForm.unpaidLeave,
    group: 'leave',
    name: ['Prašymas suteikti nemokamas atostogas', 'Unpaid leave application'],
    activityCode: 'NA',
    allowHolidayPlanning: true,
    holidayPlanningColor: '#9E9E9E',
    numbering: { code: 'NA', prefix: 'NA-', figures: 5 },
    description: [
      'Nemokamos atostogos suteikiamos šeimos aplinkybėms ar kitomis svarbiomis priežastimis.',
      'Unpaid leave is granted for family or other important reasons.',
    ],
    fields: [
      { meta: 'employee', showSubordinateEmployees: true },
      {
        meta: 'dateFrom',
        validations: [
          [ValidationType.dateFromToday, '0'],
          [ValidationType.enteredDates, 'date_overdue,absence_exists'],
        ],
      },
      { meta: 'dateTo' },
      { meta: 'reason' },
    ],
  },
  {
    systemName: DemoForm.childCareLeave,
    group: 'leave',
    name: ['Prašymas suteikti vaiko priežiūros atostogas', 'Child-care leave application'],
    activityCode: 'VP',
    numbering: { code: 'VPA', prefix: 'VPA-', figures: 5 },
    description: [
      'Vaiko priežiūros atostogos suteikiamos, kol vaikui sukaks treji metai. Pridėkite gimimo liudijimą.',
      'Child-care leave is granted until the child turns three. Attach the birth certificate.',
    ],
    fields: [
      { meta: 'employee' },
      {
        meta: 'dateFrom',
        validations: [
          [ValidationType.dateFromToday, '5'],
          [ValidationType.enteredDates, 'date_overdue,absence_exists'],
        ],
      },
      { meta: 'dateTo' },
      { meta: 'childName' },
      { meta: 'childBirthDate', validations: [[ValidationType.dateUntilToday, '0']] },
      { meta: 'birthCertificate' },
    ],
  },
  {
    // Mamadienis / tėvadienis: the extra day off a month (or two) for parents of children under 12.
    systemName: DemoForm.parentDayOff,
    group: 'leave',
    name: ['Prašymas suteikti papildomą poilsio dieną (mamadienis / tėvadienis)', "Parent's day off application (mother's / father's day)"],
    activityCode: 'MD',
    allowHolidayPlanning: true,
    holidayPlanningColor: '#8BC34A',
    numbering: { code: 'MD', prefix: 'MD-', figures: 5 },
    description: [
      'Auginantiems vaiką iki 12 metų – viena papildoma poilsio diena per mėnesį (du ar daugiau vaikų – dvi dienos).',
      'Parents of a child under 12 get one extra day off a month (two or more children: two days).',
    ],
    fields: [
      { meta: 'employee' },
      { meta: 'dateFrom', validations: [[ValidationType.parentDayOff, '1']] },
      { meta: 'dateTo' },
      { meta: 'comment' },
    ],
  },
  {
    systemName: DemoForm.businessTrip,
    group: 'trips',
    name: ['Komandiruotės prašymas', 'Business trip application'],
    activityCode: 'K',
    numbering: { code: 'KOM', prefix: 'KOM-', figures: 5 },
    description: [
      'Nurodykite visas komandiruotės vietas ir datas. Kelionės laikas ne darbo valandomis apmokamas pagal įmonės tvarką.',
      'List every destination with its dates. Travel outside working hours is paid by company rules.',
    ],
    fields: [
      { meta: 'travellers', isMultiple: true, showSubordinateEmployees: true, showDepartmentEmployees: true },
      { meta: 'manager' },
      { meta: 'functionalManager' },
      { meta: 'tripPurpose' },
      { meta: 'tripCountry' },
      { meta: 'dateFrom', validations: [[ValidationType.dateFromToday, '0']] },
      { meta: 'dateTo' },
      { meta: 'tripLocations' },
      { meta: 'tripTime' },
      { meta: 'travelServices' },
      { meta: 'advancePayment' },
      { meta: 'vehicle' },
      { meta: 'nonWorkingHours' },
      { meta: 'documents' },
      { meta: 'comment' },
    ],
  },
  {
    systemName: DemoForm.illness,
    group: 'health',
    name: ['Pranešimas apie nedarbingumą', 'Illness notification'],
    activityCode: 'L',
    numbering: { code: 'NED', prefix: 'NED-', figures: 5 },
    description: [
      'Praneškite apie nedarbingumą pirmąją dieną. Popierinės pažymos kopiją pridėkite privalomai.',
      'Report illness on its first day. A copy of a paper certificate is required.',
    ],
    fields: [
      { meta: 'employee' },
      { meta: 'dateFrom', validations: [[ValidationType.dateUntilToday, '5']] },
      { meta: 'dateTo' },
      { meta: 'certificateType' },
      { meta: 'certificateNo' },
      { meta: 'certificateScan', validations: [[ValidationType.conditionalRequired, 'PAPER']] },
      { meta: 'comment' },
    ],
  },
  {
    systemName: DemoForm.request,
    group: 'internal',
    name: ['Laisvos formos prašymas', 'General request'],
    numbering: { code: 'PR', prefix: 'PR-', figures: 6 },
    description: [
      'Prašymas vadovybei ar administracijai. Prie prašymo galite pridėti nuorodų.',
      'A request to the management or the office. You may add links.',
    ],
    fields: [{ meta: 'subject' }, { meta: 'requestText' }, { meta: 'links' }, { meta: 'documents' }],
  },
  {
    systemName: DemoForm.equipmentRequest,
    group: 'it',
    name: ['Darbo priemonių užsakymas', 'Equipment request'],
    numbering: { code: 'IT', prefix: 'IT-', figures: 5 },
    description: [
      'Užsakykite darbo priemones. IT skyrius jas paruoš per 5 darbo dienas.',
      'Order work equipment. The IT department prepares it within 5 working days.',
    ],
    fields: [
      { meta: 'equipment' },
      { meta: 'quantity' },
      { meta: 'urgency' },
      { meta: 'neededBy', validations: [[ValidationType.dateFromToday, '5']] },
      { meta: 'reason' },
    ],
  },
];

export interface SeededFormCatalogue {
  /** form id by system name */
  forms: Map<string, number>;
  /** form_data id by system name and meta key */
  fields: Map<string, Map<DemoMetaKey, number>>;
  /** form meta id by key */
  metas: Map<DemoMetaKey, number>;
  groups: Map<GroupKey, number>;
}

/** Inserts the catalogue (once: an existing annual-leave form means it is there) and returns its ids. */
export async function seedFormCatalogue(trx: Transaction<Database>): Promise<SeededFormCatalogue> {
  const catalogue: SeededFormCatalogue = { forms: new Map(), fields: new Map(), metas: new Map(), groups: new Map() };
  const existing = await trx.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirst();
  if (existing) return readCatalogue(trx);

  const listIds = new Map<PreValueListKey, number>();
  for (const [key, list] of Object.entries(preValueLists) as [PreValueListKey, (typeof preValueLists)[PreValueListKey]][]) {
    const { id } = await trx
      .insertInto('pre_value_lists')
      .values({ name: list.name[0], name_en: list.name[1] })
      .returning('id')
      .executeTakeFirstOrThrow();
    listIds.set(key, id);
    await trx
      .insertInto('pre_value_items')
      .values(
        list.items.map((item, index) => ({
          list_id: id,
          name: item.name[0],
          name_en: item.name[1],
          value: item.value,
          is_default: 'isDefault' in item ? item.isDefault : false,
          sort_order: index + 1,
        })),
      )
      .execute();
  }

  for (const [key, meta] of Object.entries(metas) as [DemoMetaKey, MetaSeed][]) {
    const { id } = await trx
      .insertInto('form_metas')
      .values({
        type: meta.type,
        form_data_type: meta.options ?? null,
        caption: meta.caption[0],
        caption_en: meta.caption[1],
        mandatory: meta.mandatory ?? false,
        required_error_message: meta.requiredMessage?.[0] ?? null,
        required_error_message_en: meta.requiredMessage?.[1] ?? null,
        data_source_field_key: meta.dataSourceFieldKey ?? null,
        systemic: false,
        pre_values_list_id: meta.preValues ? listIds.get(meta.preValues)! : null,
        search_visible: meta.searchVisible ?? false,
        table_visible: meta.tableVisible ?? false,
        search_ordering: meta.ordering ?? 99,
        table_ordering: meta.ordering ?? 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    catalogue.metas.set(key, id);
  }

  // Parents first, so children can point at them.
  const groupEntries = (Object.entries(groups) as [GroupKey, (typeof groups)[GroupKey]][]).sort(
    ([, a], [, b]) => Number('parent' in a) - Number('parent' in b),
  );
  for (const [key, group] of groupEntries) {
    const { id } = await trx
      .insertInto('form_groups')
      .values({
        name: group.name[0],
        name_en: group.name[1],
        sort_order: group.sortOrder,
        is_application: group.isApplication,
        parent_id: 'parent' in group ? catalogue.groups.get(group.parent)! : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    catalogue.groups.set(key, id);
  }

  let sortOrder = 0;
  for (const form of demoForms) {
    const numbering = await trx
      .insertInto('numberings')
      .values({
        code: form.numbering.code,
        name: form.name[0],
        prefix: form.numbering.prefix,
        figures: form.numbering.figures,
        next_number: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: formId } = await trx
      .insertInto('forms')
      .values({
        form_group_id: catalogue.groups.get(form.group)!,
        name: form.name[0],
        name_en: form.name[1],
        is_application: groups[form.group].isApplication,
        sort_order: ++sortOrder,
        activity_code: form.activityCode ?? null,
        allow_holiday_planning: form.allowHolidayPlanning ?? false,
        holiday_planning_color: form.holidayPlanningColor ?? null,
        message_on_submit: form.messageOnSubmit ?? null,
        system_name: form.systemName,
        numbering_id: numbering.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    catalogue.forms.set(form.systemName, formId);
    await trx
      .insertInto('form_descriptions')
      .values({ form_id: formId, description: form.description[0], description_en: form.description[1] })
      .execute();
    const fieldIds = new Map<DemoMetaKey, number>();
    for (const [index, field] of form.fields.entries()) {
      const { id: formDataId } = await trx
        .insertInto('form_data')
        .values({
          form_id: formId,
          form_meta_id: catalogue.metas.get(field.meta)!,
          sort_order: (index + 1) * 10,
          is_multiple: field.isMultiple ?? false,
          show_subordinate_employees: field.showSubordinateEmployees ?? false,
          show_department_employees: field.showDepartmentEmployees ?? false,
          include_holidays_annual_leave: field.includeHolidaysAnnualLeave ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      fieldIds.set(field.meta, formDataId);
      if (field.validations && field.validations.length > 0) {
        await trx
          .insertInto('form_data_validations')
          .values(
            field.validations.map(([validationType, value]) => ({ form_data_id: formDataId, validation_type: validationType, value })),
          )
          .execute();
      }
    }
    catalogue.fields.set(form.systemName, fieldIds);
  }
  return catalogue;
}

/** The ids of a catalogue seeded earlier. */
export async function readCatalogue(db: Pick<Transaction<Database>, 'selectFrom'>): Promise<SeededFormCatalogue> {
  const catalogue: SeededFormCatalogue = { forms: new Map(), fields: new Map(), metas: new Map(), groups: new Map() };
  const metaKeyByCaption = new Map(Object.entries(metas).map(([key, meta]) => [meta.caption[0], key as DemoMetaKey]));
  const rows = await db
    .selectFrom('form_data')
    .innerJoin('forms', 'forms.id', 'form_data.form_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select(['forms.id as form_id', 'forms.system_name', 'form_data.id as form_data_id', 'form_metas.id as meta_id', 'form_metas.caption'])
    .where('forms.system_name', 'in', Object.values(DemoForm))
    .execute();
  for (const row of rows) {
    const key = metaKeyByCaption.get(row.caption);
    if (!key || !row.system_name) continue;
    catalogue.forms.set(row.system_name, row.form_id);
    catalogue.metas.set(key, row.meta_id);
    let fields = catalogue.fields.get(row.system_name);
    if (!fields) catalogue.fields.set(row.system_name, (fields = new Map()));
    fields.set(key, row.form_data_id);
  }
  const groupRows = await db.selectFrom('form_groups').select(['id', 'name']).execute();
  for (const [key, group] of Object.entries(groups) as [GroupKey, (typeof groups)[GroupKey]][]) {
    const row = groupRows.find((candidate) => candidate.name === group.name[0]);
    if (row) catalogue.groups.set(key, row.id);
  }
  return catalogue;
}
