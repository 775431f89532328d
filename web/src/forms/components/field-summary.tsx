import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { FieldType, type FormField, localized, parseFieldValue } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { formatDecimal } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { useEmployeeByNo } from '../field-controls/use-employee-options';
import { useFormState } from '../form-state';
import { useGeneratedFiles } from '../use-generated-files';
import { StructuredFieldSummary } from './structured-field-summary';

const ONE_DAY = 24 * 60 * 60_000;

function EmployeeName({ field, employeeNo }: { field: FormField; employeeNo: string }) {
  const employee = useEmployeeByNo(field, employeeNo);
  return <>{employee?.nameWithEmployeeNo ?? employeeNo}</>;
}

/** Types 12 and 21 keep the employee whose (functional) manager is meant: the manager is looked up. */
function ManagerName({ field, employeeNo }: { field: FormField; employeeNo: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const procedure =
    field.formMeta.type === FieldType.functionalManager ? trpc.formLookups.employeeFunctionalManager : trpc.formLookups.employeeManager;
  const manager = useQuery(procedure.queryOptions({ employeeNo }, { meta: { errorHandling: 'silent' }, staleTime: 5 * 60_000 }));
  if (manager.data) return <>{manager.data.nameWithEmployeeNo}</>;
  return <>{manager.isSuccess ? t`No manager set` : ''}</>;
}

/** A country by its code: the ERP's name, in English the standard English name. */
function CountryName({ code }: { code: string }) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const countries = useQuery(trpc.commonData.countries.queryOptions(undefined, { staleTime: ONE_DAY }));
  const name = countries.data?.find((country) => country.code === code)?.name;
  let english: string | undefined;
  try {
    english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    // Not a region code: the stored text stands.
  }
  return <>{localized(name ?? code, english, i18n.locale)}</>;
}

/** A working-ability (16) or marital-status (17) value by its id. */
function ClassifierName({ type, id }: { type: number; id: string }) {
  const trpc = useTRPC();
  const procedure = type === FieldType.workingAbilities ? trpc.commonData.workingAbilityValues : trpc.commonData.maritalStatusValues;
  const items = useQuery(procedure.queryOptions(undefined, { staleTime: ONE_DAY }));
  return <>{items.data?.find((item) => String(item.id) === id)?.value ?? id}</>;
}

/** A download field (20): the document generated for it, else the name it holds. The files card downloads it. */
function GeneratedFileNames({ field, value }: { field: FormField; value: string }) {
  const { t } = useLingui();
  const { submissionId } = useFormState();
  const { files } = useGeneratedFiles(submissionId, [field.id]);
  if (files.length > 0) return <>{files.map((file) => file.fileName).join(', ')}</>;
  return <>{value === '' ? t`No file yet` : value}</>;
}

interface FieldSummaryProps {
  field: FormField;
  /** The stored formValue; never blank here (the summary shows a dash for those). */
  value: string;
  /** The field's caption in the interface language: it names a table of rows. */
  caption: string;
}

/** A field's stored value as a person reads it: names instead of codes and ids, rows as a small table. */
export function FieldSummary({ field, value, caption }: FieldSummaryProps) {
  const { t, i18n } = useLingui();
  const type = field.formMeta.type;
  switch (type) {
    case FieldType.date:
      return value.slice(0, 10);
    case FieldType.textArea:
      return <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>;
    case FieldType.checkbox:
      return parseFieldValue(FieldType.checkbox, value) ? t`Yes` : t`No`;
    case FieldType.multipleCheckbox:
      return parseFieldValue(FieldType.multipleCheckbox, value).join(', ');
    case FieldType.listDropdown: {
      const item = field.preValues.find((candidate) => candidate.value === value);
      return item ? localized(item.name, item.nameEn, i18n.locale) : value;
    }
    case FieldType.countries:
    case FieldType.businessTripLocation:
      return <CountryName code={value} />;
    case FieldType.workingAbilities:
    case FieldType.maritalStatuses:
      return <ClassifierName type={type} id={value} />;
    case FieldType.employees:
    case FieldType.substitutionEmployees:
      return <EmployeeName field={field} employeeNo={value} />;
    case FieldType.employeeManager:
    case FieldType.functionalManager:
      return <ManagerName field={field} employeeNo={value} />;
    case FieldType.participants:
      return parseFieldValue(FieldType.participants, value)
        .map((participant) => participant.nameWithEmployeeNo)
        .join(', ');
    case FieldType.annualLeaveBalance: {
      const balance = Number.parseFloat(value);
      return Number.isNaN(balance) ? value : formatDecimal(balance, i18n.locale);
    }
    case FieldType.upload:
      // The files themselves are downloaded from the document's attached files.
      return parseFieldValue(FieldType.upload, value).join(', ');
    case FieldType.download:
      return <GeneratedFileNames field={field} value={value} />;
    case FieldType.tripLocations:
    case FieldType.tripTime:
    case FieldType.nonWorkingHours:
    case FieldType.hyperlinks:
    case FieldType.vehicle:
    case FieldType.advancePayment:
      return <StructuredFieldSummary type={type} value={value} caption={caption} />;
    default:
      // Text, plain text, radio and dropdown options, leave days: the value reads as itself.
      return value;
  }
}
