import { SimpleGrid } from '@mantine/core';
import { Children, type ReactNode } from 'react';

interface FieldRowProps {
  /** Two (or three) fields that belong together: from–to dates, first and last name. */
  children: ReactNode;
}

/** Fields side by side from the sm breakpoint up, stacked on phones. */
export function FieldRow({ children }: FieldRowProps) {
  const count = Math.min(Math.max(Children.toArray(children).length, 1), 3);
  return (
    <SimpleGrid cols={{ base: 1, sm: count }} spacing="md" verticalSpacing="sm" data-field-row>
      {children}
    </SimpleGrid>
  );
}
