import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type MessageTemplateListItem, MessageTemplateType, PAGE_SIZE_DEFAULT } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';
import { templateAddress, templateListAddress } from './template-address';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The templates of one type the company sees (its own and the shared ones), each a link to its editor. */
function MessageTemplatesList({ type }: { type: MessageTemplateType }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    ...trpc.messageTemplates.list.queryOptions({ page, rowsPerPage: PAGE_SIZE_DEFAULT, search: debouncedSearch, type }),
    placeholderData: keepPreviousData,
  });
  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };
  const columns: DataColumn<MessageTemplateListItem>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (template) => template.code },
    { key: 'subject', header: t`Subject`, cell: (template) => template.subjectLt, lineClamp: 2, minWidth: 240 },
    ...(type === MessageTemplateType.workflowNotification
      ? [
          {
            key: 'workflows',
            header: t`Workflows`,
            kind: 'number' as const,
            cell: (template: MessageTemplateListItem) => template.workflowsCount,
          },
        ]
      : []),
    {
      key: 'shared',
      header: t`Notes`,
      cell: (template) => (template.isShared ? <SharedDefinitionBadge /> : null),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Search by code or subject`}
          type="search"
          value={search}
          onChange={(event) => setFilter({ search: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={320}
        />
        <Group gap="xs">
          {type === MessageTemplateType.workflowNotification ? (
            <Button component={Link} to={templateListAddress(MessageTemplateType.systemMail)} variant="default">
              <Trans>System templates</Trans>
            </Button>
          ) : null}
          <Button component={Link} to={templateAddress(type, 'new')} leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New template</Trans>
          </Button>
        </Group>
      </Group>
      <DataTable
        label={type === MessageTemplateType.systemMail ? t`System templates` : t`Message templates`}
        rows={list.data?.items}
        rowKey={(template) => template.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedSearch ? <Trans>No search results.</Trans> : <Trans>There are no templates yet.</Trans>}
        rowHref={(template) => templateAddress(type, template.id)}
        minWidth={560}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={10}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Template pages`}
      />
    </Stack>
  );
}

/** The workflow designer's templates tab (spec 2 §2 workflows → templates): workflow notifications. */
export function WorkflowTemplatesTab() {
  return <MessageTemplatesList type={MessageTemplateType.workflowNotification} />;
}

/** The system templates screen (spec 2 §2 system-templates): the mails the portal itself sends. */
export function SystemTemplatesPage() {
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>System templates</Trans>} />
      <MessageTemplatesList type={MessageTemplateType.systemMail} />
    </Stack>
  );
}
