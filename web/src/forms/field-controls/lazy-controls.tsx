import { FieldType } from '@portal/shared';
import { controlOf } from './lazy-registry';

// The controls of field types few forms have (a business trip's rows and vehicle, an advance payment,
// non-working hours, links, participants): the registry maps them to these, fetched when a form that
// has one is drawn, so the filing screen does not carry their number, mask and multi-select inputs.

export const AdvancePaymentControl = controlOf(FieldType.advancePayment);
export const HyperlinksControl = controlOf(FieldType.hyperlinks);
export const NonWorkingHoursControl = controlOf(FieldType.nonWorkingHours);
export const ParticipantsControl = controlOf(FieldType.participants);
export const TripLocationsControl = controlOf(FieldType.tripLocations);
export const TripTimeControl = controlOf(FieldType.tripTime);
export const VehicleControl = controlOf(FieldType.vehicle);
