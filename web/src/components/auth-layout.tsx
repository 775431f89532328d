import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { LanguageSchema } from '@portal/shared';
import type { ReactNode } from 'react';
import { changeLanguage } from '../lib/i18n';
import { Logo } from './logo';

interface AuthLayoutProps {
  title: ReactNode;
  children: ReactNode;
}

/** The frame of the screens used before signing in: logo, application name, a card, the language. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { t, i18n } = useLingui();
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Logo size={40} />
            <Text fw={700} size="xl">
              <Trans>Portal</Trans>
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            aria-label={t`Interface language`}
            value={i18n.locale}
            onChange={(value) => changeLanguage(LanguageSchema.parse(value))}
            data={[
              { value: 'lt', label: 'LT' },
              { value: 'en', label: 'EN' },
            ]}
          />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} size="h3">
              {title}
            </Title>
            <Box>{children}</Box>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
