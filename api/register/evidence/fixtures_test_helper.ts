/**
 * Small real files for the evidence tests: the images and the PDF of testdata/, a DOCX built with
 * jszip (the minimum Word opens: content types, package relations, the document), an XLSX written
 * by exceljs, CSV and text, and real executables to rename.
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";

const testdata = (name: string) => new URL(`./testdata/${name}`, import.meta.url);
const encoder = new TextEncoder();

/** The bytes of testdata/`name`. */
export const readFixture = (name: string): Promise<Uint8Array> => Deno.readFile(testdata(name));

const DOCX_PARTS: Record<string, string> = {
  "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
  "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
  "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body><w:p><w:r><w:t>Data retention policy, approved.</w:t></w:r></w:p></w:body>
</w:document>`,
};

/** A ZIP of `files` (name → text), deflated like office files are. */
export async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/** A minimal Word document. `extra` adds or replaces parts (e.g. a VBA project). */
export const docxBytes = (extra: Record<string, string | Uint8Array> = {}): Promise<Uint8Array> =>
  zipOf({ ...DOCX_PARTS, ...extra });

/** A one-sheet workbook written by exceljs. */
export async function xlsxBytes(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Controls");
  sheet.addRow(["Reference", "Control"]);
  sheet.addRow(["C-1", "Access reviews every quarter"]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A CSV export with a quoted field holding the delimiter. */
export const csvBytes = (): Uint8Array =>
  encoder.encode('reference,control,owner\r\nC-1,"Reviews, quarterly",Ana\r\nC-2,Backups,Jo\r\n');

/** Plain notes, with accents and tabs. */
export const txtBytes = (): Uint8Array =>
  encoder.encode("Audit notes\n\tSigned off by Zoë on 3 March.\nNo findings.\n");

/** A real ELF executable of this machine. */
export const elfBytes = (): Promise<Uint8Array> => Deno.readFile("/usr/bin/true");

/** The start of a Windows executable (DOS stub and PE header), enough for any sniffer. */
export function peBytes(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a], 0); // "MZ"
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true); // e_lfanew
  bytes.set([0x50, 0x45, 0, 0], 0x80); // "PE\0\0"
  return bytes;
}
