// The deterministic free tools (issue 23 point 3): pure functions the web runs in the browser and the
// server runs for POST /api/tools/{slug}. Each is named in the contract's TOOLS registry.
export { runTextTool, isTextTool } from "./run.ts";
export type { TextToolResult } from "./result.ts";
export { countText, countWords, countSentences, countParagraphs, formatStats, formatReadingTime, type TextStats } from "./count.ts";
export { convertCase, titleCase, sentenceCase, alternatingCase } from "./case.ts";
export { alphabetize, randomizeList, shuffle, splitList } from "./lists.ts";
export { repeatText, reverseText } from "./repeat-reverse.ts";
export { styleText, fancyText, PAGE_STYLE, STYLE_LABELS } from "./fonts.ts";
export { acronym, hashtags } from "./acronym-hashtag.ts";
export { htmlPreviewDocument, PREVIEW_POLICY } from "./html-preview.ts";
export { graphemes } from "./segments.ts";
