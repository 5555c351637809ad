/** Embedding models: a local ONNX model run in-process, or any server speaking OpenAI's `/embeddings`. */
export type { Embedder } from "./embedder.ts";
export { createEmbedderSource, type EmbedderSource } from "./configured.ts";
export { createOpenAICompatibleEmbedder, type OpenAICompatibleEmbedderOptions } from "./openai-compatible.ts";
export { createLocalOnnxEmbedder, type LocalOnnxEmbedderOptions } from "./onnx.ts";
