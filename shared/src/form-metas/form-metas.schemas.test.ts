import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { FieldType } from '../forms/field-types';
import {
  FIELD_TYPE_NUMBERS,
  FormMetaInputSchema,
  FormMetaListInputSchema,
  PreValueItemInputSchema,
  usesPreValueList,
} from './form-metas.schemas';

describe('the field types of the designer', () => {
  it('are the registry types 0 to 28, and only the list drop-down takes a pre-value list', () => {
    expect([...FIELD_TYPE_NUMBERS].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, index) => index));
    expect(FIELD_TYPE_NUMBERS.filter(usesPreValueList)).toEqual([FieldType.listDropdown]);
  });
});

describe('FormMetaInputSchema', () => {
  it('fills the defaults and turns blank optional texts into null', () => {
    expect(FormMetaInputSchema.parse({ caption: ' Vieta ', captionEn: ' ', type: 18, formMetaPrevaluesListId: 5 })).toEqual({
      caption: 'Vieta',
      captionEn: null,
      mandatory: false,
      requiredErrorMessage: null,
      requiredErrorMessageEn: null,
      type: 18,
      formDataType: null,
      cssClass: null,
      dataSourceFieldKey: null,
      formMetaPrevaluesListId: 5,
      searchVisible: false,
      tableVisible: false,
      searchOrdering: 0,
      tableOrdering: 0,
    });
  });

  it('refuses a type outside the registry and a caption with NUL', () => {
    expect(FormMetaInputSchema.safeParse({ caption: 'A', type: 29 }).error?.issues[0]?.path).toEqual(['type']);
    expect(FormMetaInputSchema.safeParse({ caption: 'A\u0000', type: 0 }).error?.issues[0]?.message).toBe(ErrorCode.invalidCharacters);
  });

  it('reads list filters from a query string, the sort case-insensitively', () => {
    expect(FormMetaListInputSchema.parse({ type: '7', formId: '3', sort: 'Type', caption: '' })).toMatchObject({
      type: 7,
      formId: 3,
      sort: 'type',
      sortDirection: 'asc',
      caption: undefined,
    });
    expect(FormMetaListInputSchema.safeParse({ sort: 'password' }).success).toBe(false);
  });
});

describe('PreValueItemInputSchema', () => {
  it('needs a value and a name', () => {
    const issues = PreValueItemInputSchema.safeParse({ listId: 1, name: '', value: '' }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['name', 'value']);
  });
});
