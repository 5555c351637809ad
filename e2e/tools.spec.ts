import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { TOOLS, type ToolEntry } from "@folio/contract";
import { decideConsent, openHydrated } from "./support/session";

const PDF_DIR = "test-fixtures/formats/pdf";
const WIDTHS = [
  { label: "desktop", viewport: { width: 1440, height: 900 } },
  { label: "phone", viewport: { width: 360, height: 780 } },
] as const;

/** What each text tool makes of an input, checked by hand. */
const TEXT_CASES: Record<string, { input: string; output: string }> = {
  "case-converter": { input: "hello world. bye", output: "HELLO WORLD. BYE" },
  alphabetizer: { input: "banana\nApple\ncherry", output: "Apple\nbanana\ncherry" },
  "text-repeater": { input: "ab", output: Array.from({ length: 10 }, () => "ab").join("\n") },
  "reverse-text-generator": { input: "Hello 👍🏽", output: "👍🏽 olleH" },
  "acronym-generator": { input: "portable document format", output: "PDF" },
  "hashtag-generator": { input: "summer vibes, summer", output: "#Summer #Vibes" },
};

/** The first style each fancy-text page shows for "Hi": its own style, or bold on the general pages. */
const FANCY_FIRST: Record<string, string | RegExp> = {
  "aesthetic-text-generator": "Ｈｉ",
  "wide-text-generator": "Ｈｉ",
  "gothic-text-generator": "ℌ𝔦",
  "small-text-generator": "Hɪ",
  "small-caps-generator": "Hɪ",
  "glitch-text-generator": /^H[\u0300-\u036f]{3}i[\u0300-\u036f]{3}$/u,
  "big-text-generator": "𝗛𝗶",
  "cursive-text-generator": "𝓗𝓲",
  "bold-text-generator": "𝐇𝐢",
  "italic-text-generator": "𝐻𝑖",
  "superscript-generator": "ᴴⁱ",
  "bubble-text-generator": "Ⓗⓘ",
  "upside-down-text-generator": "ᴉH",
  "fancy-text-generator": "𝐇𝐢",
  "discord-text-generator": "𝐇𝐢",
  "stylish-text-generator": "𝐇𝐢",
  "weird-text-generator": "𝐇𝐢",
};

/** Pages in a PDF, read with PDF.js (its Node build wants Promise.withResolvers, new in Node 22). */
async function pageCount(bytes: Buffer): Promise<number> {
  const P = Promise as unknown as { withResolvers?: unknown };
  P.withResolvers ??= function withResolvers<T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  return doc.numPages;
}

async function downloadResult(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

async function runTool(page: Page, tool: ToolEntry): Promise<void> {
  const input = page.locator("#tool-input");
  const output = page.locator("#tool-output");
  if (tool.slug.endsWith("-counter")) {
    await input.fill("Hello world. Two sentences here.");
    const figure = (name: string) => page.getByTestId("tool-stats").locator("div").filter({ has: page.getByText(name, { exact: true }) }).locator("dd");
    await expect(figure("Words")).toHaveText("5");
    await expect(figure("Characters")).toHaveText("32");
    await expect(figure("Characters without spaces")).toHaveText("28");
    await expect(figure("Sentences")).toHaveText("2");
    await expect(figure("Paragraphs")).toHaveText("1");
    return;
  }
  const textCase = TEXT_CASES[tool.slug];
  if (textCase) {
    await input.fill(textCase.input);
    await expect(output).toHaveValue(textCase.output);
    if (tool.slug === "case-converter") {
      await page.getByText("Title Case", { exact: true }).click();
      await expect(output).toHaveValue("Hello World. Bye");
    }
    return;
  }
  if (tool.slug === "list-randomizer") {
    await input.fill("a\nb\nc\nd");
    await expect(output).not.toHaveValue("");
    expect((await output.inputValue()).split("\n").sort()).toEqual(["a", "b", "c", "d"]);
    return;
  }
  const fancy = FANCY_FIRST[tool.slug];
  if (fancy !== undefined) {
    await input.fill("Hi");
    await expect(page.getByTestId("styled-text").first()).toHaveText(fancy);
    return;
  }
  if (tool.slug === "html-editor") {
    // Markup and styles show; a script does not run (empty sandbox, and the preview's policy).
    await input.fill("<p style='color: rgb(200, 0, 0)'>Preview works</p><script>document.body.append('SCRIPT RAN')</script>");
    const frame = page.frameLocator('iframe[title="Preview of your HTML"]');
    await expect(frame.getByText("Preview works")).toHaveCSS("color", "rgb(200, 0, 0)");
    await expect(frame.getByText("SCRIPT RAN")).toHaveCount(0);
    expect(await page.locator("iframe").getAttribute("sandbox")).toBe("");
    return;
  }
  if (tool.api === "literature-reviews") {
    await expect(page.getByText(/reads the papers in one of your Folio folders/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Create a free account" })).toBeVisible();
    return;
  }
  if (tool.slug === "pdf-merge") {
    await page.locator("#pdf-files").setInputFiles([`${PDF_DIR}/arabic.pdf`, `${PDF_DIR}/nics-background-checks-2015-11.pdf`]);
    await page.getByRole("button", { name: "Move arabic.pdf down" }).click();
    await page.getByRole("button", { name: tool.name }).click();
    await expect(page.getByRole("link", { name: "Chat with this PDF" })).toBeVisible({ timeout: 60_000 });
    const { name, bytes } = await downloadResult(page);
    expect(name).toMatch(/\.pdf$/);
    expect(await pageCount(bytes)).toBe(2);
    return;
  }
  if (tool.slug === "pdf-split") {
    await page.locator("#pdf-files").setInputFiles(`${PDF_DIR}/federal-register-2020-17221.pdf`);
    await page.getByLabel("Page ranges (one PDF each)").fill("1-3,5");
    await page.getByRole("button", { name: tool.name }).click();
    await expect(page.getByRole("link", { name: "Chat with this PDF" })).toBeVisible({ timeout: 60_000 });
    const { name, bytes } = await downloadResult(page);
    expect(name).toMatch(/\.zip$/);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    return;
  }
  if (tool.slug === "ocr") {
    // linn.pdf is a scanned page with no text layer.
    await page.locator("#pdf-files").setInputFiles(`${PDF_DIR}/linn.pdf`);
    await page.getByText("Text", { exact: true }).click();
    await page.getByRole("button", { name: tool.name }).click();
    await expect(page.locator("#ocr-text")).toHaveValue(/Recording a Sequence/i, { timeout: 120_000 });
    return;
  }
  if (tool.kind === "generative") {
    await input.fill("Cats as pets in small flats");
    await page.getByRole("button", { name: tool.slug === "ai-content-detector" ? "Check the text" : "Write" }).click();
    // Either the plain no-model message (the e2e server configures no model) or a written answer.
    const written = page.locator('[data-testid="tool-output"][aria-busy="false"]').filter({ hasNotText: /appears here/ });
    await expect(page.getByTestId("no-model").or(written)).toBeVisible({ timeout: 60_000 });
    if (await page.getByTestId("no-model").isVisible()) await expect(page.getByTestId("no-model")).toContainText("none set up");
    return;
  }
  throw new Error(`No e2e case for ${tool.slug}`);
}

// The cookie banner is answered before each page loads: on phones it spans the bottom of the screen,
// over the tools' buttons (e2e/analytics.spec.ts tests the banner itself).
test.beforeEach(({ page }) => decideConsent(page));

test("the index lists every tool by category, searches and opens a tool by keyboard", async ({ page }) => {
  await openHydrated(page, "/other-tools");
  await expect(page.getByRole("heading", { level: 1, name: "Free tools" })).toBeVisible();
  for (const t of TOOLS) await expect(page.getByRole("link", { name: new RegExp(`^${t.name}\\b`) }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("other-tools-desktop.png"), fullPage: true });
  const search = page.getByRole("searchbox", { name: "Search the tools" });
  await search.fill("merge pdf");
  await expect(page.getByText("1 of")).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/tools\/pdf-merge$/);
  await expect(page.getByRole("heading", { level: 1, name: "PDF Merge" })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await openHydrated(page, "/other-tools");
  await page.getByRole("searchbox").fill("zzzz");
  await expect(page.getByText("No tool matches")).toBeVisible();
  await page.getByRole("searchbox").fill("");
  await page.screenshot({ path: test.info().outputPath("other-tools-phone.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await page.goto("/tools/no-such-tool");
  await expect(page.getByText("Page not found")).toBeVisible();
});

for (const { label, viewport } of WIDTHS) {
  test.describe(`every tool page at ${label} width`, () => {
    test.use({ viewport });
    for (const tool of TOOLS) {
      test(`${tool.slug} (${label})`, async ({ page }) => {
        test.setTimeout(tool.kind === "pdf" ? 180_000 : 60_000);
        await openHydrated(page, tool.path);
        await expect(page.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
        await expect(page).toHaveTitle(`${tool.name} · Free tool · Folio`);
        await runTool(page, tool);
        await page.screenshot({ path: test.info().outputPath(`${tool.slug}-${label}.png`), fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "no sideways scroll").toBeLessThanOrEqual(0);
      });
    }
  });
}
