import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "@/features/accounts/components/settings-page";
import { ConnectedAssistantsSection, McpSetupSection } from "@/features/assistants";

export const Route = createFileRoute("/_app/settings")({
  component: SettingsRoute,
});

function SettingsRoute() {
  return (
    <SettingsPage
      extra={
        <>
          <ConnectedAssistantsSection />
          <McpSetupSection />
        </>
      }
    />
  );
}
