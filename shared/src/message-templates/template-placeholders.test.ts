import { describe, expect, it } from 'vitest';
import { SaveMessageTemplateInputSchema, templatePlaceholders } from './message-templates.schemas';
import { MessageTemplateType, unknownPlaceholders } from './template-placeholders';

describe('template placeholders', () => {
  it('names the placeholders a type does not fill, once each, in order', () => {
    expect(unknownPlaceholders('{documentNo} {salary} {link} {salary} {iban}', MessageTemplateType.workflowNotification)).toEqual([
      'salary',
      'iban',
    ]);
    expect(unknownPlaceholders('{username}: {link}', MessageTemplateType.systemMail)).toEqual([]);
    expect(unknownPlaceholders('{documentNo}', MessageTemplateType.systemMail)).toEqual(['documentNo']);
    // Braces that are not a placeholder (CSS, JSON) are text.
    expect(unknownPlaceholders('{ color: red } {1abc}', MessageTemplateType.workflowNotification)).toEqual([]);
  });

  it('lists each placeholder with a Lithuanian and an English explanation', () => {
    for (const type of [MessageTemplateType.workflowNotification, MessageTemplateType.systemMail]) {
      for (const placeholder of templatePlaceholders(type)) {
        expect(placeholder.descriptionLt.length, placeholder.name).toBeGreaterThan(5);
        expect(placeholder.descriptionEn.length, placeholder.name).toBeGreaterThan(5);
      }
    }
  });

  it('refuses saving a template with an unknown placeholder on the field that has it', () => {
    const base = { code: 'a.b', type: 0, subjectLt: 'S {documentNo}', subjectEn: 'S', textLt: 'T', textEn: 'T' };
    expect(SaveMessageTemplateInputSchema.safeParse(base).success).toBe(true);
    const refused = SaveMessageTemplateInputSchema.safeParse({ ...base, textEn: 'Hello {salary}' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['textEn', 'validation.unknown_placeholder'],
    ]);
    expect(SaveMessageTemplateInputSchema.safeParse({ ...base, code: 'bad code' }).success).toBe(false);
    expect(SaveMessageTemplateInputSchema.safeParse({ ...base, type: '1' }).success).toBe(false);
  });
});
