export { listV1Models, getV1Model } from "./models.ts";
export { chatCompletion } from "./completions.ts";
