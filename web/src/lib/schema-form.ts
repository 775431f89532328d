import type { I18n } from '@lingui/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { fieldErrorsOf } from './api-errors';
import { errorKeyText } from './error-messages';

/** A Standard Schema, as zod 4 schemas are. */
type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * useForm options of a static form checked by a shared zod schema, the rules the server runs too.
 * The form keeps errors as catalogue keys (the schemas' messages, the server's field errors) and
 * every input shows its key's wording in the current language.
 */
export function schemaFormValidation(schema: FormSchema, i18n: I18n) {
  return {
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }: { inputProps: { error?: unknown } }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  };
}

/** The field errors of a refused call as form errors: the first catalogue key of each field. */
export function formErrorsOf(error: unknown): FormErrors {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).flatMap(([field, codes]) => (codes[0] ? [[field, codes[0]]] : [])));
}
