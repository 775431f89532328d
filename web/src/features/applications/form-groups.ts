import { type FormGroup, type FormSummary, localized } from '@portal/shared';

/** A form group of the menu tree with the names of the groups above it, for a flat list of cards or options. */
export interface FlatFormGroup {
  id: number;
  /** The group's name after its parents' names ("Leave / Annual"). */
  path: string;
  forms: FormSummary[];
}

const PATH_SEPARATOR = ' / ';

/** The groups of a menu tree in tree order, nested ones flattened with their path; groups without forms of their own are left out. */
export function flattenFormGroups(groups: readonly FormGroup[], language: string, parentPath = ''): FlatFormGroup[] {
  return groups.flatMap((group) => {
    const name = localized(group.name, group.nameEn, language);
    const path = parentPath === '' ? name : `${parentPath}${PATH_SEPARATOR}${name}`;
    const forms = group.forms.filter((form) => !form.archived);
    const own: FlatFormGroup[] = forms.length > 0 ? [{ id: group.id, path, forms }] : [];
    return [...own, ...flattenFormGroups(group.groups, language, path)];
  });
}
