import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  /** The section's heading (h2 by default). */
  title?: ReactNode;
  headingOrder?: 2 | 3 | 4;
  description?: ReactNode;
  /** Forms read best at a line length of about two fields side by side. */
  maw?: number | string;
  children: ReactNode;
}

/** A group of form fields under a heading, no wider than a form should be. */
export function FormSection({ title, headingOrder = 2, description, maw = 760, children }: FormSectionProps) {
  return (
    <Stack component="section" gap="sm" maw={maw} w="100%">
      {title !== undefined ? (
        <Stack gap={2}>
          <Title order={headingOrder} size="h4">
            {title}
          </Title>
          {description !== undefined ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {children}
    </Stack>
  );
}
