import { ErrorCode, type Numbering, type NumberingDetails, type NumberingInput } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, openSession, useDemoCallers } from '../../testing/test-caller';
import * as submissionsRepository from '../submissions/submissions.repository';

// Document numberings (admin-area/form-numbering) on the seeded demo: the admin (level 3, company SV),
// a level-2 designer of SV; NL is the other company. Seeded numberings are shared.
const api = useDemoCallers();
const BASE = '/api/admin-area/form-numbering';
let designer: AppCaller;
let designerToken: string;
let levelOneToken: string;
let levelZeroToken: string;
let adminUserId: number;
let sequence = 0;

function input(overrides: Partial<NumberingInput> = {}): NumberingInput {
  sequence += 1;
  return { code: `T${sequence}`, name: `Bandymas ${sequence}`, prefix: `T${sequence}-`, nextNumber: 1, figures: 4, ...overrides };
}

beforeAll(async () => {
  await createUser(api.harness.db, { username: 'numbering-designer', adminAccess: 2 });
  await createUser(api.harness.db, { username: 'numbering-level-one', adminAccess: 1 });
  await createUser(api.harness.db, { username: 'numbering-level-zero', adminAccess: 0 });
  designer = await callerAs(api.harness, 'numbering-designer');
  designerToken = await openSession(api.harness, 'numbering-designer');
  levelOneToken = await openSession(api.harness, 'numbering-level-one');
  levelZeroToken = await openSession(api.harness, 'numbering-level-zero');
  adminUserId = await userIdOf(api.harness.db, 'admin');
});

/** A form numbering its documents with the numbering. */
async function formUsing(numberingId: number): Promise<number> {
  const form = await createTestForm(api.harness.db, { name: 'Numeruojama forma' });
  await api.harness.db.updateTable('forms').set({ numbering_id: numberingId }).where('id', '=', form.formId).execute();
  return form.formId;
}

/** Files a document the way submit-form does: a number taken under the numbering's row lock. */
function file(numberingId: number) {
  return api.harness.db.transaction().execute((trx) => submissionsRepository.takeDocumentNumber(trx, numberingId, new Date()));
}

describe('REST rows of admin-area/form-numbering', () => {
  it('creates, reads, lists, changes, copies and deletes a numbering, with a sample of the next number', async () => {
    expect(successData(await api.client.get(`${BASE}/init`, designerToken))).toEqual({
      code: '',
      name: '',
      prefix: '',
      nextNumber: 1,
      figures: 5,
    });
    const created = successData<NumberingDetails>(
      await api.client.post(BASE, designerToken, { code: 'NDP', name: 'Nuotolinis darbas', prefix: 'NDP-', nextNumber: 7, figures: 5 }),
    );
    expect(created).toMatchObject({
      code: 'NDP',
      prefix: 'NDP-',
      nextNumber: 7,
      sample: 'NDP-00007',
      isShared: false,
      lastUsed: null,
      lowestNextNumber: 1,
    });
    const row = await api.harness.db.selectFrom('numberings').select('company_code').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.company_code).toBe('SV');

    expect(successData<NumberingDetails>(await api.client.get(`${BASE}/${created.id}`, designerToken))).toMatchObject({
      id: created.id,
      forms: [],
    });
    const changed = successData<NumberingDetails>(
      await api.client.put(`${BASE}/${created.id}`, designerToken, {
        code: 'NDP',
        name: 'Nuotolinis',
        prefix: 'ND-',
        nextNumber: 3,
        figures: 2,
      }),
    );
    expect(changed).toMatchObject({ name: 'Nuotolinis', sample: 'ND-03' });

    const page = await api.client.get(`${BASE}?search=nuotolinis&sort=code`, designerToken);
    expect(successData<Numbering[]>(page).map((numbering) => numbering.id)).toEqual([created.id]);
    expect(page.json().pagination).toMatchObject({ totalRecords: 1 });

    const copy = successData<NumberingDetails>(await api.client.post(`${BASE}/copy/${created.id}/Kopija`, designerToken));
    expect(copy).toMatchObject({ code: 'Kopija', name: 'Kopija', prefix: 'ND-', figures: 2, nextNumber: 1, isShared: false });
    expectValidationError(await api.client.post(`${BASE}/copy/${created.id}/Kopija`, designerToken), 'name', ErrorCode.codeTaken);

    expect(successData(await api.client.delete(`${BASE}/${copy.id}`, designerToken))).toEqual({ id: copy.id });
    expect((await api.client.get(`${BASE}/${copy.id}`, designerToken)).statusCode).toBe(404);
  });

  it('refuses administrators below level 2', async () => {
    expectPermissionDenied(await api.client.get(BASE, levelOneToken), 'level 1 list');
    expectPermissionDenied(await api.client.post(`${BASE}/copy/1/X`, levelZeroToken), 'level 0 copy');
    await expectDomainError(api.as.employee.numberings.create(input()), ErrorCode.permissionDenied);
  });

  it('answers validation errors by field', async () => {
    expectValidationError(await api.client.post(BASE, designerToken, input({ nextNumber: 0 })), 'nextNumber', ErrorCode.invalidValue);
    expectValidationError(await api.client.post(BASE, designerToken, input({ figures: 21 })), 'figures', ErrorCode.invalidValue);
    expectValidationError(await api.client.post(BASE, designerToken, input({ code: '' })), 'code', ErrorCode.fieldRequired);
    const taken = input();
    await designer.numberings.create(taken);
    expectValidationError(await api.client.post(BASE, designerToken, { ...input(), code: taken.code }), 'code', ErrorCode.codeTaken);
  });
});

describe('the next number', () => {
  it('never moves below a number already issued', async () => {
    const numbering = await designer.numberings.create(input({ prefix: 'NX-', nextNumber: 5 }));
    // Not used yet: any next number from 1.
    expect(
      (await designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'NX-', nextNumber: 2 }) })).nextNumber,
    ).toBe(2);
    expect(await file(numbering.id)).toBe('NX-0002');
    const details = await designer.numberings.get({ id: numbering.id });
    expect(details).toMatchObject({ nextNumber: 3, lowestNextNumber: 3, sample: 'NX-0003' });
    expect(details.lastUsed).toBeInstanceOf(Date);
    await expectFieldError(
      designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'NX-', nextNumber: 2 }) }),
      'nextNumber',
      ErrorCode.numberingBelowUsed,
    );
    expect(
      (await designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'NX-', nextNumber: 10 }) }))
        .nextNumber,
    ).toBe(10);
  });

  it('counts a stored document number with the prefix as used', async () => {
    const numbering = await designer.numberings.create(input({ prefix: 'ST/', nextNumber: 1 }));
    const form = await createTestForm(api.harness.db, { name: 'Saugoma forma' });
    await createTestSubmission(api.harness.db, { formId: form.formId, submittedBy: adminUserId, documentNo: 'ST/0041', state: 'New' });
    await createTestSubmission(api.harness.db, { formId: form.formId, submittedBy: adminUserId, documentNo: 'ST/ABC', state: 'New' });
    expect((await designer.numberings.get({ id: numbering.id })).lowestNextNumber).toBe(42);
    await expectFieldError(
      designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'ST/', nextNumber: 41 }) }),
      'nextNumber',
      ErrorCode.numberingBelowUsed,
    );
    expect(
      (await designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'ST/', nextNumber: 42 }) })).sample,
    ).toBe('ST/0042');
    // A copy starts above the company's stored numbers with the prefix, so none is issued twice.
    expect((await designer.numberings.copy({ id: numbering.id, name: 'ST kopija' })).nextNumber).toBe(42);
  });

  it('never lets a save racing a filing issue a number twice', async () => {
    const numbering = await designer.numberings.create(input({ prefix: 'RC-', nextNumber: 1 }));
    expect(await file(numbering.id)).toBe('RC-0001');
    // The filing holds the row lock while it takes number 2; the save read the row as next 2, last issued 1.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const numberTaken = new Promise<void>((resolve) => (taken = resolve));
    const filing = api.harness.db.transaction().execute(async (trx) => {
      const documentNo = await submissionsRepository.takeDocumentNumber(trx, numbering.id, new Date());
      taken();
      await held;
      return documentNo;
    });
    await numberTaken;
    const save = designer.numberings.update({ id: numbering.id, ...input({ code: numbering.code, prefix: 'RC-', nextNumber: 2 }) });
    const outcome = save.then(
      () => 'saved',
      () => 'refused',
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    expect(await filing).toBe('RC-0002');
    expect(await outcome).toBe('refused');
    await expectFieldError(save, 'nextNumber', ErrorCode.numberingBelowUsed);
    expect(await file(numbering.id)).toBe('RC-0003');
  });
});

describe('deleting, sharing and other companies', () => {
  it('refuses to delete a numbering a form uses', async () => {
    const numbering = await designer.numberings.create(input());
    await formUsing(numbering.id);
    expect((await designer.numberings.get({ id: numbering.id })).forms).toEqual([expect.objectContaining({ name: 'Numeruojama forma' })]);
    await expectDomainError(designer.numberings.delete({ id: numbering.id }), ErrorCode.cannotDeleteValidEntriesExist);
  });

  it('lets a level-2 designer copy a shared numbering into the company but not change it; level 3 may', async () => {
    const shared = await api.harness.db
      .insertInto('numberings')
      .values({ code: 'BENDRAS', name: 'Bendra', prefix: 'B-', figures: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await designer.numberings.get({ id: shared.id })).isShared).toBe(true);
    await expectDomainError(designer.numberings.update({ id: shared.id, ...input({ code: 'BENDRAS' }) }), ErrorCode.permissionDenied);
    await expectDomainError(designer.numberings.delete({ id: shared.id }), ErrorCode.permissionDenied);
    const copy = await designer.numberings.copy({ id: shared.id, name: 'Bendros kopija' });
    expect(copy).toMatchObject({ isShared: false, prefix: 'B-', figures: 3, nextNumber: 1, sample: 'B-001' });
    expect(await api.as.admin.numberings.update({ id: shared.id, ...input({ code: 'BENDRAS', name: 'Bendra 2' }) })).toMatchObject({
      name: 'Bendra 2',
      isShared: true,
    });
  });

  it("treats another company's numbering as one that does not exist", async () => {
    const foreign = await api.harness.db
      .insertInto('numberings')
      .values({ code: 'NLN', name: 'NL', company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectDomainError(api.as.admin.numberings.get({ id: foreign.id }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.numberings.update({ id: foreign.id, ...input() }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.numberings.delete({ id: foreign.id }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.numberings.copy({ id: foreign.id, name: 'Svetimo kopija' }), ErrorCode.recordNotFound);
    expect((await api.client.get(`${BASE}/${foreign.id}`, api.tokens.admin)).statusCode).toBe(404);
    expect((await api.as.admin.numberings.list({ rowsPerPage: 100 })).items.map((numbering) => numbering.id)).not.toContain(foreign.id);
  });
});
