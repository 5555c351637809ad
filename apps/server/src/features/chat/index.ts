export { startConversation, listConversations, getConversation, renameConversation, deleteConversation, clearConversation, searchConversations } from "./conversations.ts";
export { askInConversation } from "./ask.ts";
export { resumeAnswer } from "./resume.ts";
export { stopAnswer } from "./stop-answer.ts";
export { answerWithoutConversation, type OneOffQuestion } from "./answer-once.ts";
export { questionWithImages } from "./image-question.ts";
export { giveFeedback } from "./feedback.ts";
export { modelsFor } from "./models.ts";
export type { ChatTarget } from "./chat-scope.ts";
