import { Trans } from '@lingui/react/macro';
import { Fieldset, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { FieldControlProps } from './field-control';

/** The props every single Mantine input of a field takes: caption, required mark, warning and error under it. */
export function inputPropsOf(props: FieldControlProps) {
  return {
    label: props.definition.caption,
    required: props.definition.mandatory && !props.readOnly,
    error: props.error,
    description: props.warning,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    readOnly: props.readOnly,
  };
}

interface FieldGroupProps {
  control: FieldControlProps;
  children: ReactNode;
}

/** A field made of several inputs (rows, vehicle, files): a fieldset named by the caption, issues below. */
export function FieldGroup({ control, children }: FieldGroupProps) {
  const messagesId = useId();
  const isRequired = control.definition.mandatory && !control.readOnly;
  const hasMessages = Boolean(control.error || control.warning);
  return (
    <Fieldset
      variant="unstyled"
      p={0}
      legend={
        <Text component="span" size="sm" fw={500}>
          {control.definition.caption}
          {isRequired ? (
            <>
              <Text component="span" c="red" aria-hidden>
                {' *'}
              </Text>
              <VisuallyHidden>
                <Trans>(required)</Trans>
              </VisuallyHidden>
            </>
          ) : null}
        </Text>
      }
      aria-describedby={hasMessages ? messagesId : undefined}
    >
      <Stack gap="xs">
        {children}
        {hasMessages ? (
          <div id={messagesId}>
            {control.warning ? (
              <Text size="sm" c="yellow.9">
                {control.warning}
              </Text>
            ) : null}
            {control.error ? (
              <Text size="sm" c="red">
                {control.error}
              </Text>
            ) : null}
          </div>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
