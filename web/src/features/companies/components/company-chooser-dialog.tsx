import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useChangeCompany } from '../hooks/use-change-company';

interface CompanyChooserDialogProps {
  opened: boolean;
  onClose: () => void;
  currentCompanyCode: string | null;
}

/** Lists the companies the user works in; choosing one switches to it at once. */
export function CompanyChooserDialog({ opened, onClose, currentCompanyCode }: CompanyChooserDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const companies = useQuery({ ...trpc.companies.list.queryOptions(), enabled: opened });
  const changeCompany = useChangeCompany({ onChanged: onClose });

  const choose = (code: string) => {
    if (code === currentCompanyCode) onClose();
    else changeCompany.mutate({ code });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Choose company`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {companies.isPending ? <Loader size="sm" aria-label={t`Loading…`} /> : null}
      {companies.isError ? (
        <Text c="red" size="sm">
          <Trans>The companies could not be loaded.</Trans>
        </Text>
      ) : null}
      {companies.data ? (
        <Stack gap="xs">
          {companies.data.map((company) => {
            const isCurrent = company.code === currentCompanyCode;
            return (
              <Button
                key={company.code}
                variant={isCurrent ? 'light' : 'default'}
                justify="space-between"
                fullWidth
                rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
                aria-current={isCurrent ? 'true' : undefined}
                loading={changeCompany.isPending && changeCompany.variables?.code === company.code}
                disabled={changeCompany.isPending}
                onClick={() => choose(company.code)}
              >
                {company.name}
              </Button>
            );
          })}
        </Stack>
      ) : null}
    </Modal>
  );
}
