import { z } from "zod";

/** Where a passage lives in its document: page (PDF), slide (PPT/PPTX), chapter (EPUB), section (RTF/TXT), rows (CSV). */
export const LocatorKind = z.enum(["page", "slide", "chapter", "section", "rows"]);
export type LocatorKind = z.infer<typeof LocatorKind>;

export const Locator = z.object({
  kind: LocatorKind,
  /** 1-based unit number within the document. */
  unit: z.number().int().min(1),
  /** Human label: "Page 3", "Slide 7", "Chapter 2: The Storm", "Lines 120-245", "Rows 41-60". */
  label: z.string(),
});
export type Locator = z.infer<typeof Locator>;

export const CHAT_LANGUAGES = ["EN", "ZH", "JA", "ES", "DE", "FR", "KO", "PT", "AR", "IT"] as const;
export const ChatLanguage = z.enum(CHAT_LANGUAGES);
export type ChatLanguage = z.infer<typeof ChatLanguage>;
