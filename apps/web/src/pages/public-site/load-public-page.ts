import { notFound } from "@tanstack/react-router";
import type { ComponentType } from "react";
import type { PublicPage } from "./public-page";
import { findPublicPage } from "./registry";

export interface LoadedPublicPage {
  page: PublicPage;
  Content: ComponentType;
}

/**
 * A route loader's work: the page registered at this address with its code loaded, so the first
 * render (on the server at build time, then in the browser over the pre-rendered HTML) is the
 * whole page at once, never a spinner. No page here: the router's not-found.
 */
export async function loadPublicPage(path: string): Promise<LoadedPublicPage> {
  const page = findPublicPage(path);
  if (!page) throw notFound();
  return { page, Content: await page.load() };
}
