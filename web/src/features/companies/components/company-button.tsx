import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconSelector } from '@tabler/icons-react';
import { lazyDialog } from '../../../components/lazy-parts';
import classes from './company-button.module.css';

// Fetched when first opened, with its modal: most visits never change company, and every screen has the button.
const CompanyChooserDialog = lazyDialog(
  () => import('./company-chooser-dialog').then((module) => module.CompanyChooserDialog),
  (props) => props.opened,
);

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
      {/* Named by what it shows and then what it does: an aria-label alone would hide the company's name
          from speech input and screen readers (WCAG 2.5.3, axe's label-content-name-mismatch). */}
      <UnstyledButton className={classes.button} onClick={open} aria-haspopup="dialog">
        <IconBuilding size={18} aria-hidden />
        <Text size="sm" fw={600} className={classes.name}>
          {companyName ?? t`No company`}
        </Text>
        <VisuallyHidden>{t`Change company`}</VisuallyHidden>
        <IconSelector size={16} aria-hidden />
      </UnstyledButton>
      <CompanyChooserDialog opened={opened} onClose={close} currentCompanyCode={companyCode} />
    </>
  );
}
