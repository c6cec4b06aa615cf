/**
 * Evidence files of the compliance register (issue 29): the size limit, the accepted types and the
 * refusal messages, shared by the upload route and the web form that checks a file before sending.
 */
import { z } from "zod";

/** The largest evidence file accepted: 10 MiB (the "at most 10 MB"). */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

/** The longest file name kept, in UTF-16 code units (what most file systems allow). */
export const EVIDENCE_NAME_MAX = 255;

/** The accepted kinds of file, each with the media type it is served as. */
export const EVIDENCE_TYPES = {
  pdf: { label: "PDF", mime: "application/pdf" },
  docx: {
    label: "DOCX",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xlsx: {
    label: "XLSX",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  csv: { label: "CSV", mime: "text/csv; charset=utf-8" },
  png: { label: "PNG", mime: "image/png" },
  jpeg: { label: "JPEG", mime: "image/jpeg" },
  txt: { label: "TXT", mime: "text/plain; charset=utf-8" },
} as const;

/** One accepted kind of evidence file. */
export type EvidenceKind = keyof typeof EVIDENCE_TYPES;

const ALLOWED_LIST = Object.values(EVIDENCE_TYPES).map((type) => type.label).join(", ");

/** What an upload is told when it is refused. */
export const EVIDENCE_MESSAGES = {
  notAllowed: `This type of file is not accepted. Allowed types: ${ALLOWED_LIST}.`,
  macros: "Documents with macros are not accepted. Please save the file without macros.",
  tooLarge: "The file is too large: at most 10 MB.",
  empty: "The file is empty.",
  missing: 'Please choose a file to upload (form field "file").',
  notMultipart: 'The upload must be sent as multipart/form-data with the file in the field "file".',
  malformed: "The upload could not be read. Please try again.",
  oneFile: "Please upload one file at a time.",
  nameRequired: "The file needs a name.",
  nameTooLong: `The file name must be at most ${EVIDENCE_NAME_MAX} characters.`,
  namePath: 'The file name must not contain folders ("/", "\\" or "..").',
  nameControl: "The file name must not contain control characters.",
} as const;

// C0 controls, DEL, C1 controls, and the bidirectional overrides that can disguise an extension
// ("gpj.exe" shown as "exe.jpg"). Character classes only: linear.
// deno-lint-ignore no-control-regex -- matching the control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const PATH_PART = /[/\\]/;

/** The name an uploaded file is given by its sender: a plain file name, no path, no controls. */
export const EvidenceFileNameSchema = z.string()
  .min(1, EVIDENCE_MESSAGES.nameRequired)
  .max(EVIDENCE_NAME_MAX, EVIDENCE_MESSAGES.nameTooLong)
  .refine((name) => !PATH_PART.test(name) && name !== "." && name !== "..", {
    message: EVIDENCE_MESSAGES.namePath,
  })
  .refine((name) => !CONTROL.test(name), { message: EVIDENCE_MESSAGES.nameControl })
  .refine((name) => name.trim() !== "", { message: EVIDENCE_MESSAGES.nameRequired });
