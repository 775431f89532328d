import { defaultEmployeeMenu } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { findActiveItem } from './active-route';
import { menuItemLabels } from './menu-labels';

describe('menu labels', () => {
  it('name every item of the default employee menu', () => {
    const keys = defaultEmployeeMenu.sections.flatMap((section) => section.items.map((item) => item.key));
    expect(keys.filter((key) => !menuItemLabels[key])).toEqual([]);
  });
});

describe('findActiveItem', () => {
  const sections = defaultEmployeeMenu.sections;

  it('picks the longest route covering the address', () => {
    expect(findActiveItem(sections, '/personal-info/payslips')?.item.key).toBe('payslips');
    expect(findActiveItem(sections, '/personal-info')?.item.key).toBe('personalInformation');
    expect(findActiveItem(sections, '/messages/view-message/4')?.item.key).toBe('messages');
  });

  it('does not match a route that is only a prefix of another word', () => {
    expect(findActiveItem(sections, '/homework')).toBeNull();
    expect(findActiveItem(sections, '/settings')).toBeNull();
  });
});
