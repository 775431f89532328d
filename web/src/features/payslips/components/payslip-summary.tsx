import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { listedPayslipLines, type Payslip, type PayslipLine, payslipLineName } from '@portal/shared';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDecimal, formatMoney } from '../../../lib/format';
import classes from './payslip-summary.module.css';

interface PayslipSummaryProps {
  payslip: Payslip;
  /** Off where the net pay already heads the summary (a history month's line). */
  withNetPay?: boolean;
}

interface LineGroup {
  key: string;
  title: string;
  lines: { line: PayslipLine; amount: number }[];
  isMuted?: boolean;
}

/** Income lines, deduction lines, then the informational ones (AE: they count in no total). */
function groupsOf(lines: readonly PayslipLine[], titles: { income: string; deducted: string; other: string }): LineGroup[] {
  const listed = listedPayslipLines(lines);
  const counted = listed.filter((line) => line.type !== 'AE');
  const groups: LineGroup[] = [
    {
      key: 'income',
      title: titles.income,
      lines: counted.filter((line) => line.income !== 0).map((line) => ({ line, amount: line.income })),
    },
    {
      key: 'deducted',
      title: titles.deducted,
      lines: counted.filter((line) => line.deducted !== 0).map((line) => ({ line, amount: line.deducted })),
    },
    {
      key: 'other',
      title: titles.other,
      // A counted line with no amount (hours only) is listed here, so no line is lost.
      lines: listed
        .filter((line) => line.type === 'AE' || (line.income === 0 && line.deducted === 0))
        .map((line) => ({ line, amount: line.income !== 0 ? line.income : line.deducted })),
      isMuted: true,
    },
  ];
  return groups.filter((group) => group.lines.length > 0);
}

/**
 * A payslip as a phone shows it: the net pay and the two totals first, the lines behind a button, grouped
 * into income, deductions and the informational ones, each line one row (name, code and hours, amount).
 * A table of six columns would make each line a card of its own: a month's payslip ran to several screens.
 */
export function PayslipSummary({ payslip, withNetPay = true }: PayslipSummaryProps) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const linesId = useId();
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const groups = groupsOf(payslip.lines, { income: t`Income`, deducted: t`Deductions`, other: t`Not counted in the totals` });
  const lineCount = listedPayslipLines(payslip.lines).length;

  const metaOf = (line: PayslipLine) => {
    const hours = line.workHours ? formatDecimal(line.workHours, i18n.locale) : null;
    const days = line.workDays ? plural(line.workDays, { one: '# day', other: '# days' }) : null;
    return [line.code, hours === null ? null : t`${hours} h`, days].filter(Boolean).join(' · ');
  };

  return (
    <Stack gap="xs">
      <dl className={classes.totals}>
        {withNetPay ? (
          <div className={classes.netPay}>
            <dt>
              <Trans>Net pay</Trans>
            </dt>
            <dd>{money(payslip.netPay)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Income</Trans>
          </dt>
          <dd>{money(payslip.totalIncome)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Deducted</Trans>
          </dt>
          <dd>{money(payslip.totalDeducted)}</dd>
        </div>
      </dl>
      {lineCount > 0 ? (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            px={0}
            aria-expanded={isOpen}
            aria-controls={isOpen ? linesId : undefined}
            rightSection={isOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            onClick={() => setOpen((open) => !open)}
          >
            {isOpen ? <Trans>Hide the lines</Trans> : <Trans>Show the lines ({lineCount})</Trans>}
          </Button>
          {isOpen ? (
            <Stack gap="sm" id={linesId}>
              {groups.map((group) => (
                <section key={group.key}>
                  <Text component="h3" size="sm" fw={700} c="dimmed" mb={2}>
                    {group.title}
                  </Text>
                  <ul className={classes.lines} data-muted={group.isMuted || undefined}>
                    {group.lines.map(({ line, amount }) => {
                      const { name, detail } = payslipLineName(line, i18n.locale);
                      return (
                        <li key={line.no}>
                          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                            <div className={classes.lineName}>
                              <Text size="sm">{name}</Text>
                              <Text size="xs" c="dimmed">
                                {[metaOf(line), detail].filter(Boolean).join(' · ')}
                              </Text>
                            </div>
                            <Text size="sm" className={classes.amount}>
                              {amount === 0 ? '' : money(amount)}
                            </Text>
                          </Group>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
            </Stack>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>This payslip has no lines.</Trans>
        </Text>
      )}
    </Stack>
  );
}
