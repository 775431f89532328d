import { Button } from '@mantine/core';
import { type Form, formDefinitionOf } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useMemo, useState } from 'react';
import { AppProviders } from '../../app/providers';
import { useCurrentUser } from '../../lib/current-session';
import { createAppQueryClient } from '../../lib/query-client';
import { StorageKey } from '../../lib/storage';
import { createTrpcClient } from '../../lib/trpc';
import { aUser, SESSION_TOKEN } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { type ProcedureMocks, type RecordedCall, trpcHandler } from '../../testing/trpc-mock';
import { DynamicForm } from '../components/dynamic-form';
import { FormStateProvider, useFormState } from '../form-state';
import { newFormValues, savedFormValues } from '../form-values';

function Probe() {
  const { values, validate } = useFormState();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <Button onClick={() => void validate().then((result) => setOutcome(result ? 'valid' : 'invalid'))}>Tikrinti</Button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

function Harness({ form, isNew, readOnly, submissionId }: { form: Form; isNew: boolean; readOnly: boolean; submissionId: number | null }) {
  const user = useCurrentUser();
  const initialValues = useMemo(
    () => (isNew ? newFormValues(form, formDefinitionOf(form, 'lt'), user) : savedFormValues(form)),
    [form, isNew, user],
  );
  return (
    <FormStateProvider form={form} initialValues={initialValues} readOnly={readOnly} submissionId={submissionId}>
      <DynamicForm />
      <Probe />
    </FormStateProvider>
  );
}

interface RenderFormOptions {
  /** A new form gets the defaults (current employee, default items …); otherwise the stored values. */
  isNew?: boolean;
  readOnly?: boolean;
  submissionId?: number | null;
  procedures?: ProcedureMocks;
}

/** The renderer alone, on one form, with the providers and answered procedures of the app. */
export function renderForm(form: Form, { isNew = true, readOnly = false, submissionId = null, procedures = {} }: RenderFormOptions = {}) {
  window.localStorage.setItem(StorageKey.sessionToken, SESSION_TOKEN);
  const calls: RecordedCall[] = [];
  server.use(trpcHandler({ 'users.me': () => aUser(), ...procedures }, calls));
  const queryClient = createAppQueryClient({ onSessionExpired: () => {}, onPasswordChangeRequired: () => {} });
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()} env="test">
      <Suspense fallback={null}>
        <Harness form={form} isNew={isNew} readOnly={readOnly} submissionId={submissionId} />
      </Suspense>
    </AppProviders>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    calls,
    callsOf: (path: string) => calls.filter((call) => call.path === path),
    /** The form's values as the renderer holds them, keyed by field id. */
    values: () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, string>,
    /** Runs the submit rules, as the submit button does. */
    validate: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Tikrinti' }));
    },
  };
}
