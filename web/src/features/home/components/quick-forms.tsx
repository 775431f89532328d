import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localized, type QuickForm } from '@portal/shared';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';

interface QuickFormsProps {
  forms: QuickForm[];
}

/** The forms the employee files most (or the chooser's first ones), each opening its filing screen, and a way to all forms. */
export function QuickForms({ forms }: QuickFormsProps) {
  const { i18n } = useLingui();
  const hasHistory = forms.some((form) => form.filedCount > 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-quick-forms">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} id="home-quick-forms">
            <Trans>New application</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {hasHistory ? <Trans>The forms you use most</Trans> : <Trans>Forms to start with</Trans>}
          </Text>
        </Stack>
        {forms.length === 0 ? (
          <Text size="sm">
            <Trans>There are no application forms.</Trans>
          </Text>
        ) : (
          <Stack gap="xs">
            {forms.map((form) => (
              <Button
                key={form.id}
                component={Link}
                to={`/applications/detail-application/${form.id}/${form.formGroupId}`}
                variant="light"
                justify="flex-start"
                fullWidth
                h="auto"
                py={8}
                leftSection={<IconFileText size={18} aria-hidden />}
                // Long form names wrap instead of being cut off.
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {localized(form.name, form.nameEn, i18n.locale)}
              </Button>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/applications/new-application" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap" component="span">
            <Trans>All forms</Trans>
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
