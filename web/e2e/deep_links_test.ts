/**
 * Browser test of deep links through sign-in (issue 25 item 7) against the real server: signed
 * out, the link a calendar event gives for a task (`/tasks?task=ID`) goes to sign-in and then
 * back to that task's dialog; a task that is not the user's says so; the account-setup step
 * returns there too; a `next` that would leave the site is ignored.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import type { Task } from "../../api/schemas/tasks.ts";
import { SECURITY_QUESTIONS, SETUP } from "../src/features/auth/strings.ts";
import { DIALOG, SCREEN } from "../src/features/tasks/strings.ts";
import { expectAccessible } from "./axe.ts";
import { e2eSuite, signInByApi } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 6);
const OWNER = { email: `deeplink.owner.${RUN}@example.com`, password: "deeplink-owner-pass-1" };
const OTHER = { email: `deeplink.other.${RUN}@example.com`, password: "deeplink-other-pass-1" };
const FRESH = { email: `deeplink.fresh.${RUN}@example.com`, password: "deeplink-temp-pass-1" };
const TASK_TITLE = `Review the deep link duties ${RUN}`;

/** Fills the sign-in form the page shows (wherever it was sent) and submits it. */
async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Creates a task due in a week as the context's user. */
async function createTask(context: BrowserContext, origin: string, title: string): Promise<Task> {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await context.request.post("/api/tasks", {
    data: { title, dueDate: due },
    headers: { origin },
  });
  assert.equal(res.status(), 201, await res.text());
  return await res.json() as Task;
}

/** The path and query of task `id`'s link in the user's calendar feed (api/calendar/ics.ts). */
async function calendarLink(context: BrowserContext, origin: string, id: number): Promise<string> {
  const token = await context.request.post("/api/auth/calendar-token", { headers: { origin } });
  const { url } = await token.json() as { url: string };
  const ics = (await (await context.request.get(new URL(url).pathname)).text())
    .replace(/\r\n[ \t]/g, ""); // unfold RFC 5545 lines
  const link = ics.split("\r\n").map((line) => /^URL[^:]*:(.*)$/.exec(line)?.[1])
    .find((value) => value?.endsWith(`/tasks?task=${id}`));
  assert.ok(link, "the calendar event links to the task");
  const parsed = new URL(link);
  return `${parsed.pathname}${parsed.search}`;
}

e2eSuite("deep links survive sign-in", async (t, { server, newPage }) => {
  for (const account of [OWNER, OTHER]) {
    await server.createUser(["--email", account.email, "--password", account.password]);
  }
  await server.createUser([
    "--email",
    FRESH.email,
    "--password",
    FRESH.password,
    "--temporary",
  ]);
  // One context for the whole suite, its cookies cleared before each step (each a visitor who
  // follows a link signed out); the setup signs in through the API, not the screen under test.
  const { context, page } = await newPage();
  const origin = server.url;
  await signInByApi(context, origin, OWNER);
  const task = await createTask(context, origin, TASK_TITLE);
  const link = await calendarLink(context, origin, task.id);
  await context.clearCookies();
  await signInByApi(context, origin, OTHER);
  const othersTask = await createTask(context, origin, `Someone else's task ${RUN}`);

  await t.step("a calendar event's task link opens that task after sign-in", async () => {
    await context.clearCookies();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/auth");
    await submitSignIn(page, OWNER);
    await page.waitForURL((url) =>
      url.pathname === "/tasks" && url.searchParams.get("task") === String(task.id)
    );
    const dialog = page.getByRole("dialog", { name: DIALOG.editTitle });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel(DIALOG.title).inputValue(), TASK_TITLE);
    await expectAccessible(page, "the task a link named, open after sign-in", {
      scope: "[role=dialog]",
    });
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/tasks" && url.search === "");
    await page.getByTestId("task-list").getByText(TASK_TITLE).waitFor();
  });

  await t.step("a link to a task that is not the user's says it is not found", async () => {
    await context.clearCookies();
    await page.goto(`/tasks?task=${othersTask.id}`);
    await submitSignIn(page, OWNER);
    await page.waitForURL((url) => url.pathname === "/tasks");
    const notice = page.getByRole("alert").filter({ hasText: SCREEN.linkedMissing });
    await notice.waitFor();
    assert.equal(await page.getByRole("dialog").count(), 0);
    assert.equal(await page.getByText(`Someone else's task ${RUN}`).count(), 0);
    await expectAccessible(page, "the Tasks screen with a linked task not found");
    await notice.getByRole("button", { name: SCREEN.linkedMissingDismiss }).click();
    await notice.waitFor({ state: "detached" });
    assert.equal(new URL(page.url()).search, "");
  });

  await t.step("the account-setup step after sign-in returns to the page too", async () => {
    await context.clearCookies();
    await page.goto("/alerts");
    await page.waitForURL((url) => url.pathname === "/auth");
    await submitSignIn(page, FRESH);
    await page.getByRole("heading", { name: SETUP.title }).waitFor();
    await page.getByLabel("New Password").fill("deeplink-chosen-pass-1");
    for (const [i, question] of SECURITY_QUESTIONS.entries()) {
      await page.getByLabel(question).fill(`answer ${i}`);
    }
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.waitForURL((url) => url.pathname === "/alerts");
  });

  await t.step("a return address that would leave the site is ignored", async () => {
    await context.clearCookies();
    for (const next of ["//evil.example/tasks", "/\\evil.example", "https://evil.example/"]) {
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await submitSignIn(page, OWNER);
      await page.waitForURL((url) => url.pathname === "/");
      assert.equal(new URL(page.url()).origin, new URL(server.url).origin);
      await page.getByRole("navigation", { name: "Main" }).waitFor();
      await context.clearCookies();
    }
  });
  await context.close();
});
