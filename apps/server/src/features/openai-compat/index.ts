export { listV1Models } from "./models.ts";
export { chatCompletion } from "./completions.ts";
