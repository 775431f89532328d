import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { localized } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { flattenFormGroups } from '../form-groups';
import { PageHeader } from '../../../components/page-header';

/** The application group chooser: a card per application group (nested groups by their path), a button per form. */
export function NewApplicationPage() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const menu = useQuery(trpc.documents.formGroupMenu.queryOptions({ isApplication: true }));
  const groups = flattenFormGroups(menu.data ?? [], i18n.locale);

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>New application</Trans>} />
      {menu.isPending ? <LoadingBlock /> : null}
      {menu.isError ? <QueryErrorAlert error={menu.error} /> : null}
      {menu.isSuccess && groups.length === 0 ? (
        <EmptyState>
          <Trans>There are no application forms.</Trans>
        </EmptyState>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {groups.map((group) => {
          const headingId = `application-group-${group.id}`;
          return (
            <Card key={group.id} withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={headingId}>
                  {group.path}
                </Title>
                {group.forms.map((form) => (
                  <Button
                    key={form.id}
                    component={Link}
                    to={`/applications/detail-application/${form.id}/${group.id}`}
                    variant="light"
                    justify="flex-start"
                    fullWidth
                    h="auto"
                    py={8}
                    // Long form names wrap instead of being cut off.
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  >
                    {localized(form.name, form.nameEn, i18n.locale)}
                  </Button>
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
