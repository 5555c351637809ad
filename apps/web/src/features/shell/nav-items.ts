import { CreditCard, FileText, Folder, Headphones, KeyRound, MessagesSquare, NotebookText, Settings, Wrench, type LucideIcon } from "lucide-react";
import type { LinkProps } from "@tanstack/react-router";

export interface NavItem {
  to: NonNullable<LinkProps["to"]>;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's navigation, top to bottom. A new page is one more line here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/conversations", label: "Chats", icon: MessagesSquare },
  { to: "/documents", label: "Documents", icon: FileText },
  { to: "/knowledge-base", label: "Folders", icon: Folder },
  { to: "/summarise", label: "Summaries", icon: NotebookText },
  { to: "/podcast", label: "Podcasts", icon: Headphones },
  { to: "/other-tools", label: "Tools", icon: Wrench },
  { to: "/billing", label: "Billing", icon: CreditCard },
  { to: "/developers/apiKeys", label: "API keys", icon: KeyRound },
  { to: "/settings", label: "Settings", icon: Settings },
];
