import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type Form, formDefinitionOf, localized } from '@portal/shared';
import { isLanguage, type Language } from '@portal/shared/users/user-options';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DynamicForm, FormStateProvider, newFormValues, useFormState } from '../../../forms';
import { useCurrentUser } from '../../../lib/current-session';
import { languageMessages } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { useRouteFormId } from '../hooks/use-route-form-id';

/** Runs the client rules on what was typed; nothing is sent or saved. */
function CheckButton() {
  const { validate } = useFormState();
  const [outcome, setOutcome] = useState<'passed' | 'failed' | null>(null);
  return (
    <Group>
      <Button
        variant="default"
        onClick={async () => {
          setOutcome((await validate()) === null ? 'failed' : 'passed');
        }}
      >
        <Trans>Check</Trans>
      </Button>
      {outcome === 'passed' && (
        <Text size="sm" c="green.8" role="status">
          <Trans>The form passes its rules.</Trans>
        </Text>
      )}
      {outcome === 'failed' && (
        <Text size="sm" c="red" role="status">
          <Trans>The form does not pass its rules: see the fields.</Trans>
        </Text>
      )}
    </Group>
  );
}

/** The form in one language: the employee's renderer and rules, with that language's captions and messages. */
function PreviewForm({ form }: { form: Form }) {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const initialValues = useMemo(() => newFormValues(form, formDefinitionOf(form, i18n.locale), user), [form, i18n.locale, user]);
  return (
    <FormStateProvider key={`${form.id}-${i18n.locale}`} form={form} initialValues={initialValues}>
      <Stack gap="md">
        <DynamicForm />
        <CheckButton />
      </Stack>
    </FormStateProvider>
  );
}

/** An i18n instance of its own, in the preview's language, so the rest of the screen keeps the interface's. */
function usePreviewI18n(language: Language): I18n | null {
  const [instance] = useState(() => setupI18n());
  const [activeLanguage, setActiveLanguage] = useState<Language | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void languageMessages(language).then((messages) => {
      if (!isCurrent) return;
      instance.loadAndActivate({ locale: language, messages });
      setActiveLanguage(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [instance, language]);
  return activeLanguage === language ? instance : null;
}

/**
 * The preview tab of the form editor (/admin/documents/edit-form/{id}/preview): the form exactly as
 * employees get it, in Lithuanian or English, with a "Check" that runs the same rules. Nothing is filed.
 */
export function FormPreviewPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formId = useRouteFormId();
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : 'lt');
  const preview = useQuery(trpc.formFields.preview.queryOptions(formId === null ? skipToken : { id: formId }));
  const previewI18n = usePreviewI18n(language);

  if (formId === null || preview.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Preview</Trans>} />
        {preview.isError ? <QueryErrorAlert error={preview.error} /> : <Alert color="red">{<Trans>The form was not found.</Trans>}</Alert>}
      </Stack>
    );
  }
  if (!preview.data) return <LoadingBlock />;
  const name = localized(preview.data.name, preview.data.nameEn, i18n.locale);
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Preview of “{name}”</Trans>}
        state={
          preview.data.archived ? (
            <Badge color="gray">
              <Trans>Archived</Trans>
            </Badge>
          ) : undefined
        }
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>As employees see it. Nothing is filed from the preview.</Trans>
        </Text>
        <SegmentedControl
          aria-label={t`Language of the preview`}
          value={language}
          onChange={(next) => isLanguage(next) && setLanguage(next)}
          data={[
            { value: 'lt', label: 'LT' },
            { value: 'en', label: 'EN' },
          ]}
        />
      </Group>
      <Paper withBorder p="md" lang={language}>
        {previewI18n ? (
          <I18nProvider i18n={previewI18n}>
            <PreviewForm form={preview.data} />
          </I18nProvider>
        ) : (
          <LoadingBlock />
        )}
      </Paper>
    </Stack>
  );
}
