import { FieldType } from '@portal/shared';
import { AnnualLeaveBalanceControl } from './annual-leave-balance-control';
import { AnnualLeaveCalculationControl } from './annual-leave-calculation-control';
import { CheckboxControl } from './checkbox-control';
import { MaritalStatusesControl, WorkingAbilitiesControl } from './classifier-control';
import { CountriesControl } from './countries-control';
import { DateControl } from './date-control';
import { DownloadControl } from './download-control';
import { DropdownControl } from './dropdown-control';
import { EmployeePickerControl } from './employee-picker-control';
import type { FieldControl } from './field-control';
import { HiddenControl } from './hidden-control';
import {
  AdvancePaymentControl,
  HyperlinksControl,
  NonWorkingHoursControl,
  ParticipantsControl,
  TripLocationsControl,
  TripTimeControl,
  VehicleControl,
} from './lazy-controls';
import { ListDropdownControl } from './list-dropdown-control';
import { ManagerControl } from './manager-control';
import { MultipleCheckboxControl } from './multiple-checkbox-control';
import { RadioControl } from './radio-control';
import { TextControl } from './text-control';
import { TextareaControl } from './textarea-control';
import { UploadControl } from './upload-control';

/** Field type number → control (spec 1 §3 "Field type number to control"); the compiler keeps it complete. */
export const fieldControls: Record<FieldType, FieldControl> = {
  [FieldType.text]: TextControl,
  [FieldType.textArea]: TextareaControl,
  [FieldType.date]: DateControl,
  [FieldType.plainText]: TextControl,
  [FieldType.checkbox]: CheckboxControl,
  [FieldType.multipleCheckbox]: MultipleCheckboxControl,
  [FieldType.radio]: RadioControl,
  [FieldType.dropdown]: DropdownControl,
  [FieldType.countries]: CountriesControl,
  [FieldType.employees]: EmployeePickerControl,
  [FieldType.upload]: UploadControl,
  [FieldType.hidden]: HiddenControl,
  [FieldType.employeeManager]: ManagerControl,
  [FieldType.participants]: ParticipantsControl,
  [FieldType.substitutionEmployees]: EmployeePickerControl,
  [FieldType.businessTripLocation]: CountriesControl,
  [FieldType.workingAbilities]: WorkingAbilitiesControl,
  [FieldType.maritalStatuses]: MaritalStatusesControl,
  [FieldType.listDropdown]: ListDropdownControl,
  [FieldType.annualLeaveCalculation]: AnnualLeaveCalculationControl,
  [FieldType.download]: DownloadControl,
  [FieldType.functionalManager]: ManagerControl,
  [FieldType.annualLeaveBalance]: AnnualLeaveBalanceControl,
  [FieldType.tripLocations]: TripLocationsControl,
  [FieldType.tripTime]: TripTimeControl,
  [FieldType.advancePayment]: AdvancePaymentControl,
  [FieldType.vehicle]: VehicleControl,
  [FieldType.nonWorkingHours]: NonWorkingHoursControl,
  [FieldType.hyperlinks]: HyperlinksControl,
};

function isKnownType(type: number): type is FieldType {
  return Object.prototype.hasOwnProperty.call(fieldControls, type);
}

/** The control of a field type; any number outside the list is a text field. */
export function controlOf(type: number): FieldControl {
  return isKnownType(type) ? fieldControls[type] : TextControl;
}
