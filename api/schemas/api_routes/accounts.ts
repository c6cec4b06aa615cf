/** The declarations of /api/users, /api/tasks, /api/alerts, /api/calendar and the open calls. */
import {
  AlertListResponse,
  CreateAlertBody,
  DeliveryListResponse,
  RotateSecretResponse,
  SaveAlertResponse,
  TestAlertResponse,
  UpdateAlertBody,
} from "../alerts.ts";
import { PublicConfig } from "../config.ts";
import { HealthResponse } from "../health.ts";
import { MessageResponse } from "../message.ts";
import {
  CreateTaskBody,
  Task,
  TaskListQuery,
  TaskListResponse,
  TaskSuggestions,
  UpdateTaskBody,
} from "../tasks.ts";
import {
  CreateUserResponse,
  PublicUser,
  TemporaryPasswordResponse,
  UserListResponse,
} from "../user_answers.ts";
import {
  CompanyNames,
  CreateUserBody,
  ReportLimitsBody,
  RoleBody,
  UpdateUserBody,
  UserFilterQuery,
  UserListQuery,
  UserStats,
} from "../users.ts";
import { raw, type RouteSpec } from "./route_spec.ts";

const HTML = "text/html; charset=utf-8";

export const ACCOUNT_ROUTES = {
  "GET /api/health": {
    summary: "Whether the server is up and reaches its database",
    audience: "public",
    responses: { 200: HealthResponse, 503: HealthResponse },
  },
  "GET /api/config": {
    summary: "The run-time settings the web reads",
    audience: "public",
    responses: { 200: PublicConfig },
  },
  "GET /api/users": {
    summary: "One page of the filtered users",
    audience: "superadmin",
    query: UserListQuery,
    responses: { 200: UserListResponse },
  },
  "GET /api/users/stats": {
    summary: "The accounts counted by activity, role, tier and subscription status",
    audience: "superadmin",
    responses: { 200: UserStats },
  },
  "GET /api/users/company-names": {
    summary: "The distinct company names of the accounts",
    audience: "superadmin",
    responses: { 200: CompanyNames },
  },
  "GET /api/users/export": {
    summary: "The filtered users as a CSV file",
    audience: "superadmin",
    query: UserFilterQuery,
    responses: { 200: raw("text/csv; charset=utf-8", "One row per user") },
  },
  "POST /api/users": {
    summary: "Create an account with a one-time temporary password",
    audience: "superadmin",
    body: CreateUserBody,
    responses: { 201: CreateUserResponse },
    errors: [409],
  },
  "PATCH /api/users/:id": {
    summary: "Change an account",
    audience: "superadmin",
    body: UpdateUserBody,
    responses: { 200: PublicUser },
    errors: [409],
  },
  "PATCH /api/users/:id/role": {
    summary: "Change an account's role",
    audience: "superadmin",
    body: RoleBody,
    responses: { 200: PublicUser },
  },
  "PATCH /api/users/:id/report-limits": {
    summary: "Change an account's report quota",
    audience: "superadmin",
    body: ReportLimitsBody,
    responses: { 200: PublicUser },
  },
  "POST /api/users/:id/reset-reports": {
    summary: "Give an account its reports back",
    audience: "superadmin",
    responses: { 200: PublicUser },
  },
  "POST /api/users/:id/reset-password": {
    summary: "Give an account a new temporary password",
    audience: "superadmin",
    responses: { 200: TemporaryPasswordResponse },
  },
  "DELETE /api/users/:id": {
    summary: "Delete an account",
    audience: "superadmin",
    responses: { 200: MessageResponse },
  },
  "GET /api/tasks": {
    summary: "The tasks the caller may see (own, and shared by colleagues)",
    audience: "signedIn",
    query: TaskListQuery,
    responses: { 200: TaskListResponse },
  },
  "GET /api/tasks/suggestions/owners": {
    summary: "Owner names in use, for the task form",
    audience: "signedIn",
    responses: { 200: TaskSuggestions },
  },
  "GET /api/tasks/suggestions/departments": {
    summary: "Department names in use, for the task form",
    audience: "signedIn",
    responses: { 200: TaskSuggestions },
  },
  "POST /api/tasks": {
    summary: "Create a task",
    audience: "signedIn",
    body: CreateTaskBody,
    responses: { 201: Task },
  },
  "PATCH /api/tasks/:id{[0-9]+}": {
    summary: "Change a task",
    audience: "signedIn",
    body: UpdateTaskBody,
    responses: { 200: Task },
  },
  "DELETE /api/tasks/:id{[0-9]+}": {
    summary: "Delete a task (its creator only)",
    audience: "signedIn",
    responses: { 200: MessageResponse },
  },
  "GET /api/alerts": {
    summary: "The caller's alerts",
    audience: "signedIn",
    responses: { 200: AlertListResponse },
  },
  "POST /api/alerts": {
    summary: "Create an alert (email, webhook or feed)",
    audience: "signedIn",
    body: CreateAlertBody,
    responses: { 201: SaveAlertResponse },
  },
  "PATCH /api/alerts/:id{[0-9]+}": {
    summary: "Change an alert",
    audience: "signedIn",
    body: UpdateAlertBody,
    responses: { 200: SaveAlertResponse },
  },
  "DELETE /api/alerts/:id{[0-9]+}": {
    summary: "Delete an alert",
    audience: "signedIn",
    responses: { 200: MessageResponse },
  },
  "POST /api/alerts/:id{[0-9]+}/test": {
    summary: "Send a test message through the alert's channel",
    audience: "signedIn",
    responses: { 200: TestAlertResponse },
    errors: [429],
  },
  "GET /api/alerts/:id{[0-9]+}/deliveries": {
    summary: "The alert's recent deliveries, newest first",
    audience: "signedIn",
    responses: { 200: DeliveryListResponse },
  },
  "POST /api/alerts/:id{[0-9]+}/rotate-secret": {
    summary: "A new webhook secret and feed URL (the old ones stop working)",
    audience: "signedIn",
    responses: { 200: RotateSecretResponse },
  },
  "POST /api/alerts/:id{[0-9]+}/rotate-feed": {
    summary: "A new feed URL (the old one stops working)",
    audience: "signedIn",
    responses: { 200: RotateSecretResponse },
  },
  "GET /api/alerts/feed/:file": {
    summary: "An alert's private Atom feed (the token in the path is the proof)",
    audience: "public",
    responses: {
      200: raw("application/atom+xml; charset=utf-8", "The feed"),
      304: raw(null, "Not modified since the reader's validators"),
    },
  },
  "GET /api/alerts/unsubscribe/:token": {
    summary: "The page of an email's unsubscribe link (asks to confirm)",
    audience: "public",
    responses: {
      200: raw(HTML, "The confirmation page"),
      404: raw(HTML, "The page saying the link is unknown"),
    },
  },
  "POST /api/alerts/unsubscribe/:token": {
    summary: "Unsubscribe: the page's button, or a mail provider's one-click (RFC 8058)",
    audience: "public",
    responses: {
      200: raw(HTML, "The page saying the alert is off"),
      204: raw(null, "One-click unsubscribe done"),
      404: raw(HTML, "The page saying the link is unknown (no body for one-click)"),
    },
  },
  "GET /api/calendar/:file": {
    summary: "The caller's private calendar of task and obligation deadlines (.ics)",
    audience: "public",
    responses: { 200: raw("text/calendar; charset=utf-8", "The iCalendar file") },
  },
} as const satisfies Record<string, RouteSpec>;
