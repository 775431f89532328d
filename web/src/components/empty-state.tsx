import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  children: ReactNode;
}

/** What a list says when it has nothing to show. */
export function EmptyState({ children }: EmptyStateProps) {
  return (
    <Text c="dimmed" py="sm">
      {children}
    </Text>
  );
}
