import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Select } from '@mantine/core';
import { type Language, LanguageSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormSection } from '../../../components/form-section';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { changeLanguage } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

// Each language is named in itself, so it can be found whatever the interface language is.
const languageOptions: { value: Language; label: string }[] = [
  { value: 'lt', label: 'Lietuvių' },
  { value: 'en', label: 'English' },
];

export function LanguageCard() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const activeLanguage = LanguageSchema.catch('lt').parse(i18n.locale);
  const [chosen, setChosen] = useState<Language>(activeLanguage);

  const save = useMutation(
    trpc.users.changeLanguage.mutationOptions({
      onSuccess: async (user) => {
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        // The interface switches once the language's catalog is in, and the notice already speaks it.
        await changeLanguage(user.defaultLanguage);
        showSuccess(t`Language changed.`);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ code: chosen });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <FormSection title={<Trans>Language</Trans>}>
        <form onSubmit={submit}>
          <Select
            label={t`Language`}
            value={chosen}
            onChange={(value) => setChosen(LanguageSchema.catch(chosen).parse(value))}
            data={languageOptions}
            allowDeselect={false}
            // Closed, the option list leaves the page, so the label names the select alone.
            comboboxProps={{ keepMounted: false }}
          />
          <StickyActionBar
            primaryAction={
              <Button type="submit" loading={save.isPending}>
                <Trans>Save language</Trans>
              </Button>
            }
          />
        </form>
      </FormSection>
    </Card>
  );
}
