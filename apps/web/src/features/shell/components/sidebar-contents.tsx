import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { PlanUsageSummary } from "@/features/billing";
import { RecentConversations } from "@/features/chat";
import { NavList } from "./nav-list";
import { UserMenu } from "./user-menu";

/** Brand, navigation, the plan and usage, and the user menu: the sidebar on wide screens and the menu sheet on phones. */
export function SidebarContents({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 p-3">
      <Link to="/" onClick={onNavigate} className={cn("self-start rounded-md px-2 py-1", focusRing)} aria-label="Folio home">
        <FolioLogo />
      </Link>
      <div className="flex-1 overflow-y-auto">
        <NavList onNavigate={onNavigate} />
        <RecentConversations onNavigate={onNavigate} />
      </div>
      <div className="grid gap-3 border-t pt-3">
        <PlanUsageSummary onNavigate={onNavigate} />
        <UserMenu onNavigate={onNavigate} />
      </div>
    </div>
  );
}
