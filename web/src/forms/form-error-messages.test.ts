import { i18n } from '@lingui/core';
import { FormErrorCode, ParentDayOffMessage } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { formIssueNotice, formIssueText } from './form-error-messages';

const field = { caption: 'Data nuo', requiredErrorMessage: 'Nurodykite pradžios datą' };

describe('form issue wording', () => {
  it('uses the field’s own required message, the caption leading the notice', () => {
    const issue = { fieldId: '1', code: FormErrorCode.required, params: { caption: 'Data nuo', message: 'Nurodykite pradžios datą' } };
    expect(formIssueText(i18n, issue, field)).toBe('Nurodykite pradžios datą');
    expect(formIssueNotice(i18n, issue, field)).toBe('Data nuo: Nurodykite pradžios datą');
    expect(formIssueText(i18n, issue, { caption: 'Pastabos' })).toBe('Nurodykite pradžios datą');
    expect(formIssueText(i18n, { fieldId: '1', code: FormErrorCode.required }, { caption: 'Pastabos' })).toBe('Šis laukas privalomas.');
  });

  it('fills in the parameters of a code', () => {
    expect(
      formIssueText(i18n, { fieldId: '1', code: FormErrorCode.dateOutOfRange, params: { min: '2026-05-04', max: '2027-04-20' } }, field),
    ).toBe('Pasirinkite datą nuo 2026-05-04 iki 2027-04-20.');
    expect(formIssueText(i18n, { fieldId: '1', code: FormErrorCode.tooManyParticipants }, field)).toBe(
      'Pasirinkite ne daugiau kaip 100 darbuotojų.',
    );
    activateLanguage('en');
    expect(
      formIssueText(
        i18n,
        { fieldId: '1', code: FormErrorCode.holidayToleranceToMinus, params: { tolerance: 0, reserveAfter: -2.5 } },
        field,
      ),
    ).toBe('Not enough holidays accumulated: after this leave the balance would be -2.5 days.');
  });

  it('words the parent day-off check by its own message key', () => {
    const issue = { fieldId: '1', code: FormErrorCode.parentDayOff, params: { message: ParentDayOffMessage.allowanceUsed } };
    expect(formIssueText(i18n, issue, field)).toBe('Šio mėnesio (ar ketvirčio) papildomos poilsio dienos jau išnaudotos.');
  });

  it('words the entered-dates messages with the dates, and an unknown one generally', () => {
    expect(
      formIssueText(
        i18n,
        { fieldId: '1', code: 'validation.errors.absence_exists', params: { from: '2026-05-04', to: '2026-05-08' } },
        field,
      ),
    ).toBe('Laikotarpiu nuo 2026-05-04 iki 2026-05-08 jau yra registruotų neatvykimų.');
    expect(
      formIssueText(
        i18n,
        { fieldId: '1', code: 'validation.errors.something_new', params: { from: '2026-05-04', to: '2026-05-08' } },
        field,
      ),
    ).toBe('Datų nuo 2026-05-04 iki 2026-05-08 pateikti negalima.');
    expect(formIssueText(i18n, { fieldId: '1', code: 'errors.document_not_found' }, field)).toBe('Dokumentas nerastas.');
    expect(formIssueText(i18n, { fieldId: '1', code: 'no.such.key' }, field)).toBe('Neteisinga reikšmė.');
  });
});
