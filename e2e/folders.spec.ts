import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, toast, uploadReady } from "./support/session";

const DOCS = [
  {
    name: "mill.txt",
    text: "Notes on the valley mill.\n\nThe old mill on the river was built in 1832 by the Harlow family. The mill ground wheat for the whole valley until the flood of 1911 destroyed its wheel.\n",
  },
  {
    name: "bridge.txt",
    text: "Notes on the stone bridge.\n\nThe stone bridge below the village was designed by Ada Pennick in 1860. Its three arches carry the road over the river and survived the flood of 1911.\n",
  },
  {
    name: "orchard.txt",
    text: "Orchard notes.\n\nThe orchard behind the school grows twelve kinds of apple. The flood of 1911 drowned the lower rows of the orchard, which were replanted with pears.\n",
  },
];

/**
 * One new account (the server limits registrations per hour), made Pro through the test-mode
 * checkout: the free plan takes one upload a day and this test uploads three documents.
 */
async function signUpPro(page: Page): Promise<{ email: string; token: string }> {
  const session = await signUp(page, "folders", { first_name: "Fiona", last_name: "Folders" });
  await page.goto("/documents?plan=PRO&period=MONTHLY");
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole("button", { name: "Pay with test card 4242" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  return session;
}

test("make a folder from three documents, chat across them, share the chats, open the link signed out, revoke it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { email, token } = await signUpPro(page);
  for (const doc of DOCS) await uploadReady(page, token, { ...doc, mimeType: "text/plain" });

  // /knowledge-base from the sidebar: no folders yet.
  await page.goto("/documents");
  await page.getByRole("link", { name: "Folders" }).first().click();
  await expect(page).toHaveURL(/\/knowledge-base$/);
  await expect(page.getByRole("heading", { level: 1, name: "Folders" })).toBeVisible();
  await expect(page.getByText("No folders yet")).toBeVisible();
  await capture(page, "folders-empty");

  // A folder needs a name; pick two documents in the dialog.
  await page.getByRole("button", { name: "New folder" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New folder" });
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog.getByText("Name is required for folder type knowledge base")).toBeVisible();
  await dialog.getByLabel("Folder name").fill("River notes");
  await dialog.getByRole("checkbox", { name: "mill.txt" }).check();
  await dialog.getByRole("checkbox", { name: "bridge.txt" }).check();
  await capture(page, "folders-create");
  await dialog.getByRole("button", { name: "Create folder" }).click();

  // Folder view: two documents; the third is dragged in from the library.
  await expect(page).toHaveURL(/\/knowledge-base\/folder\/kb_/);
  await expect(page.getByRole("heading", { level: 1, name: "River notes" })).toBeVisible();
  await expect(page.getByTestId("folder-document-count")).toHaveText("2 documents");
  const library = page.getByRole("list", { name: "Library documents" });
  await library.getByRole("listitem").filter({ hasText: "orchard.txt" }).dragTo(page.getByTestId("folder-drop-zone"));
  await expect(page.getByTestId("folder-document-count")).toHaveText("3 documents");
  const contents = page.getByRole("list", { name: "Folder documents" });
  for (const doc of DOCS) await expect(contents.getByRole("listitem", { name: doc.name })).toBeVisible();

  // The spec's folder view filter: no Folder filter, and the search box searches folders.
  const filters = page.getByRole("search", { name: "Filter this folder" });
  await expect(filters.getByRole("button", { name: /^Folder/ })).toHaveCount(0);
  await filters.getByLabel("Search folders").fill("river");
  await expect(page.getByRole("region", { name: "Folders found" }).getByRole("link", { name: /River notes/ })).toBeVisible();
  await filters.getByLabel("Search folders").fill("");
  await capture(page, "folder-view");

  // Chat with the whole folder: the answer cites more than one document, each chip naming its document and place.
  await page.getByRole("button", { name: "Chat with folder" }).click();
  await expect(page).toHaveURL(/\/conversations\/chat_/);
  const question = page.getByLabel("Ask a question about the document");
  await question.fill("What did the flood of 1911 do?");
  await question.press("Enter");
  const answer = page.getByRole("article", { name: "Answer" }).last();
  await expect(answer).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  const chips = answer.getByRole("button", { name: /^Source \d+: / });
  await expect(chips.first()).toBeVisible();
  const labels = await chips.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const citedDocs = new Set(labels.map((l) => /^Source \d+: (.+?), /.exec(l)?.[1]));
  expect(citedDocs.size).toBeGreaterThanOrEqual(2);
  for (const label of labels) expect(label).toMatch(/^Source \d+: (mill|bridge|orchard)\.txt, \S.*$/);
  await chips.first().click();
  await expect(page.getByRole("complementary", { name: /^Source: / }).locator("mark").first()).toBeVisible();
  await capture(page, "folder-chat");
  await expect(page.getByRole("link", { name: "Chat with a folder · open the folder" })).toHaveAttribute("href", /\/knowledge-base\/folder\/kb_/);

  // Share the folder's chats.
  await page.goto("/knowledge-base");
  await page.getByRole("link", { name: "River notes" }).click();
  await expect(page.getByRole("list", { name: "Folder chats" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share “River notes”" });
  const linkBox = share.getByLabel("Share link");
  await expect(linkBox).toHaveValue(/\/shared-chats\/[\w-]{32,}$/);
  const link = await linkBox.inputValue();
  await capture(page, "folder-share");
  await share.getByRole("button", { name: "Done" }).click();

  // A fresh browser context (no session) reads the chats and opens a cited unit.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name: "River notes" })).toBeVisible();
  await expect(guest.getByRole("paragraph").filter({ hasText: "What did the flood of 1911 do?" })).toBeVisible();
  await expect(guest.getByLabel("Ask a question about the document")).toHaveCount(0);
  await expect(guest.locator("body")).not.toContainText(email);
  const guestChip = guest.getByRole("article", { name: "Answer" }).getByRole("button", { name: /^Source \d+: / }).first();
  await guestChip.click();
  const guestPane = guest.getByRole("complementary", { name: /^Source: / });
  await expect(guestPane.locator("mark").first()).toBeVisible();
  await capture(guest, "shared-chats");
  await guestPane.getByRole("button", { name: "Close viewer" }).click();

  // Revoke, asked first: the link now answers not found.
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("dialog", { name: "Share “River notes”" }).getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog", { name: "Revoke the share link?" }).getByRole("button", { name: "Revoke link" }).click();
  await expect(toast(page, "Link revoked")).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("heading", { level: 1, name: "Link not found" })).toBeVisible();
  await expect(guest.getByText("This shared link does not exist or has been revoked.")).toBeVisible();
  await capture(guest, "shared-chats-revoked");
  await visitor.close();

  // A file uploaded from the folder view lands in the folder.
  await page.getByTestId("folder-upload-input").setInputFiles({ name: "quarry.txt", mimeType: "text/plain", buffer: Buffer.from("Quarry notes.\n\nThe quarry above the village closed in 1950.\n") });
  await expect(toast(page, "Uploaded into the folder")).toBeVisible();
  await expect(page.getByTestId("folder-document-count")).toHaveText("4 documents");
  await expect(page.getByRole("list", { name: "Folder documents" }).getByRole("listitem", { name: "quarry.txt" })).toBeVisible();

  // Delete the folder after confirming: its documents stay in the library.
  await page.getByRole("button", { name: "Folder actions" }).click();
  await page.getByRole("menuitem", { name: "Delete folder" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/knowledge-base$/);
  await expect(page.getByText("No folders yet")).toBeVisible();
  await page.goto("/documents");
  for (const doc of DOCS) await expect(page.getByRole("list", { name: "Documents" }).getByRole("listitem", { name: doc.name })).toBeVisible();
});
