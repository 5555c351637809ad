import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { OfflineBanner } from "@/features/mobile";
import { ConsentBanner } from "@/features/consent";
import { AdPixel, PageViewTracker } from "@/features/analytics";
import { SupportWidget } from "@/features/support";
import { SessionRecorder } from "@/features/recordings";
import { useKeepReferralCode } from "@/features/referrals";
import { PlanOverlayHost } from "@/features/billing";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  useKeepReferralCode();
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <SupportWidget />
      <SessionRecorder />
      <ConsentBanner />
      <PageViewTracker />
      <AdPixel />
      <PlanOverlayHost />
      <Toaster />
    </>
  );
}
