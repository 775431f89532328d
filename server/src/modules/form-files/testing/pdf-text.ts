import { inflateSync } from 'node:zlib';

// Just enough of a PDF reader for tests of the PDFs pdfkit writes: objects, (deflated) streams,
// the ToUnicode maps of embedded fonts and the text operators of page contents. Not a general parser.

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream\n', start);
    if (streamAt >= 0 && streamAt < end) {
      const dictionary = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
      const dataStart = streamAt + 'stream\n'.length;
      const raw = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
      // Binary stream data may contain anything: resume after it.
      header.lastIndex = dataStart + length;
    } else {
      objects.set(Number(match[1]), { dictionary: text.slice(start, end), stream: null });
      header.lastIndex = end;
    }
  }
  return objects;
}

function unicodeOf(hex: string): string {
  let result = '';
  for (let index = 0; index < hex.length; index += 4) result += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
  return result;
}

/** Code → text of a ToUnicode CMap (bfchar entries and both bfrange forms). */
function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(entry[1]!, 16);
      const last = parseInt(entry[2]!, 16);
      const target = entry[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((value, offset) => map.set(first + offset, unicodeOf(value[1]!)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(entry[1]!, 16), unicodeOf(entry[2]!));
  }
  return map;
}

export interface PdfContent {
  pageCount: number;
  /** Each text-showing operation on its own line, in page order. */
  lines: string[];
  text: string;
}

/** The text of a pdfkit PDF whose fonts are embedded with ToUnicode maps (as pdfkit always writes them). */
export function extractPdfText(pdf: Buffer): PdfContent {
  const objects = objectsOf(pdf);
  const fontsByName = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const reference of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(reference[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dictionary);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) fontsByName.set(reference[1]!, cmapOf(cmap.toString('latin1')));
    }
  }
  const pages = [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.dictionary));
  const lines: string[] = [];
  for (const page of pages) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dictionary);
    const stream = contents && objects.get(Number(contents[1]))?.stream;
    if (!stream) continue;
    let cmap = new Map<number, string>();
    for (const operation of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (operation[1]) {
        cmap = fontsByName.get(operation[1]) ?? new Map();
        continue;
      }
      const hex =
        operation[2] !== undefined ? [...operation[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('') : operation[3]!;
      let line = '';
      for (let index = 0; index < hex.length; index += 4) line += cmap.get(parseInt(hex.slice(index, index + 4), 16)) ?? '\uFFFD';
      lines.push(line);
    }
  }
  const pagesObject = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary));
  const pageCount = Number(/\/Count (\d+)/.exec(pagesObject?.dictionary ?? '')?.[1] ?? 0);
  return { pageCount, lines, text: lines.join('\n') };
}
