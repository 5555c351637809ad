import { expect, test } from "@playwright/test";
import { capture } from "./support/screenshots";
import { openHydrated, PASSWORD, skipTour } from "./support/session";

test("books: search /books, open a book, Chat with this book, sign up, and the chat answers from the book citing its chapter", async ({ page }) => {
  test.setTimeout(180_000);
  await skipTour(page);

  await openHydrated(page, "/books");
  await expect(page.getByRole("heading", { level: 1, name: "Public-domain books" })).toBeVisible();
  await capture(page, "books-index");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: "e2e/screenshots/books-index-360.png" });
  await page.setViewportSize({ width: 1440, height: 900 });

  const search = page.getByLabel("Search books");
  await search.fill("bronte");
  await expect(page.getByRole("status").filter({ hasText: /^2 books$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Jane Eyre", "Wuthering Heights"]);
  await search.fill("no such book anywhere");
  await expect(page.getByText("No book matches “no such book anywhere”.")).toBeVisible();
  await search.fill("pride");
  await expect(page.getByRole("status").filter({ hasText: /^1 book$/ })).toBeVisible();
  await page.getByRole("link", { name: /Pride and Prejudice/ }).click();

  await expect(page).toHaveURL(/\/books\/pride-and-prejudice$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pride and Prejudice" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jane Austen", exact: true })).toHaveAttribute("href", "/books/authors/jane-austen");
  await capture(page, "books-book");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: "e2e/screenshots/books-book-360.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Signed out: log in with next=, then sign up from there; the book's page is where the intent started.
  await page.getByRole("link", { name: "Chat with this book" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbooks%2Fpride-and-prejudice%2Fchat$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fbooks%2Fpride-and-prejudice%2Fchat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your Folio account" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("E-mail").fill(`books-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // The book is added and processed while the new reader completes the profile.
  await expect(page).toHaveURL(/\/books\/pride-and-prejudice\/chat$/);
  const overlay = page.getByRole("dialog", { name: "Complete your profile" });
  await expect(overlay).toBeVisible();
  await overlay.getByLabel("First name").fill("Elizabeth");
  await overlay.getByLabel("Last name").fill("Bennet");
  await overlay.getByRole("combobox", { name: "Profession" }).click();
  await page.getByRole("option", { name: "Student" }).click();
  await overlay.getByRole("button", { name: "Continue" }).click();
  await expect(overlay).toBeHidden();

  await expect(page).toHaveURL(/\/conversations\/chat_/, { timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Pride and Prejudice.epub" })).toBeVisible();
  const question = page.getByLabel("Ask a question about the document");
  await question.fill("What truth is universally acknowledged about a single man in possession of a good fortune?");
  await question.press("Enter");
  const answer = page.getByRole("article", { name: "Answer" }).last();
  await expect(answer).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await expect(answer).toContainText("in want of a wife");
  await expect(answer.getByRole("button", { name: /^Source \d+: Austen, 1813, Chapter \d+/ }).first()).toBeVisible();
  await capture(page, "books-chat");

  // Chat with this book again: the same document, no second copy.
  await openHydrated(page, "/books/pride-and-prejudice");
  await page.getByRole("link", { name: "Chat with this book" }).click();
  await expect(page).toHaveURL(/\/conversations\/chat_/, { timeout: 30_000 });
  await page.goto("/documents");
  await expect(page.getByRole("list", { name: "Documents" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("listitem", { name: "Pride and Prejudice.epub" })).toBeVisible();
});
