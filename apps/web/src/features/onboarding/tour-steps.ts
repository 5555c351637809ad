import type { TourGroup } from "./tour-state";

/** One step: the control it points at (its data-tour attribute), a title and what to say. */
export interface TourStep {
  target: string;
  title: string;
  body: string;
}

/** The steps of each group, in order. A step whose control is not on the page is skipped. */
export const TOUR_STEPS: Record<TourGroup, readonly TourStep[]> = {
  menu: [
    { target: "nav-/conversations", title: "Chats", body: "Ask questions about your documents and get answers with citations to the page." },
    { target: "nav-/documents", title: "Documents", body: "Upload PDFs and other files here; Folio reads them so you can chat with them." },
    { target: "nav-/summarise", title: "Summaries", body: "Turn a document, a link or pasted text into a summary." },
    { target: "nav-/other-tools", title: "Tools", body: "Writing and PDF tools, all in one place." },
    { target: "user-menu", title: "Your account", body: "Settings, theme, plan and logging out live in this menu." },
  ],
  summarise: [
    { target: "summary-form", title: "What to summarise", body: "Choose a document, a link or paste text, then pick the summary's length." },
    { target: "summary-submit", title: "Create the summary", body: "Folio writes the summary and keeps it under Summaries." },
  ],
  chatWindow: [
    { target: "chat-header", title: "This chat", body: "Rename, share or delete the chat from its header." },
    { target: "chat-composer", title: "Ask a question", body: "Type your question; answers cite the pages they come from. Type @ to add another document." },
  ],
  conversation: [
    { target: "start-chat-documents", title: "Pick a document", body: "Search your documents and choose one to start a chat about it." },
    { target: "start-chat-upload", title: "Or upload one", body: "Upload a new file and the chat opens when it is ready." },
  ],
};
