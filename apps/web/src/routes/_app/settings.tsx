import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "@/features/accounts/components/settings-page";
import { ConnectedAssistantsSection, McpSetupSection } from "@/features/assistants";
import { CookieSettingsSection } from "@/features/consent";
import { LinkMobileSection } from "@/features/mobile";
import { ZoteroSection } from "@/features/zotero";

export const Route = createFileRoute("/_app/settings")({
  component: SettingsRoute,
});

function SettingsRoute() {
  return (
    <SettingsPage
      extra={
        <>
          <LinkMobileSection />
          <ZoteroSection />
          <ConnectedAssistantsSection />
          <McpSetupSection />
          <CookieSettingsSection />
        </>
      }
    />
  );
}
