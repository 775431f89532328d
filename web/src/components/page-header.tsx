import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A StateBadge (or another short status) beside the title. */
  state?: ReactNode;
  /** A line under the title: who, when, which period. */
  subtitle?: ReactNode;
  /** Where "back" leads, with its words ("All documents"). */
  back?: { to: string; label: ReactNode };
  /** The main action (a filled Button); it comes last so it sits at the right edge. */
  primaryAction?: ReactNode;
  /** Other actions (default or subtle Buttons, menus), before the primary one. */
  secondaryActions?: ReactNode;
}

/** The top of every page: back link, title with its state, a meta line and the page's actions; wraps on phones. */
export function PageHeader({ title, state, subtitle, back, primaryAction, secondaryActions }: PageHeaderProps) {
  const hasActions = primaryAction !== undefined || secondaryActions !== undefined;
  return (
    <Stack gap={4} data-page-header>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 18rem' }}>
          <Group gap="sm" wrap="wrap" align="center">
            <Title order={1}>{title}</Title>
            {state}
          </Group>
          {subtitle !== undefined ? (
            <Text size="sm" c="dimmed" component="div">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {hasActions ? (
          <Group gap="xs" wrap="wrap" data-page-actions>
            {secondaryActions}
            {primaryAction}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
