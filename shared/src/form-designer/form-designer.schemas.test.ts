import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import {
  CreateFormGroupInputSchema,
  CreateFormInputSchema,
  SaveFormPositionsInputSchema,
  UpdateDesignerFormSettingsInputSchema,
} from './form-designer.schemas';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the form designer inputs', () => {
  it('requires a form name and keeps blank optional texts as empty values', () => {
    expect(issuesOf(CreateFormInputSchema.safeParse({ name: '   ', formGroupId: 1 }))).toEqual([['name', ErrorCode.fieldRequired]]);
    expect(CreateFormInputSchema.parse({ name: ' Prašymas ', formGroupId: '3', systemName: ' ', bcGroup: '' })).toMatchObject({
      name: 'Prašymas',
      formGroupId: 3,
      systemName: null,
      bcGroup: null,
    });
  });

  it('requires a #RRGGBB colour once holiday planning is allowed, and stores it in upper case', () => {
    expect(issuesOf(CreateFormInputSchema.safeParse({ name: 'A', formGroupId: 1, allowHolidayPlanning: true }))).toEqual([
      ['holidayPlanningColor', ErrorCode.fieldRequired],
    ]);
    expect(
      issuesOf(UpdateDesignerFormSettingsInputSchema.safeParse({ id: 1, allowHolidayPlanning: true, holidayPlanningColor: 'red' })),
    ).toEqual([['holidayPlanningColor', ErrorCode.invalidColor]]);
    expect(
      CreateFormInputSchema.parse({ name: 'A', formGroupId: 1, allowHolidayPlanning: true, holidayPlanningColor: '#a1b2c3' })
        .holidayPlanningColor,
    ).toBe('#A1B2C3');
  });

  it('reads a parent 0 as a root group and refuses unknown keys', () => {
    expect(CreateFormGroupInputSchema.parse({ parentId: '0', name: 'Grupė' })).toMatchObject({ parentId: 0, name: 'Grupė' });
    expect(CreateFormGroupInputSchema.safeParse({ parentId: 0, name: 'Grupė', companyCode: 'NL' }).success).toBe(false);
  });

  it('takes a non-empty, bounded list of positions', () => {
    expect(SaveFormPositionsInputSchema.safeParse({ formGroupId: 1, positions: [] }).success).toBe(false);
    expect(SaveFormPositionsInputSchema.safeParse({ formGroupId: 1, positions: [{ formId: 2, sortOrder: -1 }] }).success).toBe(false);
    expect(SaveFormPositionsInputSchema.parse({ formGroupId: '1', positions: [{ formId: 2, sortOrder: 10 }] })).toEqual({
      formGroupId: 1,
      positions: [{ formId: 2, sortOrder: 10 }],
    });
  });
});
