import { ContentPage, ContentSection, TextLink } from "@/features/home";

/** The packed extension, built from this repository by `npm run build` (apps/extension/pack.ts). */
export const EXTENSION_ZIP = "/downloads/folio-extension.zip";

const STEPS = [
  "Download the zip below and unzip it: you get a folder named folio-extension.",
  "Open chrome://extensions (Edge: edge://extensions, Brave: brave://extensions).",
  "Turn on Developer mode.",
  "Click Load unpacked and choose the folio-extension folder.",
  "Pin Folio from the puzzle-piece menu, click it to open the side panel, and click Connect.",
];

export function ExtensionPage() {
  return (
    <ContentPage title="Folio for your browser" lead="Ask questions about the page you are reading, with answers that quote it, and save pages to your Folio library without leaving them.">
      <ContentSection id="what" title="What it does">
        <ul className="list-disc space-y-2 pl-5">
          <li>A side panel that answers questions about the current tab from the page's own text, each answer citing the passages it used.</li>
          <li>Select text on a page, right-click and choose Ask Folio about this.</li>
          <li>Save to library imports the file the tab shows (a PDF, a document) by its address, or a web page as its readable text, into the folder you choose, and tells you when it is ready.</li>
          <li>Your recent documents and folders, one click away.</li>
          <li>
            Connect without copying keys: Folio asks you to approve the extension, for your whole library or one folder, read-only if you like. The key it gets is listed under{" "}
            <TextLink to="/developers/apiKeys">API keys</TextLink>, where you can revoke it; Disconnect in the panel revokes it too.
          </li>
        </ul>
      </ContentSection>
      <ContentSection id="download" title="Download">
        <p>
          <a href={EXTENSION_ZIP} download className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90">
            Download the extension (.zip)
          </a>
        </p>
        <p className="text-sm text-muted-foreground">For Chrome, Edge, Brave and other Chromium-based browsers, version 116 or later. Built from Folio's own source; not in a store.</p>
      </ContentSection>
      <ContentSection id="install" title="Load it in your browser">
        <ol className="list-decimal space-y-2 pl-5">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>If your Folio runs at another address than http://localhost:3000, type that address in the panel before you click Connect.</p>
      </ContentSection>
    </ContentPage>
  );
}
