import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { listedPayslipLines, type Payslip, type PayslipLine, payslipLineName } from '@portal/shared';
import { type DataColumn, DataTable, useIsPhoneLayout } from '../../../components/data-table';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { formatPeriod } from './period-label';
import { PayslipSummary } from './payslip-summary';

interface PayslipLinesProps {
  payslip: Payslip;
  /** On a phone: off where the net pay already heads the payslip (a history month's line). */
  withNetPay?: boolean;
}

/**
 * A payslip's lines, each named by its code in the interface's language, with the totals of its
 * payroll entries and the net pay beneath (the ERP's TOT line would only repeat them). A phone shows
 * the totals first and the lines on request (PayslipSummary).
 */
export function PayslipLines({ payslip, withNetPay = true }: PayslipLinesProps) {
  const { t, i18n } = useLingui();
  const isPhone = useIsPhoneLayout();
  const money = (amount: number) => (amount === 0 ? '' : formatMoney(amount, i18n.locale));
  const period = formatPeriod(payslip.year, payslip.month, i18n.locale);
  const columns: DataColumn<PayslipLine>[] = [
    { key: 'code', header: t`Code`, cell: (line) => line.code },
    {
      key: 'description',
      header: t`Description`,
      cell: (line) => {
        const { name, detail } = payslipLineName(line, i18n.locale);
        return (
          <>
            {name}
            {detail ? (
              <Text component="span" display="block" size="xs" c="dimmed">
                {detail}
              </Text>
            ) : null}
          </>
        );
      },
    },
    { key: 'income', header: t`Income`, kind: 'number', cell: (line) => money(line.income) },
    { key: 'deducted', header: t`Deducted`, kind: 'number', cell: (line) => money(line.deducted) },
    {
      key: 'hours',
      header: t`Hours`,
      kind: 'number',
      cell: (line) => (line.workHours ? formatDecimal(line.workHours, i18n.locale) : ''),
    },
    { key: 'days', header: t`Days`, kind: 'number', cell: (line) => (line.workDays ? String(line.workDays) : '') },
  ];
  if (isPhone) return <PayslipSummary payslip={payslip} withNetPay={withNetPay} />;
  return (
    <DataTable
      label={t`Payslip for ${period}`}
      rows={listedPayslipLines(payslip.lines)}
      rowKey={(line) => line.no}
      columns={columns}
      empty={<Trans>This payslip has no lines.</Trans>}
      // Additional entries (AE) are informational: they do not count in the totals.
      toneOf={(line) => (line.type === 'AE' ? 'muted' : null)}
      cardTitleColumn="description"
      footer={[
        {
          key: 'total',
          label: t`Total`,
          values: {
            income: formatMoney(payslip.totalIncome, i18n.locale),
            deducted: formatMoney(payslip.totalDeducted, i18n.locale),
          },
        },
        { key: 'net', label: t`Net pay`, values: { income: formatMoney(payslip.netPay, i18n.locale) } },
      ]}
      minWidth={640}
      maxHeight="none"
    />
  );
}
