import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormSection } from '../../../components/form-section';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { useChangeCompany } from '../hooks/use-change-company';

/** The settings page's company card: the same switch as the chooser dialog, as a form. */
export function CompanySettingsCard() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const companies = useQuery(trpc.companies.list.queryOptions());
  const changeCompany = useChangeCompany();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? user.currentCompanyCode ?? '';
  // Until the list arrives, the current company alone keeps the select from looking empty.
  const current = user.currentCompanyCode
    ? [{ code: user.currentCompanyCode, name: user.currentCompanyName ?? user.currentCompanyCode }]
    : [];
  const options = (companies.data ?? current).map((company) => ({ value: company.code, label: company.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected && selected !== user.currentCompanyCode) changeCompany.mutate({ code: selected }, { onSuccess: () => setChosen(null) });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <FormSection title={<Trans>Company</Trans>}>
        <form onSubmit={submit}>
          <Select
            label={t`Company`}
            value={selected || null}
            onChange={(value) => setChosen(value)}
            disabled={!companies.data}
            data={options}
            allowDeselect={false}
            // Closed, the option list leaves the page, so the label names the select alone.
            comboboxProps={{ keepMounted: false }}
          />
          <StickyActionBar
            primaryAction={
              <Button type="submit" loading={changeCompany.isPending} disabled={!selected || selected === user.currentCompanyCode}>
                <Trans>Save company</Trans>
              </Button>
            }
          />
        </form>
      </FormSection>
    </Card>
  );
}
