import { useEffect, type ComponentType } from "react";
import { PublicFrame, TextLink } from "@/features/home";
import type { PublicPage } from "./public-page";

/** A public page in its frame, with its title kept in the tab as the visitor moves between pages. */
export function PublicPageView({ page, Content }: { page: PublicPage; Content: ComponentType }) {
  useEffect(() => {
    document.title = page.title;
  }, [page.title]);
  return (
    <PublicFrame background={page.background}>
      <Content />
    </PublicFrame>
  );
}

/** The 404 of the public site: the frame, on white, around the message. */
export function PublicNotFound() {
  useEffect(() => {
    document.title = "Page not found · Folio";
  }, []);
  return (
    <PublicFrame background="white">
      <div className="mx-auto grid max-w-xl gap-3 px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="text-muted-foreground">There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <TextLink to="/">Go to the home page</TextLink>
        </p>
      </div>
    </PublicFrame>
  );
}
