import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { FolioLogo } from "@/components/folio-logo";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/focus-ring";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { SidebarContents } from "./sidebar-contents";

/** Under 768 px the sidebar becomes this bar, with the navigation in a sheet behind the menu button. */
export function MobileTopBar() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigation and your account</SheetDescription>
          <SidebarContents onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <Link to="/" className={cn("rounded-md px-1", focusRing)} aria-label="Folio home">
        <FolioLogo className="text-base" />
      </Link>
    </header>
  );
}
