import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { localized, type WorkflowMapping } from '@portal/shared';

interface WorkflowChoiceProps {
  label: string;
  mappings: WorkflowMapping[];
  value: number | null;
  onChange: (workflowId: number) => void;
  disabled?: boolean;
}

/** The mapped workflows to choose from, by name with their description; arrow keys move the choice. */
export function WorkflowChoice({ label, mappings, value, onChange, disabled = false }: WorkflowChoiceProps) {
  const { i18n } = useLingui();
  return (
    <Radio.Group
      label={label}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      disabled={disabled}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {mappings.map((mapping) => (
          <Radio
            key={mapping.id}
            value={String(mapping.workflowId)}
            label={localized(mapping.workflow.name, mapping.workflow.nameEn, i18n.locale)}
            description={mapping.workflow.description.trim() === '' ? undefined : mapping.workflow.description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
