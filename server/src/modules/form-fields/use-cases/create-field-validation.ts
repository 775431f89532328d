import {
  checkValidationRule,
  type CreateFormFieldValidationInput,
  ErrorCode,
  FieldType,
  type FormFieldValidationRow,
  parseDropdownOptions,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type FormFieldsContext, lockEditableField } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/**
 * create-form-data-validation: a rule of type 1–8 on a field. The shared schema of the type decides
 * (validation-rules.ts): a type that does not apply to the field, or a value it refuses, is answered
 * on that field and nothing is saved. A field takes each type once.
 */
export async function createFieldValidation(
  ctx: FormFieldsContext,
  input: CreateFormFieldValidationInput,
): Promise<FormFieldValidationRow> {
  return withTransaction(ctx.db, async (trx) => {
    await lockEditableField(ctx, trx, input.formDataId);
    const facts = await formFieldsRepository.ruleContextOf(trx, input.formDataId);
    const options = facts.type === FieldType.listDropdown ? facts.ownListValues : parseDropdownOptions(facts.formDataType);
    const checked = checkValidationRule(input.validationType, input.validation ?? '', facts.type, {
      options,
      listDropdownValues: facts.otherListValues,
    });
    if (!checked.success) throw DomainError.forField(checked.field, checked.code);
    const existing = await formFieldsRepository.listValidations(trx, input.formDataId);
    if (existing.some((rule) => rule.validationType === input.validationType)) {
      throw DomainError.forField('validationType', ErrorCode.formRuleAlreadyOnField);
    }
    const id = await formFieldsRepository.insertValidation(trx, {
      formDataId: input.formDataId,
      validationType: input.validationType,
      value: checked.value,
    });
    return { id, formDataId: input.formDataId, validationType: input.validationType, validation: checked.value };
  });
}
