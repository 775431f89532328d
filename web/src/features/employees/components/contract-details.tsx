import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContractInfo } from '@portal/shared';
import type { ReactNode } from 'react';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { holidayUnit, holidayUnitName } from './holiday-unit';
import { UnusedHolidays } from './unused-holidays';

interface FieldProps {
  label: ReactNode;
  children: ReactNode;
}

function Field({ label, children }: FieldProps) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

interface ContractDetailsProps {
  contract: ContractInfo;
}

/** Contract information (spec 1 §2 Contracts): who, where, the current contract and holidays. */
export function ContractDetails({ contract }: ContractDetailsProps) {
  const { t, i18n } = useLingui();
  // The current contract is the first active line (the history lists active chains first).
  const current = contract.appointments.find((line) => line.isActive) ?? contract.appointments[0];
  const trialPeriodUntil = current?.showTrialPeriod ? formatErpDate(current.trialPeriodUntil) : '';
  const since = formatErpDate(contract.workExperienceSince);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          <Field label={t`Employee`}>{contract.fullName}</Field>
          <Field label={t`Employee number`}>{contract.employeeNo}</Field>
          <Field label={t`Company`}>{contract.companyName}</Field>
          <Field label={t`Contract number`}>{current?.contractNo ?? ''}</Field>
          <Field label={t`Manager`}>{contract.managerFullName ?? ''}</Field>
          {trialPeriodUntil ? <Field label={t`Trial period until`}>{trialPeriodUntil}</Field> : null}
          <Field label={t`Holiday norm`}>
            {formatDecimal(contract.holidayNorm, i18n.locale)}{' '}
            <abbr title={i18n._(holidayUnitName(contract.holidayDayType))}>{i18n._(holidayUnit(contract.holidayDayType))}</abbr>
          </Field>
          {contract.showSolidHolidayStatus && contract.solidHolidayStatus ? (
            <Field label={t`Solid holiday status`}>
              <Badge variant="light" color="teal">
                {contract.solidHolidayStatus}
              </Badge>{' '}
              {[formatErpDate(contract.solidHolidayStatusFrom), formatErpDate(contract.solidHolidayStatusTo)].filter(Boolean).join(' – ')}
            </Field>
          ) : null}
          <Field label={t`Employment date`}>{formatErpDate(contract.employmentDate)}</Field>
          <Field label={t`Work experience (years)`}>
            {formatDecimal(contract.workExperience, i18n.locale)}
            {since ? (
              <Text component="span" c="dimmed" size="sm">
                {' '}
                <Trans>since {since}</Trans>
              </Text>
            ) : null}
          </Field>
        </SimpleGrid>
        <UnusedHolidays employeeNo={contract.employeeNo} />
      </Stack>
    </Paper>
  );
}
