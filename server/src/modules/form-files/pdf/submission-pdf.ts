import { createRequire } from 'node:module';
import { type SubmissionState, zonedParts } from '@portal/shared';
import PDFDocument from 'pdfkit';
import type { PdfLanguage } from './readable-field-value';

// DejaVu Sans covers the Lithuanian letters (ąčęėįšųūž) the PDF standard fonts lack; pdfkit embeds
// only the glyphs a document uses.
const require = createRequire(import.meta.url);
const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface SubmissionPdfField {
  caption: string;
  lines: string[];
}

/** Everything the printed submission shows, already in readable form. */
export interface SubmissionPdfModel {
  language: PdfLanguage;
  formName: string;
  documentNo: string | null;
  state: SubmissionState;
  createdAt: Date;
  updatedAt: Date;
  dateFrom: string | null;
  dateTo: string | null;
  initiator: string | null;
  employee: string | null;
  fields: SubmissionPdfField[];
  generatedAt: Date;
  timeZone: string;
}

const LABELS = {
  lt: {
    state: 'Būsena',
    created: 'Sukurta',
    updated: 'Atnaujinta',
    period: 'Laikotarpis',
    initiator: 'Inicijavo',
    employee: 'Darbuotojas',
    generated: 'Dokumentas suformuotas',
    states: {
      Draft: 'Juodraštis',
      New: 'Naujas',
      InProgress: 'Vykdomas',
      Approved: 'Patvirtintas',
      Rejected: 'Atmestas',
      Cancelled: 'Atšauktas',
    },
  },
  en: {
    state: 'State',
    created: 'Created',
    updated: 'Updated',
    period: 'Period',
    initiator: 'Initiated by',
    employee: 'Employee',
    generated: 'Document generated',
    states: { Draft: 'Draft', New: 'New', InProgress: 'In progress', Approved: 'Approved', Rejected: 'Rejected', Cancelled: 'Cancelled' },
  },
} as const satisfies Record<PdfLanguage, unknown>;

/** 'YYYY-MM-DD HH:mm' in the business time zone (spec 1 §9 formats). */
export function formatInstant(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = zonedParts(instant, timeZone, 'minute');
  const twoDigits = (value: number | undefined) => String(value).padStart(2, '0');
  return `${year}-${twoDigits(month)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

export function submissionPdfTitle(model: Pick<SubmissionPdfModel, 'formName' | 'documentNo'>): string {
  return model.documentNo ? `${model.formName} ${model.documentNo}` : model.formName;
}

const EMPTY_VALUE = '—';

/** Renders the submission as an A4 PDF: title, state, dates, initiator, then every field and its value. */
export function renderSubmissionPdf(model: SubmissionPdfModel): Promise<Buffer> {
  const labels = LABELS[model.language];
  const title = submissionPdfTitle(model);
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: REGULAR_FONT,
    lang: model.language,
    displayTitle: true,
    info: { Title: title, Creator: 'Portal', CreationDate: model.generatedAt },
  });
  document.registerFont('regular', REGULAR_FONT);
  document.registerFont('bold', BOLD_FONT);

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('bold').fontSize(16).text(title);
  document.moveDown(0.5);

  const details: [string, string | null][] = [
    [labels.state, labels.states[model.state]],
    [labels.created, formatInstant(model.createdAt, model.timeZone)],
    [labels.updated, formatInstant(model.updatedAt, model.timeZone)],
    [labels.period, model.dateFrom || model.dateTo ? [model.dateFrom, model.dateTo].filter(Boolean).join(' – ') : null],
    [labels.initiator, model.initiator],
    [labels.employee, model.employee],
  ];
  for (const [label, value] of details) {
    if (value === null) continue;
    document.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
  }

  document.moveDown(0.5);
  const left = document.page.margins.left;
  const right = document.page.width - document.page.margins.right;
  document.moveTo(left, document.y).lineTo(right, document.y).lineWidth(0.5).strokeColor('#888888').stroke();
  document.moveDown(0.5);

  for (const field of model.fields) {
    document.font('bold').fontSize(10).fillColor('#000000').text(field.caption);
    document.font('regular').fontSize(10);
    const lines = field.lines.length > 0 ? field.lines : [EMPTY_VALUE];
    for (const line of lines) document.text(line, { indent: 12, indentAllLines: true });
    document.moveDown(0.4);
  }

  document.moveDown(1);
  document
    .font('regular')
    .fontSize(8)
    .fillColor('#666666')
    .text(`${labels.generated}: ${formatInstant(model.generatedAt, model.timeZone)}`);
  document.end();
  return finished;
}
