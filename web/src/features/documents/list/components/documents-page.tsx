import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Collapse,
  type ComboboxItem,
  type ComboboxItemGroup,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ALL_FORM_GROUPS,
  DocumentPseudoColumn,
  DOCUMENTS_PAGE_SIZE_DEFAULT,
  type DocumentListRow,
  type DocumentSearchInputInput,
  type FormGroup,
  type FormMeta,
  type FormSettings,
  localized,
} from '@portal/shared';
import { IconChevronDown, IconChevronUp, IconColumns, IconListSearch, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../../components/loading-block';
import { NoSearchResults } from '../../../../components/no-search-results';
import { PageHeader } from '../../../../components/page-header';
import { Pager } from '../../../../components/pager';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { showSuccess } from '../../../../lib/notices';
import { SessionKey, writeSession } from '../../../../lib/storage';
import { useTRPC } from '../../../../lib/trpc';
import { columnName } from '../columns';
import { advancedSearchFor, type DocumentFilter, emptyFilter, readStoredFilter, storeFilter } from '../document-filter';
import { type ColumnChoice, ColumnSettingsDialog } from './column-settings-dialog';
import { DocumentFilters } from './document-filters';
import { type DocumentSort, DocumentsTable } from './documents-table';
import { FormGroupTree, type TreeSelection } from './form-group-tree';

/** Newest first by creation date (spec 1 §9). */
const DEFAULT_SORT: DocumentSort = { column: DocumentPseudoColumn.creationDate, direction: 'desc' };
/** The pager links at most 20 pages, and shows only for more than 10 rows (spec 1 §9). */
const PAGER_LINKS = 20;
const PAGER_MIN_ROWS = 10;
const ROWS_PER_PAGE_CHOICES = ['10', '20', '50', '100'];
/** The tree of groups and forms beside the list, in pixels. */
const TREE_WIDTH = 208;

type SettingsDialog = 'table' | 'search' | null;

/** The forms of the groups as the form filter offers them: grouped by form group (a sub-group named with its parent), archived ones left out as in the tree. */
function formChoicesOf(groups: readonly FormGroup[], locale: string, parents: readonly string[] = []): ComboboxItemGroup<ComboboxItem>[] {
  return groups.flatMap((group) => {
    const path = [...parents, localized(group.name, group.nameEn, locale)];
    const items = group.forms
      .filter((form) => !form.archived)
      .map((form) => ({ value: String(form.id), label: localized(form.name, form.nameEn, locale) }));
    return [...(items.length > 0 ? [{ group: path.join(' / '), items }] : []), ...formChoicesOf(group.groups, locale, path)];
  });
}

/** The group of a form, looked up in the tree. */
function groupOfForm(groups: readonly FormGroup[], formId: number): number | undefined {
  for (const group of groups) {
    const form = group.forms.find((candidate) => candidate.id === formId);
    if (form) return form.formGroupId;
    const inChild = groupOfForm(group.groups, formId);
    if (inChild !== undefined) return inChild;
  }
  return undefined;
}

/** Where a row opens: an ERP document by its external id, any other in the document view. */
function documentPathOf(row: Pick<DocumentListRow, 'id' | 'form'> & { bcGuid?: string | null }): string {
  return row.bcGuid ? `/documents/view_bc/${row.id}/${encodeURIComponent(row.bcGuid)}/${row.form.id}` : `/documents/view/${row.id}`;
}

/** The list's query: the filter in force (empty ones left out), the page and the sort. */
function searchInputOf(
  filter: DocumentFilter,
  advancedSearch: string,
  page: number,
  rowsPerPage: number,
  sort: DocumentSort,
): DocumentSearchInputInput {
  return {
    ...(filter.formGroupId === undefined ? {} : { formGroupId: filter.formGroupId }),
    ...(filter.formId === undefined ? {} : { formId: filter.formId }),
    ...(filter.startDate === '' ? {} : { startDate: filter.startDate }),
    ...(filter.endDate === '' ? {} : { endDate: filter.endDate }),
    ...(filter.searchQuery === '' ? {} : { searchQuery: filter.searchQuery }),
    ...(filter.state === '' ? {} : { state: filter.state }),
    ...(advancedSearch === '' ? {} : { advancedSearch }),
    page,
    rowsPerPage,
    sort: sort.column,
    sortDirection: sort.direction,
  };
}

function visibleInOrder(columns: FormSettings['table']) {
  return columns.filter((column) => column.visible);
}

/**
 * The documents list: the tree of groups and forms on the left (a collapsible section above the
 * list on phones), the filters and the sortable, paged table on the right. The filters live in
 * session storage (spec 1 §9) and come back on return.
 */
export function DocumentsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const theme = useMantineTheme();
  // Below the md breakpoint the tree folds above the list (em units, as Mantine's breakpoints are).
  const isNarrow = useMediaQuery(`(max-width: ${Number.parseFloat(theme.breakpoints.md) - 0.01}em)`) ?? false;
  const [isTreeOpen, setTreeOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<DocumentFilter>(readStoredFilter);
  // Changes when the filter is set from outside the filter form (the tree, clearing), so the form starts again from it.
  const [filterVersion, setFilterVersion] = useState(0);
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState(DOCUMENTS_PAGE_SIZE_DEFAULT);
  const [dialog, setDialog] = useState<SettingsDialog>(null);

  const settingsId = filter.formGroupId ?? ALL_FORM_GROUPS;
  const menu = useQuery(trpc.documents.formGroupMenu.queryOptions({}));
  const settings = useQuery(trpc.documentLists.formSettings.queryOptions({ id: settingsId }));
  const metas = useMemo(() => new Map<number, FormMeta>((settings.data?.meta ?? []).map((meta) => [meta.id, meta])), [settings.data]);
  const searchFields = (settings.data?.search ?? [])
    .filter((column) => column.visible)
    .map((column) => ({ fieldId: String(column.formMetaId), name: columnName(column, metas, i18n), meta: metas.get(column.formMetaId) }));
  const formChoices = useMemo(() => formChoicesOf(menu.data ?? [], i18n.locale), [menu.data, i18n.locale]);
  const columns = useMemo(() => visibleInOrder(settings.data?.table ?? []), [settings.data]);

  // The per-field search counts only for the fields the search shows, so the list waits for the settings.
  const advancedSearch = advancedSearchFor(
    filter.advancedSearch,
    searchFields.map((field) => field.fieldId),
  );
  const list = useQuery({
    ...trpc.documentLists.search.queryOptions(searchInputOf(filter, advancedSearch, page, rowsPerPage, sort)),
    enabled: settings.isSuccess,
    placeholderData: keepPreviousData,
  });

  const saveSettings = useMutation(
    trpc.documentLists.updateFormSettings.mutationOptions({
      // The dialog shows a refusal next to its Save button.
      meta: { errorHandling: 'inline' },
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.documentLists.formSettings.queryKey({ id: settingsId }), saved);
        setDialog(null);
        showSuccess(t`Changes saved.`);
        // The rows carry the values of the columns shown: the list reloads with the new ones.
        await queryClient.invalidateQueries({ queryKey: trpc.documentLists.search.queryKey() });
      },
    }),
  );

  const applyFilter = (next: DocumentFilter, options: { fromOutside?: boolean } = {}) => {
    storeFilter(next);
    setFilter(next);
    setPage(1);
    if (options.fromOutside) setFilterVersion((version) => version + 1);
  };

  const selectInTree = (selection: TreeSelection) => {
    setTreeOpen(false);
    // Another group has other fields: its sort and per-field search start afresh.
    if (selection.formGroupId !== filter.formGroupId) setSort(DEFAULT_SORT);
    applyFilter(
      { ...filter, ...selection, advancedSearch: selection.formGroupId === filter.formGroupId ? filter.advancedSearch : '' },
      { fromOutside: true },
    );
  };

  // The form filter and the tree choose the same thing: a form (in its group), or none in the group chosen.
  const selectForm = (formId: number | undefined) =>
    selectInTree(
      formId === undefined
        ? { formGroupId: filter.formGroupId, formId: undefined }
        : { formGroupId: groupOfForm(menu.data ?? [], formId), formId },
    );

  const openDocument = (row: DocumentListRow) => {
    writeSession(SessionKey.backPath, 'documents');
    void navigate(documentPathOf(row));
  };

  const sortBy = (column: number) => {
    setSort((current) =>
      current.column === column ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' },
    );
    setPage(1);
  };

  const choicesOf = (kind: 'table' | 'search'): ColumnChoice[] =>
    (settings.data?.[kind] ?? []).map((column) => ({
      formMetaId: column.formMetaId,
      name: columnName(column, metas, i18n),
      visible: column.visible,
    }));

  const saveTable = (choices: ColumnChoice[]) => {
    const searchVisible = new Map((settings.data?.search ?? []).map((column) => [column.formMetaId, column.visible]));
    saveSettings.mutate({
      id: settingsId,
      columns: choices.map((choice, index) => ({
        formMetaId: choice.formMetaId,
        tableVisible: choice.visible,
        tableOrdering: index,
        // A setting row carries both flags: the search's stays as it is.
        searchVisible: searchVisible.get(choice.formMetaId) ?? false,
      })),
    });
  };

  const saveSearch = (choices: ColumnChoice[]) => {
    const tableVisible = new Map((settings.data?.table ?? []).map((column) => [column.formMetaId, column.visible]));
    saveSettings.mutate({
      id: settingsId,
      columns: choices.map((choice, index) => ({
        formMetaId: choice.formMetaId,
        searchVisible: choice.visible,
        searchOrdering: index,
        tableVisible: tableVisible.get(choice.formMetaId) ?? false,
      })),
    });
  };

  const openDialog = (kind: SettingsDialog) => {
    saveSettings.reset();
    setDialog(kind);
  };

  const canCreate = filter.formId !== undefined && filter.formGroupId !== undefined && settings.data?.canCreate === true;
  const pagination = list.data?.pagination;
  const totalRecords = pagination?.totalRecords ?? 0;

  const tree = (
    <>
      {menu.isPending ? <LoadingBlock lines={3} /> : null}
      {menu.isError ? <QueryErrorAlert error={menu.error} /> : null}
      {menu.data ? <FormGroupTree groups={menu.data} selection={filter} onSelect={selectInTree} /> : null}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Documents</Trans>}
        primaryAction={
          canCreate ? (
            <Button
              component={Link}
              to={`/documents/new/${filter.formId}/${filter.formGroupId}`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              <Trans>New document</Trans>
            </Button>
          ) : undefined
        }
      />
      <Grid gap="md">
        {/* A tree of a fixed, narrow width: the rest goes to the table, so its default columns fit at 1440 px. */}
        <Grid.Col span={{ base: 12, md: 'content' }} w={{ md: TREE_WIDTH }}>
          {isNarrow ? (
            <Paper withBorder p="xs" radius="md">
              <Button
                variant="subtle"
                fullWidth
                justify="space-between"
                rightSection={isTreeOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
                aria-expanded={isTreeOpen}
                onClick={() => setTreeOpen((open) => !open)}
              >
                <Trans>Document groups</Trans>
              </Button>
              <Collapse expanded={isTreeOpen}>{tree}</Collapse>
            </Paper>
          ) : (
            <Paper withBorder p="xs" radius="md">
              {tree}
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }} miw={0}>
          <Stack gap="md">
            {settings.isPending ? <LoadingBlock lines={2} /> : null}
            {settings.isError ? <QueryErrorAlert error={settings.error} /> : null}
            {settings.data ? (
              <>
                <DocumentFilters
                  key={`${settingsId}-${filterVersion}`}
                  filter={filter}
                  formChoices={formChoices}
                  searchFields={searchFields}
                  onApply={(values) => applyFilter({ ...filter, ...values })}
                  onFormChange={selectForm}
                  onClear={() => {
                    setSort(DEFAULT_SORT);
                    applyFilter(emptyFilter, { fromOutside: true });
                  }}
                />
                <Group justify="space-between" align="flex-end">
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconColumns size={16} aria-hidden />}
                      onClick={() => openDialog('table')}
                    >
                      <Trans>Table settings</Trans>
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconListSearch size={16} aria-hidden />}
                      onClick={() => openDialog('search')}
                    >
                      <Trans>Search settings</Trans>
                    </Button>
                  </Group>
                  <Select
                    label={t`Rows per page`}
                    data={ROWS_PER_PAGE_CHOICES}
                    value={String(rowsPerPage)}
                    onChange={(value) => {
                      setRowsPerPage(Number(value ?? DOCUMENTS_PAGE_SIZE_DEFAULT));
                      setPage(1);
                    }}
                    allowDeselect={false}
                    comboboxProps={{ keepMounted: false }}
                    size="xs"
                    w={120}
                  />
                </Group>
              </>
            ) : null}
            {settings.isSuccess && list.isPending ? <LoadingBlock /> : null}
            {list.isError ? <QueryErrorAlert error={list.error} /> : null}
            {list.data && list.data.items.length === 0 ? <NoSearchResults /> : null}
            {list.data && list.data.items.length > 0 ? (
              <Stack gap="sm" aria-busy={list.isFetching}>
                {pagination?.totalRecordsIsEstimate ? (
                  <Text size="sm" c="dimmed">
                    <Trans>More than {totalRecords} documents match; narrow the filters to see them all.</Trans>
                  </Text>
                ) : null}
                <DocumentsTable
                  label={t`Documents`}
                  rows={list.data.items}
                  columns={columns}
                  metas={metas}
                  sort={sort}
                  onSort={sortBy}
                  onOpen={openDocument}
                />
                {totalRecords > PAGER_MIN_ROWS ? (
                  <Pager
                    page={page}
                    totalRecords={totalRecords}
                    rowsPerPage={rowsPerPage}
                    maxLinks={PAGER_LINKS}
                    onChange={setPage}
                    label={t`Document pages`}
                  />
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <ColumnSettingsDialog
        opened={dialog === 'table'}
        title={<Trans>Table settings</Trans>}
        columns={choicesOf('table')}
        requiresOneVisible
        saving={saveSettings.isPending}
        saveError={saveSettings.error}
        onSave={saveTable}
        onClose={() => setDialog(null)}
      />
      <ColumnSettingsDialog
        opened={dialog === 'search'}
        title={<Trans>Search settings</Trans>}
        columns={choicesOf('search')}
        requiresOneVisible={false}
        saving={saveSettings.isPending}
        saveError={saveSettings.error}
        onSave={saveSearch}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
