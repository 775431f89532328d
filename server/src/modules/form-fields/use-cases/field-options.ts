import { checkFieldOptions, ErrorCode, type FieldErrors, type FormFieldOptions, type FormFieldOptionValues } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';

/** The options given over the current ones, refused per option when they do not fit the field's type. */
export function mergedOptions(fieldType: number, current: FormFieldOptionValues, given: FormFieldOptions): FormFieldOptionValues {
  const options: FormFieldOptionValues = { ...current };
  for (const key of Object.keys(current) as (keyof FormFieldOptionValues)[]) {
    const value = given[key];
    if (value !== undefined) (options as unknown as Record<string, unknown>)[key] = value;
  }
  const errors = checkFieldOptions(fieldType, options);
  const fieldErrors: FieldErrors = Object.fromEntries(Object.entries(errors).map(([key, code]) => [key, [code]]));
  if (Object.keys(fieldErrors).length > 0) throw new DomainError(ErrorCode.invalidValue, { fieldErrors });
  return options;
}
