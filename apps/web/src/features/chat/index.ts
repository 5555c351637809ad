/** What other features use of chat: its query keys, models and model picker, answers rendered with citations, the recent conversations, the answer languages. */
export { chatKeys, useChatModels } from "./api";
export { answerForClipboard } from "./citation-segments";
export { AnswerMarkdown } from "./components/answer-markdown";
export { ModelPicker } from "./components/model-picker";
export { modelInUse, planNameOf } from "./model-options";
export { RecentConversations } from "./components/recent-conversations";
export { LANGUAGE_NAMES } from "./languages";
