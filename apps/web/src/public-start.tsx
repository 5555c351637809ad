/**
 * The public pages' start, the last step of public-main.tsx: the public site's router (only its
 * own routes, docs/decisions/0055) hydrating the pre-rendered page (start-app.tsx).
 */
import { createQueryClient } from "./lib/query-client";
import { createPublicRouter } from "./public-router";
import { startApp } from "./start-app";

const queryClient = createQueryClient();
startApp(createPublicRouter(queryClient), queryClient);
