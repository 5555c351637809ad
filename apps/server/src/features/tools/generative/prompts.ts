/**
 * What each generative tool asks of the model: one task line per tool (what to write from the
 * user's text, and its shape), and how long "short", "medium" and "long" are for it. The shared
 * rules around them are in instructions.ts. A tool of the registry without an entry here is not
 * served (a test holds the two in step).
 */
export interface ToolPrompt {
  task: string;
  /** Rough output length for short / medium / long, in words. */
  words: [number, number, number];
}

const ESSAY: ToolPrompt["words"] = [300, 600, 1200];
const PIECE: ToolPrompt["words"] = [80, 180, 350];
const LIST: ToolPrompt["words"] = [40, 80, 150];

export const TOOL_PROMPTS: Record<string, ToolPrompt> = {
  "essay-maker": {
    task: "Write an essay on the user's topic: a title, an introduction ending in a clear thesis, body paragraphs that each argue one point with reasons and examples, and a conclusion. Use headings only for the title.",
    words: ESSAY,
  },
  "thesis-statement-generator": {
    task: "Write three alternative thesis statements for the user's topic (and position, if given). Each is one sentence that is specific, arguable and names the main reasons. Number them.",
    words: [40, 70, 110],
  },
  "paragraph-generator": {
    task: "Write one well-built paragraph on the user's topic: a topic sentence, supporting sentences with concrete detail, and a closing sentence.",
    words: [80, 150, 250],
  },
  "text-generator": {
    task: "Write the text the user asks for, in the form their prompt implies (description, explanation, draft, list).",
    words: PIECE,
  },
  "story-generator": {
    task: "Write a short story from the user's premise, characters or first line, with a beginning, a turn and an ending. Give it a title.",
    words: [250, 600, 1200],
  },
  "poem-generator": {
    task: "Write a poem on the user's theme. Rhyme only if the user asks for it; otherwise choose the form that suits the theme. Give it a title.",
    words: [60, 120, 220],
  },
  "lyrics-generator": {
    task: "Write song lyrics on the user's theme or mood: label the parts (Verse 1, Chorus, Verse 2, Chorus, Bridge, Chorus), with a chorus that repeats.",
    words: [120, 220, 350],
  },
  "rap-generator": {
    task: "Write rap verses on the user's topic with a steady rhythm, internal rhymes and a hook. Label the parts (Verse, Hook). Keep it free of slurs.",
    words: [120, 220, 350],
  },
  "book-title-generator": {
    task: "Suggest ten book titles for the user's premise or genre, one a line, each with a subtitle where it helps. Number them.",
    words: LIST,
  },
  "conclusion-generator": {
    task: "Write the conclusion for the user's essay or paper (their text or its summary): restate the thesis in new words, draw the main points together and end with the wider significance. Add no new evidence.",
    words: [100, 180, 300],
  },
  "email-writer": {
    task: "Write the email the user's notes describe: a subject line (\"Subject: ...\"), a greeting, a short clear body with any request or deadline stated plainly, and a sign-off. Leave names the user did not give as [Name].",
    words: [80, 150, 250],
  },
  "podcast-script-generator": {
    task: "Write a podcast script on the user's topic: a cold open, an intro, two or three segments and an outro, with speaker labels (HOST:, GUEST: if there is one) and brief [music] or [pause] cues.",
    words: [350, 700, 1300],
  },
  "product-description-generator": {
    task: "Write a product description from the user's notes: what it is, who it is for, the main benefits (a short bulleted list of features if there are several), and a closing line. Claim nothing the notes do not support.",
    words: [60, 120, 220],
  },
  "ai-humanizer": {
    task: "Rewrite the user's text so it reads as natural human writing: varied sentence length, plain words, no stock phrases, the same meaning, facts and language. Output only the rewritten text.",
    words: PIECE,
  },
  "sentence-rewriter": {
    task: "Rewrite the user's sentence or sentences in three different ways, keeping the meaning. Number them.",
    words: [40, 80, 140],
  },
  "paraphrasing-tool": {
    task: "Paraphrase the user's passage in new words and sentence structures, keeping every fact, figure and name, about as long as the original. Output only the paraphrase.",
    words: PIECE,
  },
  "rewording-tool": {
    task: "Reword the user's text: vary the vocabulary and sentence structure, keep the meaning, facts and length. Output only the reworded text.",
    words: PIECE,
  },
  "source-tool": {
    task: "Help the user source their claim or topic. If they give details of a source (authors, title, year, publisher, URL), format each as a citation in APA 7 (or the style they name). If they give a topic or claim, give search terms and the databases or kinds of sources to check, and name a work only if you are certain it exists, marked \"verify before citing\". Never invent authors, titles, DOIs, URLs or page numbers.",
    words: [100, 180, 300],
  },
  "abstract-generator": {
    task: "Write an abstract for the user's paper (their text or notes): aim, method, main results and conclusion, in one paragraph, stating only what the text supports.",
    words: [120, 200, 300],
  },
  "instagram-caption-generator": {
    task: "Write five Instagram captions for the user's photo or post description, one a line, each under 150 characters, a few with an emoji, with up to three relevant hashtags at the end of each. Number them.",
    words: LIST,
  },
  "instagram-name-generator": {
    task: "Suggest fifteen Instagram usernames from the user's name, interests or brand: each 3 to 30 characters, only letters, digits, dots and underscores, not starting or ending with a dot, one a line. Number them.",
    words: LIST,
  },
};
