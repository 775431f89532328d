import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { ContractInfo } from '@portal/shared';
import { RecordDisplay } from '../../../components/record-display';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { holidayUnit, holidayUnitName } from './holiday-unit';
import { UnusedHolidays } from './unused-holidays';

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
        <RecordDisplay
          fields={[
            { label: t`Employee`, value: contract.fullName },
            { label: t`Employee number`, value: contract.employeeNo, isNowrap: true },
            { label: t`Company`, value: contract.companyName },
            { label: t`Contract number`, value: current?.contractNo, isNowrap: true },
            { label: t`Manager`, value: contract.managerFullName },
            ...(trialPeriodUntil ? [{ label: t`Trial period until`, value: trialPeriodUntil, isNowrap: true }] : []),
            {
              label: t`Holiday norm`,
              value: (
                <>
                  {formatDecimal(contract.holidayNorm, i18n.locale)}{' '}
                  <abbr title={i18n._(holidayUnitName(contract.holidayDayType))}>{i18n._(holidayUnit(contract.holidayDayType))}</abbr>
                </>
              ),
            },
            ...(contract.showSolidHolidayStatus && contract.solidHolidayStatus
              ? [
                  {
                    label: t`Solid holiday status`,
                    value: (
                      <>
                        <Badge variant="light" color="teal">
                          {contract.solidHolidayStatus}
                        </Badge>{' '}
                        {[formatErpDate(contract.solidHolidayStatusFrom), formatErpDate(contract.solidHolidayStatusTo)]
                          .filter(Boolean)
                          .join(' – ')}
                      </>
                    ),
                  },
                ]
              : []),
            { label: t`Employment date`, value: formatErpDate(contract.employmentDate), isNowrap: true },
            {
              label: t`Work experience (years)`,
              value: (
                <>
                  {formatDecimal(contract.workExperience, i18n.locale)}
                  {since ? (
                    <Text component="span" c="dimmed" size="sm">
                      {' '}
                      <Trans>since {since}</Trans>
                    </Text>
                  ) : null}
                </>
              ),
            },
          ]}
        />
        <UnusedHolidays employeeNo={contract.employeeNo} />
      </Stack>
    </Paper>
  );
}
