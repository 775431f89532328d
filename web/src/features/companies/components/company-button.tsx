import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconSelector } from '@tabler/icons-react';
import { CompanyChooserDialog } from './company-chooser-dialog';
import classes from './company-button.module.css';

interface CompanyButtonProps {
  companyCode: string | null;
  companyName: string | null;
}

/** The current company at the top of the left drawer; a click opens the company chooser. */
export function CompanyButton({ companyCode, companyName }: CompanyButtonProps) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton className={classes.button} onClick={open} aria-label={t`Change company`} aria-haspopup="dialog">
        <IconBuilding size={18} aria-hidden />
        <Text size="sm" fw={600} className={classes.name}>
          {companyName ?? t`No company`}
        </Text>
        <IconSelector size={16} aria-hidden />
      </UnstyledButton>
      <CompanyChooserDialog opened={opened} onClose={close} currentCompanyCode={companyCode} />
    </>
  );
}
