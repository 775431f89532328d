import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Switch, Text } from '@mantine/core';
import { switchAppMode, storedAppMode } from '../../lib/app-mode';

interface EnvironmentChipProps {
  environmentName: string;
  environmentColor: string;
}

/** The environment's name with the beta toggle (spec 1 §1): switching reloads the interface in that mode. */
export function EnvironmentChip({ environmentName, environmentColor }: EnvironmentChipProps) {
  const { t } = useLingui();
  const isBeta = storedAppMode() === 'beta';
  // The setting names a theme colour ('teal'); anything else (a CSS colour) is used as it is.
  const isThemeColor = /^[a-z]+$/.test(environmentColor);
  return (
    <Paper
      radius="xl"
      px="sm"
      py={4}
      bg={isThemeColor ? `${environmentColor}.1` : environmentColor}
      c={isThemeColor ? `${environmentColor}.9` : undefined}
    >
      <Group gap="xs" wrap="nowrap">
        {environmentName ? (
          <Text size="xs" fw={700} tt="uppercase">
            {environmentName}
          </Text>
        ) : null}
        <Switch
          size="xs"
          label={t`Beta version`}
          checked={isBeta}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          onChange={(event) => switchAppMode(event.currentTarget.checked ? 'beta' : 'stable')}
        />
      </Group>
    </Paper>
  );
}
