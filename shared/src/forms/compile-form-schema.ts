import { z } from 'zod';
import { type FormIssue } from './form-errors';
import { applyFormDefaults, checkSynchronousRules, type FormDefinition, type SynchronousRuleOptions } from './validate-form';

/** Form values keyed by field id, as the Mantine form holds them and submit-form sends them. */
export type FormValues = Record<string, string>;

export type CompileFormSchemaOptions = SynchronousRuleOptions;

/**
 * Compiles a form definition into the zod schema that both the Mantine form and the server run: an
 * object of formValue strings keyed by field id (a missing or null value reads as ''), whose output has
 * the defaults applied (a required dropdown takes its first option) and whose issues carry the field id
 * as path, the FormErrorCode as message and the code's parameters as params. The rules that ask the
 * server (types 6, 7, 8) stay in validateForm.
 */
export function compileFormSchema(form: FormDefinition, options: CompileFormSchemaOptions = {}) {
  const { fields } = form;
  const shape: Record<string, z.ZodType<string, string | null | undefined>> = {};
  for (const field of fields)
    shape[field.id] = z
      .string()
      .nullish()
      .transform((value) => value ?? '');
  return z
    .object(shape)
    .transform((values): FormValues => applyFormDefaults(fields, values as FormValues))
    .superRefine((values, context) => {
      for (const issue of checkSynchronousRules(fields, values, options)) {
        context.addIssue({ code: 'custom', path: [issue.fieldId], message: issue.code, params: issue.params ?? {} });
      }
    });
}

/** The form issues of a failed parse of a compiled form schema, in the order the rules gave them. */
export function formIssuesOf(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => {
    const fieldId = String(issue.path[0] ?? '');
    const params = issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined;
    return params && Object.keys(params).length > 0 ? { fieldId, code: issue.message, params } : { fieldId, code: issue.message };
  });
}
