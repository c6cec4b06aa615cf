/** The declarations of the compliance register: /api/register, /api/controls, /api/horizon. */
import {
  ControlAnswer,
  ControlListAnswer,
  CreateControlBody,
  UpdateControlBody,
} from "../controls.ts";
import {
  CreateEntryBody,
  EntryAnswer,
  EntryListAnswer,
  EntryListQuery,
  EvidenceAnswer,
  HistoryAnswer,
  HorizonAnswer,
  HorizonQuery,
  MessageAnswer,
  RegisterOwnersAnswer,
  UpdateEntryBody,
} from "../register.ts";
import { raw, type RouteSpec } from "./route_spec.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const REGISTER_ROUTES = {
  "GET /api/register": {
    summary: "The caller's company register: its entries (filtered) and counts of the whole",
    audience: "signedIn",
    query: EntryListQuery,
    responses: { 200: EntryListAnswer },
  },
  "POST /api/register": {
    summary: "Add a duty to the register, from an obligation of an approved update or by hand",
    audience: "signedIn",
    body: CreateEntryBody,
    responses: { 201: EntryAnswer },
    errors: [409],
  },
  "GET /api/register/export": {
    summary: "The register as an Excel workbook (entries and controls)",
    audience: "signedIn",
    responses: { 200: raw(XLSX, "The workbook") },
  },
  "GET /api/register/owners": {
    summary: "The users of the caller's register: who may own its entries and controls",
    audience: "signedIn",
    responses: { 200: RegisterOwnersAnswer },
  },
  "GET /api/register/:id{[0-9]+}": {
    summary: "One register entry with its evidence list",
    audience: "signedIn",
    responses: { 200: EntryAnswer },
  },
  "PATCH /api/register/:id{[0-9]+}": {
    summary: "Change an entry's status, owner, controls, applicability, due date, notes or tasks",
    audience: "signedIn",
    body: UpdateEntryBody,
    responses: { 200: EntryAnswer },
  },
  "DELETE /api/register/:id{[0-9]+}": {
    summary: "Remove an entry (its history is kept)",
    audience: "signedIn",
    responses: { 200: MessageAnswer },
  },
  "GET /api/register/:id{[0-9]+}/history": {
    summary: "Every change to an entry: who, when, which field, from what to what",
    audience: "signedIn",
    responses: { 200: HistoryAnswer },
  },
  "POST /api/register/:id{[0-9]+}/evidence": {
    summary: "Attach an evidence file to an entry (multipart, the field `file`)",
    audience: "signedIn",
    description: "One file in the multipart/form-data field `file`: PDF, DOCX, XLSX, CSV, PNG, " +
      "JPEG or TXT, judged from its content (not its name or declared type), at most 10 MB, " +
      "not empty, a plain file name. A refused file is a 400 with the reason and stores nothing.",
    body: raw("multipart/form-data", "The file in the field `file`"),
    responses: { 201: EvidenceAnswer },
  },
  "GET /api/register/:id{[0-9]+}/evidence/:eid{[0-9]+}": {
    summary: "Download an evidence file (an attachment, typed as judged at upload)",
    audience: "signedIn",
    responses: { 200: raw("application/octet-stream", "The file as uploaded") },
  },
  "DELETE /api/register/:id{[0-9]+}/evidence/:eid{[0-9]+}": {
    summary: "Remove an evidence file (its bytes go; the entry's history keeps the trace)",
    audience: "signedIn",
    responses: { 200: MessageAnswer },
  },
  "GET /api/controls": {
    summary: "The company's controls library, with the entries each maps to",
    audience: "signedIn",
    responses: { 200: ControlListAnswer },
  },
  "POST /api/controls": {
    summary: "Add a control or policy to the library",
    audience: "signedIn",
    body: CreateControlBody,
    responses: { 201: ControlAnswer },
    errors: [409],
  },
  "PATCH /api/controls/:id{[0-9]+}": {
    summary: "Change a control",
    audience: "signedIn",
    body: UpdateControlBody,
    responses: { 200: ControlAnswer },
    errors: [409],
  },
  "DELETE /api/controls/:id{[0-9]+}": {
    summary: "Remove a control (its entries lose the link)",
    audience: "signedIn",
    responses: { 200: MessageAnswer },
  },
  "GET /api/controls/:id{[0-9]+}/history": {
    summary: "Every change to a control: who, when, which field, from what to what",
    audience: "signedIn",
    responses: { 200: HistoryAnswer },
  },
  "GET /api/horizon": {
    summary: "What's coming: register due dates and approved duties' deadlines in the next N days",
    audience: "signedIn",
    query: HorizonQuery,
    responses: { 200: HorizonAnswer },
  },
} as const satisfies Record<string, RouteSpec>;
