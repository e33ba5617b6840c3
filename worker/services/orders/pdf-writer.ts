/**
 * A small top-to-bottom layout over pdf-lib for the order documents: A4 pages, Helvetica, headings, wrapped
 * paragraphs, label/value rows, an amounts table, address columns, and a footer with page numbers on every page.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { pdfSafe } from './pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_SPACE = 64;
const INK = rgb(0.08, 0.14, 0.18);
const SOFT = rgb(0.29, 0.36, 0.42);
const LINE = rgb(0.82, 0.86, 0.89);
const BRAND = rgb(0, 0.59, 0.78);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  soft?: boolean;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;

  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly boldFont: PDFFont;

  // Plain fields rather than parameter properties: the seed script runs this module in Node's type stripping.
  private constructor(doc: PDFDocument, regular: PDFFont, boldFont: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.boldFont = boldFont;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  static async create(title: string, createdAt: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfSafe(title));
    doc.setAuthor('CamperMarkt24');
    doc.setProducer('CamperMarkt24');
    doc.setCreator('CamperMarkt24');
    // Fixed dates: the same order always renders the same document.
    doc.setCreationDate(createdAt);
    doc.setModificationDate(createdAt);
    return new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.boldFont : this.regular;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  private ensure(height: number): void {
    if (this.y - height >= FOOTER_SPACE) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private draw(text: string, x: number, style: TextStyle): void {
    this.page.drawText(text, { x, y: this.y, size: style.size ?? 10, font: this.font(style), color: style.soft ? SOFT : INK });
  }

  /** Splits text into lines that fit `width` at the style's size (long words are cut). */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of pdfSafe(paragraph).split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The brand line and the document title. */
  title(title: string, subtitle?: string): void {
    this.page.drawText('CamperMarkt24', { x: MARGIN, y: this.y, size: 16, font: this.boldFont, color: BRAND });
    this.y -= 34;
    this.paragraph(title, { size: 18, bold: true });
    if (subtitle) this.paragraph(subtitle, { soft: true });
    this.gap(8);
  }

  heading(text: string): void {
    this.ensure(40);
    this.gap(6);
    this.paragraph(text, { size: 12, bold: true });
    this.gap(2);
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    for (const line of this.wrap(text, this.width, style)) {
      this.ensure(size * 1.45);
      this.y -= size;
      this.draw(line, MARGIN, style);
      this.y -= size * 0.45;
    }
  }

  /** Label on the left, value beside it; both wrap within their column. */
  rows(rows: [string, string][], labelWidth = 170): void {
    for (const [label, value] of rows) {
      const labels = this.wrap(label, labelWidth - 12, { soft: true });
      const values = this.wrap(value, this.width - labelWidth, {});
      const lines = Math.max(labels.length, values.length);
      this.ensure(14.5 * lines);
      for (let index = 0; index < lines; index += 1) {
        this.y -= index === 0 ? 10 : 14.5;
        const [labelLine, valueLine] = [labels[index], values[index]];
        if (labelLine) this.draw(labelLine, MARGIN, { soft: true });
        if (valueLine) this.draw(valueLine, MARGIN + labelWidth, {});
      }
      this.y -= 4.5;
    }
    this.gap(4);
  }

  /** Blocks of lines side by side (addresses, document data); the first line of each is bold. */
  columns(blocks: string[][]): void {
    const columnWidth = this.width / blocks.length;
    const wrapped = blocks.map((lines) => lines.flatMap((line, index) => this.wrap(line, columnWidth - 12, { bold: index === 0 })));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 14;
    this.ensure(height);
    wrapped.forEach((lines, column) => {
      lines.forEach((line, index) => {
        this.page.drawText(line, { x: MARGIN + column * columnWidth, y: this.y - 10 - index * 14, size: 10, font: index === 0 ? this.boldFont : this.regular, color: INK });
      });
    });
    this.y -= height + 6;
  }

  /** Amount lines with right-aligned values; a bold line gets a rule above it. */
  amounts(lines: { label: string; value: string; bold?: boolean }[]): void {
    for (const line of lines) {
      const style: TextStyle = { bold: line.bold ?? false };
      const labels = this.wrap(line.label, this.width - 120, style);
      this.ensure(15 * labels.length + 8);
      if (line.bold) this.rule();
      labels.forEach((label, index) => {
        this.y -= index === 0 ? 10 : 15;
        this.draw(label, MARGIN, style);
      });
      const value = pdfSafe(line.value);
      const valueWidth = this.font(style).widthOfTextAtSize(value, 10);
      this.page.drawText(value, { x: MARGIN + this.width - valueWidth, y: this.y, size: 10, font: this.font(style), color: INK });
      this.y -= 6;
    }
  }

  rule(): void {
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: LINE });
    this.y -= 4;
  }

  /** Writes the footer and page numbers on every page, then the file. */
  async finish(footer: string[], pageLabel: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN, y: 48 }, end: { x: A4[0] - MARGIN, y: 48 }, thickness: 0.6, color: LINE });
      footer.forEach((line, row) => page.drawText(pdfSafe(line), { x: MARGIN, y: 36 - row * 10, size: 7, font: this.regular, color: SOFT }));
      const label = pdfSafe(pageLabel(index + 1, pages.length));
      page.drawText(label, { x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(label, 7), y: 36, size: 7, font: this.regular, color: SOFT });
    });
    return this.doc.save();
  }
}
