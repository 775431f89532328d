import { SimpleGrid } from '@mantine/core';
import { Children, type ReactNode } from 'react';

interface FieldRowProps {
  /** Two (or three) fields that belong together: from–to dates, first and last name. */
  children: ReactNode;
  /**
   * The columns from the sm breakpoint up; by default one per field. A short field alone in a row of
   * two keeps a short field's width instead of stretching across the form.
   */
  columns?: 2 | 3;
}

/** Fields side by side from the sm breakpoint up, stacked on phones. */
export function FieldRow({ children, columns }: FieldRowProps) {
  const count = columns ?? Math.min(Math.max(Children.toArray(children).length, 1), 3);
  return (
    <SimpleGrid cols={{ base: 1, sm: count }} spacing="md" verticalSpacing="sm" data-field-row>
      {children}
    </SimpleGrid>
  );
}
