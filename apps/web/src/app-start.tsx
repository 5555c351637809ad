/**
 * The app's start, imported by main.tsx: the app's router over the page (start-app.tsx).
 */
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import { startApp } from "./start-app";

const queryClient = createQueryClient();
startApp(createAppRouter(queryClient), queryClient);
