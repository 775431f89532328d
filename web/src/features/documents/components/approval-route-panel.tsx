import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from '@mantine/core';
import { EmployeeNoSchema, FieldType, fieldKeyOf } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApprovalRouteSteps } from '../../../components/approval-route/approval-route-steps';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormState } from '../../../forms';
import { useTRPC } from '../../../lib/trpc';

const PANEL = 'approval-route';

/**
 * "Who will approve" on the new-document screen (issue #15): the route the engine would plan if the
 * document were filed now, for the employee chosen in the form's employee field (the filer when none
 * is chosen). Closed at first; it asks the server only while open, and again when the employee changes.
 */
export function ApprovalRoutePanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { form, values } = useFormState();
  const [opened, setOpened] = useState<string | null>(null);
  const employeeField = form.formData.find((field) => field.formMeta.type === FieldType.employees);
  const chosen = employeeField ? (values[fieldKeyOf(employeeField)] ?? '').trim() : '';
  const isOpen = opened === PANEL;
  const employeeNo = EmployeeNoSchema.safeParse(chosen);
  const route = useQuery(
    trpc.approvalRoutes.preview.queryOptions(
      isOpen ? { formId: form.id, ...(employeeNo.success ? { employeeNo: employeeNo.data } : {}) } : skipToken,
    ),
  );
  return (
    <Accordion variant="contained" radius="md" value={opened} onChange={setOpened} aria-label={t`Who will approve`}>
      <Accordion.Item value={PANEL}>
        <Accordion.Control>
          <Trans>Who will approve</Trans>
        </Accordion.Control>
        <Accordion.Panel>
          {route.isPending && isOpen ? <LoadingBlock /> : null}
          {route.isError ? <QueryErrorAlert error={route.error} /> : null}
          {route.data ? <ApprovalRouteSteps route={route.data} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
