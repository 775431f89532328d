import type { FormField, FormFieldDefinition, FormIssue } from '@portal/shared';
import type { ComponentType, ReactNode } from 'react';

/** What every control gets: its field, its formValue string and the texts to show under it. */
export interface FieldControlProps {
  /** The placed field as the API sends it (meta, flags, pre-values). */
  field: FormField;
  /** The field as the rules see it: caption and messages in the interface language, options. */
  definition: FormFieldDefinition;
  /** The field key (fieldKeyOf): its values, issues and files are kept under it. */
  fieldKey: string;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  /** Translated errors, each on its own line; undefined when there are none. */
  error: ReactNode;
  /** Translated warnings, shown under the field without blocking; undefined when there are none. */
  warning: ReactNode;
  /** The raw issues, for controls that mark one row or one part. */
  errors: FormIssue[];
  warnings: FormIssue[];
}

export type FieldControl = ComponentType<FieldControlProps>;
