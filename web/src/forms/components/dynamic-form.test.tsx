import { DataSourceFieldKey, FieldType } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aField, aForm } from '../testing/form-fixtures';
import { renderForm } from '../testing/render-form';

const leaveForm = () =>
  aForm([
    aField(1, FieldType.text, { formMeta: { caption: 'Darbuotojo pareigos' } }),
    aField(2, FieldType.date, { formMeta: { caption: 'Data nuo', dataSourceFieldKey: DataSourceFieldKey.dateFrom } }),
    aField(3, FieldType.date, { formMeta: { caption: 'Data iki', dataSourceFieldKey: DataSourceFieldKey.dateTo } }),
    aField(4, FieldType.annualLeaveCalculation, { formMeta: { caption: 'Atostogų dienos' } }),
    aField(5, FieldType.annualLeaveBalance, { formMeta: { caption: 'Atostogų likutis' } }),
    aField(6, FieldType.textArea, { formMeta: { caption: 'Pastabos' } }),
    aField(7, FieldType.upload, { formMeta: { caption: 'Priedai prie prašymo' } }),
  ]);

/** The row of fields a control sits in. */
function rowOf(element: HTMLElement): HTMLElement | null {
  return element.closest('[data-field-row]');
}

/** A row's columns from the sm breakpoint up, as Mantine's SimpleGrid writes them in the style tag before it. */
function desktopColumnsOf(row: HTMLElement): number {
  const css = row.previousElementSibling?.tagName === 'STYLE' ? (row.previousElementSibling.textContent ?? '') : '';
  return Number(/@media\(min-width: 48em\)\{[^{]+\{--sg-cols:(\d+);/.exec(css)?.[1]);
}

describe('the form layout', () => {
  it('groups the fields in sections under headings, the first one needing none', async () => {
    renderForm(leaveForm());
    const period = (await screen.findByRole('heading', { level: 2, name: 'Laikotarpis' })).closest('section')!;
    expect(within(period).getByRole('textbox', { name: 'Data nuo' })).toBeInTheDocument();
    expect(within(period).getByRole('textbox', { name: 'Atostogų likutis' })).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 2, name: 'Papildoma informacija' }).closest('section')!;
    expect(within(details).getByRole('textbox', { name: 'Pastabos' })).toBeInTheDocument();
    const attachments = screen.getByRole('heading', { level: 2, name: 'Priedai' }).closest('section')!;
    expect(within(attachments).getByLabelText('Priedai prie prašymo')).toBeInTheDocument();
    // The field before the period sits in a section of its own without a heading.
    const first = screen.getByRole('textbox', { name: 'Darbuotojo pareigos' }).closest('section')!;
    expect(within(first).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('puts the dates side by side, and the leave days beside the balance', async () => {
    renderForm(leaveForm());
    const from = await screen.findByRole('textbox', { name: 'Data nuo' });
    expect(rowOf(from)).not.toBeNull();
    expect(rowOf(from)).toBe(rowOf(screen.getByRole('textbox', { name: 'Data iki' })));
    expect(desktopColumnsOf(rowOf(from)!)).toBe(2);
    const days = screen.getByRole('textbox', { name: 'Atostogų dienos' });
    expect(rowOf(days)).toBe(rowOf(screen.getByRole('textbox', { name: 'Atostogų likutis' })));
    expect(rowOf(days)).not.toBe(rowOf(from));
  });

  it('keeps a short field alone at half the width, and lets free text take the whole width', async () => {
    renderForm(leaveForm());
    const role = await screen.findByRole('textbox', { name: 'Darbuotojo pareigos' });
    // One field in a row of two columns (Mantine's SimpleGrid writes the count as a variable).
    expect(rowOf(role)!.children).toHaveLength(1);
    expect(desktopColumnsOf(rowOf(role)!)).toBe(2);
    expect(rowOf(screen.getByRole('textbox', { name: 'Pastabos' }))).toBeNull();
  });

  it('shows the counted figures as filled read-only boxes that say where their numbers come from', async () => {
    renderForm(leaveForm());
    const days = await screen.findByRole('textbox', { name: 'Atostogų dienos' });
    expect(days).toHaveAttribute('readonly');
    expect(days).toHaveAttribute('placeholder', 'Skaičiuojama pagal datas');
    expect(days).toHaveAttribute('data-variant', 'filled');
  });
});
