import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { listedPayslipLines, type Payslip, payslipLineName } from '@portal/shared';
import { EmptyState } from '../../../components/empty-state';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { formatPeriod } from './period-label';

interface PayslipLinesProps {
  payslip: Payslip;
}

/**
 * A payslip's lines, each named by its code in the interface's language, with the totals of its
 * payroll entries and the net pay beneath (the ERP's TOT line would only repeat them).
 */
export function PayslipLines({ payslip }: PayslipLinesProps) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => (amount === 0 ? '' : formatMoney(amount, i18n.locale));
  const period = formatPeriod(payslip.year, payslip.month, i18n.locale);
  const lines = listedPayslipLines(payslip.lines);
  if (lines.length === 0) {
    return (
      <EmptyState>
        <Trans>This payslip has no lines.</Trans>
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t`Payslip for ${period}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Code`}</Table.Th>
            <Table.Th scope="col">{t`Description`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Income`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Deducted`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Hours`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Days`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const { name, detail } = payslipLineName(line, i18n.locale);
            return (
              // Additional entries (AE) are informational: they do not count in the totals.
              <Table.Tr key={line.no} c={line.type === 'AE' ? 'dimmed' : undefined}>
                <Table.Td>{line.code}</Table.Td>
                <Table.Td>
                  {name}
                  {detail ? (
                    <Text component="span" display="block" size="xs" c="dimmed">
                      {detail}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{money(line.income)}</Table.Td>
                <Table.Td ta="right">{money(line.deducted)}</Table.Td>
                <Table.Td ta="right">{line.workHours ? formatDecimal(line.workHours, i18n.locale) : ''}</Table.Td>
                <Table.Td ta="right">{line.workDays ? String(line.workDays) : ''}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={2}>{t`Total`}</Table.Th>
            <Table.Td ta="right">{formatMoney(payslip.totalIncome, i18n.locale)}</Table.Td>
            <Table.Td ta="right">{formatMoney(payslip.totalDeducted, i18n.locale)}</Table.Td>
            <Table.Td colSpan={2} />
          </Table.Tr>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={2}>{t`Net pay`}</Table.Th>
            <Table.Td ta="right" colSpan={2}>
              {formatMoney(payslip.netPay, i18n.locale)}
            </Table.Td>
            <Table.Td colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
