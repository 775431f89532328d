import { FieldType } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../files/content-disposition';
import { detectFileType, extensionsOfType } from '../../files/detect-file-type';
import { nameMatchingType, safeFileName } from '../../files/file-names';
import { readableFieldValue } from './pdf/readable-field-value';
import { formatInstant, renderSubmissionPdf } from './pdf/submission-pdf';
import { extractPdfText } from './testing/pdf-text';

describe('detectFileType', () => {
  const bytes = (...values: (number | string)[]) =>
    Buffer.concat([
      ...values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
      Buffer.alloc(40),
    ]);

  it('reads the type from the signature, not the name', () => {
    expect(detectFileType(bytes('%PDF-1.4'), 'scan.jpg')).toBe('application/pdf');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo')).toBe('image/jpeg');
    expect(detectFileType(bytes('GIF89a'), 'a.gif')).toBe('image/gif');
    expect(detectFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'a.webp')).toBe('image/webp');
  });

  it('lets the extension choose only within a container format', () => {
    const zip = bytes(0x50, 0x4b, 0x03, 0x04);
    expect(detectFileType(zip, 'sutartis.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(detectFileType(zip, 'pasirasyta.adoc')).toBe('application/vnd.etsi.asic-e+zip');
    expect(detectFileType(zip, 'programa.jar')).toBeNull();
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'senas.xls')).toBe('application/vnd.ms-excel');
  });

  it('accepts UTF-8 text under a text extension only, and never an empty file', () => {
    expect(detectFileType(Buffer.from('vardas;pavardė\nŽydrūnas;Šimkus\n'), 'sarasas.csv')).toBe('text/csv');
    expect(detectFileType(Buffer.from('echo hi'), 'script.sh')).toBeNull();
    expect(detectFileType(Buffer.from([0x61, 0x00, 0x62]), 'a.txt')).toBeNull();
    expect(detectFileType(Buffer.from([0xc3, 0x28]), 'a.txt')).toBeNull();
    expect(detectFileType(Buffer.alloc(0), 'a.txt')).toBeNull();
  });
});

describe('safeFileName', () => {
  it('drops paths, control and bidirectional characters and the name separator', () => {
    expect(safeFileName('C:\\Users\\jonas\\pažyma.pdf')).toBe('pažyma.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a;b.pdf')).toBe('a_b.pdf');
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('  ')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName(undefined)).toBe('file');
  });

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const name = safeFileName(`${'ą'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('ą.pdf')).toBe(true);
  });
});

describe('nameMatchingType', () => {
  it('keeps a name whose extension is one of the type, in any case', () => {
    expect(nameMatchingType('nuotrauka.jpeg', 'image/jpeg')).toBe('nuotrauka.jpeg');
    expect(nameMatchingType('NUOTRAUKA.JPG', 'image/jpeg')).toBe('NUOTRAUKA.JPG');
    expect(nameMatchingType('pasirasyta.adoc', 'application/vnd.etsi.asic-e+zip')).toBe('pasirasyta.adoc');
  });

  it('replaces an extension of another type and adds one where there is none', () => {
    expect(nameMatchingType('report.pdf', 'image/png')).toBe('report.png');
    expect(nameMatchingType('invoice.exe', 'application/pdf')).toBe('invoice.pdf');
    expect(nameMatchingType('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(nameMatchingType('version 1.2', 'application/pdf')).toBe('version 1.2.pdf');
    expect(nameMatchingType('.pdf', 'image/png')).toBe('.pdf.png');
  });

  it('stays within 200 characters and leaves types outside the allowlist alone', () => {
    const long = nameMatchingType('ž'.repeat(200), 'application/pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('ž.pdf')).toBe(true);
    expect(nameMatchingType('duomenys.xml', 'application/xml')).toBe('duomenys.xml');
  });

  it('knows an extension for every type the allowlist detects', () => {
    for (const mimeType of ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'text/csv', 'application/msword']) {
      expect(extensionsOfType(mimeType).length, mimeType).toBeGreaterThan(0);
    }
    expect(extensionsOfType('image/tiff')).toEqual(['tif', 'tiff']);
  });
});

describe('attachmentDisposition', () => {
  it('names the file in UTF-8 for browsers and in plain ASCII for the rest', () => {
    expect(attachmentDisposition('Ąžuolų gatvė 5.pdf')).toBe(
      `attachment; filename="Azuolu gatve 5.pdf"; filename*=UTF-8''%C4%84%C5%BEuol%C5%B3%20gatv%C4%97%205.pdf`,
    );
    expect(attachmentDisposition('plain-name_1.txt')).toBe(`attachment; filename="plain-name_1.txt"; filename*=UTF-8''plain-name_1.txt`);
  });

  it('lets nothing end the header or the value: quotes, backslashes, controls and separators are replaced or encoded', () => {
    expect(attachmentDisposition('a"b\\c;d%e\r\nf(g)*\'h.pdf')).toBe(
      `attachment; filename="a_b_c_d_ef(g)*'h.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25ef%28g%29%2A%27h.pdf`,
    );
    expect(attachmentDisposition('\u202E\u0000 ')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
    expect(attachmentDisposition('日本.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`);
  });
});

describe('readableFieldValue', () => {
  it('prints multi-value types a row a line, and anything unreadable as stored', () => {
    expect(readableFieldValue(FieldType.checkbox, 'false', 'en')).toEqual(['No']);
    expect(readableFieldValue(FieldType.multipleCheckbox, '["A","B"]', 'lt')).toEqual(['A', 'B']);
    expect(
      readableFieldValue(
        FieldType.tripTime,
        JSON.stringify([{ dateFrom: '2026-12-01', timeFrom: '08:00', timeTo: '17:30', timeCalculated: 9.5 }]),
        'lt',
      ),
    ).toEqual(['2026-12-01 08:00 – 17:30 (9.50 val.)']);
    expect(
      readableFieldValue(FieldType.nonWorkingHours, JSON.stringify([{ dateFrom: '2026-12-06', timeFrom: '18:00', timeTo: '20:00' }]), 'en'),
    ).toEqual(['2026-12-06 18:00 – 20:00']);
    expect(readableFieldValue(FieldType.advancePayment, JSON.stringify({ selected: true, amount: 150 }), 'lt')).toEqual([
      'Taip, 150.00 EUR',
    ]);
    expect(readableFieldValue(FieldType.advancePayment, JSON.stringify({ selected: false, amount: null }), 'en')).toEqual(['No']);
    expect(
      readableFieldValue(
        FieldType.vehicle,
        JSON.stringify({
          vehicleUse: 2,
          vehicleModel: '',
          fuelRate: null,
          kmTraveled: null,
          fuelUsed: null,
          engineSize: null,
          fuelType: '',
          regDate: '',
          category: '',
        }),
        'en',
      ),
    ).toEqual(['Company car']);
    expect(readableFieldValue(FieldType.participants, '[broken', 'lt')).toEqual(['[broken']);
    expect(readableFieldValue(FieldType.text, 'pirma\nantra', 'lt')).toEqual(['pirma', 'antra']);
    expect(readableFieldValue(FieldType.text, '', 'lt')).toEqual([]);
    expect(readableFieldValue(99, 'kita', 'lt')).toEqual(['kita']);
  });
});

describe('renderSubmissionPdf', () => {
  it('breaks onto more pages when the fields do not fit, and writes dates in the business time zone', async () => {
    const pdf = await renderSubmissionPdf({
      language: 'en',
      formName: 'Business trip',
      documentNo: null,
      state: 'Approved',
      createdAt: new Date('2026-11-20T22:30:00Z'),
      updatedAt: new Date('2026-11-21T06:00:00Z'),
      dateFrom: null,
      dateTo: null,
      initiator: 'Jonas Jonaitis (SV0012)',
      employee: null,
      fields: Array.from({ length: 80 }, (_, index) => ({
        caption: `Laukas ${index + 1}`,
        lines: index % 2 ? [] : [`Reikšmė ${index + 1}`],
      })),
      generatedAt: new Date('2026-11-21T07:00:00Z'),
      timeZone: 'Europe/Vilnius',
    });
    const { pageCount, lines } = extractPdfText(pdf);
    expect(pageCount).toBeGreaterThan(1);
    expect(lines[0]).toBe('Business trip');
    expect(lines).toEqual(expect.arrayContaining(['Approved', '2026-11-21 00:30', 'Laukas 80', 'Reikšmė 79', '—']));
    expect(formatInstant(new Date('2026-07-01T21:15:00Z'), 'Europe/Vilnius')).toBe('2026-07-02 00:15');
  });
});
