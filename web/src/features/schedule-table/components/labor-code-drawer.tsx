import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TableLine, TableViolation } from '@portal/shared';
import { describeViolation, laborCodeRuleNames } from '../grid/violations';

interface LaborCodeDrawerProps {
  opened: boolean;
  violations: readonly TableViolation[];
  lines: readonly TableLine[];
  onSelect: (violation: TableViolation) => void;
  onClose: () => void;
}

/** Every Labor Code warning of the month; choosing one shows and selects its cells. They never block saving. */
export function LaborCodeDrawer({ opened, violations, lines, onSelect, onClose }: LaborCodeDrawerProps) {
  const { t, i18n } = useLingui();
  const names = new Map(lines.map((line) => [line.employeeNo, line.fullName]));
  const dayOf = (date: string) => Number(date.slice(8, 10));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t`Labor Code warnings`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>The warnings do not stop you from saving.</Trans>
        </Text>
        {violations.length === 0 ? (
          <Text>
            <Trans>This month keeps every Labor Code rule.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {violations.map((violation, index) => {
              const days = violation.dates.map(dayOf).join(', ');
              return (
                <li key={index}>
                  <UnstyledButton
                    onClick={() => onSelect(violation)}
                    p="xs"
                    w="100%"
                    style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                  >
                    <Text fw={600} size="sm">
                      {names.get(violation.employeeNo) ?? violation.employeeNo} · {i18n._(laborCodeRuleNames[violation.rule])}
                    </Text>
                    <Text size="sm">{describeViolation(i18n, violation)}</Text>
                    {days ? (
                      <Text size="xs" c="dimmed">
                        {t`Days: ${days}`}
                      </Text>
                    ) : null}
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
