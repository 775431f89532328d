import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StickyActionBar } from '../../../components/sticky-action-bar';

interface EditActionBarProps {
  changedCells: number;
  canUndo: boolean;
  isBusy: boolean;
  onUndo: () => void;
  onSave: () => void;
  onDiscard: () => void;
}

/** The unsaved changes of the month: undo the last step, save them all, or discard them (after asking). */
export function EditActionBar({ changedCells, canUndo, isBusy, onUndo, onSave, onDiscard }: EditActionBarProps) {
  const { t } = useLingui();
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  return (
    <>
      <StickyActionBar
        label={t`Unsaved changes`}
        cancel={{ label: t`Discard`, onClick: () => setConfirmingDiscard(true), disabled: isBusy }}
        secondaryActions={
          <>
            <Text size="sm" fw={600} aria-live="polite">
              <Plural value={changedCells} one="# unsaved change" other="# unsaved changes" />
            </Text>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={!canUndo || isBusy}
              onClick={onUndo}
            >
              <Trans>Undo</Trans>
            </Button>
          </>
        }
        primaryAction={
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={isBusy} onClick={onSave}>
            <Trans>Save</Trans>
          </Button>
        }
      />
      <ConfirmDialog
        opened={isConfirmingDiscard}
        title={t`Discard the changes`}
        confirmLabel={t`Discard`}
        isDanger
        onConfirm={() => {
          setConfirmingDiscard(false);
          onDiscard();
        }}
        onClose={() => setConfirmingDiscard(false)}
      >
        <Plural value={changedCells} one="# changed cell goes back to what was saved." other="# changed cells go back to what was saved." />
      </ConfirmDialog>
    </>
  );
}
