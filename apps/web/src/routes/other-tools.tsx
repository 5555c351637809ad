import { createFileRoute } from "@tanstack/react-router";
import { ToolsIndexPage } from "@/features/tools";

/** The free tools' index (public). */
export const Route = createFileRoute("/other-tools")({
  component: ToolsIndexPage,
});
