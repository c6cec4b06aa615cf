import assert from "node:assert/strict";
import {
  canAccess,
  isCurrentPage,
  navItemsFor,
  PAGES,
  parseUpdateDetailId,
  updateDetailPath,
} from "./pages.ts";

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((p) => p.label);

Deno.test("a user sees Legal Updates, Favorites, Tasks, Compliance Register and Alerts only", () => {
  assert.deepEqual(labels("user"), [
    "Legal Updates",
    "Favorites",
    "Tasks",
    "Compliance Register",
    "Alerts",
  ]);
});

Deno.test("an admin also sees the Verification Portal", () => {
  assert.deepEqual(labels("admin"), [
    "Legal Updates",
    "Favorites",
    "Tasks",
    "Compliance Register",
    "Alerts",
    "Verification Portal",
  ]);
});

Deno.test("a superadmin sees every item, Source and User Management included", () => {
  assert.deepEqual(labels("superadmin"), [
    "Legal Updates",
    "Favorites",
    "Tasks",
    "Compliance Register",
    "Alerts",
    "Verification Portal",
    "Source Management",
    "User Management",
  ]);
});

Deno.test("page access follows the roles of the route table", () => {
  assert.equal(canAccess("user", PAGES.admin), false);
  assert.equal(canAccess("admin", PAGES.admin), true);
  assert.equal(canAccess("admin", PAGES.jurisdictions), false);
  assert.equal(canAccess("admin", PAGES.users), false);
  assert.equal(canAccess("superadmin", PAGES.users), true);
  assert.equal(canAccess("user", PAGES.profile), true);
  assert.equal(canAccess("user", PAGES.alerts), true);
});

Deno.test("'/' and '/overview' both highlight Legal Updates", () => {
  assert.equal(isCurrentPage("/", PAGES.legalUpdates), true);
  assert.equal(isCurrentPage("/overview", PAGES.legalUpdates), true);
  assert.equal(isCurrentPage("/overview/", PAGES.legalUpdates), true);
  assert.equal(isCurrentPage("/favorites", PAGES.legalUpdates), false);
});

Deno.test("only the matching item is current", () => {
  assert.equal(isCurrentPage("/tasks", PAGES.tasks), true);
  assert.equal(isCurrentPage("/tasks", PAGES.favorites), false);
  assert.equal(isCurrentPage("/admins", PAGES.admin), false);
  assert.equal(isCurrentPage("/", PAGES.tasks), false);
});

Deno.test("a detail path's id is a positive whole number that fits a serial id", () => {
  assert.equal(updateDetailPath(42), "/updates/42");
  assert.equal(parseUpdateDetailId("42"), 42);
  for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "012", "2147483648", "1e3"]) {
    assert.equal(parseUpdateDetailId(bad), null, String(bad));
  }
});
