import { foldAccents } from "../text/index.ts";

/**
 * Words a question asks with ("give a response relying on the details shown in the document") or
 * answers with, which say nothing about what a passage is about. The ten languages' function words
 * are the text toolkit's; these come on top of them for the answer library's overlap measure.
 */
export const ASKING_WORDS: ReadonlySet<string> = new Set(
  "yes mine yours neither jener say says said document documents text file give response relying rely details shown based answer following question provide 文档"
    .split(" ")
    .map(foldAccents),
);
