export { mySupportThread, sendSupportMessage } from "./user-messages.ts";
export { supportInbox, supportConversation, replyToConversation } from "./operator-inbox.ts";
export { listOutbox } from "./outbox.ts";
