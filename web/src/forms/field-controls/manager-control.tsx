import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FieldType, NO_EMPLOYEE_NO } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/**
 * Types 12 (manager) and 21 (functional manager), read-only. The value is the employee whose manager
 * is meant (the first participant, see applyParticipantChoice); the name shown is looked up. A failed
 * lookup clears the field (spec 1 §8).
 */
export function ManagerControl(props: FieldControlProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const employeeNo = props.value === NO_EMPLOYEE_NO ? '' : props.value;
  const procedure =
    props.field.formMeta.type === FieldType.functionalManager
      ? trpc.formLookups.employeeFunctionalManager
      : trpc.formLookups.employeeManager;
  const manager = useQuery(
    procedure.queryOptions(employeeNo === '' ? skipToken : { employeeNo }, { meta: { errorHandling: 'silent' }, staleTime: 5 * 60_000 }),
  );
  const { onChange, readOnly } = props;
  const hasFailed = manager.isError;
  useEffect(() => {
    if (hasFailed && !readOnly) onChange('');
  }, [hasFailed, readOnly, onChange]);

  const name = manager.data ? manager.data.nameWithEmployeeNo : manager.isSuccess ? t`No manager set` : '';
  return <TextInput {...inputPropsOf(props)} required={false} readOnly value={employeeNo === '' ? '' : name} />;
}
