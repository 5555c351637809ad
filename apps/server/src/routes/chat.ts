import type { Context, Hono } from "hono";
import type { z } from "zod";
import { chatRoutes as r, type ChatQuery } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as chat from "../features/chat/index.ts";

type ChatUser = Parameters<typeof chat.askInConversation>[1];

export function chatRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.start, async ({ user, query }) => chat.startConversation(deps, user, query));
  bindRoute(app, r.models, async ({ user }) => chat.modelsFor(deps, user));

  const ask = (c: Context<HonoEnv>, user: ChatUser, target: chat.ChatTarget, query: z.infer<typeof ChatQuery>, message: string, body: { at_documents?: string[]; sniper: boolean }) =>
    chat.askInConversation(deps, user, {
      target,
      chatId: query.chat_id,
      message,
      atDocuments: body.at_documents,
      sniper: body.sniper,
      modelName: query.model_name,
      language: query.language,
      length: query.length,
      regenerate: query.regenerate,
      asker: c.req.raw.signal,
      log: c.get("log"),
    });

  bindRoute(app, r.chat, async ({ c, user, params, query, body }) =>
    ask(c, user, { kind: "document", docId: params.id }, query, body.message, body),
  );
  bindRoute(app, r.knowledgeChat, async ({ c, user, params, query, body }) =>
    ask(c, user, { kind: "folder", knowledgeBaseId: params.id }, query, body.message, body),
  );
  bindRoute(app, r.chatImage, async ({ c, user, params, query, body }) => {
    const message = await chat.questionWithImages(body.message, body.images, query.language, c.req.raw.signal);
    return ask(c, user, { kind: "document", docId: params.id }, query, message, body);
  });
  bindRoute(app, r.knowledgeChatImage, async ({ c, user, params, query, body }) => {
    const message = await chat.questionWithImages(body.message, body.images, query.language, c.req.raw.signal);
    return ask(c, user, { kind: "folder", knowledgeBaseId: params.id }, query, message, body);
  });

  bindRoute(app, r.list, async ({ user, query }) => chat.listConversations(deps, user, query));
  bindRoute(app, r.get, async ({ user, params, query }) => chat.getConversation(deps, user, params.id, query));
  bindRoute(app, r.resume, async ({ c, user, params }) => chat.resumeAnswer(deps, user, params.id, c.req.raw.signal, c.get("log")));
  bindRoute(app, r.stop, async ({ user, params, query }) => chat.stopAnswer(deps, user, params.id, query.message_id));
  bindRoute(app, r.rename, async ({ user, params, body }) => chat.renameConversation(deps, user, params.id, body.name));
  bindRoute(app, r.remove, async ({ user, params }) => chat.deleteConversation(deps, user, params.id));
  bindRoute(app, r.clear, async ({ user, params }) => chat.clearConversation(deps, user, params.id));
  bindRoute(app, r.search, async ({ user, query }) => chat.searchConversations(deps, user, query.query));
  bindRoute(app, r.feedback, async ({ user, params, body }) => chat.giveFeedback(deps, user, params.chat_id, params.message_id, body));
}
