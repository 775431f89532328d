import { ErrorCode, FieldType, type PreValueList, type PreValueListDetails } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, openSession, useDemoCallers } from '../../testing/test-caller';

// Pre-value lists and their items (admin-area/form-meta-prevalues) on the seeded demo: the admin
// (level 3, company SV), a level-2 designer of SV, and lists of the other company NL.
const api = useDemoCallers();
const BASE = '/api/admin-area/form-meta-prevalues';
let designer: AppCaller;
let designerToken: string;
let levelOneToken: string;
let levelZeroToken: string;

beforeAll(async () => {
  await createUser(api.harness.db, { username: 'list-designer', adminAccess: 2 });
  await createUser(api.harness.db, { username: 'list-level-one', adminAccess: 1 });
  await createUser(api.harness.db, { username: 'list-level-zero', adminAccess: 0 });
  designer = await callerAs(api.harness, 'list-designer');
  designerToken = await openSession(api.harness, 'list-designer');
  levelOneToken = await openSession(api.harness, 'list-level-one');
  levelZeroToken = await openSession(api.harness, 'list-level-zero');
});

function itemsOf(list: PreValueListDetails) {
  return list.items.map((item) => [item.value, item.isDefault]);
}

async function foreignList(companyCode: string | null): Promise<number> {
  const row = await api.harness.db
    .insertInto('pre_value_lists')
    .values({ name: 'Svetimas sąrašas', company_code: companyCode })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.harness.db.insertInto('pre_value_items').values({ list_id: row.id, name: 'Vienas', value: 'ONE' }).execute();
  return row.id;
}

describe('REST rows of admin-area/form-meta-prevalues', () => {
  it('creates a list, edits, reorders and deletes its items, and deletes the list', async () => {
    expect(successData(await api.client.get(`${BASE}/init`, designerToken))).toEqual({ name: '', nameEn: null });
    const created = successData<PreValueListDetails>(
      await api.client.post(BASE, designerToken, { name: 'Darbo vieta', nameEn: 'Work place' }),
    );
    expect(created).toMatchObject({ name: 'Darbo vieta', nameEn: 'Work place', isShared: false, itemsCount: 0, items: [] });
    const id = created.id;

    successData(
      await api.client.post(`${BASE}/${id}/items`, designerToken, { name: 'Namai', nameEn: 'Home', value: 'HOME', isDefault: true }),
    );
    const two = successData<PreValueListDetails>(
      await api.client.post(`${BASE}/${id}/items`, designerToken, { name: 'Biuras', value: 'OFFICE' }),
    );
    expect(itemsOf(two)).toEqual([
      ['HOME', true],
      ['OFFICE', false],
    ]);
    const [home, office] = two.items;

    const edited = successData<PreValueListDetails>(
      await api.client.put(`${BASE}/${id}/items/${office!.id}`, designerToken, { name: 'Biuras', value: 'OFFICE-2', isDefault: true }),
    );
    expect(itemsOf(edited)).toEqual([
      ['HOME', false],
      ['OFFICE-2', true],
    ]);
    const reordered = successData<PreValueListDetails>(
      await api.client.post(`${BASE}/${id}/items/reorder`, designerToken, { itemIds: [office!.id, home!.id] }),
    );
    expect(reordered.items.map((item) => item.id)).toEqual([office!.id, home!.id]);

    const renamed = successData<PreValueListDetails>(await api.client.put(`${BASE}/${id}`, designerToken, { name: 'Vieta' }));
    expect(renamed).toMatchObject({ name: 'Vieta', nameEn: null, itemsCount: 2 });

    const page = await api.client.get(`${BASE}?name=vieta&sort=name`, designerToken);
    expect(successData<PreValueList[]>(page)).toEqual([expect.objectContaining({ id, itemsCount: 2, metasCount: 0 })]);
    expect(successData<PreValueListDetails>(await api.client.get(`${BASE}/${id}`, designerToken)).items).toHaveLength(2);

    const afterDelete = successData<PreValueListDetails>(await api.client.delete(`${BASE}/${id}/items/${home!.id}`, designerToken));
    expect(itemsOf(afterDelete)).toEqual([['OFFICE-2', true]]);
    expect(successData(await api.client.delete(`${BASE}/${id}`, designerToken))).toEqual({ id });
    expect((await api.client.get(`${BASE}/${id}`, designerToken)).statusCode).toBe(404);
  });

  it('refuses administrators below level 2', async () => {
    expectPermissionDenied(await api.client.get(BASE, levelOneToken), 'level 1 list');
    expectPermissionDenied(await api.client.post(BASE, levelZeroToken, { name: 'X' }), 'level 0 create');
    await expectDomainError(api.as.employee.preValueLists.list({}), ErrorCode.permissionDenied);
  });

  it('answers validation errors by field', async () => {
    expectValidationError(await api.client.post(BASE, designerToken, { name: '' }), 'name', ErrorCode.fieldRequired);
    expectValidationError(
      await api.client.post(`${BASE}/abc/items`, designerToken, { name: 'A', value: 'A' }),
      'listId',
      ErrorCode.invalidValue,
    );
    expectValidationError(
      await api.client.post(`${BASE}/1/items`, designerToken, { name: 'A', value: '' }),
      'value',
      ErrorCode.fieldRequired,
    );
  });
});

describe('the items of a list', () => {
  it('keeps at most one default item: setting one clears the other', async () => {
    const list = await designer.preValueLists.create({ name: 'Numatytieji' });
    await designer.preValueLists.createItem({ listId: list.id, name: 'A', value: 'A', isDefault: true });
    const withB = await designer.preValueLists.createItem({ listId: list.id, name: 'B', value: 'B', isDefault: true });
    expect(itemsOf(withB)).toEqual([
      ['A', false],
      ['B', true],
    ]);
    const a = withB.items[0]!;
    const back = await designer.preValueLists.updateItem({ listId: list.id, id: a.id, name: 'A', value: 'A', isDefault: true });
    expect(itemsOf(back)).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });

  it('keeps one default when two saves set different defaults at the same moment', async () => {
    const list = await designer.preValueLists.create({ name: 'Lenktynės' });
    const first = await designer.preValueLists.createItem({ listId: list.id, name: 'A', value: 'A' });
    const second = await designer.preValueLists.createItem({ listId: list.id, name: 'B', value: 'B' });
    const [a, b] = second.items;
    await Promise.all([
      designer.preValueLists.updateItem({ listId: list.id, id: a!.id, name: 'A', value: 'A', isDefault: true }),
      api.as.admin.preValueLists.updateItem({ listId: list.id, id: b!.id, name: 'B', value: 'B', isDefault: true }),
    ]);
    const after = await designer.preValueLists.get({ id: list.id });
    expect(after.items.filter((item) => item.isDefault)).toHaveLength(1);
    expect(first.items).toHaveLength(1);
  });

  it('refuses a value another item of the list has, also from two saves at once', async () => {
    const list = await designer.preValueLists.create({ name: 'Reikšmės' });
    await designer.preValueLists.createItem({ listId: list.id, name: 'A', value: 'SAME' });
    await expectFieldError(
      designer.preValueLists.createItem({ listId: list.id, name: 'B', value: 'SAME' }),
      'value',
      ErrorCode.preValueTaken,
    );
    const results = await Promise.allSettled([
      designer.preValueLists.createItem({ listId: list.id, name: 'C', value: 'TWICE' }),
      api.as.admin.preValueLists.createItem({ listId: list.id, name: 'D', value: 'TWICE' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await designer.preValueLists.get({ id: list.id })).items.map((item) => item.value)).toEqual(['SAME', 'TWICE']);
    // The same value in another list is fine.
    const other = await designer.preValueLists.create({ name: 'Kitas' });
    expect(itemsOf(await designer.preValueLists.createItem({ listId: other.id, name: 'A', value: 'SAME' }))).toEqual([['SAME', false]]);
  });

  it('reorders only with every item of the list, each once', async () => {
    const list = await designer.preValueLists.create({ name: 'Tvarka' });
    await designer.preValueLists.createItem({ listId: list.id, name: 'A', value: 'A' });
    const full = await designer.preValueLists.createItem({ listId: list.id, name: 'B', value: 'B' });
    const [a, b] = full.items.map((item) => item.id);
    await expectFieldError(designer.preValueLists.reorderItems({ listId: list.id, itemIds: [a!] }), 'itemIds');
    await expectFieldError(designer.preValueLists.reorderItems({ listId: list.id, itemIds: [a!, a!] }), 'itemIds');
    expect((await designer.preValueLists.reorderItems({ listId: list.id, itemIds: [b!, a!] })).items.map((item) => item.value)).toEqual([
      'B',
      'A',
    ]);
  });

  it('answers not found for an item of another list', async () => {
    const one = await designer.preValueLists.create({ name: 'Pirmas' });
    const two = await designer.preValueLists.create({ name: 'Antras' });
    const item = (await designer.preValueLists.createItem({ listId: one.id, name: 'A', value: 'A' })).items[0]!;
    await expectDomainError(designer.preValueLists.deleteItem({ listId: two.id, id: item.id }), ErrorCode.recordNotFound);
    await expectDomainError(
      designer.preValueLists.updateItem({ listId: two.id, id: item.id, name: 'A', value: 'A' }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('deleting, sharing and other companies', () => {
  it('refuses to delete a list a field uses', async () => {
    const list = await designer.preValueLists.create({ name: 'Naudojamas' });
    await designer.formMetas.create({ caption: 'Su sąrašu', type: FieldType.listDropdown, formMetaPrevaluesListId: list.id });
    expect((await designer.preValueLists.get({ id: list.id })).metasCount).toBe(1);
    await expectDomainError(designer.preValueLists.delete({ id: list.id }), ErrorCode.cannotDeleteValidEntriesExist);
  });

  it('lets a level-2 designer read a shared list but not change it or its items; level 3 may', async () => {
    const id = await foreignList(null);
    const shared = await designer.preValueLists.get({ id });
    expect(shared.isShared).toBe(true);
    await expectDomainError(designer.preValueLists.update({ id, name: 'X' }), ErrorCode.permissionDenied);
    await expectDomainError(designer.preValueLists.delete({ id }), ErrorCode.permissionDenied);
    await expectDomainError(designer.preValueLists.createItem({ listId: id, name: 'B', value: 'B' }), ErrorCode.permissionDenied);
    await expectDomainError(designer.preValueLists.deleteItem({ listId: id, id: shared.items[0]!.id }), ErrorCode.permissionDenied);
    expect(await api.as.admin.preValueLists.update({ id, name: 'Bendras' })).toMatchObject({ name: 'Bendras', isShared: true });
  });

  it("treats another company's list as one that does not exist", async () => {
    const id = await foreignList('NL');
    await expectDomainError(api.as.admin.preValueLists.get({ id }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.preValueLists.update({ id, name: 'X' }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.preValueLists.delete({ id }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.preValueLists.createItem({ listId: id, name: 'B', value: 'B' }), ErrorCode.recordNotFound);
    expect((await api.as.admin.preValueLists.list({ rowsPerPage: 100 })).items.map((list) => list.id)).not.toContain(id);
  });
});
