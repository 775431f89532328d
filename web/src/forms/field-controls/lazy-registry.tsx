// The date inputs of the controls fetched here (trip rows, a vehicle) are styled before they arrive.
import '@mantine/dates/styles.css';
import { FieldType } from '@portal/shared';
import { lazySection } from '../../components/lazy-parts';
import { LoadingBlock } from '../../components/loading-block';
import type { FieldControl } from './field-control';

// The controls by field type as registry.ts maps them, each fetched when first drawn. The read-only
// summary draws a control only for structured values (trip rows, a vehicle, files): through this map
// the document view carries none of the inputs (date pickers, number and mask inputs) a reader never
// sees. registry.test.tsx keeps the two maps in step.

/** Field type → the import of its control, as in registry.ts. */
export const controlLoaders: Record<FieldType, () => Promise<FieldControl>> = {
  [FieldType.text]: () => import('./text-control').then((module) => module.TextControl),
  [FieldType.textArea]: () => import('./textarea-control').then((module) => module.TextareaControl),
  [FieldType.date]: () => import('./date-control').then((module) => module.DateControl),
  [FieldType.plainText]: () => import('./text-control').then((module) => module.TextControl),
  [FieldType.checkbox]: () => import('./checkbox-control').then((module) => module.CheckboxControl),
  [FieldType.multipleCheckbox]: () => import('./multiple-checkbox-control').then((module) => module.MultipleCheckboxControl),
  [FieldType.radio]: () => import('./radio-control').then((module) => module.RadioControl),
  [FieldType.dropdown]: () => import('./dropdown-control').then((module) => module.DropdownControl),
  [FieldType.countries]: () => import('./countries-control').then((module) => module.CountriesControl),
  [FieldType.employees]: () => import('./employee-picker-control').then((module) => module.EmployeePickerControl),
  [FieldType.upload]: () => import('./upload-control').then((module) => module.UploadControl),
  [FieldType.hidden]: () => import('./hidden-control').then((module) => module.HiddenControl),
  [FieldType.employeeManager]: () => import('./manager-control').then((module) => module.ManagerControl),
  [FieldType.participants]: () => import('./participants-control').then((module) => module.ParticipantsControl),
  [FieldType.substitutionEmployees]: () => import('./employee-picker-control').then((module) => module.EmployeePickerControl),
  [FieldType.businessTripLocation]: () => import('./countries-control').then((module) => module.CountriesControl),
  [FieldType.workingAbilities]: () => import('./classifier-control').then((module) => module.WorkingAbilitiesControl),
  [FieldType.maritalStatuses]: () => import('./classifier-control').then((module) => module.MaritalStatusesControl),
  [FieldType.listDropdown]: () => import('./list-dropdown-control').then((module) => module.ListDropdownControl),
  [FieldType.annualLeaveCalculation]: () =>
    import('./annual-leave-calculation-control').then((module) => module.AnnualLeaveCalculationControl),
  [FieldType.download]: () => import('./download-control').then((module) => module.DownloadControl),
  [FieldType.functionalManager]: () => import('./manager-control').then((module) => module.ManagerControl),
  [FieldType.annualLeaveBalance]: () => import('./annual-leave-balance-control').then((module) => module.AnnualLeaveBalanceControl),
  [FieldType.tripLocations]: () => import('./trip-locations-control').then((module) => module.TripLocationsControl),
  [FieldType.tripTime]: () => import('./trip-time-control').then((module) => module.TripTimeControl),
  [FieldType.advancePayment]: () => import('./advance-payment-control').then((module) => module.AdvancePaymentControl),
  [FieldType.vehicle]: () => import('./vehicle-control').then((module) => module.VehicleControl),
  [FieldType.nonWorkingHours]: () => import('./non-working-hours-control').then((module) => module.NonWorkingHoursControl),
  [FieldType.hyperlinks]: () => import('./hyperlinks-control').then((module) => module.HyperlinksControl),
};

const lazyControls = new Map<FieldType, FieldControl>();

function isKnownType(type: number): type is FieldType {
  return Object.prototype.hasOwnProperty.call(controlLoaders, type);
}

/** The control of a field type, fetched when first drawn; any number outside the list is a text field. */
export function controlOf(type: number): FieldControl {
  const known = isKnownType(type) ? type : FieldType.text;
  let control = lazyControls.get(known);
  if (!control) {
    // One component per type, made once: a new one each render would remount the control.
    control = lazySection(controlLoaders[known], <LoadingBlock lines={1} />);
    lazyControls.set(known, control);
  }
  return control;
}
