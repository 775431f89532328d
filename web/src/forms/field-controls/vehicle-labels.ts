import { useLingui } from '@lingui/react/macro';
import { type OWN_CAR_REQUIRED_PARTS, VehicleUse } from '@portal/shared';

// Apart from the control, so the read-only summary names a vehicle's details without bringing the
// control's date and number inputs to the document view.

export type VehiclePart = (typeof OWN_CAR_REQUIRED_PARTS)[number];

/** The names of a vehicle's details and uses, as the control and the read-only summary show them. */
export function useVehicleLabels(): { parts: Record<VehiclePart, string>; uses: Record<VehicleUse, string> } {
  const { t } = useLingui();
  return {
    parts: {
      vehicleModel: t`Model`,
      fuelRate: t`Fuel rate, l/100 km`,
      kmTraveled: t`Km traveled`,
      fuelUsed: t`Fuel used, l`,
      engineSize: t`Engine size, cm³`,
      fuelType: t`Fuel type`,
      regDate: t`Registration date`,
      category: t`Category`,
    },
    uses: { [VehicleUse.ownCar]: t`Own car`, [VehicleUse.companyCar]: t`Company car` },
  };
}
