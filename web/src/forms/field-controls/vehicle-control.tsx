import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FieldType, OWN_CAR_REQUIRED_PARTS, parseFieldValue, serializeFieldValue, type Vehicle, VehicleUse } from '@portal/shared';
import type { ReactNode } from 'react';
import { DateInputField } from './date-input-field';
import { DecimalInput } from './decimal-input';
import type { FieldControlProps } from './field-control';
import { FieldGroup } from './field-group';
import { useVehicleLabels, type VehiclePart } from './vehicle-labels';

const NUMBER_PARTS = ['fuelRate', 'kmTraveled', 'fuelUsed', 'engineSize'] as const satisfies readonly VehiclePart[];
type NumberPart = (typeof NUMBER_PARTS)[number];

function isNumberPart(part: VehiclePart): part is NumberPart {
  return (NUMBER_PARTS as readonly string[]).includes(part);
}

/**
 * Type 26: the vehicle of a business trip. A company car (2) needs nothing more; an own car (1)
 * reveals its details, every one of them required (spec 1 §5).
 */
export function VehicleControl(props: FieldControlProps) {
  const { t } = useLingui();
  const vehicle = parseFieldValue(FieldType.vehicle, props.value);
  const save = (change: Partial<Vehicle>) => props.onChange(serializeFieldValue(FieldType.vehicle, { ...vehicle, ...change }));
  const { parts: labels, uses: useLabels } = useVehicleLabels();
  // Issues naming a detail show on its input; the rest under the whole field.
  const partError = (part: VehiclePart): ReactNode =>
    props.errors.some((issue) => issue.params?.part === part)
      ? (props.definition.requiredErrorMessage ?? t`This detail is required.`)
      : undefined;
  const groupErrors = props.errors.filter((issue) => issue.params?.part === undefined);
  const control = { ...props, error: groupErrors.length > 0 ? props.error : undefined };

  if (props.readOnly) {
    return (
      <FieldGroup control={control}>
        {vehicle.vehicleUse === null ? (
          <Text size="sm" c="dimmed">
            <Trans>Not chosen</Trans>
          </Text>
        ) : (
          <Text size="sm">{useLabels[vehicle.vehicleUse]}</Text>
        )}
        {vehicle.vehicleUse === VehicleUse.ownCar ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
            {OWN_CAR_REQUIRED_PARTS.map((part) => (
              <Group key={part} gap={4} wrap="nowrap">
                <Text component="dt" size="sm" c="dimmed">
                  {labels[part]}:
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {vehicle[part] ?? ''}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        ) : null}
      </FieldGroup>
    );
  }

  return (
    <FieldGroup control={control}>
      <Radio.Group
        label={t`Vehicle used`}
        value={vehicle.vehicleUse === null ? null : String(vehicle.vehicleUse)}
        onChange={(use) => save({ vehicleUse: Number(use) === VehicleUse.ownCar ? VehicleUse.ownCar : VehicleUse.companyCar })}
      >
        <Group mt="xs">
          <Radio value={String(VehicleUse.ownCar)} label={useLabels[VehicleUse.ownCar]} />
          <Radio value={String(VehicleUse.companyCar)} label={useLabels[VehicleUse.companyCar]} />
        </Group>
      </Radio.Group>
      {vehicle.vehicleUse === VehicleUse.ownCar ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {OWN_CAR_REQUIRED_PARTS.map((part) => {
            if (part === 'regDate') {
              return (
                <DateInputField
                  key={part}
                  label={labels[part]}
                  required
                  value={vehicle.regDate}
                  onChange={(regDate) => save({ regDate })}
                  error={partError(part)}
                />
              );
            }
            if (isNumberPart(part)) {
              return (
                <DecimalInput
                  key={part}
                  label={labels[part]}
                  required
                  value={vehicle[part]}
                  onChange={(number) => save({ [part]: number })}
                  error={partError(part)}
                />
              );
            }
            return (
              <TextInput
                key={part}
                label={labels[part]}
                required
                value={vehicle[part]}
                onChange={(event) => save({ [part]: event.currentTarget.value })}
                error={partError(part)}
              />
            );
          })}
        </SimpleGrid>
      ) : null}
    </FieldGroup>
  );
}
